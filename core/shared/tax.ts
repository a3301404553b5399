import { cents, type Cents } from './money';

/** Sales tax 8.25%, in basis points so the arithmetic stays in integers. */
export const TAX_RATE_BASIS_POINTS = 825;
export const TAX_RATE = TAX_RATE_BASIS_POINTS / 10_000;

/** Tax on a whole subtotal, rounded half-up to the cent once (never per line). */
export function taxOf(subtotal: Cents): Cents {
  if (subtotal < 0) throw new RangeError('a subtotal cannot be negative');
  return cents(Math.floor((subtotal * TAX_RATE_BASIS_POINTS + 5_000) / 10_000));
}

export interface Totals {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

export function totalsOf(subtotal: Cents): Totals {
  const tax = taxOf(subtotal);
  return { subtotal, tax, total: cents(subtotal + tax) };
}
