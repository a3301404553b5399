import { describe, expect, it } from 'vitest';
import { formatPhone, isFormattedPhone } from './phone';
import { generateEmployeePassword, isManagerRole } from '../employees/employee';
import {
  needsDateResolved,
  parseMaintenanceStatus,
  parseStatusFilter,
  statusLabel,
} from '../maintenance/maintenance';
import { isInclement, isWeatherCondition } from '../weather/weather';
import { isUsStateCode, US_STATES } from './us-states';
import {
  loginAllowed,
  MAX_LOGIN_ATTEMPTS_PER_ACCOUNT,
  MAX_LOGIN_ATTEMPTS_PER_ADDRESS,
  secondsUntil,
} from '../accounts/login-throttle';

describe('phone numbers', () => {
  it('format as 3-3-4 while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('512')).toBe('512');
    expect(formatPhone('5125')).toBe('512-5');
    expect(formatPhone('512555')).toBe('512-555');
    expect(formatPhone('5125550')).toBe('512-555-0');
    expect(formatPhone('5125550100')).toBe('512-555-0100');
  });

  it('drop non-digits and anything past ten digits', () => {
    expect(formatPhone('(512) 555-0100 ext 9')).toBe('512-555-0100');
    expect(isFormattedPhone('512-555-0100')).toBe(true);
    expect(isFormattedPhone('512-555-010')).toBe(false);
  });
});

describe('generated employee passwords', () => {
  it('take the first initial upper-cased, the last name and the birth year', () => {
    expect(generateEmployeePassword('jane doe', '1990-05-01')).toBe('Jdoe1990');
    expect(generateEmployeePassword('  Ana  María  López ', '2001-12-31')).toBe('ALópez2001');
  });

  it('cannot be made without a last name or a date', () => {
    expect(generateEmployeePassword('Cher', '1990-05-01')).toBeNull();
    expect(generateEmployeePassword('Jane Doe', '')).toBeNull();
    expect(generateEmployeePassword('Jane Doe', '05/01/1990')).toBeNull();
  });

  it('treats every role but Staff as manager-level', () => {
    expect(isManagerRole('Staff')).toBe(false);
    expect(isManagerRole('Manager')).toBe(true);
    expect(isManagerRole('Director')).toBe(true);
  });
});

describe('maintenance statuses', () => {
  it('store Open and show it as Pending', () => {
    expect(statusLabel('Open')).toBe('Pending');
    expect(statusLabel('In Progress')).toBe('In Progress');
    expect(parseMaintenanceStatus('Pending')).toBe('Open');
    expect(parseMaintenanceStatus('completed')).toBe('Completed');
    expect(parseMaintenanceStatus('done')).toBeNull();
  });

  it('read the report filter, blank meaning all', () => {
    expect(parseStatusFilter('')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
    expect(parseStatusFilter('pending')).toBe('Open');
    expect(parseStatusFilter('In Progress')).toBe('In Progress');
    expect(parseStatusFilter('bogus')).toBeNull();
  });

  it('need a resolved date only when completed', () => {
    expect(needsDateResolved('Completed')).toBe(true);
    expect(needsDateResolved('Open')).toBe(false);
  });
});

describe('weather', () => {
  it('knows the four conditions and which are inclement', () => {
    expect(isWeatherCondition('snowy')).toBe(true);
    expect(isWeatherCondition('Sunny')).toBe(false);
    expect(isInclement('rainy')).toBe(true);
    expect(isInclement('snowy')).toBe(true);
    expect(isInclement('cloudy')).toBe(false);
  });
});

describe('US states', () => {
  it('lists the 50 states by code', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map(([c]) => c)).size).toBe(50);
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('DC')).toBe(false);
  });
});

describe('login throttle', () => {
  it('locks an account after its attempts, an address after five times as many', () => {
    expect(loginAllowed(MAX_LOGIN_ATTEMPTS_PER_ACCOUNT, 1)).toBe(true);
    expect(loginAllowed(MAX_LOGIN_ATTEMPTS_PER_ACCOUNT + 1, 1)).toBe(false);
    expect(MAX_LOGIN_ATTEMPTS_PER_ADDRESS).toBe(5 * MAX_LOGIN_ATTEMPTS_PER_ACCOUNT);
    expect(loginAllowed(1, MAX_LOGIN_ATTEMPTS_PER_ADDRESS)).toBe(true);
    expect(loginAllowed(1, MAX_LOGIN_ATTEMPTS_PER_ADDRESS + 1)).toBe(false);
  });

  it('says how many whole seconds remain of a lock, at least one', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(secondsUntil(new Date('2026-06-01T12:14:59.2Z'), now)).toBe(900);
    expect(secondsUntil(new Date('2026-06-01T12:00:00.3Z'), now)).toBe(1);
    expect(secondsUntil(new Date('2026-06-01T11:59:00Z'), now)).toBe(1);
  });
});
