import { isWithinDateBounds, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { cents, sumCents, type Cents } from '../shared/money';
import type { RestaurantType } from '../orders/pricing';
import {
  ADMISSION_KINDS,
  REPORT_BUCKETS,
  type AdmissionKind,
  type AdmissionLabel,
} from '../admissions/products';

/**
 * The rules of the manager's dashboard and data reports. What each figure means is written
 * down in docs/reports.md; in short, every figure belongs to one park day:
 * - tickets: the visit day of their ticket lines (revenue = quantity × unit price charged);
 * - meal vouchers: the restaurant transaction's day (the visit day for checkout sales);
 * - restaurant expenses: the expense day;
 * - shop items: the order day (revenue = line totals, expense = quantity × supplier cost);
 * - maintenance: the day the request was submitted (expense = its cost);
 * - refunds of sales: the day the refunded line counts on (as above), so a day's net is what
 *   its sales came to; refunds paid out: the day the refund was made, shown beside the net.
 * A transaction is one sale: an order's tickets, an order's shop items, one restaurant
 * transaction row. Money is integer cents here; the HTTP adapter answers dollars.
 */

/** The longest range a report or the dashboard covers, in days counted inclusively. */
export const REPORT_MAX_DAYS = 366;

export interface ReportRange {
  start: IsoDate;
  end: IsoDate;
}

/** The number of days from start to end, both included (1 for a single day). */
export function daysInRange(range: ReportRange): number {
  const ms = Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Why a range cannot be reported (not real days, end before start, too long), or null. */
export function reportRangeProblem(range: ReportRange): string | null {
  if (!isWithinDateBounds(range.start))
    return 'Start date must be a date between 1900-01-01 and 2099-12-31';
  if (!isWithinDateBounds(range.end))
    return 'End date must be a date between 1900-01-01 and 2099-12-31';
  if (range.end < range.start) return 'End date cannot be before the start date';
  if (daysInRange(range) > REPORT_MAX_DAYS)
    return `A report covers at most ${REPORT_MAX_DAYS} days`;
  return null;
}

/** Revenue minus expense (negative for a loss). */
export function profitOf(revenue: Cents, expense: Cents): Cents {
  return cents(revenue - expense);
}

/** The sum of one money field of some rows. */
export function sumOf<T>(rows: readonly T[], pick: (row: T) => Cents): Cents {
  return sumCents(rows.map(pick));
}

/** The sum of one count field of some rows. */
export function countOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** An amount spread over the days of a range, to the cent (halves away from zero). */
export function perDay(total: Cents, days: number): Cents {
  if (days <= 0) return cents(0);
  const sign = total < 0 ? -1 : 1;
  return cents(sign * Math.round(Math.abs(total) / days));
}

/** The report filters of the spec, as the API names them: each report bucket's label, or all. */
export type TicketTypeFilter = AdmissionLabel | 'all';
export const TICKET_TYPE_FILTERS: readonly TicketTypeFilter[] = [
  ...REPORT_BUCKETS.map((b) => b.label),
  'all',
];
export const DINING_TYPE_FILTERS = ['Standard', 'Deluxe', 'Special', 'all'] as const;
export type DiningTypeFilter = (typeof DINING_TYPE_FILTERS)[number];
export const FINANCE_KINDS = ['revenue', 'expense'] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];
export const FINANCE_CATEGORIES = ['tickets', 'dining', 'merch', 'maintenance', 'all'] as const;
export type FinanceCategory = (typeof FINANCE_CATEGORIES)[number];
export const VISIT_CATEGORIES = ['attractions', 'dining'] as const;
export type VisitCategory = (typeof VISIT_CATEGORIES)[number];

/** The stored kinds a ticket filter selects: those of the bucket it names, or every kind. */
export function ticketTypesOf(filter: TicketTypeFilter): AdmissionKind[] {
  if (filter === 'all') return [...ADMISSION_KINDS];
  const bucket = REPORT_BUCKETS.find((b) => b.label === filter);
  if (!bucket) throw new RangeError(`unknown ticket filter: ${JSON.stringify(filter)}`);
  return [...bucket.kinds];
}

/** The restaurant types a dining filter selects. */
export function restaurantTypesOf(filter: DiningTypeFilter): RestaurantType[] {
  return filter === 'all' ? ['Standard', 'Deluxe', 'Special'] : [filter];
}

/** The areas of the park that earn or spend, in the order reports list them. */
export const PARK_AREAS = ['Tickets', 'Dining', 'Shop', 'Maintenance'] as const;
export type ParkArea = (typeof PARK_AREAS)[number];

/**
 * The day each figure counts on (docs/reports.md, "Which day a figure belongs to"), as the
 * dashboard, the reports, the PDFs and the CLI name it.
 */
export const COUNTED_BY = {
  /** Ticket lines: the visit day (a date change moves them). */
  tickets: 'visit day',
  /** Restaurant transactions: their transaction day (the visit day for checkout sales). */
  dining: 'transaction day',
  /** Shop items: the order day. */
  shop: 'order day',
  /** Restaurant expenses: the expense day. */
  diningExpense: 'expense day',
  /** Maintenance: the day the request was submitted. */
  maintenance: 'submitted day',
  /** Refunds of sales: the day the refunded line counts on (its sale's day, as above). */
  refunds: 'sale day',
  /** Refunds paid out: the day the refund or cancellation was made. */
  refundsPaidOut: 'refund day',
} as const;
export type CountedBy = (typeof COUNTED_BY)[keyof typeof COUNTED_BY];

/**
 * An area's money over some days: revenue (its sales, each by the day it counts on), refunds
 * (the refunded lines' prices before tax, on the day each line counts on, whenever refunded),
 * net (revenue − refunds), expense, profit (net − expense), and beside them the refunds paid
 * out on those days (by the refund's day; not part of net). docs/reports.md defines each.
 */
export interface AreaFigures {
  area: ParkArea;
  revenue: Cents;
  refunds: Cents;
  net: Cents;
  expense: Cents;
  profit: Cents;
  refundsPaidOut: Cents;
}

export function areaFigures(
  area: ParkArea,
  revenue: Cents,
  expense: Cents,
  refunds: { refunds: Cents; refundsPaidOut: Cents } = {
    refunds: cents(0),
    refundsPaidOut: cents(0),
  },
): AreaFigures {
  const net = cents(revenue - refunds.refunds);
  return {
    area,
    revenue,
    refunds: refunds.refunds,
    net,
    expense,
    profit: profitOf(net, expense),
    refundsPaidOut: refunds.refundsPaidOut,
  };
}

/**
 * The park's totals over some areas: revenue, refunds, net, expense and profit added up, and
 * the refunds paid out beside them.
 */
export function totalOf(areas: readonly AreaFigures[]): {
  revenue: Cents;
  refunds: Cents;
  net: Cents;
  expense: Cents;
  profit: Cents;
  refundsPaidOut: Cents;
} {
  const revenue = sumOf(areas, (a) => a.revenue);
  const refunds = sumOf(areas, (a) => a.refunds);
  const net = cents(revenue - refunds);
  const expense = sumOf(areas, (a) => a.expense);
  const refundsPaidOut = sumOf(areas, (a) => a.refundsPaidOut);
  return { revenue, refunds, net, expense, profit: profitOf(net, expense), refundsPaidOut };
}

/** Trims a free-text filter; blank or missing means "any". */
export function textFilter(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The invalid-input error of a range that cannot be reported, or null. */
export function reportRangeError(range: ReportRange): DomainError | null {
  const problem = reportRangeProblem(range);
  return problem === null ? null : { kind: 'invalid-input', message: problem, path: 'endDate' };
}
