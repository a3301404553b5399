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
import { loginDelayMs } from '../accounts/login-throttle';

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
  it('lets a few failures through, then doubles the wait up to 5 s', () => {
    expect([0, 1, 3].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect(loginDelayMs(4)).toBe(250);
    expect(loginDelayMs(5)).toBe(500);
    expect(loginDelayMs(9)).toBe(5000);
    expect(loginDelayMs(50)).toBe(5000);
  });
});
