import { describe, expect, it } from 'vitest';
import { firstUserId, insertOrderRow } from '../testing/db-builders';
import { databaseTargets } from '../testing/test-database';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import {
  compactReportDays,
  foldPendingOrders,
  rebuildReportDays,
  settleAfterBulkLoad,
} from './report-days';
import { reportFigures as dailyFigures, summedFigures as summed } from './contracts/report-figures';

describe.each(databaseTargets)('daily report figures on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });

  async function order(visitDate: string | null, orderDate: string): Promise<number> {
    const knex = db().knex;
    return insertOrderRow(knex, await firstUserId(knex), {
      visit_date: visitDate,
      order_date: orderDate,
    });
  }

  const ids = async (table: string) =>
    (
      (await db().knex(table).where({ retired: false }).orderBy('id').select('id')) as {
        id: number;
      }[]
    ).map((r) => r.id);

  const ticket = (orderId: number, type: string, quantity: number, day: string) => ({
    order_id: orderId,
    ticket_type: type,
    quantity,
    unit_price_cents: 5_000,
    visit_date: day,
  });
  const item = (orderId: number, merchandiseId: number, size: string, quantity: number) => ({
    order_id: orderId,
    merchandise_id: merchandiseId,
    size,
    quantity,
    unit_price_cents: 1_000,
    unit_cost_cents: 400,
    line_total_cents: quantity * 1_000,
  });

  it('keeps every daily figure equal to a rebuild from the order lines, however they arrive', async () => {
    const knex = db().knex;
    const [ride1, ride2] = await ids('attractions');
    const [fork] = await ids('restaurants');
    const [shirt, cap] = await ids('merchandise');
    const day = '2030-06-01';
    const a = await order(day, '2030-05-20');
    const b = await order(day, '2030-05-20');
    const c = await order(null, '2030-05-20');
    // a: tickets in two statements (standard, then child), attractions before its tickets.
    await knex('order_attractions').insert([
      { order_id: a, attraction_id: ride1 },
      { order_id: a, attraction_id: ride2 },
    ]);
    await knex('ticket_lines').insert([
      ticket(a, 'standard', 2, day),
      ticket(b, 'express', 1, day),
    ]);
    await knex('ticket_lines').insert([ticket(a, 'child', 1, day)]);
    await knex('order_attractions').insert([{ order_id: b, attraction_id: ride1 }]);
    await knex('restaurant_transactions').insert([
      {
        order_id: a,
        restaurant_id: fork,
        quantity: 2,
        unit_price_cents: 1_500,
        amount_cents: 3_000,
        transaction_date: day,
      },
      {
        order_id: null,
        restaurant_id: fork,
        quantity: 1,
        unit_price_cents: 1_500,
        amount_cents: 1_500,
        transaction_date: day,
      },
    ]);
    // c: the same item in two sizes, split over two statements, and a second item.
    await knex('merchandise_lines').insert([item(c, shirt!, 'S', 1), item(a, shirt!, 'M', 2)]);
    await knex('merchandise_lines').insert([item(c, shirt!, 'L', 1), item(c, cap!, 'M', 3)]);

    const kept = await dailyFigures(knex);
    expect(await summed(knex, 'report_ticket_order_days')).toEqual([
      { day, types: 2, orders: 1 }, // b: express only
      { day, types: 5, orders: 1 }, // a: standard + child, counted once
    ]);
    expect(await summed(knex, 'report_attraction_days')).toEqual([
      { day, attraction_id: ride1, orders: 2, tickets: 4 },
      { day, attraction_id: ride2, orders: 1, tickets: 3 },
    ]);
    expect(
      (await summed(knex, 'report_merchandise_days')).map(
        ({ merchandise_id, orders, quantity }) => ({ merchandise_id, orders, quantity }),
      ),
    ).toEqual([
      { merchandise_id: shirt, orders: 2, quantity: 4 },
      { merchandise_id: cap, orders: 1, quantity: 3 },
    ]);
    expect(await summed(knex, 'report_merchandise_order_days')).toEqual([
      { day: '2030-05-20', orders: 2 },
    ]);
    expect(
      (await summed(knex, 'report_restaurant_days')).map(
        ({ transactions, vouchers, amount_cents }) => ({ transactions, vouchers, amount_cents }),
      ),
    ).toEqual([{ transactions: 2, vouchers: 3, amount_cents: 4_500 }]);

    const journalRows = await countRows(knex, 'report_ticket_order_days');
    await compactReportDays(knex);
    expect(await dailyFigures(knex)).toEqual(kept);
    expect(await countRows(knex, 'report_ticket_order_days')).toBeLessThan(journalRows);
    await rebuildReportDays(knex);
    expect(await dailyFigures(knex)).toEqual(kept);
  });

  it('folds only the keys with several rows: a folded table is left as it is', async () => {
    const knex = db().knex;
    const [shirt, cap] = await ids('merchandise');
    const a = await order('2030-07-02', '2030-07-01');
    const b = await order('2030-07-02', '2030-07-01');
    await knex('merchandise_lines').insert([item(a, shirt!, 'S', 1)]);
    await knex('merchandise_lines').insert([item(b, shirt!, 'M', 2), item(b, cap!, 'L', 1)]);
    await compactReportDays(knex);
    /** Where each row of the day's shop figures is stored, by item: a rewrite moves it. */
    const places = async () =>
      (
        (await knex('report_merchandise_days')
          .where({ day: '2030-07-01' })
          .orderBy('merchandise_id')
          .select('merchandise_id', knex.raw('ctid::text as place'), 'orders')) as {
          merchandise_id: number;
          place: string;
          orders: number;
        }[]
      ).map((r) => [r.merchandise_id, r.place, Number(r.orders)]);
    const folded = await places();
    expect(folded.map(([id, , orders]) => [id, orders])).toEqual([
      [shirt, 2],
      [cap, 1],
    ]);
    await compactReportDays(knex);
    expect(await places()).toEqual(folded);

    const c = await order('2030-07-02', '2030-07-01');
    await knex('merchandise_lines').insert([item(c, shirt!, 'L', 1)]);
    await compactReportDays(knex);
    const after = await places();
    expect(after.map(([id, , orders]) => [id, orders])).toEqual([
      [shirt, 3],
      [cap, 1],
    ]);
    expect(after[1]).toEqual(folded[1]); // the cap's row was not rewritten
    expect(after[0]![1]).not.toBe(folded[0]![1]);
  });

  it('settles after a bulk load: same figures, one row per key, compact tables', async () => {
    const knex = db().knex;
    const [shirt] = await ids('merchandise');
    for (let n = 0; n < 40; n++) {
      const o = await order('2030-08-02', '2030-08-01');
      await knex('merchandise_lines').insert([item(o, shirt!, 'M', 1)]);
    }
    // A bulk load's journal: many rows of one key, which fill pages the fold leaves empty.
    const journal = Array.from({ length: 2_000 }, () => ({ day: '2030-08-03', orders: 1 }));
    await knex.batchInsert('report_merchandise_order_days', journal, 500);
    const figures = await dailyFigures(knex);
    const pages = () =>
      knex
        .raw<{ rows: { pages: number }[] }>(
          "SELECT pg_relation_size('report_merchandise_order_days') / 8192 AS pages",
        )
        .then((r) => Number(r.rows[0]!.pages));
    await compactReportDays(knex);
    const before = await pages();
    await settleAfterBulkLoad(knex);
    expect(await dailyFigures(knex)).toEqual(figures);
    const rows = (await knex('report_merchandise_order_days')
      .where({ day: '2030-08-01' })
      .select('orders')) as { orders: number }[];
    expect(rows.map((r) => Number(r.orders))).toEqual([40]);
    expect(await pages()).toBeLessThan(before);
  });

  it('refuses a second ticket line of the same type in one order', async () => {
    const knex = db().knex;
    const a = await order('2030-06-02', '2030-05-20');
    await knex('ticket_lines').insert([ticket(a, 'standard', 1, '2030-06-02')]);
    await expect(
      knex('ticket_lines').insert([ticket(a, 'standard', 1, '2030-06-02')]),
    ).rejects.toThrow();
  });

  it('sends one fold for the reads asked for together, and a fold of its own for a later read', async () => {
    const knex = db().knex;
    const sent: string[] = [];
    const listen = (query: { sql: string }) => sent.push(query.sql);
    knex.on('query', listen);
    try {
      await Promise.all([foldPendingOrders(knex), foldPendingOrders(knex)]);
      expect(sent.filter((sql) => sql.includes('fold_pending_orders'))).toHaveLength(1);
      const first = foldPendingOrders(knex);
      await first;
      // Asked for after the shared fold was sent: a new fold, not the one already under way.
      const later = foldPendingOrders(knex);
      expect(later).not.toBe(first);
      await later;
      expect(sent.filter((sql) => sql.includes('fold_pending_orders'))).toHaveLength(3);
    } finally {
      knex.off('query', listen);
    }
  });
});
