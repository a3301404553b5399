import { describe, expect, it } from 'vitest';
import {
  CONTACT_PHONE_MESSAGE,
  EMAIL_MESSAGE,
  FULL_NAME_MESSAGE,
  isContactPhone,
  isEmail,
  isFullName,
  isZipcode,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  normalizeFullName,
  normalizePhone,
  normalizeUsState,
  personNameProblem,
  PHONE_MESSAGE,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from './field-rules';
import { visitDateNeeded } from '../orders/visit-date';

describe('field rules', () => {
  it('keep the words people have always seen', () => {
    expect([
      EMAIL_MESSAGE,
      PHONE_MESSAGE,
      CONTACT_PHONE_MESSAGE,
      ZIPCODE_MESSAGE,
      US_STATE_MESSAGE,
      NAME_REQUIRED,
      NAME_TOO_LONG,
      FULL_NAME_MESSAGE,
    ]).toEqual([
      'Enter a valid email address',
      'Phone number must have 10 digits (123-456-7890)',
      'Enter a valid phone number',
      'Zip code must be 5 digits or 5+4 digits',
      'State must be one of the 50 US states',
      'Name is required',
      'Name must be at most 100 characters',
      'Full name must be 2 to 100 characters with a first and a last name',
    ]);
  });

  it('accept an email in the usual shape, at most 254 characters', () => {
    expect(isEmail('ada.lovelace+park@example.co.uk')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada@@example.com')).toBe(false);
    expect(isEmail('ada lovelace@example.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });

  it('write a ten-digit phone 3-3-4 and keep anything else as typed', () => {
    expect(normalizePhone(' (512) 555 0100 ')).toBe('512-555-0100');
    expect(normalizePhone('555-0100')).toBe('555-0100');
    expect(normalizePhone('abc5125550100')).toBe('abc5125550100');
    expect(isContactPhone('+1 (512) 555-0100')).toBe(true);
    expect(isContactPhone('555-01')).toBe(false);
  });

  it('check ZIP codes, states and names', () => {
    expect(['78701', '78701-1234'].map(isZipcode)).toEqual([true, true]);
    expect(['7870', '78701-12', 'abcde'].map(isZipcode)).toEqual([false, false, false]);
    expect(normalizeUsState(' tx ')).toBe('TX');
    expect(personNameProblem('')).toBe(NAME_REQUIRED);
    expect(personNameProblem('x'.repeat(101))).toBe(NAME_TOO_LONG);
    expect(personNameProblem('x'.repeat(100))).toBeNull();
    expect(normalizeFullName('  jane   van  doe ')).toBe('jane van doe');
    expect([isFullName('jane doe'), isFullName('Madonna')]).toEqual([true, false]);
  });
});

describe('the visit-date rule', () => {
  it('wants a day for tickets or meal vouchers, not for shop items alone', () => {
    expect(visitDateNeeded(1, 0)).toBe(true);
    expect(visitDateNeeded(0, 2)).toBe(true);
    expect(visitDateNeeded(0, 0)).toBe(false);
  });
});
