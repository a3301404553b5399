import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { FixedClock, PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import { PARK_DEFAULT_CAPACITY } from '../../core/capacity/capacity';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexCapacityRepository } from './knex-capacity-repository';
import { KnexDemoHistoryWriter } from './knex-demo-history-writer';

// 12:00 in Chicago on 2026-04-20: the history ends on 2026-04-19.
const clock = new FixedClock(new Date('2026-04-20T17:00:00Z'));

interface DayKind {
  day: string;
  line_kind: string;
  amount: number;
}

/** report_refund_days (refunds by the refund's day) as rows, ordered. */
async function keptSums(knex: Knex): Promise<DayKind[]> {
  const { rows } = (await knex.raw(
    `SELECT day::text AS day, line_kind, amount_cents::bigint AS amount FROM report_refund_days
      ORDER BY day, line_kind`,
  )) as { rows: DayKind[] };
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** report_refund_counted_days as rows, ordered (zero sums left out). */
async function countedSums(knex: Knex): Promise<DayKind[]> {
  const { rows } = (await knex.raw(
    `SELECT day::text AS day, line_kind, amount_cents::bigint AS amount
       FROM report_refund_counted_days WHERE amount_cents <> 0 ORDER BY day, line_kind`,
  )) as { rows: DayKind[] };
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/**
 * The refunds by the day each refunded line counts on, one by one in Node: a ticket line's
 * visit day, a meal's transaction day, a shop line's order day.
 */
async function countedSumsOfLines(knex: Knex): Promise<DayKind[]> {
  const { rows } = (await knex.raw(
    `SELECT coalesce(t.visit_date, m.transaction_date, o.order_date)::text AS day, l.line_kind,
            l.amount_cents AS amount
       FROM refund_lines l
       LEFT JOIN ticket_lines t ON l.line_kind = 'ticket' AND t.id = l.line_id
       LEFT JOIN restaurant_transactions m ON l.line_kind = 'meal' AND m.id = l.line_id
       LEFT JOIN orders o ON l.line_kind = 'merchandise' AND o.id = l.order_id`,
  )) as { rows: DayKind[] };
  return addUp(rows);
}

function addUp(rows: DayKind[]): DayKind[] {
  const sums = new Map<string, DayKind>();
  for (const r of rows) {
    const key = `${r.day} ${r.line_kind}`;
    const sum = sums.get(key) ?? { day: r.day, line_kind: r.line_kind, amount: 0 };
    sum.amount += Number(r.amount);
    sums.set(key, sum);
  }
  return [...sums.values()]
    .filter((r) => r.amount !== 0)
    .sort((a, b) =>
      a.day === b.day ? (a.line_kind < b.line_kind ? -1 : 1) : a.day < b.day ? -1 : 1,
    );
}

/** The same sums worked out from every refund line and its refund's day, one by one in Node. */
async function sumsOfLines(knex: Knex): Promise<DayKind[]> {
  const { rows } = (await knex.raw(
    `SELECT r.day::text AS day, l.line_kind, l.amount_cents AS amount
       FROM refunds r JOIN refund_lines l ON l.refund_id = r.id`,
  )) as { rows: DayKind[] };
  const sums = new Map<string, DayKind>();
  for (const r of rows) {
    const key = `${r.day} ${r.line_kind}`;
    const sum = sums.get(key) ?? { day: r.day, line_kind: r.line_kind, amount: 0 };
    sum.amount += Number(r.amount);
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) =>
    a.day === b.day ? (a.line_kind < b.line_kind ? -1 : 1) : a.day < b.day ? -1 : 1,
  );
}

/** A small deterministic random source (mulberry32). */
function randomSource(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(databaseTargets)('refunds per day and area kept by the database on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });

  it('equal the refund lines added up, for a generated history and random refunds', async () => {
    const knex = db().knex;
    const generator = new GenerateDemoHistory(
      new KnexDemoHistoryWriter(knex, 'America/Chicago', PARK_DEFAULT_CAPACITY, db().kind),
      new PlainTextHasher(),
      clock,
      new KnexCapacityRepository(knex, PARK_DEFAULT_CAPACITY),
    );
    expect(
      (await generator.execute({ days: 6, peakVisitors: 300, seed: 8, force: false })).ok,
    ).toBe(true);
    const generated = await keptSums(knex);
    expect(generated.length).toBeGreaterThan(0);
    expect(generated).toEqual(await sumsOfLines(knex));
    const counted = await countedSums(knex);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted).toEqual(await countedSumsOfLines(knex));

    // Refunds as an order change writes them: the refund, then its lines in a statement of
    // their own, of one or several kinds, on random days, some of them in one transaction.
    const random = randomSource(28);
    const { rows: lines } = (await knex.raw(
      `SELECT 'ticket' AS kind, id, order_id FROM ticket_lines
       UNION ALL SELECT 'meal', id, order_id FROM restaurant_transactions
       UNION ALL SELECT 'merchandise', id, order_id FROM merchandise_lines`,
    )) as { rows: { kind: string; id: number; order_id: number }[] };
    const { rows: taken } = (await knex.raw('SELECT line_kind, line_id FROM refund_lines')) as {
      rows: { line_kind: string; line_id: number }[];
    };
    const refunded = new Set(taken.map((t) => `${t.line_kind} ${t.line_id}`));
    const free = lines.filter((l) => !refunded.has(`${l.kind} ${l.id}`));
    const byOrder = new Map<number, typeof free>();
    for (const l of free) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    const orders = [...byOrder.keys()].filter(() => random() < 0.2).slice(0, 60);
    expect(orders.length).toBeGreaterThan(20);
    for (let i = 0; i < orders.length; i += 3) {
      await knex.transaction(async (trx) => {
        for (const orderId of orders.slice(i, i + 3)) {
          const chosen = byOrder.get(orderId)!.filter(() => random() < 0.7);
          if (chosen.length === 0) continue;
          const amounts = chosen.map(() => 1 + Math.floor(random() * 5_000));
          const total = amounts.reduce((a, b) => a + b, 0);
          const day = `2026-04-${String(10 + Math.floor(random() * 12)).padStart(2, '0')}`;
          const { rows } = (await trx.raw(
            `INSERT INTO refunds (order_id, kind, reason, day, subtotal_cents, tax_cents, amount_cents)
             VALUES (?, 'refund', 'test', ?::date, ?, 0, ?) RETURNING id`,
            [orderId, day, total, total],
          )) as { rows: { id: number }[] };
          await trx('refund_lines').insert(
            chosen.map((l, k) => ({
              refund_id: rows[0]!.id,
              order_id: orderId,
              line_kind: l.kind,
              line_id: l.id,
              amount_cents: amounts[k]!,
            })),
          );
        }
      });
    }
    const after = await keptSums(knex);
    expect(after).not.toEqual(generated);
    expect(after).toEqual(await sumsOfLines(knex));
    expect(await countedSums(knex)).not.toEqual(counted);
    expect(await countedSums(knex)).toEqual(await countedSumsOfLines(knex));
    expect(new Set(after.map((r) => r.line_kind))).toEqual(
      new Set(['ticket', 'meal', 'merchandise']),
    );
  });
});
