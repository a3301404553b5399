/** Money is integer cents everywhere inside the park; it is formatted only at the edge. */
export type Cents = number & { readonly brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
}

/** Whole or fractional dollars (as people type them) to cents, rounded half away from zero. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`not a dollar amount: ${dollars}`);
  const sign = dollars < 0 ? -1 : 1;
  // toFixed(6) first removes binary noise such as 1.005 -> 1.00499999...
  const scaled = Number((Math.abs(dollars) * 100).toFixed(6));
  return cents(sign * Math.round(scaled));
}

/** Cents to a dollar number with at most two decimals (the API's money fields). */
export function centsToDollars(value: Cents): number {
  return value / 100;
}

export function sumCents(values: readonly Cents[]): Cents {
  return cents(values.reduce((a, b) => a + b, 0));
}

export function multiplyCents(value: Cents, times: number): Cents {
  if (!Number.isSafeInteger(times))
    throw new RangeError(`quantity must be an integer, got ${times}`);
  return cents(value * times);
}

/** "$12.34", "-$0.50", "$1,234.00". */
export function formatUsd(value: Cents): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${whole}.${fraction}`;
}
