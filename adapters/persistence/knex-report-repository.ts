import type { IsoDate } from '../../core/domain/dates';
import { cents } from '../../core/domain/money';
import type { RestaurantType, TicketType } from '../../core/domain/pricing';
import type { ReportRange } from '../../core/domain/reports';
import type {
  AttractionVisitDay,
  DayCount,
  MaintenanceCostDay,
  MaintenanceReportFilter,
  MaintenanceReportRecord,
  MerchandiseSalesDay,
  ReportRepository,
  RestaurantExpenseDay,
  RestaurantSalesDay,
  TicketSalesDay,
} from '../../core/ports/report-repository';
import type { Executor } from './executor';
import { attractionVisits, maintenanceRequests } from './knex-report-queries';

const TICKET_ORDER = "CASE tl.ticket_type WHEN 'standard' THEN 1 WHEN 'express' THEN 2 ELSE 3 END";

/** Sums and counts come back as numbers (db.ts parses int8 and numeric); money as Cents. */
const money = (value: unknown) => cents(Number(value ?? 0));
const count = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's and reports' figures, each one GROUP BY in the database over the range of
 * an indexed date column (ticket_lines.visit_date, restaurant_transactions.transaction_date,
 * restaurant_expenses.expense_date, orders.order_date, maintenance_requests.submitted_date).
 */
export class KnexReportRepository implements ReportRepository {
  constructor(private readonly db: Executor) {}

  async ticketSales(range: ReportRange, types: readonly TicketType[]): Promise<TicketSalesDay[]> {
    const rows: Record<string, unknown>[] = await this.db('ticket_lines as tl')
      .whereBetween('tl.visit_date', [range.start, range.end])
      .whereIn('tl.ticket_type', [...types])
      .groupBy('tl.visit_date', 'tl.ticket_type')
      .orderBy('tl.visit_date')
      .orderByRaw(TICKET_ORDER)
      .select('tl.visit_date as date', 'tl.ticket_type')
      .select(this.db.raw('sum(tl.quantity) as tickets'))
      .select(this.db.raw('count(distinct tl.order_id) as orders'))
      .select(this.db.raw('sum(tl.quantity * tl.unit_price_cents) as revenue'));
    return rows.map((r) => ({
      date: r.date as IsoDate,
      ticketType: r.ticket_type as TicketType,
      tickets: count(r.tickets),
      orders: count(r.orders),
      revenue: money(r.revenue),
    }));
  }

  async ticketOrders(range: ReportRange, types: readonly TicketType[]): Promise<DayCount[]> {
    const rows: { date: IsoDate; count: unknown }[] = await this.db('ticket_lines')
      .whereBetween('visit_date', [range.start, range.end])
      .whereIn('ticket_type', [...types])
      .groupBy('visit_date')
      .orderBy('visit_date')
      .select('visit_date as date', this.db.raw('count(distinct order_id) as count'));
    return rows.map((r) => ({ date: r.date, count: count(r.count) }));
  }

  async restaurantSales(
    range: ReportRange,
    types: readonly RestaurantType[],
    restaurantName: string | null = null,
  ): Promise<RestaurantSalesDay[]> {
    const query = this.db('restaurant_transactions as rt')
      .join('restaurants as r', 'r.id', 'rt.restaurant_id')
      .whereBetween('rt.transaction_date', [range.start, range.end])
      .whereIn('r.type', [...types])
      .groupBy('rt.transaction_date', 'r.id')
      .orderBy([{ column: 'rt.transaction_date' }, { column: 'r.name' }, { column: 'r.id' }])
      .select('rt.transaction_date as date', 'r.id', 'r.name', 'r.type')
      .select(this.db.raw('count(*) as transactions'))
      .select(this.db.raw('sum(rt.quantity) as vouchers'))
      .select(this.db.raw('sum(rt.amount_cents) as amount'));
    if (restaurantName !== null) query.whereRaw('lower(r.name) = lower(?)', [restaurantName]);
    const rows: Record<string, unknown>[] = await query;
    return rows.map((r) => ({
      date: r.date as IsoDate,
      restaurantId: r.id as number,
      restaurantName: r.name as string,
      restaurantType: r.type as RestaurantType,
      transactions: count(r.transactions),
      vouchers: count(r.vouchers),
      amount: money(r.amount),
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
    const rows: Record<string, unknown>[] = await this.db('orders as o')
      .join('merchandise_lines as ml', 'ml.order_id', 'o.id')
      .join('merchandise as m', 'm.id', 'ml.merchandise_id')
      .whereBetween('o.order_date', [range.start, range.end])
      .groupBy('o.order_date', 'm.id')
      .orderBy([{ column: 'o.order_date' }, { column: 'm.name' }, { column: 'm.id' }])
      .select('o.order_date as date', 'm.id', 'm.name', 'm.type')
      .select(this.db.raw('count(distinct o.id) as orders'))
      .select(this.db.raw('sum(ml.quantity) as quantity'))
      .select(this.db.raw('sum(ml.line_total_cents) as revenue'))
      .select(this.db.raw('sum(ml.quantity * ml.unit_cost_cents) as cost'));
    return rows.map((r) => ({
      date: r.date as IsoDate,
      merchandiseId: r.id as number,
      name: r.name as string,
      itemType: r.type as string,
      orders: count(r.orders),
      quantity: count(r.quantity),
      revenue: money(r.revenue),
      cost: money(r.cost),
    }));
  }

  async merchandiseOrders(range: ReportRange): Promise<DayCount[]> {
    const rows: { date: IsoDate; count: unknown }[] = await this.db('orders as o')
      .whereBetween('o.order_date', [range.start, range.end])
      .whereExists((q) =>
        q.select(1).from('merchandise_lines as ml').whereRaw('ml.order_id = o.id'),
      )
      .groupBy('o.order_date')
      .orderBy('o.order_date')
      .select('o.order_date as date', this.db.raw('count(*) as count'));
    return rows.map((r) => ({ date: r.date, count: count(r.count) }));
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
