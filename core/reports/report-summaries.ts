import type { IsoDate } from '../shared/dates';
import { cents, type Cents } from '../shared/money';
import { areaFigures, profitOf, totalOf, type AreaFigures } from './reports';

/** An amount that belongs to one day. */
export interface DayAmount {
  date: IsoDate;
  amount: Cents;
}

/** The money of one day across the park (what the "all" finance report lists). */
export interface ProfitDay {
  date: IsoDate;
  ticketRevenue: Cents;
  diningRevenue: Cents;
  diningExpense: Cents;
  merchRevenue: Cents;
  merchExpense: Cents;
  maintenanceExpense: Cents;
  /** Sales of the day: tickets + dining + shop, each by the day it counts on. */
  revenue: Cents;
  /**
   * Refunds of the day's sales (the refunded lines' prices before tax, whenever refunded), every
   * area: a refund lowers the day its lines were counted on.
   */
  refunds: Cents;
  /** revenue − refunds: what the day's sales finally came to (never below 0 from timing). */
  net: Cents;
  expense: Cents;
  /** net − expense. */
  profit: Cents;
  /** Refunds paid out that day (by the refund's own day), every area: shown beside, not in net. */
  refundsPaidOut: Cents;
}

/** Per-day amounts of each area, as the database grouped them (any number of rows a day). */
export interface AreaAmounts {
  ticketRevenue: readonly DayAmount[];
  diningRevenue: readonly DayAmount[];
  diningExpense: readonly DayAmount[];
  merchRevenue: readonly DayAmount[];
  merchExpense: readonly DayAmount[];
  maintenanceExpense: readonly DayAmount[];
  /** Refunds of each area's lines (before tax), by the day each refunded line counts on. */
  ticketRefunds: readonly DayAmount[];
  diningRefunds: readonly DayAmount[];
  merchRefunds: readonly DayAmount[];
  /** Refunds of each area's lines (before tax), by the day they were paid out. */
  ticketRefundsPaidOut: readonly DayAmount[];
  diningRefundsPaidOut: readonly DayAmount[];
  merchRefundsPaidOut: readonly DayAmount[];
}

type AmountField = keyof AreaAmounts;
const FIELDS: AmountField[] = [
  'ticketRevenue',
  'diningRevenue',
  'diningExpense',
  'merchRevenue',
  'merchExpense',
  'maintenanceExpense',
  'ticketRefunds',
  'diningRefunds',
  'merchRefunds',
  'ticketRefundsPaidOut',
  'diningRefundsPaidOut',
  'merchRefundsPaidOut',
];

/**
 * One row per day that has any revenue, refund or expense, in date order: each area's amounts
 * added up for the day, then revenue (tickets + dining + shop), refunds of those sales, net
 * (revenue − refunds), expense (dining + shop + maintenance), profit (net − expense), and the
 * refunds paid out that day beside them (a day with only those is a row too).
 */
export function profitDays(amounts: AreaAmounts): ProfitDay[] {
  const days = new Map<IsoDate, Record<AmountField, number>>();
  for (const field of FIELDS)
    for (const { date, amount } of amounts[field]) {
      const day = days.get(date) ?? {
        ticketRevenue: 0,
        diningRevenue: 0,
        diningExpense: 0,
        merchRevenue: 0,
        merchExpense: 0,
        maintenanceExpense: 0,
        ticketRefunds: 0,
        diningRefunds: 0,
        merchRefunds: 0,
        ticketRefundsPaidOut: 0,
        diningRefundsPaidOut: 0,
        merchRefundsPaidOut: 0,
      };
      day[field] += amount;
      days.set(date, day);
    }
  return [...days.keys()]
    .sort()
    .map((date) => {
      const d = days.get(date)!;
      const revenue = cents(d.ticketRevenue + d.diningRevenue + d.merchRevenue);
      const refunds = cents(d.ticketRefunds + d.diningRefunds + d.merchRefunds);
      const net = cents(revenue - refunds);
      const expense = cents(d.diningExpense + d.merchExpense + d.maintenanceExpense);
      const refundsPaidOut = cents(
        d.ticketRefundsPaidOut + d.diningRefundsPaidOut + d.merchRefundsPaidOut,
      );
      return {
        day: d,
        date,
        ticketRevenue: cents(d.ticketRevenue),
        diningRevenue: cents(d.diningRevenue),
        diningExpense: cents(d.diningExpense),
        merchRevenue: cents(d.merchRevenue),
        merchExpense: cents(d.merchExpense),
        maintenanceExpense: cents(d.maintenanceExpense),
        revenue,
        refunds,
        net,
        expense,
        profit: profitOf(net, expense),
        refundsPaidOut,
      };
    })
    .filter(({ day }) => FIELDS.some((field) => day[field] !== 0))
    .map(({ day: _, ...row }) => row);
}

/** Each area's amounts over some days (or a whole range). */
export type AreaSums = Record<AmountField, Cents>;

/** Each area's figures from its amounts, then the park's total. */
export function areasOf(sums: AreaSums): {
  areas: AreaFigures[];
  total: ParkTotal;
} {
  const zero = cents(0);
  const areas = [
    areaFigures('Tickets', sums.ticketRevenue, zero, {
      refunds: sums.ticketRefunds,
      refundsPaidOut: sums.ticketRefundsPaidOut,
    }),
    areaFigures('Dining', sums.diningRevenue, sums.diningExpense, {
      refunds: sums.diningRefunds,
      refundsPaidOut: sums.diningRefundsPaidOut,
    }),
    areaFigures('Shop', sums.merchRevenue, sums.merchExpense, {
      refunds: sums.merchRefunds,
      refundsPaidOut: sums.merchRefundsPaidOut,
    }),
    areaFigures('Maintenance', zero, sums.maintenanceExpense),
  ];
  return { areas, total: totalOf(areas) };
}

/** The park's totals: revenue, refunds, net, expense, profit, and the refunds paid out. */
export type ParkTotal = ReturnType<typeof totalOf>;

/** Each area's figures over a range's per-day amounts, then the park's total. */
export function areaTotals(amounts: AreaAmounts): { areas: AreaFigures[]; total: ParkTotal } {
  const sums = {} as AreaSums;
  for (const field of FIELDS) sums[field] = cents(amounts[field].reduce((t, d) => t + d.amount, 0));
  return areasOf(sums);
}
