import type { IsoDate } from '../shared/dates';
import type { MaintenanceStatus } from '../maintenance/maintenance';
import type { Cents } from '../shared/money';
import type { RestaurantType } from '../orders/pricing';
import type { AdmissionKind } from '../admissions/products';
import type { AreaAmounts } from './report-summaries';
import type { ReportRange } from './reports';

/** Tickets of one type for one visit day. */
export interface TicketSalesDay {
  date: IsoDate;
  ticketType: AdmissionKind;
  /** Tickets sold (Σ quantity). */
  tickets: number;
  /** Orders with at least one ticket of this type for the day. */
  orders: number;
  /** Σ quantity × unit price charged. */
  revenue: Cents;
}

/** How many of something fall on one day. */
export interface DayCount {
  date: IsoDate;
  count: number;
}

/** One restaurant's voucher sales on one transaction day. */
export interface RestaurantSalesDay {
  date: IsoDate;
  restaurantId: number;
  restaurantName: string;
  /** The restaurant's type now. */
  restaurantType: RestaurantType;
  /** restaurant_transactions rows. */
  transactions: number;
  /** Σ quantity: meal vouchers sold. */
  vouchers: number;
  amount: Cents;
}

/** One restaurant's expenses on one expense day, by expense type. */
export interface RestaurantExpenseDay {
  date: IsoDate;
  restaurantId: number;
  restaurantName: string;
  restaurantType: RestaurantType;
  /** Expense entries. */
  entries: number;
  produce: Cents;
  supplies: Cents;
  utilities: Cents;
  amount: Cents;
}

/** One shop item's sales on one order day. */
export interface MerchandiseSalesDay {
  date: IsoDate;
  merchandiseId: number;
  name: string;
  /** Clothing or Accessory (the item's type now). */
  itemType: string;
  orders: number;
  quantity: number;
  /** Σ line totals charged. */
  revenue: Cents;
  /** Σ quantity × supplier cost recorded with the sale. */
  cost: Cents;
}

/** Maintenance submitted for one attraction on one day. */
export interface MaintenanceCostDay {
  date: IsoDate;
  attractionId: number;
  attractionName: string;
  requests: number;
  cost: Cents;
}

/** Orders that selected one attraction for one visit day. */
export interface AttractionVisitDay {
  date: IsoDate;
  attractionId: number;
  attractionName: string;
  orders: number;
  /** Tickets of those orders (the people admitted with them). */
  tickets: number;
}

/**
 * The dashboard's sales figures over a whole range, added up by the database from the same
 * daily figures as the per-day methods (so they equal the sums of those methods' rows).
 */
export interface RangeTotals {
  /** Per kind with any sales, in the catalogue's order: tickets and revenue. */
  tickets: { ticketType: AdmissionKind; tickets: number; revenue: Cents }[];
  /** Orders with at least one ticket (each order once). */
  ticketOrders: number;
  /** Per restaurant type now, with any (Standard, Deluxe, Special): transactions, amount. */
  meals: { restaurantType: RestaurantType; transactions: number; amount: Cents }[];
  /** Σ restaurant expenses. */
  mealExpense: Cents;
  merchandise: { revenue: Cents; cost: Cents };
  /** Orders with at least one shop item. */
  merchandiseOrders: number;
  /** Σ cost of the maintenance requests submitted in the range. */
  maintenanceCost: Cents;
  /**
   * Refunds of the sales counted in the range, per area, before tax (the refunded lines'
   * prices, by the day each line counts on, whenever the refund was made): what lowers the
   * range's sales to its net.
   */
  refunds: { tickets: Cents; dining: Cents; merch: Cents };
  /** Refunds paid out in the range (by the refund's own day), per area, before tax. */
  refundsPaidOut: { tickets: Cents; dining: Cents; merch: Cents };
}

export interface MaintenanceReportFilter {
  status: MaintenanceStatus | 'all';
  /** Matched case-insensitively in the subject or the comment; null = any. */
  keyword: string | null;
  /** Exact attraction name, case-insensitive; null = all. */
  attractionName: string | null;
}

/** A maintenance request as the maintenance report lists it. */
export interface MaintenanceReportRecord {
  id: number;
  attractionId: number;
  attractionName: string;
  subject: string;
  comment: string;
  status: MaintenanceStatus;
  cost: Cents;
  submittedDate: IsoDate;
  dateResolved: IsoDate | null;
}

/**
 * The figures of the dashboard and reports, aggregated by the database and filtered by the
 * range on indexed date columns; each answer is at most one row per day and group (or, for
 * areaAmounts and rangeTotals, per day and area or per group over the whole range).
 * Rows come ordered by date, then by name (or the catalogue's order of kinds).
 */
export interface ReportRepository {
  ticketSales(range: ReportRange, types: readonly AdmissionKind[]): Promise<TicketSalesDay[]>;
  /** Orders per visit day with at least one ticket of the given types. */
  ticketOrders(range: ReportRange, types: readonly AdmissionKind[]): Promise<DayCount[]>;
  restaurantSales(
    range: ReportRange,
    types: readonly RestaurantType[],
    restaurantName?: string | null,
  ): Promise<RestaurantSalesDay[]>;
  restaurantExpenses(
    range: ReportRange,
    types: readonly RestaurantType[],
  ): Promise<RestaurantExpenseDay[]>;
  merchandiseSales(range: ReportRange): Promise<MerchandiseSalesDay[]>;
  /** Orders per order day with at least one shop item. */
  merchandiseOrders(range: ReportRange): Promise<DayCount[]>;
  maintenanceCosts(range: ReportRange): Promise<MaintenanceCostDay[]>;
  /**
   * Each area's amounts per day, all types and groups of a day added up by the database: at
   * most one amount per day and area (ticket revenue, dining revenue and expense, shop revenue
   * and expense, maintenance expense), the same figures as the per-day methods' rows.
   */
  areaAmounts(range: ReportRange): Promise<AreaAmounts>;
  /** The dashboard's sales figures over the whole range: a few rows, whatever its length. */
  rangeTotals(range: ReportRange): Promise<RangeTotals>;
  /** Requests submitted on or before `day` and not resolved by the end of it. */
  activeMaintenanceRequests(day: IsoDate): Promise<number>;
  maintenanceRequests(
    range: ReportRange,
    filter: MaintenanceReportFilter,
  ): Promise<MaintenanceReportRecord[]>;
  attractionVisits(
    range: ReportRange,
    attractionName: string | null,
  ): Promise<AttractionVisitDay[]>;
}
