import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money';
import { areaTotals, profitDays } from './report-summaries';
import {
  daysInRange,
  perDay,
  profitOf,
  reportRangeProblem,
  restaurantTypesOf,
  textFilter,
  ticketTypesOf,
} from './reports';

describe('report ranges', () => {
  it('counts both ends', () => {
    expect(daysInRange({ start: '2026-03-01', end: '2026-03-01' })).toBe(1);
    expect(daysInRange({ start: '2026-02-27', end: '2026-03-02' })).toBe(4);
    expect(daysInRange({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
  });

  it('refuses unreal days, an end before the start and more than 366 days', () => {
    expect(reportRangeProblem({ start: '2026-01-01', end: '2026-01-01' })).toBeNull();
    expect(reportRangeProblem({ start: '2024-01-01', end: '2024-12-31' })).toBeNull();
    expect(reportRangeProblem({ start: '2025-02-30', end: '2025-03-01' })).toMatch(/Start date/);
    expect(reportRangeProblem({ start: '2025-03-01', end: '2025-3-2' })).toMatch(/End date/);
    expect(reportRangeProblem({ start: '2025-03-02', end: '2025-03-01' })).toBe(
      'End date cannot be before the start date',
    );
    expect(reportRangeProblem({ start: '2024-01-01', end: '2025-01-01' })).toBe(
      'A report covers at most 366 days',
    );
  });
});

describe('report figures', () => {
  it('profit is revenue minus expense; per day rounds half up to the cent', () => {
    expect(profitOf(cents(10_000), cents(12_550))).toBe(-2_550);
    expect(perDay(cents(46_219), 4)).toBe(11_555); // 115.5475 → 115.55
    expect(perDay(cents(10_894), 4)).toBe(2_724); // 27.235 → 27.24
    expect(perDay(cents(-10), 4)).toBe(-3); // -2.5 → -3 (half away from zero)
    expect(perDay(cents(100), 0)).toBe(0);
  });

  it('maps the filters to stored types', () => {
    expect(ticketTypesOf('all')).toEqual(['standard', 'express', 'child']);
    expect(ticketTypesOf('Express')).toEqual(['express']);
    expect(() => ticketTypesOf('Season' as 'all')).toThrow(/unknown ticket filter/);
    expect(restaurantTypesOf('all')).toEqual(['Standard', 'Deluxe', 'Special']);
    expect(restaurantTypesOf('Deluxe')).toEqual(['Deluxe']);
  });

  it('free-text filters: blank is any, otherwise trimmed', () => {
    expect(textFilter('  ')).toBeNull();
    expect(textFilter(null)).toBeNull();
    expect(textFilter(' Sky ')).toBe('Sky');
  });
});

describe('profit by day and by area', () => {
  const a = (date: string, amount: number) => ({ date, amount: cents(amount) });

  it('adds each area per day, skips empty days, and totals the areas', () => {
    const amounts = {
      ticketRevenue: [a('2026-01-02', 9_000), a('2026-01-01', 13_000), a('2026-01-01', 4_500)],
      diningRevenue: [a('2026-01-01', 5_500)],
      diningExpense: [a('2026-01-02', 4_000)],
      merchRevenue: [a('2026-01-01', 7_697)],
      merchExpense: [a('2026-01-01', 2_050)],
      maintenanceExpense: [a('2026-01-01', 15_000), a('2026-01-03', 0)],
      // refunds of each day's sales (by the day the refunded lines count on) …
      ticketRefunds: [a('2026-01-02', 2_000)],
      diningRefunds: [],
      merchRefunds: [a('2026-01-01', 697)],
      // … and the refunds paid out on each day, whatever day their lines count on
      ticketRefundsPaidOut: [a('2026-01-01', 2_000)],
      diningRefundsPaidOut: [],
      merchRefundsPaidOut: [a('2026-01-04', 697)],
    };
    const days = profitDays(amounts);
    expect(days).toEqual([
      {
        date: '2026-01-01',
        ticketRevenue: 17_500,
        diningRevenue: 5_500,
        diningExpense: 0,
        merchRevenue: 7_697,
        merchExpense: 2_050,
        maintenanceExpense: 15_000,
        revenue: 30_697,
        refunds: 697,
        net: 30_000,
        expense: 17_050,
        profit: 12_950,
        refundsPaidOut: 2_000,
      },
      {
        date: '2026-01-02',
        ticketRevenue: 9_000,
        diningRevenue: 0,
        diningExpense: 4_000,
        merchRevenue: 0,
        merchExpense: 0,
        maintenanceExpense: 0,
        revenue: 9_000,
        refunds: 2_000,
        net: 7_000,
        expense: 4_000,
        profit: 3_000,
        refundsPaidOut: 0,
      },
      {
        // a day with only a refund paid out is a day of the report; its net is not lowered
        date: '2026-01-04',
        ticketRevenue: 0,
        diningRevenue: 0,
        diningExpense: 0,
        merchRevenue: 0,
        merchExpense: 0,
        maintenanceExpense: 0,
        revenue: 0,
        refunds: 0,
        net: 0,
        expense: 0,
        profit: 0,
        refundsPaidOut: 697,
      },
    ]);
    expect(areaTotals(amounts)).toEqual({
      areas: [
        {
          area: 'Tickets',
          revenue: 26_500,
          refunds: 2_000,
          net: 24_500,
          expense: 0,
          profit: 24_500,
          refundsPaidOut: 2_000,
        },
        {
          area: 'Dining',
          revenue: 5_500,
          refunds: 0,
          net: 5_500,
          expense: 4_000,
          profit: 1_500,
          refundsPaidOut: 0,
        },
        {
          area: 'Shop',
          revenue: 7_697,
          refunds: 697,
          net: 7_000,
          expense: 2_050,
          profit: 4_950,
          refundsPaidOut: 697,
        },
        {
          area: 'Maintenance',
          revenue: 0,
          refunds: 0,
          net: 0,
          expense: 15_000,
          profit: -15_000,
          refundsPaidOut: 0,
        },
      ],
      total: {
        revenue: 39_697,
        refunds: 2_697,
        net: 37_000,
        expense: 21_050,
        profit: 15_950,
        refundsPaidOut: 2_697,
      },
    });
    // no day's net is below 0: a refund lowers the day its sales were counted on
    expect(days.every((d) => d.net >= 0)).toBe(true);
    // the days' profits add up to the total's
    expect(days.reduce((n, d) => n + d.profit, 0)).toBe(15_950);
  });
});
