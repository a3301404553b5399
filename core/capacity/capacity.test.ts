import { describe, expect, it } from 'vitest';
import {
  admissionsOf,
  admissionsOfLines,
  availabilityOf,
  capacityRefusal,
  daysOf,
  MAX_AVAILABILITY_DAYS,
  statusOf,
  type VisitDay,
} from './capacity';
import { aDay } from '../testing/builders';

/** A day of 100 places, 20 of them express, nothing sold: aDay with these limits. */
const day = (over: Partial<VisitDay> = {}) =>
  aDay({ date: '2026-07-04', capacity: 100, expressCapacity: 20, ...over });

describe('a visit day’s capacity', () => {
  it('counts every ticket as one admission, express ones also apart', () => {
    expect(admissionsOf({ standard: 2, express: 1, child: 3 })).toEqual({ total: 6, express: 1 });
    expect(admissionsOfLines([{ ticketType: 'express', quantity: 2 }])).toEqual({
      total: 2,
      express: 2,
    });
  });

  it('refuses to count a kind the catalogue does not know, rather than as another', () => {
    const unknown = { standard: 1, season: 1 } as Parameters<typeof admissionsOf>[0];
    expect(() => admissionsOf(unknown)).toThrow(/unknown admission kind: "season"/);
    expect(() => admissionsOfLines([{ ticketType: 'season', quantity: 1 }])).toThrow(RangeError);
  });

  it('is open, few at 10 % left or less, sold out at none, closed at capacity 0', () => {
    expect(statusOf(100, 11)).toBe('open');
    expect(statusOf(100, 10)).toBe('few');
    expect(statusOf(100, 1)).toBe('few');
    expect(statusOf(100, 0)).toBe('sold-out');
    expect(statusOf(0, 0)).toBe('closed');
    expect(availabilityOf(day({ sold: 95 }))).toEqual({
      date: '2026-07-04',
      capacity: 100,
      sold: 95,
      remaining: 5,
      expressRemaining: 5,
      status: 'few',
    });
  });

  it('leaves nothing when the capacity was lowered below what is sold, and cancels nothing', () => {
    expect(availabilityOf(day({ capacity: 50, sold: 80 }))).toMatchObject({
      sold: 80,
      remaining: 0,
      expressRemaining: 0,
      status: 'sold-out',
    });
  });

  it('keeps express inside the day: its own limit, and never more than the day has left', () => {
    expect(availabilityOf(day({ expressSold: 15 })).expressRemaining).toBe(5);
    expect(availabilityOf(day({ sold: 97, expressSold: 0 })).expressRemaining).toBe(3);
  });

  it('refuses an order past what remains, saying how many are left', () => {
    const five = availabilityOf(day({ sold: 95 }));
    expect(capacityRefusal(five, { total: 5, express: 0 })).toBeNull();
    expect(capacityRefusal(five, { total: 6, express: 0 })).toEqual({
      date: '2026-07-04',
      remaining: 5,
      message: 'Only 5 tickets left for 2026-07-04',
      path: 'tickets',
    });
    const express = availabilityOf(day({ expressSold: 19 }));
    expect(capacityRefusal(express, { total: 2, express: 2 })).toMatchObject({
      remaining: 1,
      message: 'Only 1 express tickets left for 2026-07-04',
    });
    expect(
      capacityRefusal(availabilityOf(day({ capacity: 0 })), { total: 1, express: 0 }),
    ).toMatchObject({ remaining: 0, message: 'Only 0 tickets left for 2026-07-04' });
  });

  it('lists the days of a range up to 366, and refuses a longer or reversed one', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf('2027-01-01', '2027-12-31')).toHaveLength(365);
    expect(daysOf('2028-01-01', '2028-12-31')).toHaveLength(MAX_AVAILABILITY_DAYS);
    expect(daysOf('2026-01-01', '2027-01-02')).toBeNull();
    expect(daysOf('2026-03-02', '2026-03-01')).toBeNull();
  });
});
