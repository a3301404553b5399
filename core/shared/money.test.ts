import { describe, expect, it } from 'vitest';
import { cents, centsToDollars, dollarsToCents, formatUsd, multiplyCents, sumCents } from './money';

describe('money', () => {
  it('formats cents as dollars with two decimals and thousands separators', () => {
    expect(formatUsd(cents(0))).toBe('$0.00');
    expect(formatUsd(cents(5))).toBe('$0.05');
    expect(formatUsd(cents(1234))).toBe('$12.34');
    expect(formatUsd(cents(123456789))).toBe('$1,234,567.89');
    expect(formatUsd(cents(-50))).toBe('-$0.50');
  });

  it('turns typed dollars into cents without binary noise', () => {
    expect(dollarsToCents(10)).toBe(1000);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('refuses fractional cents and fractional quantities', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => multiplyCents(cents(100), 0.5)).toThrow(RangeError);
  });

  it('adds, multiplies and converts back to dollars', () => {
    expect(sumCents([cents(100), cents(250)])).toBe(350);
    expect(sumCents([])).toBe(0);
    expect(multiplyCents(cents(6500), 3)).toBe(19500);
    expect(centsToDollars(cents(1999))).toBe(19.99);
  });
});
