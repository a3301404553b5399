import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { taxOf, totalsOf } from './tax';
import { priceLines, restaurantCostByType, lineTotal } from '../orders/pricing';
import { perKind } from '../admissions/products';

describe('tax at 8.25%', () => {
  it('is rounded half-up to the cent once', () => {
    expect(taxOf(cents(6500))).toBe(536); // 536.25
    expect(taxOf(cents(200))).toBe(17); // 16.5 rounds up
    expect(taxOf(cents(600))).toBe(50); // 49.5 rounds up
    expect(taxOf(cents(1))).toBe(0); // 0.0825
    expect(taxOf(cents(0))).toBe(0);
  });

  it('refuses a negative subtotal', () => {
    expect(() => taxOf(cents(-1))).toThrow(RangeError);
  });

  it('taxes the whole subtotal, not each line', () => {
    // Two lines of $2.00 each: per-line rounding would give 17 + 17 = 34; once on $4.00 gives 33.
    const totals = priceLines([
      { unitPrice: cents(200), quantity: 1 },
      { unitPrice: cents(200), quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotal: 400, tax: 33, total: 433 });
  });

  it('totals a day of tickets', () => {
    const t = totalsOf(cents(2 * 6500 + 9000 + 4500));
    expect(t.subtotal).toBe(26500);
    expect(t.tax).toBe(2186); // 2186.25
    expect(t.total).toBe(28686);
  });
});

describe('prices', () => {
  it('has the spec ticket prices', () => {
    expect(perKind((p) => p.price)).toEqual({ standard: 6500, express: 9000, child: 4500 });
  });

  it('derives a restaurant cost from its type, 0 for any other', () => {
    expect(restaurantCostByType('Standard')).toBe(1000);
    expect(restaurantCostByType('Deluxe')).toBe(3500);
    expect(restaurantCostByType('Special')).toBe(4500);
    expect(restaurantCostByType('standard')).toBe(0);
    expect(restaurantCostByType('')).toBe(0);
  });

  it('prices a line and refuses negative or fractional quantities', () => {
    expect(lineTotal({ unitPrice: cents(999), quantity: 0 })).toBe(0);
    expect(lineTotal({ unitPrice: cents(999), quantity: 3 })).toBe(2997);
    expect(() => lineTotal({ unitPrice: cents(999), quantity: -1 })).toThrow(RangeError);
    expect(() => lineTotal({ unitPrice: cents(999), quantity: 1.5 })).toThrow(RangeError);
  });
});
