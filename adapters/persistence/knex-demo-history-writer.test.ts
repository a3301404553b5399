import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { DEMO_TABLES } from '../../core/demo/demo-rows';
import { FixedClock, PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { GetFinanceReport } from '../../core/reports/finance-report';
import { PARK_OPERATOR } from '../../core/employees/permissions';
import { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import { databaseTargets } from '../testing/test-database';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { DemoDayFull, KnexDemoHistoryWriter } from './knex-demo-history-writer';
import { KnexReportRepository } from './knex-report-repository';
import { KnexCapacityRepository } from './knex-capacity-repository';
import { PARK_DEFAULT_CAPACITY, type VisitDay } from '../../core/capacity/capacity';
import type { CapacityDefaults } from '../../core/capacity/capacity-repository';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

// 12:00 in Chicago on 2026-04-10: the history ends on 2026-04-09.
const clock = new FixedClock(new Date('2026-04-10T17:00:00Z'));
const input = { days: 4, peakVisitors: 600, seed: 11, force: false };

/** One number from a query answering `{ n }`. */
async function scalar(knex: Knex, sql: string): Promise<number> {
  const { rows } = (await knex.raw(sql)) as { rows: { n: number | string | null }[] };
  return Number(rows[0]?.n ?? 0);
}

/** Rows that break a rule of the domain the schema cannot check by itself. */
const BROKEN_RULES: Record<string, string> = {
  'order subtotal ≠ its lines': `SELECT count(*) AS n FROM orders o WHERE o.subtotal_cents <>
      coalesce((SELECT sum(quantity * unit_price_cents) FROM ticket_lines WHERE order_id = o.id), 0)
    + coalesce((SELECT sum(amount_cents) FROM restaurant_transactions WHERE order_id = o.id), 0)
    + coalesce((SELECT sum(line_total_cents) FROM merchandise_lines WHERE order_id = o.id), 0)`,
  'tax ≠ 8.25 % rounded half-up': `SELECT count(*) AS n FROM orders
    WHERE tax_cents <> (subtotal_cents * 825 + 5000) / 10000`,
  'ticket price ≠ its type': `SELECT count(*) AS n FROM ticket_lines WHERE unit_price_cents <>
    CASE ticket_type WHEN 'standard' THEN 6500 WHEN 'express' THEN 9000 ELSE 4500 END`,
  'ticket day ≠ visit day': `SELECT count(*) AS n FROM ticket_lines t JOIN orders o ON o.id = t.order_id
    WHERE t.visit_date <> o.visit_date OR o.order_date > o.visit_date`,
  'meal day ≠ visit day or price ≠ restaurant': `SELECT count(*) AS n FROM restaurant_transactions t
    JOIN orders o ON o.id = t.order_id JOIN restaurants r ON r.id = t.restaurant_id
    WHERE t.transaction_date <> o.visit_date OR t.unit_price_cents <> r.amount_cents`,
  'shop line ≠ catalog': `SELECT count(*) AS n FROM merchandise_lines l JOIN merchandise m
    ON m.id = l.merchandise_id WHERE l.unit_price_cents <> m.selling_cost_cents
    OR l.unit_cost_cents <> m.supplier_cost_cents`,
  'order email ≠ its owner': `SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.email <> u.email`,
  'order without lines': `SELECT count(*) AS n FROM orders o WHERE NOT EXISTS
    (SELECT 1 FROM ticket_lines WHERE order_id = o.id) AND NOT EXISTS
    (SELECT 1 FROM merchandise_lines WHERE order_id = o.id)`,
  'resolved before submitted': `SELECT count(*) AS n FROM maintenance_requests
    WHERE date_resolved < submitted_date OR date_resolved > '2026-04-09'`,
  'timestamp on another park day': `SELECT count(*) AS n FROM orders
    WHERE (created_at AT TIME ZONE 'America/Chicago')::date <> order_date`,
};

describe.each(databaseTargets)('KnexDemoHistoryWriter on %s', (target) => {
  // One seeded park for the file (the tests use different days): the generator needs its catalog.
  const db = useTestDatabase(target, { seed: true, truncate: false });
  const generator = (defaults: CapacityDefaults = PARK_DEFAULT_CAPACITY) =>
    new GenerateDemoHistory(
      new KnexDemoHistoryWriter(db().knex, 'America/Chicago', defaults, db().kind),
      new PlainTextHasher(),
      clock,
      new KnexCapacityRepository(db().knex, defaults),
    );

  it('writes every row it counts, obeying the schema and the domain, and the reports see it', async () => {
    const knex = db().knex;
    const demoUsers = await countRows(knex, 'users');
    const result = await generator().execute(input);
    if (!result.ok) throw new Error(result.error.message);
    const { counts, from, to } = result.value;
    expect([from, to]).toEqual(['2026-04-06', '2026-04-09']);
    for (const table of DEMO_TABLES) {
      const extra = table === 'users' ? demoUsers : 0;
      expect([table, await countRows(knex, table)]).toEqual([table, counts[table] + extra]);
    }
    expect(counts.orders).toBeGreaterThan(60);
    expect(counts.weather).toBe(4);
    // 2026-04-05 is a Sunday before the range; 2026-04-06..09 has none: expenses need a Sunday.
    expect(counts.restaurant_expenses).toBe(0);
    for (const [rule, sql] of Object.entries(BROKEN_RULES))
      expect([rule, await scalar(knex, sql)]).toEqual([rule, 0]);

    const report = await new GetFinanceReport(new KnexReportRepository(knex)).execute({
      actor: PARK_OPERATOR,
      start: from,
      end: to,
      category: 'all',
      ticketType: 'all',
      financeType: 'revenue',
      diningType: 'all',
    });
    if (!report.ok || report.value.category !== 'all') throw new Error('no profit report');
    const tickets = await scalar(
      knex,
      'SELECT sum(quantity * unit_price_cents) AS n FROM ticket_lines',
    );
    const meals = await scalar(knex, 'SELECT sum(amount_cents) AS n FROM restaurant_transactions');
    const maintenance = await scalar(knex, 'SELECT sum(cost_cents) AS n FROM maintenance_requests');
    const areas = Object.fromEntries(report.value.summary.areas.map((a) => [a.area, a]));
    expect(areas.Tickets?.revenue).toBe(tickets);
    expect(areas.Dining?.revenue).toBe(meals);
    expect(areas.Maintenance?.expense).toBe(maintenance);
    expect(tickets).toBeGreaterThan(0);
  });

  it('refuses to write the same days twice, and adds a layer with force', async () => {
    const knex = db().knex;
    const first = await generator().execute({ ...input, days: 2, from: '2026-03-01' });
    expect(first.ok).toBe(true);
    const orders = await countRows(knex, 'orders');
    const again = await generator().execute({ ...input, days: 3, from: '2026-02-28' });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.message).toContain('2 day(s) from 2026-03-01 to 2026-03-02');
    expect(await countRows(knex, 'orders')).toBe(orders);
    const forced = await generator().execute({
      ...input,
      days: 2,
      from: '2026-03-01',
      force: true,
    });
    expect(forced.ok).toBe(true);
    expect(forced.ok && forced.value.counts.weather).toBe(0);
    expect(await countRows(knex, 'orders')).toBe(
      orders + (forced.ok ? forced.value.counts.orders : 0),
    );
  });

  it('books the weekly restaurant expenses on Sundays', async () => {
    const week = { ...input, days: 8, peakVisitors: 150, from: '2026-02-02' };
    const result = await generator().execute(week);
    expect(result.ok && result.value.counts.restaurant_expenses).toBe(3 * 6);
    const days = (await db()
      .knex('restaurant_expenses')
      .whereBetween('expense_date', ['2026-02-02', '2026-02-09'])
      .distinct('expense_date')) as { expense_date: string }[];
    expect(days.map((d) => d.expense_date)).toEqual(['2026-02-08']);
  });

  it('sells no visit day beyond its capacity, and visit_days counts exactly what was written', async () => {
    const knex = db().knex;
    const small = { capacity: 60, expressCapacity: 8 };
    await new KnexCapacityRepository(knex, small).setLimits(
      '2025-07-09',
      {
        capacity: 20,
        expressCapacity: 2,
      },
      FIXTURE_ACTOR,
    );
    await new KnexCapacityRepository(knex, small).setLimits(
      '2025-07-10',
      { capacity: 0 },
      FIXTURE_ACTOR,
    );
    const week = { ...input, days: 7, peakVisitors: 6_000, from: '2025-07-07' };
    const first = await generator(small).execute(week);
    expect(first.ok && [first.value.admissions, first.value.soldOutDays]).toEqual([20 + 5 * 60, 6]);
    // Another layer finds every day full but for the places cancellations and refunds gave
    // back: it sells at most those, and shop-only orders.
    const released = Number(
      (
        (await knex('admissions').whereNotNull('voided_at').count({ n: '*' }).first()) as {
          n: number;
        }
      ).n,
    );
    expect(first.ok && first.value.counts.refunds).toBeGreaterThan(0);
    const layer = await generator(small).execute({ ...week, force: true, seed: 12 });
    expect(layer.ok && layer.value.admissions).toBeLessThanOrEqual(released);
    expect(layer.ok && layer.value.counts.orders).toBeGreaterThan(0);

    const { rows } = (await knex.raw(
      `SELECT to_char(o.visit_date, 'YYYY-MM-DD') AS day, count(*)::int AS sold,
              count(*) FILTER (WHERE a.ticket_type = 'express')::int AS express
         FROM admissions a JOIN orders o ON o.id = a.order_id
        WHERE o.visit_date BETWEEN '2025-07-07' AND '2025-07-13' AND a.voided_at IS NULL
        GROUP BY o.visit_date ORDER BY o.visit_date`,
    )) as { rows: { day: string; sold: number; express: number }[] };
    const days = await new KnexCapacityRepository(knex, small).days('2025-07-07', '2025-07-13');
    const written = new Map(rows.map((r) => [r.day, r]));
    for (const day of days) {
      const lines = written.get(day.date) ?? { sold: 0, express: 0 };
      expect([day.date, day.sold, day.expressSold]).toEqual([day.date, lines.sold, lines.express]);
      expect(lines.sold).toBeLessThanOrEqual(day.capacity);
      expect(lines.express).toBeLessThanOrEqual(day.expressCapacity);
    }
    expect(days[3]!.sold).toBe(0); // the closed day

    // And across every test of the file: each visit day's count is its admissions not void.
    const { rows: wrong } = (await knex.raw(
      `SELECT coalesce(v.day, t.day) AS day FROM visit_days v FULL JOIN (
         SELECT o.visit_date AS day, count(*) AS sold,
                count(*) FILTER (WHERE a.ticket_type = 'express') AS express
           FROM admissions a JOIN orders o ON o.id = a.order_id
          WHERE a.voided_at IS NULL GROUP BY o.visit_date) t ON t.day = v.day
        WHERE coalesce(v.sold, 0) <> coalesce(t.sold, 0)
           OR coalesce(v.express_sold, 0) <> coalesce(t.express, 0)`,
    )) as { rows: unknown[] };
    expect(wrong).toEqual([]);
  });

  it('refuses a day whose room the database no longer has, writing nothing of it', async () => {
    const knex = db().knex;
    const orders = await countRows(knex, 'orders');
    // The generator is told of room the park does not have (as if a manager lowered it since).
    const roomy = {
      days: async (from: string, to: string): Promise<VisitDay[]> =>
        [from, to].map((date) => ({ ...PARK_DEFAULT_CAPACITY, date, sold: 0, expressSold: 0 })),
    };
    const small = { capacity: 10, expressCapacity: 2 };
    const generate = new GenerateDemoHistory(
      new KnexDemoHistoryWriter(knex, 'America/Chicago', small, db().kind),
      new PlainTextHasher(),
      clock,
      roomy,
    );
    const run = generate.execute({ ...input, days: 2, peakVisitors: 6_000, from: '2025-08-02' });
    await expect(run).rejects.toBeInstanceOf(DemoDayFull);
    expect(await countRows(knex, 'orders')).toBe(orders);
    expect(await knex('visit_days').whereIn('day', ['2025-08-02', '2025-08-03'])).toEqual([]);
  });
});
