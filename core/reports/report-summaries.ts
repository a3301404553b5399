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
  revenue: Cents;
  expense: Cents;
  profit: Cents;
}

/** Per-day amounts of each area, as the database grouped them (any number of rows a day). */
export interface AreaAmounts {
  ticketRevenue: readonly DayAmount[];
  diningRevenue: readonly DayAmount[];
  diningExpense: readonly DayAmount[];
  merchRevenue: readonly DayAmount[];
  merchExpense: readonly DayAmount[];
  maintenanceExpense: readonly DayAmount[];
}

type AmountField = keyof AreaAmounts;
const FIELDS: AmountField[] = [
  'ticketRevenue',
  'diningRevenue',
  'diningExpense',
  'merchRevenue',
  'merchExpense',
  'maintenanceExpense',
];

/**
 * One row per day that has any revenue or expense, in date order: each area's amounts added
 * up for the day, then revenue (tickets + dining + shop), expense (dining + shop +
 * maintenance) and profit (revenue − expense).
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
      };
      day[field] += amount;
      days.set(date, day);
    }
  return [...days.keys()]
    .sort()
    .map((date) => {
      const d = days.get(date)!;
      const revenue = cents(d.ticketRevenue + d.diningRevenue + d.merchRevenue);
      const expense = cents(d.diningExpense + d.merchExpense + d.maintenanceExpense);
      return {
        date,
        ticketRevenue: cents(d.ticketRevenue),
        diningRevenue: cents(d.diningRevenue),
        diningExpense: cents(d.diningExpense),
        merchRevenue: cents(d.merchRevenue),
        merchExpense: cents(d.merchExpense),
        maintenanceExpense: cents(d.maintenanceExpense),
        revenue,
        expense,
        profit: profitOf(revenue, expense),
      };
    })
    .filter((d) => FIELDS.some((field) => d[field] !== 0));
}

/** Each area's amounts over some days (or a whole range). */
export type AreaSums = Record<AmountField, Cents>;

/** Each area's revenue, expense and profit from its amounts, then the park's total. */
export function areasOf(sums: AreaSums): {
  areas: AreaFigures[];
  total: { revenue: Cents; expense: Cents; profit: Cents };
} {
  const zero = cents(0);
  const areas = [
    areaFigures('Tickets', sums.ticketRevenue, zero),
    areaFigures('Dining', sums.diningRevenue, sums.diningExpense),
    areaFigures('Shop', sums.merchRevenue, sums.merchExpense),
    areaFigures('Maintenance', zero, sums.maintenanceExpense),
  ];
  return { areas, total: totalOf(areas) };
}

/** Each area's revenue, expense and profit over some days, then the park's total. */
export function areaTotals(days: readonly ProfitDay[]): {
  areas: AreaFigures[];
  total: { revenue: Cents; expense: Cents; profit: Cents };
} {
  const sum = (pick: (d: ProfitDay) => Cents) => cents(days.reduce((t, d) => t + pick(d), 0));
  return areasOf({
    ticketRevenue: sum((d) => d.ticketRevenue),
    diningRevenue: sum((d) => d.diningRevenue),
    diningExpense: sum((d) => d.diningExpense),
    merchRevenue: sum((d) => d.merchRevenue),
    merchExpense: sum((d) => d.merchExpense),
    maintenanceExpense: sum((d) => d.maintenanceExpense),
  });
}
