import { z } from 'zod';
import { dateRangeMessage, isWithinDateBounds } from '../../core/shared/dates';
import { parseStatusFilter } from '../../core/maintenance/maintenance';
import {
  daysInRange,
  DINING_TYPE_FILTERS,
  FINANCE_CATEGORIES,
  FINANCE_KINDS,
  REPORT_MAX_DAYS,
  TICKET_TYPE_FILTERS,
  VISIT_CATEGORIES,
  type ReportRange,
} from '../../core/reports/reports';
import type { FinanceReportInput } from '../../core/reports/finance-report';
import {
  STATUS_FILTER_MESSAGE,
  type MaintenanceReportInput,
} from '../../core/reports/maintenance-report';
import type { VisitReportInput } from '../../core/reports/visit-report';
import { OBJECT_REQUIRED } from './fields';
import { bucketTicketsShape, TICKET_TYPE_LABELS, totalTicketsShape } from './admission-wire';

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .refine(isWithinDateBounds, { message: dateRangeMessage(label) });

/** One of `values`, in any case, answered as written in `values`. */
const choice = <T extends string>(label: string, values: readonly T[]) => {
  const message = `${label} must be one of ${values.join(', ')}`;
  const parsed = z.string({ error: message }).transform((value, ctx) => {
    const found = values.find((v) => v.toLowerCase() === value.trim().toLowerCase());
    if (found !== undefined) return found;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
  // Clients send the words as listed (the type says so); the server forgives their case.
  return parsed.meta({
    description: `One of ${values.join(', ')} (any case)`,
  }) as unknown as z.ZodType<T, T>;
};

/** Like choice, but missing, null or blank means `fallback`. */
const optionalChoice = <T extends string>(label: string, values: readonly T[], fallback: T) =>
  z
    .union([z.literal(''), choice(label, values)], {
      error: `${label} must be one of ${values.join(', ')}`,
    })
    .nullish()
    .transform((value): T => (value ? value : fallback));

/** Free text filter: missing, null or blank means any. */
const textFilter = (label: string) =>
  z
    .string({ error: `${label} must be text or null` })
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const RANGE = { startDate: dateField('Start date'), endDate: dateField('End date') };

/** End not before start, at most REPORT_MAX_DAYS days (both days included). */
function checkRange(body: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  const range = { start: body.startDate, end: body.endDate };
  if (range.end < range.start)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End date cannot be before the start date',
    });
  else if (daysInRange(range) > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    });
}

/** POST /dashboardData. */
export const dashboardSchema = z.object(RANGE, OBJECT_REQUIRED).superRefine(checkRange);

/** POST /finance-report: the filters a category does not use are ignored (but still checked). */
export const financeReportSchema = z
  .object(
    {
      ...RANGE,
      category: choice('Category', FINANCE_CATEGORIES),
      ticketType: optionalChoice('Ticket type', TICKET_TYPE_FILTERS, 'all'),
      financeType: optionalChoice('Finance type', FINANCE_KINDS, 'revenue'),
      diningType: optionalChoice('Dining type', DINING_TYPE_FILTERS, 'all'),
      type: optionalChoice('Type', ['expense', 'profit'] as const, 'profit'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);

/** POST /maintenance-report. */
export const maintenanceReportSchema = z
  .object(
    {
      ...RANGE,
      maintenanceStatus: z
        .string({ error: STATUS_FILTER_MESSAGE })
        .nullish()
        .refine((value) => parseStatusFilter(value) !== null, { message: STATUS_FILTER_MESSAGE })
        .transform((value) => value ?? null),
      maintenanceKeyword: textFilter('Keyword'),
      attractionName: textFilter('Attraction name'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);

/** POST /visit-report. */
export const visitReportSchema = z
  .object(
    {
      ...RANGE,
      category: choice('Category', VISIT_CATEGORIES),
      attractionName: textFilter('Attraction name'),
      diningName: textFilter('Restaurant name'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);

// --- requests to core's inputs --------------------------------------------------------

/** Core's range from a report body's startDate and endDate. */
export const toReportRange = (body: z.output<typeof dashboardSchema>): ReportRange => ({
  start: body.startDate,
  end: body.endDate,
});

/** Core's Finance report input from a POST /finance-report body (`type` is not core's). */
export const toFinanceReportInput = (
  body: z.output<typeof financeReportSchema>,
): FinanceReportInput => ({
  ...toReportRange(body),
  category: body.category,
  ticketType: body.ticketType,
  financeType: body.financeType,
  diningType: body.diningType,
});

/** Core's Maintenance report input from a POST /maintenance-report body. */
export const toMaintenanceReportInput = (
  body: z.output<typeof maintenanceReportSchema>,
): MaintenanceReportInput => ({
  ...toReportRange(body),
  status: body.maintenanceStatus,
  keyword: body.maintenanceKeyword,
  attractionName: body.attractionName,
});

/** Core's Visit report input from a POST /visit-report body. */
export const toVisitReportInput = (body: z.output<typeof visitReportSchema>): VisitReportInput => ({
  ...toReportRange(body),
  category: body.category,
  attractionName: body.attractionName,
  diningName: body.diningName,
});

// --- bodies ------------------------------------------------------------------------
// Manager only (no session 401, a visitor or staff 403). Definitions: docs/reports.md.
// Every range: real dates (YYYY-MM-DD, 1900–2099), end not before start, at most 366 days
// counted inclusively; else 400. Money in dollars (2 decimals); a day appears in `rows` only
// when it has something, rows come by date, then by name. Tickets count on their visit day,
// meal vouchers on their transaction day (the visit day), restaurant expenses on their
// expense day, shop items on their order day, maintenance on its submitted day.

/** POST /dashboardData, POST /finance-report … share the range. */
export type ReportRangeRequest = z.input<typeof dashboardSchema>;

const TICKET_TYPE = z.enum(TICKET_TYPE_LABELS);
const RESTAURANT_TYPE = z.enum(['Standard', 'Deluxe', 'Special']);
const int = () => z.number().int();

/**
 * The day each figure counts by, in words (core's COUNTED_BY): ticket sales by visit day,
 * dining by transaction day, shop by order day, restaurant expenses by expense day,
 * maintenance by submitted day, refunds of sales by the day of the sale they lower, refunds
 * paid out by refund day. docs/reports.md, "Which day a figure belongs to".
 */
export const CountedByBody = z.strictObject({
  tickets: z.literal('visit day'),
  dining: z.literal('transaction day'),
  shop: z.literal('order day'),
  diningExpense: z.literal('expense day'),
  maintenance: z.literal('submitted day'),
  refunds: z.literal('sale day'),
  refundsPaidOut: z.literal('refund day'),
});
export type CountedByBody = z.infer<typeof CountedByBody>;

/**
 * One area of the park: revenue (sales, each on the day it counts by), refunds (of those sales,
 * before tax, whenever refunded: a refund lowers the day its lines were counted on), net
 * (revenue − refunds), expense, profit (net − expense), and refundsPaidOut (the refunds made on
 * the range's days, by refund day, shown beside; not part of net). docs/reports.md defines each.
 */
export const AreaFiguresBody = z.strictObject({
  area: z.enum(['Tickets', 'Dining', 'Shop', 'Maintenance']),
  revenue: z.number(),
  refunds: z.number(),
  net: z.number(),
  expense: z.number(),
  profit: z.number(),
  refundsPaidOut: z.number(),
});
export type AreaFiguresBody = z.infer<typeof AreaFiguresBody>;

/**
 * POST /dashboardData ({ startDate, endDate }, the web sends today for both): every figure
 * under both namings of the spec, plus revenue by area (the chart) and the park's totals.
 * Ticket transactions = orders with tickets; restaurant transactions = restaurant transaction
 * rows (one restaurant's vouchers in one order); merchandise transactions = orders with shop
 * items; active maintenance requests = submitted by endDate and not resolved by its end.
 * checkIns = admissions checked in at the gate for the range's visit days, beside
 * admissionsSold = admissions sold for them as capacity counts them (GET /availability's sold).
 */
export const DashboardBody = z.strictObject({
  TotalTicketRevenue: z.number(),
  TotalTicketTransactions: int(),
  ...totalTicketsShape(int),
  TotalRestaurantRevenue: z.number(),
  TotalRestaurantTransactions: int(),
  restaurantExpense: z.number(),
  TotalStandardRestaurantTransactions: int(),
  TotalDeluxeRestaurantTransactions: int(),
  TotalSpecialRestaurantTransactions: int(),
  TotalMerchandiseRevenue: z.number(),
  TotalMerchandiseTransactions: int(),
  TotalMerchandiseExpenses: z.number(),
  TotalMaintenanceExpenses: z.number(),
  TotalActiveMaintenanceRequests: int(),
  ticketRevenue: z.number(),
  ticketTransactions: int(),
  ...bucketTicketsShape(int),
  restaurantRevenue: z.number(),
  restaurantTransactions: int(),
  standardRestaurantTransactions: int(),
  deluxeRestaurantTransactions: int(),
  specialRestaurantTransactions: int(),
  maintenanceExpenses: z.number(),
  activeMaintenanceRequests: int(),
  checkIns: int(),
  admissionsSold: int(),
  merchandiseRevenue: z.number(),
  merchandiseExpenses: z.number(),
  merchandiseTransactions: int(),
  /** Tickets, Dining, Shop: what each area took in over the range. */
  revenueByArea: z.array(
    z.strictObject({ area: z.enum(['Tickets', 'Dining', 'Shop']), revenue: z.number() }),
  ),
  /** Tickets, Dining, Shop, Maintenance with revenue, expense and profit. */
  areas: z.array(AreaFiguresBody),
  totalRevenue: z.number(),
  /**
   * Refunds of the range's sales (before tax, whenever refunded: by the day of the sale);
   * totalNet = totalRevenue − totalRefunds.
   */
  totalRefunds: z.number(),
  totalNet: z.number(),
  totalExpense: z.number(),
  /** totalNet − totalExpense. */
  totalProfit: z.number(),
  /** Refunds paid out on the range's days (before tax, by refund day): beside, not in totalNet. */
  totalRefundsPaidOut: z.number(),
  /** The day each figure counts by. */
  countedBy: CountedByBody,
});
export type DashboardBody = z.infer<typeof DashboardBody>;

/**
 * POST /finance-report. category decides the answer; ticketType (default all) is read for
 * tickets, financeType (default revenue) for dining and merch, diningType (default all) for
 * dining; type ('expense' for maintenance, 'profit' for all) is checked but not needed.
 * Enum values are accepted in any case.
 */
export type FinanceReportRequest = z.input<typeof financeReportSchema>;

/**
 * Every summary: the range's length in days, `amount` (the report's main figure: revenue,
 * expense, or profit for all) over the range and `amountPerDay` (amount ÷ days, to the cent).
 */
export const ReportSummaryBody = z.strictObject({
  days: int(),
  amount: z.number(),
  amountPerDay: z.number(),
});
export type ReportSummaryBody = z.infer<typeof ReportSummaryBody>;

/** Tickets of one type on one visit day; amount = revenue. */
export const TicketReportRow = z.strictObject({
  date: z.string(),
  ticketType: TICKET_TYPE,
  tickets: int(),
  /** Orders with a ticket of this type for the day. */
  transactions: int(),
  revenue: z.number(),
  amount: z.number(),
});
export type TicketReportRow = z.infer<typeof TicketReportRow>;

export const TicketDataBody = z.strictObject({
  /** The day the rows count by. */
  countedBy: z.literal('visit day'),
  ticketType: z.enum([...TICKET_TYPE_LABELS, 'all']),
  rows: z.array(TicketReportRow),
  /** transactions: orders with a ticket of the chosen type(s), each counted once. */
  summary: ReportSummaryBody.extend({ tickets: int(), transactions: int(), revenue: z.number() }),
});
export type TicketDataBody = z.infer<typeof TicketDataBody>;

/** One restaurant's vouchers on one transaction day; amount = revenue. */
export const DiningRevenueRow = z.strictObject({
  date: z.string(),
  restaurantID: int(),
  restaurantName: z.string(),
  restaurantType: RESTAURANT_TYPE,
  transactions: int(),
  vouchers: int(),
  revenue: z.number(),
  amount: z.number(),
});
export type DiningRevenueRow = z.infer<typeof DiningRevenueRow>;

/** One restaurant's expenses on one expense day, by type; amount = expense. */
export const DiningExpenseRow = z.strictObject({
  date: z.string(),
  restaurantID: int(),
  restaurantName: z.string(),
  restaurantType: RESTAURANT_TYPE,
  entries: int(),
  produce: z.number(),
  supplies: z.number(),
  utilities: z.number(),
  expense: z.number(),
  amount: z.number(),
});
export type DiningExpenseRow = z.infer<typeof DiningExpenseRow>;

const DINING_TYPE = z.enum(['Standard', 'Deluxe', 'Special', 'all']);

export const DiningDataBody = z.discriminatedUnion('financeType', [
  z.strictObject({
    countedBy: z.literal('transaction day'),
    financeType: z.literal('revenue'),
    diningType: DINING_TYPE,
    rows: z.array(DiningRevenueRow),
    summary: ReportSummaryBody.extend({
      transactions: int(),
      vouchers: int(),
      revenue: z.number(),
    }),
  }),
  z.strictObject({
    countedBy: z.literal('expense day'),
    financeType: z.literal('expense'),
    diningType: DINING_TYPE,
    rows: z.array(DiningExpenseRow),
    summary: ReportSummaryBody.extend({
      entries: int(),
      produce: z.number(),
      supplies: z.number(),
      utilities: z.number(),
      expense: z.number(),
    }),
  }),
]);
export type DiningDataBody = z.infer<typeof DiningDataBody>;

/** One shop item on one order day; amount = revenue or expense as financeType says. */
export const MerchReportRow = z.strictObject({
  date: z.string(),
  MId: int(),
  name: z.string(),
  type: z.string(),
  transactions: int(),
  quantity: int(),
  revenue: z.number(),
  expense: z.number(),
  profit: z.number(),
  amount: z.number(),
});
export type MerchReportRow = z.infer<typeof MerchReportRow>;

export const MerchDataBody = z.strictObject({
  countedBy: z.literal('order day'),
  financeType: z.enum(['revenue', 'expense']),
  rows: z.array(MerchReportRow),
  summary: ReportSummaryBody.extend({
    transactions: int(),
    quantity: int(),
    revenue: z.number(),
    expense: z.number(),
    profit: z.number(),
  }),
});
export type MerchDataBody = z.infer<typeof MerchDataBody>;

/** Maintenance submitted for one attraction on one day; amount = expense. */
export const MaintReportRow = z.strictObject({
  date: z.string(),
  attractionID: int(),
  attractionName: z.string(),
  requests: int(),
  expense: z.number(),
  amount: z.number(),
});
export type MaintReportRow = z.infer<typeof MaintReportRow>;

export const MaintDataBody = z.strictObject({
  countedBy: z.literal('submitted day'),
  rows: z.array(MaintReportRow),
  summary: ReportSummaryBody.extend({ requests: int(), expense: z.number() }),
});
export type MaintDataBody = z.infer<typeof MaintDataBody>;

/**
 * The park's money on one day: sales by area (each on the day it counts by), revenue (their
 * sum), refunds of those sales (before tax, whenever refunded), net (revenue − refunds),
 * expense, profit (net − expense); amount = profit; refundsPaidOut: the refunds made that day
 * (by refund day), beside and not in net.
 */
export const ProfitReportRow = z.strictObject({
  date: z.string(),
  ticketRevenue: z.number(),
  diningRevenue: z.number(),
  diningExpense: z.number(),
  merchRevenue: z.number(),
  merchExpense: z.number(),
  maintenanceExpense: z.number(),
  revenue: z.number(),
  refunds: z.number(),
  net: z.number(),
  expense: z.number(),
  profit: z.number(),
  amount: z.number(),
  refundsPaidOut: z.number(),
});
export type ProfitReportRow = z.infer<typeof ProfitReportRow>;

export const ProfitDataBody = z.strictObject({
  /** The day each figure counts by. */
  countedBy: CountedByBody,
  rows: z.array(ProfitReportRow),
  summary: ReportSummaryBody.extend({
    areas: z.array(AreaFiguresBody),
    revenue: z.number(),
    refunds: z.number(),
    net: z.number(),
    expense: z.number(),
    profit: z.number(),
    refundsPaidOut: z.number(),
  }),
});
export type ProfitDataBody = z.infer<typeof ProfitDataBody>;

/** The 200 answer of POST /finance-report: one key by category. */
export const FinanceReportBody = z.discriminatedUnion('category', [
  z.strictObject({ category: z.literal('tickets'), TicketData: TicketDataBody }),
  z.strictObject({ category: z.literal('dining'), diningData: DiningDataBody }),
  z.strictObject({ category: z.literal('merch'), merchData: MerchDataBody }),
  z.strictObject({ category: z.literal('maintenance'), maintData: MaintDataBody }),
  z.strictObject({ category: z.literal('all'), profitData: ProfitDataBody }),
]);
export type FinanceReportBody = z.infer<typeof FinanceReportBody>;

/**
 * POST /maintenance-report: requests submitted in the range. maintenanceStatus 'pending'
 * (= Open), 'In Progress', 'completed' in any case, or ''/null for all; maintenanceKeyword
 * found case-insensitively in the subject or the comment (''/null = any); attractionName the
 * exact name in any case (''/null = all). Answers an array, oldest first.
 */
export type MaintenanceReportRequest = z.input<typeof maintenanceReportSchema>;

export const MaintenanceReportRow = z.strictObject({
  id: int(),
  attractionID: int(),
  attractionName: z.string(),
  subject: z.string(),
  comment: z.string(),
  status: z.enum(['Open', 'In Progress', 'Completed']),
  statusLabel: z.enum(['Pending', 'In Progress', 'Completed']),
  cost: z.number(),
  submittedDate: z.string(),
  dateResolved: z.string().nullable(),
});
export type MaintenanceReportRow = z.infer<typeof MaintenanceReportRow>;

/** POST /visit-report: a name ('' or null = all) narrows to one attraction or restaurant. */
export type VisitReportRequest = z.input<typeof visitReportSchema>;

/** attractions: per visit day, the orders that chose the attraction and their tickets. */
export const AttractionVisitRow = z.strictObject({
  date: z.string(),
  attractionID: int(),
  attractionName: z.string(),
  orders: int(),
  tickets: int(),
});
export type AttractionVisitRow = z.infer<typeof AttractionVisitRow>;

/** dining: per transaction day, a restaurant's transactions, vouchers and their amount. */
export const DiningVisitRow = z.strictObject({
  date: z.string(),
  restaurantID: int(),
  restaurantName: z.string(),
  restaurantType: RESTAURANT_TYPE,
  transactions: int(),
  vouchers: int(),
  amount: z.number(),
});
export type DiningVisitRow = z.infer<typeof DiningVisitRow>;

/** The 200 answer of POST /visit-report: an array of one kind of row. */
export const VisitReportBody = z.union([z.array(AttractionVisitRow), z.array(DiningVisitRow)]);
export type VisitReportBody = z.infer<typeof VisitReportBody>;
