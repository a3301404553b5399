import type { Knex } from 'knex';
import type { IsoDate } from '../../core/shared/dates';
import type { AreaAmounts } from '../../core/reports/report-summaries';
import { cents } from '../../core/shared/money';
import type { RestaurantType } from '../../core/orders/pricing';
import {
  ADMISSION_KINDS,
  admissionKind,
  admissionProduct,
  type AdmissionKind,
} from '../../core/admissions/products';
import type { ReportRange } from '../../core/reports/reports';
import type {
  AttractionVisitDay,
  DayCount,
  MaintenanceCostDay,
  MaintenanceReportFilter,
  MaintenanceReportRecord,
  MerchandiseSalesDay,
  RangeTotals,
  ReportRepository,
  RestaurantExpenseDay,
  RestaurantSalesDay,
  TicketSalesDay,
} from '../../core/reports/report-repository';
import type { Executor } from './executor';
import { dailyFigures, type DailyTable } from './knex-daily-figures';
import { attractionVisits, maintenanceRequests } from './knex-report-queries';
import { areaAmounts, rangeTotals } from './knex-report-totals';
import { NOTHING_PENDING, readAfterFold } from './report-days';
import { kindCaseSql } from './admission-kinds-sql';

/** Ticket rows in the catalogue's order of kinds. */
const TICKET_ORDER = kindCaseSql('tl.ticket_type', (p) =>
  ADMISSION_KINDS.indexOf(p.kind as AdmissionKind),
);

const RESTAURANT_DAYS: DailyTable<'transactions' | 'vouchers' | 'amount_cents'> = {
  table: 'report_restaurant_days',
  key: 'restaurant_id',
  catalog: 'restaurants',
  figures: ['transactions', 'vouchers', 'amount_cents'],
  counted: 'transactions',
};

const MERCHANDISE_DAYS: DailyTable<'orders' | 'quantity' | 'revenue_cents' | 'cost_cents'> = {
  table: 'report_merchandise_days',
  key: 'merchandise_id',
  catalog: 'merchandise',
  figures: ['orders', 'quantity', 'revenue_cents', 'cost_cents'],
  counted: 'orders',
};

/** Sums and counts come back as numbers (db.ts parses int8 and numeric); money as Cents. */
const money = (value: unknown) => cents(Number(value ?? 0));
const count = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's and reports' figures. Sales come from the daily figures the database keeps
 * exact on every insert of order lines (migrations 20261122004000 and 004100, journals whose
 * rows of a key add up: report_ticket_days,
 * report_ticket_order_days, report_restaurant_days, report_merchandise_days,
 * report_merchandise_order_days, report_attraction_days), so a year is a few thousand rows;
 * restaurant expenses and maintenance, a few rows a day, are grouped over the range of their
 * indexed date column (expense_date, submitted_date). A checkout's figures wait as one pending
 * row per order (migration 20261130120000): every read of the daily figures counts every order
 * committed before it, in one statement when none waits to be folded, else after folding them
 * (readAfterFold, report-days.ts).
 */
export class KnexReportRepository implements ReportRepository {
  constructor(private readonly db: Executor) {}

  /** The daily tables are journals: a key's figure is the sum of its rows (report_sum: bigint). */
  private sum(column: string, as: string) {
    return this.db.raw('report_sum(??) as ??', [column, as]);
  }

  async ticketSales(
    range: ReportRange,
    types: readonly AdmissionKind[],
  ): Promise<TicketSalesDay[]> {
    const rows: Record<string, unknown>[] = await readAfterFold(this.db, async (gated) => {
      const query = this.db('report_ticket_days as tl')
        .whereBetween('tl.day', [range.start, range.end])
        .whereIn('tl.ticket_type', [...types])
        .groupBy('tl.day', 'tl.ticket_type')
        .havingRaw('report_sum(tl.orders) > 0')
        .orderBy('tl.day')
        .orderByRaw(TICKET_ORDER)
        .select('tl.day as date', 'tl.ticket_type')
        .select(this.sum('tl.tickets', 'tickets'), this.sum('tl.orders', 'orders'))
        .select(this.sum('tl.revenue_cents', 'revenue'));
      if (gated) query.whereRaw(NOTHING_PENDING);
      return (await query) as Record<string, unknown>[];
    });
    return rows.map((r) => ({
      date: r.date as IsoDate,
      ticketType: admissionKind(String(r.ticket_type)),
      tickets: count(r.tickets),
      orders: count(r.orders),
      revenue: money(r.revenue),
    }));
  }

  async ticketOrders(range: ReportRange, types: readonly AdmissionKind[]): Promise<DayCount[]> {
    // Orders by the set of report buckets they hold (a bit each, the catalogue's report.bit,
    // report_ticket_bit in SQL): those holding any of `types`.
    const wanted = types.reduce((bits, type) => bits | admissionProduct(type).report.bit, 0);
    return this.dayCounts('report_ticket_order_days', range, (query) =>
      query.whereRaw('(types & ?) <> 0', [wanted]),
    );
  }

  /** Per day, the sum of a journal's orders (where positive), over the range. */
  private async dayCounts(
    table: string,
    range: ReportRange,
    narrow: (query: Knex.QueryBuilder) => void = () => {},
  ): Promise<DayCount[]> {
    const rows = await readAfterFold(this.db, async (gated) => {
      const query = this.db(table)
        .whereBetween('day', [range.start, range.end])
        .groupBy('day')
        .havingRaw('report_sum(orders) > 0')
        .orderBy('day')
        .select('day as date', this.sum('orders', 'count'));
      narrow(query);
      if (gated) query.whereRaw(NOTHING_PENDING);
      return (await query) as { date: IsoDate; count: unknown }[];
    });
    return rows.map((r) => ({ date: r.date, count: count(r.count) }));
  }

  async restaurantSales(
    range: ReportRange,
    types: readonly RestaurantType[],
    restaurantName: string | null = null,
  ): Promise<RestaurantSalesDay[]> {
    const rows = await dailyFigures(this.db, RESTAURANT_DAYS, range, (restaurants) => {
      restaurants.whereIn('type', [...types]);
      if (restaurantName !== null) restaurants.whereRaw('lower(name) = lower(?)', [restaurantName]);
    });
    return rows.map(({ date, record, sums: [transactions, vouchers, amount] }) => ({
      date,
      restaurantId: record.id,
      restaurantName: record.name,
      restaurantType: record.type as RestaurantType,
      transactions: transactions!,
      vouchers: vouchers!,
      amount: cents(amount!),
    }));
  }

  async restaurantExpenses(
    range: ReportRange,
    types: readonly RestaurantType[],
  ): Promise<RestaurantExpenseDay[]> {
    const byType = (type: string) =>
      this.db.raw(
        `sum(CASE WHEN e.expense_type = '${type}' THEN e.amount_cents ELSE 0 END) as ${type}`,
      );
    const rows: Record<string, unknown>[] = await this.db('restaurant_expenses as e')
      .join('restaurants as r', 'r.id', 'e.restaurant_id')
      .whereBetween('e.expense_date', [range.start, range.end])
      .whereIn('r.type', [...types])
      .groupBy('e.expense_date', 'r.id')
      .orderBy([{ column: 'e.expense_date' }, { column: 'r.name' }, { column: 'r.id' }])
      .select('e.expense_date as date', 'r.id', 'r.name', 'r.type')
      .select(this.db.raw('count(*) as entries'))
      .select(byType('produce'), byType('supplies'), byType('utilities'))
      .select(this.db.raw('sum(e.amount_cents) as amount'));
    return rows.map((r) => ({
      date: r.date as IsoDate,
      restaurantId: r.id as number,
      restaurantName: r.name as string,
      restaurantType: r.type as RestaurantType,
      entries: count(r.entries),
      produce: money(r.produce),
      supplies: money(r.supplies),
      utilities: money(r.utilities),
      amount: money(r.amount),
    }));
  }

  async merchandiseSales(range: ReportRange): Promise<MerchandiseSalesDay[]> {
    const rows = await dailyFigures(this.db, MERCHANDISE_DAYS, range);
    return rows.map(({ date, record, sums: [orders, quantity, revenue, cost] }) => ({
      date,
      merchandiseId: record.id,
      name: record.name,
      itemType: record.type,
      orders: orders!,
      quantity: quantity!,
      revenue: cents(revenue!),
      cost: cents(cost!),
    }));
  }

  merchandiseOrders(range: ReportRange): Promise<DayCount[]> {
    return this.dayCounts('report_merchandise_order_days', range);
  }

  async maintenanceCosts(range: ReportRange): Promise<MaintenanceCostDay[]> {
    const rows: Record<string, unknown>[] = await this.db('maintenance_requests as m')
      .join('attractions as a', 'a.id', 'm.attraction_id')
      .whereBetween('m.submitted_date', [range.start, range.end])
      .groupBy('m.submitted_date', 'a.id')
      .orderBy([{ column: 'm.submitted_date' }, { column: 'a.name' }, { column: 'a.id' }])
      .select('m.submitted_date as date', 'a.id', 'a.name')
      .select(this.db.raw('count(*) as requests'), this.db.raw('sum(m.cost_cents) as cost'));
    return rows.map((r) => ({
      date: r.date as IsoDate,
      attractionId: r.id as number,
      attractionName: r.name as string,
      requests: count(r.requests),
      cost: money(r.cost),
    }));
  }

  /** Per day and area, added up by the database (knex-report-totals.ts). */
  areaAmounts(range: ReportRange): Promise<AreaAmounts> {
    return areaAmounts(this.db, range);
  }

  /** The dashboard's totals over the range in one statement (knex-report-totals.ts). */
  rangeTotals(range: ReportRange): Promise<RangeTotals> {
    return rangeTotals(this.db, range);
  }

  async activeMaintenanceRequests(day: IsoDate): Promise<number> {
    // Two index range scans: still unresolved (partial index), or resolved after the day.
    const result = await this.db.raw<{ rows: { active: unknown }[] }>(
      `SELECT (SELECT count(*) FROM maintenance_requests
                WHERE date_resolved IS NULL AND submitted_date <= ?)
            + (SELECT count(*) FROM maintenance_requests
                WHERE date_resolved > ? AND submitted_date <= ?) AS active`,
      [day, day, day],
    );
    return count(result.rows[0]?.active);
  }

  maintenanceRequests(
    range: ReportRange,
    filter: MaintenanceReportFilter,
  ): Promise<MaintenanceReportRecord[]> {
    return maintenanceRequests(this.db, range, filter);
  }

  attractionVisits(
    range: ReportRange,
    attractionName: string | null,
  ): Promise<AttractionVisitDay[]> {
    return attractionVisits(this.db, range, attractionName);
  }
}
