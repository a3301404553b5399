import { cents, multiplyCents, sumCents, type Cents } from '../shared/money';
import { totalsOf, type Totals } from '../shared/tax';

export const TICKET_TYPES = ['standard', 'express', 'child'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Day ticket prices: Standard $65, Express $90, Child $45. */
export const TICKET_PRICES: Readonly<Record<TicketType, Cents>> = {
  standard: cents(6_500),
  express: cents(9_000),
  child: cents(4_500),
};

/** The names the spec shows for each ticket type (TType in order rows). */
export const TICKET_LABELS: Readonly<Record<TicketType, string>> = {
  standard: 'Standard',
  express: 'Express',
  child: 'Child',
};

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
