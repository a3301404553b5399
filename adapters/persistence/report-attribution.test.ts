import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { admissionProduct, ADMISSION_KINDS } from '../../core/admissions/products';
import { err, ok } from '../../core/shared/result';
import type { IsoDate } from '../../core/shared/dates';
import { PARK_ACTOR } from '../../core/audit/audit';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexOrderChangeRepository } from './knex-order-change-repository';
import { linesOf } from '../../core/orders/refunds';
import { cents } from '../../core/shared/money';
import { JOURNALS, journalKeys, type JournalRule } from './sql/report-attribution';

/** A seeded generator (mulberry32): the same operations on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4);
  return { next, int, pick, some };
}

const day = (n: number): IsoDate => `2026-08-${String(10 + n).padStart(2, '0')}` as IsoDate;

type Row = Record<string, unknown>;

/**
 * The TypeScript reading of the attribution rule: each order's contribution from its stored
 * rows (JOURNALS: per order and key, `once` 1, `rows` the rows, sums, the order's tickets;
 * the ticket buckets' bits from the catalogue), summed by day and key, all-zero keys left out.
 */
async function expectedJournals(knex: Knex): Promise<Record<string, string[]>> {
  const rowsOf = {
    tickets: (await knex.raw(
      'SELECT order_id, visit_date::text AS day, ticket_type, quantity, unit_price_cents FROM ticket_lines',
    )) as { rows: Row[] },
    attractions: (await knex.raw(
      `SELECT s.order_id, o.visit_date::text AS day, s.attraction_id
         FROM order_attractions s JOIN orders o ON o.id = s.order_id`,
    )) as { rows: Row[] },
    meals: (await knex.raw(
      `SELECT order_id, transaction_date::text AS day, restaurant_id, quantity, amount_cents
         FROM restaurant_transactions`,
    )) as { rows: Row[] },
    shop: (await knex.raw(
      `SELECT s.order_id, o.order_date::text AS day, s.merchandise_id, s.quantity,
              s.line_total_cents, s.unit_cost_cents
         FROM merchandise_lines s JOIN orders o ON o.id = s.order_id`,
    )) as { rows: Row[] },
  };
  const orderTickets = new Map<unknown, number>();
  for (const t of rowsOf.tickets.rows)
    orderTickets.set(t.order_id, (orderTickets.get(t.order_id) ?? 0) + Number(t.quantity));
  const out: Record<string, string[]> = {};
  for (const rule of JOURNALS) {
    const groups = new Map<string, Row[]>();
    for (const r of rowsOf[rule.source].rows) {
      if (r.day === null) continue;
      const columnKeys = Object.values(rule.keys).flatMap((k) =>
        'column' in k ? [r[k.column]] : [],
      );
      const g = JSON.stringify([r.order_id, r.day, ...columnKeys]);
      groups.set(g, [...(groups.get(g) ?? []), r]);
    }
    const totals = new Map<string, number[]>();
    for (const rows of groups.values()) {
      const first = rows[0]!;
      const keys = Object.values(rule.keys).map((k) =>
        'column' in k
          ? String(first[k.column])
          : String(
              rows.reduce(
                (bits, r) => bits | admissionProduct(String(r[k.bucketBitsOf])).report.bit,
                0,
              ),
            ),
      );
      const figures = Object.values(rule.figures).map((f) => {
        if ('rows' in f) return rows.length;
        if ('once' in f) return 1;
        if ('rowsTimesOrderTickets' in f)
          return rows.length * (orderTickets.get(first.order_id) ?? 0);
        const [a, b] = typeof f.sum === 'string' ? [f.sum, null] : f.sum;
        return rows.reduce((n, r) => n + Number(r[a]) * (b === null ? 1 : Number(r[b])), 0);
      });
      const key = JSON.stringify([first.day, ...keys]);
      const sum = totals.get(key) ?? figures.map(() => 0);
      totals.set(
        key,
        sum.map((n, i) => n + figures[i]!),
      );
    }
    out[rule.journal] = [...totals]
      .filter(([, sums]) => sums.some((n) => n !== 0))
      .map(([key, sums]) => `${key} ${sums.join(' ')}`)
      .sort();
  }
  return out;
}

/**
 * The TypeScript reading of the refunds' rule: each refund line's price on the day its line
 * counts on now (a ticket line's visit day, a meal's transaction day, a shop line's order's
 * order day), summed by day and kind, zero sums left out.
 */
async function expectedRefundsByCountedDay(knex: Knex): Promise<string[]> {
  const { rows: refunded } = (await knex.raw(
    'SELECT line_kind, line_id, order_id, amount_cents FROM refund_lines',
  )) as { rows: { line_kind: string; line_id: number; order_id: number; amount_cents: number }[] };
  const dayOf = new Map<string, string>();
  const days = async (kind: string, sql: string) => {
    const { rows } = (await knex.raw(sql)) as { rows: { id: number; day: string | null }[] };
    for (const r of rows) if (r.day !== null) dayOf.set(`${kind} ${r.id}`, r.day);
  };
  await days('ticket', 'SELECT id, visit_date::text AS day FROM ticket_lines');
  await days('meal', 'SELECT id, transaction_date::text AS day FROM restaurant_transactions');
  await days('order', 'SELECT id, order_date::text AS day FROM orders');
  const sums = new Map<string, number>();
  for (const l of refunded) {
    const day =
      l.line_kind === 'merchandise'
        ? dayOf.get(`order ${l.order_id}`)
        : dayOf.get(`${l.line_kind} ${l.line_id}`);
    if (day === undefined) continue;
    const key = JSON.stringify([day, l.line_kind]);
    sums.set(key, (sums.get(key) ?? 0) + Number(l.amount_cents));
  }
  return [...sums]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => `${key} ${n}`)
    .sort();
}

/** report_refund_counted_days as the same strings. */
async function storedRefundsByCountedDay(knex: Knex): Promise<string[]> {
  const { rows } = (await knex.raw(
    `SELECT day::text AS day, line_kind, amount_cents::bigint AS n FROM report_refund_counted_days
      WHERE amount_cents <> 0`,
  )) as { rows: { day: string; line_kind: string; n: number }[] };
  return rows.map((r) => `${JSON.stringify([r.day, r.line_kind])} ${Number(r.n)}`).sort();
}

/** What the journals hold, by day and key, after folding the pending orders. */
async function storedJournals(knex: Knex): Promise<Record<string, string[]>> {
  await knex.raw('SELECT fold_pending_orders()');
  const out: Record<string, string[]> = {};
  for (const rule of JOURNALS) out[rule.journal] = await journalOf(knex, rule);
  return out;
}

async function journalOf(knex: Knex, rule: JournalRule): Promise<string[]> {
  const keys = journalKeys(rule);
  const sums = Object.keys(rule.figures);
  const { rows } = (await knex.raw(
    `SELECT ${keys.map((k) => `${k}::text AS ${k}`).join(', ')}, ${sums.map((s) => `sum(${s})::bigint AS ${s}`).join(', ')}
       FROM ${rule.journal} GROUP BY ${keys.join(', ')}
     HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')}`,
  )) as { rows: Row[] };
  return rows
    .map(
      (r) => `${JSON.stringify(keys.map((k) => r[k]))} ${sums.map((s) => Number(r[s])).join(' ')}`,
    )
    .sort();
}

async function insertId(knex: Knex, table: string, row: Row): Promise<number> {
  const [inserted] = (await knex(table).insert(row).returning('id')) as { id: number }[];
  return inserted!.id;
}

/** A day's admissions and express admissions for these ticket lines. */
const admissionsOf = (tickets: { ticket_type: string; quantity: number }[]) => [
  tickets.reduce((n, t) => n + t.quantity, 0),
  tickets.reduce((n, t) => n + t.quantity * admissionProduct(t.ticket_type).capacity.express, 0),
];

/** Counts another writer's admissions on their day, as its writer would (visit_days). */
async function reserve(
  knex: Knex,
  day: string,
  tickets: { ticket_type: string; quantity: number }[],
) {
  await knex.raw(
    `INSERT INTO visit_days AS v (day, sold, express_sold) VALUES (?::date, ?, ?)
     ON CONFLICT (day) DO UPDATE SET sold = v.sold + excluded.sold,
       express_sold = v.express_sold + excluded.express_sold`,
    [day, ...admissionsOf(tickets)],
  );
}

const ORDER = {
  email: 'vera@example.com',
  phone: '512-555-0100',
  first_name: 'Vera',
  last_name: 'Visitor',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  subtotal_cents: 0,
  tax_cents: 0,
  total_cents: 0,
};

describe.each(databaseTargets)('the report attribution rule on %s', (target) => {
  const db = useTestDatabase(target);

  it('keeps every journal equal to the TypeScript reading of the rule, over random operations', async () => {
    const knex = db().knex;
    const rnd = random(20261127);
    const userId = await insertId(knex, 'users', {
      fullname: 'Vera',
      email: 'vera@example.com',
      password_hash: 'h',
    });
    const attractions: number[] = [];
    for (const name of ['Comet', 'Wave', 'Loop'])
      attractions.push(
        await insertId(knex, 'attractions', {
          name,
          type: 'Roller Coaster',
          description: 'd',
          short_description: 's',
          thrill_level: 'High',
          height_requirement: '48 in',
          image: '/i.svg',
        }),
      );
    const restaurants: number[] = [];
    for (const name of ['Diner', 'Grill'])
      restaurants.push(
        await insertId(knex, 'restaurants', {
          name,
          type: 'Standard',
          amount_cents: 1_000,
          description: 'd',
          image: '/i.svg',
        }),
      );
    const merchandise: number[] = [];
    for (const name of ['Cap', 'Mug', 'Shirt'])
      merchandise.push(
        await insertId(knex, 'merchandise', {
          name,
          type: 'Accessory',
          supplier_cost_cents: 300,
          selling_cost_cents: 1_200,
          image: '/i.svg',
        }),
      );
    const ticket = (kind: string) => ({
      ticket_type: kind,
      quantity: rnd.int(1, 4),
      unit_price_cents: rnd.int(0, 9_000),
    });
    const meal = () => {
      const quantity = rnd.int(1, 3);
      return {
        restaurant_id: rnd.pick(restaurants),
        quantity,
        unit_price_cents: 1_000,
        amount_cents: quantity * 1_000,
      };
    };
    const shopLine = () => {
      const quantity = rnd.int(1, 3);
      const price = rnd.int(100, 2_000);
      return {
        merchandise_id: rnd.pick(merchandise),
        size: 'M',
        quantity,
        unit_price_cents: price,
        unit_cost_cents: rnd.int(0, price),
        line_total_cents: quantity * price,
      };
    };
    const changes = new KnexOrderChangeRepository(knex);
    const orders: number[] = [];
    const counts: Record<string, number> = {};
    const refundedOrders = new Set<number>();
    let movedAfterRefund = 0;

    for (let step = 0; step < 300; step++) {
      const op = rnd.pick([
        'checkout',
        'checkout',
        'checkout',
        'bulk',
        'bulk',
        'add',
        'add',
        'move',
        'move',
        'refund',
        'walk-in meal',
        'fold',
        'compact',
      ] as const);
      counts[op] = (counts[op] ?? 0) + 1;
      const visit = day(rnd.int(0, 9));
      const ordered = day(rnd.int(0, 3));
      if (op === 'checkout') {
        const tickets = rnd.some(ADMISSION_KINDS).map(ticket);
        const placed = JSON.stringify({
          order: { ...ORDER, user_id: userId, visit_date: visit, order_date: ordered },
          tickets,
          attractions: rnd.some(attractions),
          meals: rnd.some([0, 1]).map(meal),
          merchandise: rnd.some([0, 1, 2]).map(shopLine),
        });
        const { rows } = (await knex.raw(
          'SELECT place_order_reserving(?::jsonb, ?::date, ?, ?, 1000000, 1000000) AS placed',
          [placed, visit, ...admissionsOf(tickets)],
        )) as { rows: { placed: { id: number } }[] };
        orders.push(rows[0]!.placed.id);
      } else if (op === 'bulk') {
        // Orders written by another writer (a demo history): several per statement, by the triggers.
        const ids: number[] = [];
        for (let n = rnd.int(1, 3); n > 0; n--)
          ids.push(
            await insertId(knex, 'orders', {
              ...ORDER,
              user_id: userId,
              visit_date: visit,
              order_date: ordered,
            }),
          );
        const tickets = ids.flatMap((id) =>
          rnd.some(ADMISSION_KINDS).map((k) => ({ ...ticket(k), order_id: id, visit_date: visit })),
        );
        if (tickets.length > 0) await knex('ticket_lines').insert(tickets);
        await reserve(knex, visit, tickets);
        const chosen = ids.flatMap((id) =>
          rnd.some(attractions).map((a) => ({ order_id: id, attraction_id: a })),
        );
        if (chosen.length > 0) await knex('order_attractions').insert(chosen);
        const meals = ids.flatMap((id) =>
          rnd.some([0, 1]).map(() => ({ ...meal(), order_id: id, transaction_date: visit })),
        );
        if (meals.length > 0) await knex('restaurant_transactions').insert(meals);
        const shop = ids.flatMap((id) =>
          rnd.some([0, 1]).map(() => ({ ...shopLine(), order_id: id })),
        );
        if (shop.length > 0) await knex('merchandise_lines').insert(shop);
        orders.push(...ids);
      } else if (op === 'add' && orders.length > 0) {
        // A line added to an order that already has some: a ticket kind it lacks, an attraction,
        // a meal or a shop line (maybe an item it already has).
        const id = rnd.pick(orders);
        const order = (await knex('orders').where({ id }).first('visit_date')) as {
          visit_date: string;
        };
        const has = (await knex('ticket_lines')
          .where({ order_id: id })
          .pluck('ticket_type')) as string[];
        const chosen = (await knex('order_attractions')
          .where({ order_id: id })
          .pluck('attraction_id')) as number[];
        const kind = rnd.pick(['ticket', 'attraction', 'meal', 'shop'] as const);
        const missing = ADMISSION_KINDS.filter((k) => !has.includes(k));
        const free = attractions.filter((a) => !chosen.includes(a));
        if (kind === 'ticket' && missing.length > 0)
          await knex('ticket_lines').insert({
            ...ticket(rnd.pick(missing)),
            order_id: id,
            visit_date: order.visit_date,
          });
        else if (kind === 'attraction' && free.length > 0)
          await knex('order_attractions').insert({ order_id: id, attraction_id: rnd.pick(free) });
        else if (kind === 'meal')
          await knex('restaurant_transactions').insert({
            ...meal(),
            order_id: id,
            transaction_date: order.visit_date,
          });
        else await knex('merchandise_lines').insert({ ...shopLine(), order_id: id });
      } else if (op === 'move' && orders.length > 0) {
        const id = rnd.pick(orders);
        if (refundedOrders.has(id)) movedAfterRefund++;
        const moved = await changes.move(id, () => ok({ to: visit, actor: PARK_ACTOR }), {
          capacity: 1_000_000,
          expressCapacity: 1_000_000,
        });
        expect(moved?.ok).toBe(true);
      } else if (op === 'refund' && orders.length > 0) {
        const id = rnd.pick(orders);
        refundedOrders.add(id);
        const refunded = await changes.refund(id, (account) => {
          const refunded = new Set(account.refunds.flatMap((r) => r.lines));
          const left = linesOf(account.order).filter((l) => !refunded.has(l.ref));
          const some = rnd.some(left);
          const lines = some.length > 0 ? some : left;
          if (lines.length === 0) return err('nothing to refund');
          const amount = cents(lines.reduce((n, l) => n + l.amount, 0));
          return ok({
            kind: 'refund' as const,
            reason: 'Test',
            day: visit,
            lines,
            amount: { subtotal: amount, tax: cents(0), amount },
            userId: null,
            employeeId: null,
            actor: PARK_ACTOR,
          });
        });
        expect(refunded).not.toBeNull();
      } else if (op === 'walk-in meal') {
        await knex('restaurant_transactions').insert({
          ...meal(),
          order_id: null,
          transaction_date: visit,
        });
      } else if (op === 'fold') {
        await knex.raw('SELECT fold_pending_orders()');
      } else if (op === 'compact') {
        await knex.raw('SELECT compact_report_days()');
      }
    }
    // Every kind of operation ran, and the rule counted something in every journal.
    expect(Object.keys(counts).sort()).toHaveLength(8);
    const expected = await expectedJournals(knex);
    for (const rule of JOURNALS) expect(expected[rule.journal]!.length).toBeGreaterThan(0);
    expect(await storedJournals(knex)).toEqual(expected);
    // The refunds count against the day their lines count on, also after a date change (the
    // refunded part moves with its order's sales), and some moved after a refund.
    const refundsExpected = await expectedRefundsByCountedDay(knex);
    expect(refundsExpected.length).toBeGreaterThan(0);
    expect(movedAfterRefund).toBeGreaterThan(0);
    expect(await storedRefundsByCountedDay(knex)).toEqual(refundsExpected);
    // A rebuild from the stored rows gives the same figures.
    await knex.raw('SELECT rebuild_report_days()');
    expect(await storedJournals(knex)).toEqual(expected);
    expect(await storedRefundsByCountedDay(knex)).toEqual(refundsExpected);
  }, 120_000); // a few seconds on a quiet machine; minutes under a load average of 30
});
