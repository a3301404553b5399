import { describe, expect, it } from 'vitest';
import {
  admissionsOf,
  admissionsOfLines,
  availabilityOf,
  capacityRefusal,
  dayClosedReason,
  daysOf,
  MAX_AVAILABILITY_DAYS,
  selectionRefusal,
  statusOf,
  type VisitDay,
} from './capacity';
import { aDay } from '../testing/builders';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryCapacityRepository } from '../testing/in-memory-capacity';
import { GetAvailability } from './get-availability';
import { addDays } from '../shared/dates';

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

  it('is not on sale past the sales window, with nothing left, whatever its capacity', () => {
    expect(statusOf(100, 100, false)).toBe('not-on-sale');
    expect(statusOf(0, 0, false)).toBe('not-on-sale');
    expect(availabilityOf(day(), false)).toMatchObject({
      capacity: 100,
      remaining: 0,
      expressRemaining: 0,
      status: 'not-on-sale',
    });
  });

  it('checks a selection against its day as the checkout will, in the ticket page’s words', () => {
    const two = availabilityOf(day({ sold: 98 }));
    expect(selectionRefusal(two, { total: 2, express: 0 })).toBeNull();
    expect(selectionRefusal(two, { total: 3, express: 0 })).toBe(
      'Only 2 tickets left for 2026-07-04',
    );
    expect(
      selectionRefusal(availabilityOf(day({ expressSold: 20 })), { total: 1, express: 1 }),
    ).toBe('Only 0 express tickets left for 2026-07-04');
    expect(selectionRefusal(availabilityOf(day({ sold: 100 })), { total: 1, express: 0 })).toBe(
      '2026-07-04 is sold out',
    );
    expect(selectionRefusal(availabilityOf(day({ capacity: 0 })), { total: 1, express: 0 })).toBe(
      'The park is closed on 2026-07-04',
    );
    expect(selectionRefusal(availabilityOf(day(), false), { total: 1, express: 0 })).toBe(
      '2026-07-04 is not on sale yet',
    );
    // No tickets chosen (meals or attractions only): nothing to refuse.
    expect(
      selectionRefusal(availabilityOf(day({ capacity: 0 })), { total: 0, express: 0 }),
    ).toBeNull();
    expect(dayClosedReason(availabilityOf(day({ sold: 95 })))).toBeNull();
  });
});

describe('GetAvailability', () => {
  const clock = new FixedClock(new Date('2026-07-04T16:00:00Z'), 'America/Chicago');
  const today = clock.today();

  it('says not-on-sale, remaining 0, for the days past PARK_SALES_DAYS, open up to it', async () => {
    const availability = new GetAvailability(new InMemoryCapacityRepository(), clock, 30);
    const result = await availability.execute({ from: addDays(today, 29), to: addDays(today, 32) });
    if (!result.ok) throw new Error('refused');
    expect(result.value.map((d) => [d.date, d.status, d.remaining])).toEqual([
      [addDays(today, 29), 'open', 5000],
      [addDays(today, 30), 'open', 5000],
      [addDays(today, 31), 'not-on-sale', 0],
      [addDays(today, 32), 'not-on-sale', 0],
    ]);
  });

  it('uses the default sales window of 365 days', async () => {
    const availability = new GetAvailability(new InMemoryCapacityRepository(), clock);
    const result = await availability.execute({
      from: addDays(today, 365),
      to: addDays(today, 366),
    });
    if (!result.ok) throw new Error('refused');
    expect(result.value.map((d) => d.status)).toEqual(['open', 'not-on-sale']);
  });
});
