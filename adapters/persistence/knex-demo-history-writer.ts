import type { Knex } from 'knex';
import type { IsoDate } from '../../core/shared/dates';
import { DEMO_EMAIL_DOMAIN } from '../../core/demo/demo-people';
import type { DemoDay, DemoPark } from '../../core/demo/demo-rows';
import type { Cents } from '../../core/shared/money';
import type { WeatherCondition } from '../../core/weather/weather';
import type { DemoHistoryWriter, DemoRun } from '../../core/demo/demo-history-writer';
import type { CapacityDefaults } from '../../core/capacity/capacity-repository';
import type { Executor } from './executor';
import { insertColumns, nextIds } from './knex-column-insert';
import * as T from './knex-demo-tables';
import { admissionsOfLines } from '../../core/capacity/capacity';
import { expressPlacesSql } from './admission-kinds-sql';

/**
 * A generated day the database no longer has room for (a manager lowered its capacity after
 * the generator read it): a fault of the run, thrown so that the day's transaction writes
 * nothing. Checkout's full day is a value instead (OrderRepository.create answers DayFull).
 */
export class DemoDayFull extends Error {
  constructor(readonly date: IsoDate) {
    super(`no room left on ${date}`);
  }
}

/** deadlock_detected, serialization_failure: the whole day's transaction was rolled back. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;
const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/**
 * Writes a generated park history with batched inserts (knex-column-insert.ts): one
 * transaction per day, one statement per table and 10,000 rows. Users and orders take their
 * ids from their sequences first, so the lines can point at them in the same batch. The
 * per-table steps stay separate functions, so a later step (e.g. rebuilding daily report
 * figures for the range) can follow them.
 */
export class KnexDemoHistoryWriter implements DemoHistoryWriter {
  /** Two days at once on PostgreSQL (two server processes); PGlite has one connection. */
  readonly concurrency: number;
  /** Each run's id allocations, chained so that they happen in the order of the writeDay calls. */
  private readonly allocations = new WeakMap<DemoRun, Promise<unknown>>();

  constructor(
    private readonly knex: Knex,
    /** The park's time zone: the generated timestamps are park times. */
    private readonly timeZone: string,
    /** The park's default capacity (a day without a manager's limits has it). */
    private readonly capacity: CapacityDefaults,
    kind: 'pglite' | 'postgres' = 'postgres',
  ) {
    this.concurrency = kind === 'postgres' ? 2 : 1;
  }

  async loadPark(): Promise<DemoPark> {
    const k = this.knex;
    const [attractions, restaurants, merchandise, employees] = await Promise.all([
      k('attractions').where({ retired: false }).orderBy('id').select('id', 'is_open'),
      k('restaurants').where({ retired: false }).orderBy('id').select('id', 'type', 'amount_cents'),
      k('merchandise')
        .where({ retired: false })
        .orderBy('id')
        .select('id', 'selling_cost_cents', 'supplier_cost_cents'),
      k('employees').where({ archived: false }).orderBy('id').select('id', 'role'),
    ]);
    return {
      openAttractionIds: attractions.filter((a) => a.is_open).map((a) => a.id as number),
      attractionIds: attractions.map((a) => a.id as number),
      restaurants: restaurants.map((r) => ({
        id: r.id as number,
        type: r.type as string,
        amount: r.amount_cents as Cents,
      })),
      merchandise: merchandise.map((m) => ({
        id: m.id as number,
        sellingCost: m.selling_cost_cents as Cents,
        supplierCost: m.supplier_cost_cents as Cents,
      })),
      employeeIds: employees.map((e) => e.id as number),
      managerIds: employees.filter((e) => e.role === 'Manager').map((e) => e.id as number),
    };
  }

  async generatedDays(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
    const generated = (q: Knex.QueryBuilder) =>
      q
        .from('orders as o')
        .join('users as u', 'u.id', 'o.user_id')
        .whereLike('u.email', `%@${DEMO_EMAIL_DOMAIN}`);
    const visits = generated(this.knex.queryBuilder())
      .distinct('o.visit_date as day')
      .whereBetween('o.visit_date', [from, to]);
    const shopOnly = generated(this.knex.queryBuilder())
      .distinct('o.order_date as day')
      .whereNull('o.visit_date')
      .whereBetween('o.order_date', [from, to]);
    const rows = (await this.knex
      .select('day')
      .from(visits.union(shopOnly).as('d'))
      .orderBy('day')) as { day: IsoDate }[];
    return rows.map((r) => r.day);
  }

  async weatherOf(from: IsoDate, to: IsoDate): Promise<Map<IsoDate, WeatherCondition>> {
    const rows = (await this.knex('weather')
      .whereBetween('date', [from, to])
      .select('date', 'condition')) as { date: IsoDate; condition: WeatherCondition }[];
    return new Map(rows.map((r) => [r.date, r.condition]));
  }

  async writeDay(day: DemoDay, run: DemoRun): Promise<void> {
    const ids = await this.allocateIds(day, run);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.knex.transaction(async (trx) => {
          await this.reserveAdmissions(trx, day);
          await this.insertVisitors(trx, day, run, ids.users);
          await this.insertOrders(trx, day, run, ids.orders);
          await this.insertOrderLines(trx, day, ids.orders);
          await this.insertRefunds(trx, day, ids.orders);
          await this.insertParkEntries(trx, day, run);
        });
        return;
      } catch (error) {
        // Two days written at once may both update shared rows (e.g. daily report figures
        // kept by triggers); PostgreSQL then aborts one of them, which is safe to run again.
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(codeOf(error))) throw error;
      }
    }
  }

  /**
   * The ids of the day's new visitors and orders, from their sequences (outside the day's
   * transaction: sequences are not transactional). The visitors' ids are appended to
   * `run.visitorIds` in call order, so a later day's orders can point at them; when days are
   * written at once, the database makes a later day's reference wait for the earlier commit.
   */
  private allocateIds(day: DemoDay, run: DemoRun) {
    const previous = this.allocations.get(run) ?? Promise.resolve();
    const allocation = previous.then(async () => {
      const users = await nextIds(this.knex, 'users', day.visitors.length);
      day.visitors.forEach((v, i) => {
        if (v.ref !== run.visitorIds.length) throw new Error(`visitor ${v.ref} out of order`);
        run.visitorIds.push(users[i]!);
      });
      return { users, orders: await nextIds(this.knex, 'orders', day.orders.length) };
    });
    this.allocations.set(run, allocation);
    return allocation;
  }

  /**
   * Adds the day's admissions to their visit days' counts (visit_days), in the day's
   * transaction and guarded like checkout's reservation (knex-order-writes.ts): the generator
   * sold only what each day had room for, and should a day have less room now (a manager
   * lowered it meanwhile), the day fails with DemoDayFull and writes nothing.
   */
  async reserveAdmissions(db: Executor, day: DemoDay): Promise<void> {
    const byDay = new Map<IsoDate, { sold: number; express: number }>();
    for (const line of day.ticketLines) {
      const counts = byDay.get(line.visitDate) ?? { sold: 0, express: 0 };
      const taken = admissionsOfLines([line]);
      counts.sold += taken.total;
      counts.express += taken.express;
      byDay.set(line.visitDate, counts);
    }
    if (byDay.size === 0) return;
    const days = [...byDay.keys()];
    const { capacity, expressCapacity } = this.capacity;
    const { rows } = (await db.raw(
      `INSERT INTO visit_days AS v (day, sold, express_sold)
       SELECT d, s, e FROM unnest(?::date[], ?::int[], ?::int[]) AS t(d, s, e)
        WHERE s <= ?::int AND e <= ?::int
       ON CONFLICT (day) DO UPDATE
         SET sold = v.sold + excluded.sold, express_sold = v.express_sold + excluded.express_sold
         WHERE v.sold + excluded.sold <= coalesce(v.capacity, ?::int)
           AND v.express_sold + excluded.express_sold <= coalesce(v.express_capacity, ?::int)
       RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
      [
        days,
        days.map((d) => byDay.get(d)!.sold),
        days.map((d) => byDay.get(d)!.express),
        capacity,
        expressCapacity,
        capacity,
        expressCapacity,
      ],
    )) as { rows: { day: IsoDate }[] };
    const reserved = new Set(rows.map((r) => r.day));
    const full = days.find((d) => !reserved.has(d));
    if (full) throw new DemoDayFull(full);
  }

  async insertVisitors(db: Executor, day: DemoDay, run: DemoRun, ids: number[]): Promise<void> {
    await insertColumns(db, T.USERS, day.visitors, { ids }, [run.passwordHash, this.timeZone]);
  }

  async insertOrders(db: Executor, day: DemoDay, run: DemoRun, ids: number[]): Promise<void> {
    const ctx = { ids, visitorIds: run.visitorIds };
    await insertColumns(db, T.ORDERS, day.orders, ctx, [this.timeZone]);
  }

  async insertOrderLines(db: Executor, day: DemoDay, orderIds: number[]): Promise<void> {
    const ctx = { orderIds, orders: day.orders };
    await insertColumns(db, T.TICKET_LINES, day.ticketLines, ctx);
    await insertColumns(db, T.ORDER_ATTRACTIONS, day.orderAttractions, ctx);
    await insertColumns(db, T.RESTAURANT_TRANSACTIONS, day.meals, ctx, [this.timeZone]);
    await insertColumns(db, T.MERCHANDISE_LINES, day.merchandiseLines, ctx);
  }

  /**
   * The day's cancellations and refunds, each of a whole order: the refund (its amount is the
   * order's total, so no tax to share out), a refund line per order line, the tickets void and
   * their places released from the visit day, as a refund over HTTP does
   * (knex-order-change-repository.ts), in three statements for the whole day.
   */
  async insertRefunds(db: Executor, day: DemoDay, orderIds: number[]): Promise<void> {
    if (day.refunds.length === 0) return;
    const ids = day.refunds.map((r) => orderIds[r.orderIndex]!);
    await db.raw(
      `WITH given AS (
         INSERT INTO refunds (order_id, kind, reason, day, at, subtotal_cents, tax_cents, amount_cents)
         SELECT o.id, t.kind, t.reason, t.day, (t.day + time '12:00') AT TIME ZONE ?,
                o.subtotal_cents, o.tax_cents, o.total_cents
           FROM unnest(?::int[], ?::text[], ?::text[], ?::date[]) AS t(order_id, kind, reason, day)
           JOIN orders o ON o.id = t.order_id
         RETURNING id, order_id)
       INSERT INTO refund_lines (refund_id, order_id, line_kind, line_id, quantity, amount_cents)
       SELECT g.id, g.order_id, 'ticket', t.id, t.quantity, t.quantity * t.unit_price_cents
         FROM given g JOIN ticket_lines t ON t.order_id = g.order_id
       UNION ALL
       SELECT g.id, g.order_id, 'meal', m.id, m.quantity, m.amount_cents
         FROM given g JOIN restaurant_transactions m ON m.order_id = g.order_id
       UNION ALL
       SELECT g.id, g.order_id, 'merchandise', m.id, m.quantity, m.line_total_cents
         FROM given g JOIN merchandise_lines m ON m.order_id = g.order_id`,
      [
        this.timeZone,
        ids,
        day.refunds.map((r) => r.kind),
        day.refunds.map((r) => r.reason),
        day.refunds.map((r) => r.day),
      ],
    );
    await db.raw(
      `UPDATE admissions a SET voided_at = r.at FROM refunds r
        WHERE r.order_id = a.order_id AND a.order_id = ANY(?::int[]) AND a.voided_at IS NULL`,
      [ids],
    );
    await db.raw(
      `UPDATE visit_days v SET sold = v.sold - x.n, express_sold = v.express_sold - x.e
         FROM (SELECT visit_date, sum(quantity) AS n,
                      coalesce(sum(quantity * ${expressPlacesSql('ticket_type')}), 0) AS e
                 FROM ticket_lines WHERE order_id = ANY(?::int[]) GROUP BY visit_date) x
        WHERE v.day = x.visit_date`,
      [ids],
    );
  }

  /** Weather (unless the day has one), restaurant expenses, maintenance, contact forms. */
  async insertParkEntries(db: Executor, day: DemoDay, run: DemoRun): Promise<void> {
    const tz = [this.timeZone];
    if (!day.weather.existing) await insertColumns(db, T.WEATHER, [day.weather], undefined, tz);
    await insertColumns(db, T.RESTAURANT_EXPENSES, day.restaurantExpenses, undefined, tz);
    await insertColumns(db, T.MAINTENANCE_REQUESTS, day.maintenanceRequests, undefined, tz);
    await insertColumns(db, T.CONTACT_FORMS, day.contactForms, run, tz);
  }
}
