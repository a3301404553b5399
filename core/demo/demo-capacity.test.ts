import { describe, expect, it } from 'vitest';
import { availabilityOf, type VisitDay } from '../capacity/capacity';
import { choiceOf, DemoDaySales, fewerTickets, withinExpress } from './demo-capacity';
import { DemoRandom } from './demo-random';

const left = (sold: number, expressSold = 0, capacity = 100, expressCapacity = 10) =>
  availabilityOf({ date: '2025-07-12', capacity, expressCapacity, sold, expressSold });

const family = { standard: 2, express: 0, child: 2 };

describe('a generated party at a day’s capacity', () => {
  it('takes its tickets while they fit', () => {
    expect(choiceOf(family, left(96), false, new DemoRandom(1))).toEqual({ take: family });
  });

  it('buys standard tickets for the Express ones past the express limit', () => {
    const vip = { standard: 0, express: 3, child: 1 };
    expect(choiceOf(vip, left(50, 8), false, new DemoRandom(1))).toEqual({
      take: { standard: 1, express: 2, child: 1 },
    });
    expect(withinExpress(vip, 0)).toEqual({ standard: 3, express: 0, child: 1 });
    expect(withinExpress(vip, 5)).toBe(vip);
  });

  it('takes what is left, moves to a day up to a week later, or gives up, by chance', () => {
    const random = new DemoRandom(9);
    const choices = Array.from({ length: 2_000 }, () => choiceOf(family, left(98), false, random));
    const fewer = choices.filter((c) => typeof c === 'object' && 'take' in c);
    const moves = choices.filter((c) => typeof c === 'object' && 'moveDays' in c);
    const gaveUp = choices.filter((c) => c === 'give-up');
    expect(new Set(fewer.map((c) => JSON.stringify(c)))).toEqual(
      new Set([JSON.stringify({ take: { standard: 1, express: 0, child: 1 } })]),
    );
    // 30 % take fewer; of the others, half move and half give up.
    expect(fewer.length / 2_000).toBeCloseTo(0.3, 1);
    expect(moves.length / 2_000).toBeCloseTo(0.35, 1);
    expect(gaveUp.length / 2_000).toBeCloseTo(0.35, 1);
    const days = moves.map((c) => (c as { moveDays: number }).moveDays);
    expect(Math.min(...days)).toBe(1);
    expect(Math.max(...days)).toBe(7);
  });

  it('moves once at most, and finds nothing to take on a full or closed day', () => {
    const random = new DemoRandom(4);
    for (let i = 0; i < 500; i += 1) {
      const full = choiceOf(family, left(100), true, random);
      const closed = choiceOf(family, left(0, 0, 0), true, random);
      expect([full, closed]).toEqual(['give-up', 'give-up']);
    }
  });

  it('keeps an adult when it takes fewer: children next, then more adults', () => {
    expect(fewerTickets({ standard: 2, express: 0, child: 3 }, 1)).toEqual({
      standard: 1,
      express: 0,
      child: 0,
    });
    expect(fewerTickets({ standard: 2, express: 0, child: 3 }, 3)).toEqual({
      standard: 1,
      express: 0,
      child: 2,
    });
    expect(fewerTickets({ standard: 1, express: 3, child: 1 }, 4)).toEqual({
      standard: 0,
      express: 3,
      child: 1,
    });
  });

  it('counts a run’s sales on top of what each day had sold', () => {
    const days: Record<string, VisitDay> = {
      '2025-07-12': {
        date: '2025-07-12',
        capacity: 10,
        expressCapacity: 2,
        sold: 4,
        expressSold: 1,
      },
    };
    const sales = new DemoDaySales((date) => days[date]!);
    sales.sell('2025-07-12', { standard: 1, express: 1, child: 2 });
    expect(sales.availability('2025-07-12')).toMatchObject({
      sold: 8,
      remaining: 2,
      expressRemaining: 0,
      status: 'open',
    });
    expect(days['2025-07-12']!.sold).toBe(4); // the day as the park gave it is left alone
  });
});
