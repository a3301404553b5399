import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  isIsoDate,
  isVisitDateAllowed,
  isWithinDateBounds,
  longDay,
  subtractMonths,
} from './dates';

describe('park days', () => {
  const tz = 'America/Chicago';

  it('counts the day in the park time zone, not UTC', () => {
    // 05:59 UTC is 23:59 the day before in Chicago (CST, UTC-6).
    expect(dayInZone(new Date('2026-11-23T05:59:59Z'), tz)).toBe('2026-11-22');
    expect(dayInZone(new Date('2026-11-23T06:00:00Z'), tz)).toBe('2026-11-23');
  });

  it('follows daylight saving time (CDT, UTC-5)', () => {
    expect(dayInZone(new Date('2026-07-02T04:59:59Z'), tz)).toBe('2026-07-01');
    expect(dayInZone(new Date('2026-07-02T05:00:00Z'), tz)).toBe('2026-07-02');
  });

  it('answers the same instant again, and the next minute, in any zone asked in turn', () => {
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC.
    const asked: [string, string, string][] = [
      ['2026-11-23T18:14:59.999Z', 'Asia/Kathmandu', '2026-11-23'],
      ['2026-11-23T18:14:00.000Z', 'Asia/Kathmandu', '2026-11-23'],
      ['2026-11-23T18:15:00.000Z', 'Asia/Kathmandu', '2026-11-24'],
      ['2026-11-23T18:15:00.000Z', tz, '2026-11-23'],
      ['2026-11-23T18:15:30.000Z', 'Asia/Kathmandu', '2026-11-24'],
      ['2026-11-24T05:59:59.000Z', tz, '2026-11-23'],
      ['2026-11-24T06:00:00.000Z', tz, '2026-11-24'],
      ['2026-11-24T05:59:30.000Z', tz, '2026-11-23'],
      // Monrovia was UTC-0:44:30 until 1972: its midnight fell in the middle of a minute.
      ['1970-06-01T00:44:29Z', 'Africa/Monrovia', '1970-05-31'],
      ['1970-06-01T00:44:30Z', 'Africa/Monrovia', '1970-06-01'],
    ];
    for (let round = 0; round < 2; round++)
      for (const [instant, zone, day] of asked)
        expect(dayInZone(new Date(instant), zone), `${instant} in ${zone}`).toBe(day);
  });

  it('writes a day for people the same the first time and after', () => {
    for (let round = 0; round < 2; round++) {
      expect(longDay('2026-12-12')).toBe('Saturday, December 12, 2026');
      expect(longDay('2026-02-30')).toBe('2026-02-30');
    }
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('01/02/2025')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('keeps dates inside the picker bounds', () => {
    expect(isWithinDateBounds('1900-01-01')).toBe(true);
    expect(isWithinDateBounds('2099-12-31')).toBe(true);
    expect(isWithinDateBounds('1899-12-31')).toBe(false);
    expect(isWithinDateBounds('2100-01-01')).toBe(false);
  });

  it('refuses a visit before today and allows today and later', () => {
    expect(isVisitDateAllowed('2026-11-21', '2026-11-22')).toBe(false);
    expect(isVisitDateAllowed('2026-11-22', '2026-11-22')).toBe(true);
    expect(isVisitDateAllowed('2027-01-01', '2026-11-22')).toBe(true);
    expect(isVisitDateAllowed('not a date', '2026-11-22')).toBe(false);
  });

  it('moves by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
  });

  it('moves back by months, clamping to the end of the month', () => {
    expect(subtractMonths('2026-05-31', 3)).toBe('2026-02-28');
    expect(subtractMonths('2026-11-22', 12)).toBe('2025-11-22');
    expect(subtractMonths('2026-03-15', 3)).toBe('2025-12-15');
  });
});
