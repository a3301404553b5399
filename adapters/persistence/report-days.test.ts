import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';

const DAILY_TABLES = [
  'report_ticket_days',
  'report_ticket_order_days',
  'report_restaurant_days',
  'report_merchandise_days',
  'report_merchandise_order_days',
  'report_attraction_days',
] as const;

/** Every daily row, in a stable order, zero rows left out (a rebuild does not write them). */
async function dailyFigures(knex: Knex): Promise<Record<string, unknown[]>> {
  const figures: Record<string, unknown[]> = {};
  for (const table of DAILY_TABLES) {
    const rows = (await knex(table).select('*')) as Record<string, unknown>[];
    figures[table] = rows
      .filter((r) => Number(r.orders ?? r.transactions) !== 0)
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return figures;
}

describe.each(databaseTargets)('daily report figures on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });

  async function order(visitDate: string | null, orderDate: string): Promise<number> {
    const knex = db().knex;
    const user = (await knex('users').first('id')) as { id: number };
    const [row] = (await knex('orders')
      .insert({
        user_id: user.id,
        visit_date: visitDate,
        order_date: orderDate,
        email: 'a@example.com',
        phone: '512-555-0100',
        first_name: 'A',
        last_name: 'B',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        subtotal_cents: 0,
        tax_cents: 0,
        total_cents: 0,
      })
      .returning('id')) as { id: number }[];
    return row!.id;
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
    expect(
      await knex('report_ticket_order_days').where('orders', '<>', 0).orderBy('types'),
    ).toEqual([
      { day, types: 2, orders: 1 }, // b: express only
      { day, types: 5, orders: 1 }, // a: standard + child, counted once
    ]);
    expect(await knex('report_attraction_days').orderBy('attraction_id')).toEqual([
      { day, attraction_id: ride1, orders: 2, tickets: 4 },
      { day, attraction_id: ride2, orders: 1, tickets: 3 },
    ]);
    expect(
      await knex('report_merchandise_days')
        .orderBy('merchandise_id')
        .select('merchandise_id', 'orders', 'quantity'),
    ).toEqual([
      { merchandise_id: shirt, orders: 2, quantity: 4 },
      { merchandise_id: cap, orders: 1, quantity: 3 },
    ]);
    expect(await knex('report_merchandise_order_days')).toEqual([{ day: '2030-05-20', orders: 2 }]);
    expect(
      await knex('report_restaurant_days').select('transactions', 'vouchers', 'amount_cents'),
    ).toEqual([{ transactions: 2, vouchers: 3, amount_cents: 4_500 }]);

    await knex.raw('SELECT rebuild_report_days()');
    expect(await dailyFigures(knex)).toEqual(kept);
  });

  it('refuses a second ticket line of the same type in one order', async () => {
    const knex = db().knex;
    const a = await order('2030-06-02', '2030-05-20');
    await knex('ticket_lines').insert([ticket(a, 'standard', 1, '2030-06-02')]);
    await expect(
      knex('ticket_lines').insert([ticket(a, 'standard', 1, '2030-06-02')]),
    ).rejects.toThrow();
  });
});
