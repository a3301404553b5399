import { cents, multiplyCents, sumCents, type Cents } from '../shared/money';
import { totalsOf, type Totals } from '../shared/tax';

// Day tickets' kinds, labels and prices are the catalogue's: core/admissions/products.ts.

export const RESTAURANT_TYPES = ['Standard', 'Deluxe', 'Special'] as const;
export type RestaurantType = (typeof RESTAURANT_TYPES)[number];

export function isRestaurantType(value: string): value is RestaurantType {
  return (RESTAURANT_TYPES as readonly string[]).includes(value);
}

/** A restaurant's voucher cost follows its type: Standard $10, Deluxe $35, Special $45, other $0. */
export function restaurantCostByType(type: string): Cents {
  switch (type) {
    case 'Standard':
      return cents(1_000);
    case 'Deluxe':
      return cents(3_500);
    case 'Special':
      return cents(4_500);
    default:
      return cents(0);
  }
}

export interface PriceLine {
  unitPrice: Cents;
  quantity: number;
}

export function lineTotal(line: PriceLine): Cents {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`a quantity must be a whole number >= 0, got ${line.quantity}`);
  }
  return multiplyCents(line.unitPrice, line.quantity);
}

/** Subtotal, tax (once, on the whole) and total of a set of priced lines. */
export function priceLines(lines: readonly PriceLine[]): Totals {
  return totalsOf(sumCents(lines.map(lineTotal)));
}
