import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { cents } from '../../core/shared/money';
import { profitDays } from '../../core/reports/report-summaries';
import { restaurantTypesOf, ticketTypesOf, type ReportRange } from '../../core/reports/reports';
import { FixedClock, PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { PARK_DEFAULT_CAPACITY } from '../../core/capacity/capacity';
import { KnexCapacityRepository } from './knex-capacity-repository';
import { KnexDemoHistoryWriter } from './knex-demo-history-writer';
import { KnexReportRepository } from './knex-report-repository';
import { compactReportDays } from './report-days';

// 12:00 in Chicago on 2026-04-20: the history ends on 2026-04-19 (a Sunday: expenses).
const clock = new FixedClock(new Date('2026-04-20T17:00:00Z'));
const WHOLE: ReportRange = { start: '2026-04-01', end: '2026-04-30' };

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((t, r) => t + pick(r), 0);

/** One number from a query answering `{ n }`. */
async function scalar(knex: Knex, sql: string, bindings: string[] = []): Promise<number> {
  const { rows } = (await knex.raw(sql, bindings)) as { rows: { n: unknown }[] };
  return Number(rows[0]?.n ?? 0);
}

/**
 * Refunds per day and area, read from the refund lines one by one (not as the totals add them):
 * by the day each refunded line counts on (its ticket's visit day, its meal's transaction day,
 * its shop item's order day) and, paid out, by the refund's day.
 */
async function refundsByDay(knex: Knex, range: ReportRange) {
  const { rows } = (await knex.raw(
    `SELECT r.day::text AS paid, l.line_kind, l.amount_cents,
            coalesce(t.visit_date, m.transaction_date, o.order_date)::text AS counted
       FROM refunds r JOIN refund_lines l ON l.refund_id = r.id
       LEFT JOIN ticket_lines t ON l.line_kind = 'ticket' AND t.id = l.line_id
       LEFT JOIN restaurant_transactions m ON l.line_kind = 'meal' AND m.id = l.line_id
       LEFT JOIN orders o ON l.line_kind = 'merchandise' AND o.id = l.order_id`,
  )) as { rows: { paid: string; counted: string; line_kind: string; amount_cents: number }[] };
  const of = (kind: string, day: 'paid' | 'counted') =>
    rows
      .filter((r) => r.line_kind === kind && r[day] >= range.start && r[day] <= range.end)
      .map((r) => ({ date: r[day], amount: cents(r.amount_cents) }));
  return {
    ticketRefunds: of('ticket', 'counted'),
    diningRefunds: of('meal', 'counted'),
    merchRefunds: of('merchandise', 'counted'),
    ticketRefundsPaidOut: of('ticket', 'paid'),
    diningRefundsPaidOut: of('meal', 'paid'),
    merchRefundsPaidOut: of('merchandise', 'paid'),
  };
}

/** The dashboard's totals worked out from the per-day methods' rows, as the use case did. */
async function totalsOfDays(knex: Knex, reports: KnexReportRepository, range: ReportRange) {
  const refunds = await refundsByDay(knex, range);
  const [tickets, ticketOrders, meals, expenses, merch, merchOrders, maintenance] =
    await Promise.all([
      reports.ticketSales(range, ticketTypesOf('all')),
      reports.ticketOrders(range, ticketTypesOf('all')),
      reports.restaurantSales(range, restaurantTypesOf('all')),
      reports.restaurantExpenses(range, restaurantTypesOf('all')),
      reports.merchandiseSales(range),
      reports.merchandiseOrders(range),
      reports.maintenanceCosts(range),
    ]);
  return {
    tickets: ticketTypesOf('all').flatMap((type) => {
      const rows = tickets.filter((t) => t.ticketType === type);
      if (rows.length === 0) return [];
      const revenue = cents(sum(rows, (t) => t.revenue));
      return [{ ticketType: type, tickets: sum(rows, (t) => t.tickets), revenue }];
    }),
    ticketOrders: sum(ticketOrders, (d) => d.count),
    meals: restaurantTypesOf('all').flatMap((type) => {
      const rows = meals.filter((m) => m.restaurantType === type);
      if (rows.length === 0) return [];
      const amount = cents(sum(rows, (m) => m.amount));
      return [{ restaurantType: type, transactions: sum(rows, (m) => m.transactions), amount }];
    }),
    mealExpense: sum(expenses, (e) => e.amount),
    merchandise: { revenue: sum(merch, (m) => m.revenue), cost: sum(merch, (m) => m.cost) },
    merchandiseOrders: sum(merchOrders, (d) => d.count),
    maintenanceCost: sum(maintenance, (m) => m.cost),
    refunds: {
      tickets: cents(sum(refunds.ticketRefunds, (r) => r.amount)),
      dining: cents(sum(refunds.diningRefunds, (r) => r.amount)),
      merch: cents(sum(refunds.merchRefunds, (r) => r.amount)),
    },
    refundsPaidOut: {
      tickets: cents(sum(refunds.ticketRefundsPaidOut, (r) => r.amount)),
      dining: cents(sum(refunds.diningRefundsPaidOut, (r) => r.amount)),
      merch: cents(sum(refunds.merchRefundsPaidOut, (r) => r.amount)),
    },
  };
}

/** The finance report's profit days from the per-day methods' rows, as the use case did. */
async function profitOfDays(knex: Knex, reports: KnexReportRepository, range: ReportRange) {
  const [tickets, meals, expenses, merch, maintenance] = await Promise.all([
    reports.ticketSales(range, ticketTypesOf('all')),
    reports.restaurantSales(range, restaurantTypesOf('all')),
    reports.restaurantExpenses(range, restaurantTypesOf('all')),
    reports.merchandiseSales(range),
    reports.maintenanceCosts(range),
  ]);
  return profitDays({
    ticketRevenue: tickets.map((t) => ({ date: t.date, amount: t.revenue })),
    diningRevenue: meals.map((m) => ({ date: m.date, amount: m.amount })),
    diningExpense: expenses.map((e) => ({ date: e.date, amount: e.amount })),
    merchRevenue: merch.map((m) => ({ date: m.date, amount: m.revenue })),
    merchExpense: merch.map((m) => ({ date: m.date, amount: m.cost })),
    maintenanceExpense: maintenance.map((m) => ({ date: m.date, amount: m.cost })),
    ...(await refundsByDay(knex, range)),
  });
}

describe.each(databaseTargets)('report totals added up by the database on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });

  it('equal the sums of the per-day rows, on journals and after folding, for any range', async () => {
    const knex = db().knex;
    const generator = new GenerateDemoHistory(
      new KnexDemoHistoryWriter(knex, 'America/Chicago', PARK_DEFAULT_CAPACITY, db().kind),
      new PlainTextHasher(),
      clock,
      new KnexCapacityRepository(knex, PARK_DEFAULT_CAPACITY),
    );
    const input = { days: 9, peakVisitors: 400, seed: 5, force: false };
    expect((await generator.execute(input)).ok).toBe(true);
    // A second layer on some days: several journal rows per key until they are folded.
    const layer = { ...input, days: 3, from: '2026-04-14', force: true, seed: 6 };
    expect((await generator.execute(layer)).ok).toBe(true);
    const reports = new KnexReportRepository(knex);
    const ranges: ReportRange[] = [
      WHOLE,
      { start: '2026-04-12', end: '2026-04-15' },
      { start: '2026-04-19', end: '2026-04-19' },
      { start: '2025-01-01', end: '2025-01-31' },
    ];
    for (const folded of [false, true]) {
      if (folded) await compactReportDays(knex);
      for (const range of ranges) {
        const label = `${range.start}…${range.end}${folded ? ' folded' : ''}`;
        expect([label, await reports.rangeTotals(range)]).toEqual([
          label,
          await totalsOfDays(knex, reports, range),
        ]);
        expect([label, profitDays(await reports.areaAmounts(range))]).toEqual([
          label,
          await profitOfDays(knex, reports, range),
        ]);
      }
    }

    // And against the order lines themselves: every visit day is inside WHOLE (shop items
    // count on the order day, which may come before).
    const totals = await reports.rangeTotals(WHOLE);
    const lines = (sql: string) => scalar(knex, sql);
    const inWhole = (sql: string) => scalar(knex, sql, [WHOLE.start, WHOLE.end]);
    expect(sum(totals.tickets, (t) => t.revenue)).toBe(
      await lines('SELECT sum(quantity * unit_price_cents) AS n FROM ticket_lines'),
    );
    expect(totals.ticketOrders).toBe(
      await lines('SELECT count(DISTINCT order_id) AS n FROM ticket_lines'),
    );
    expect(sum(totals.meals, (m) => m.transactions)).toBe(
      await lines('SELECT count(*) AS n FROM restaurant_transactions'),
    );
    expect(totals.mealExpense).toBe(
      await lines('SELECT sum(amount_cents) AS n FROM restaurant_expenses'),
    );
    expect(totals.merchandise.cost).toBe(
      await inWhole(`SELECT sum(l.quantity * l.unit_cost_cents) AS n FROM merchandise_lines l
        JOIN orders o ON o.id = l.order_id WHERE o.order_date BETWEEN ? AND ?`),
    );
    expect(totals.merchandiseOrders).toBe(
      await inWhole(`SELECT count(DISTINCT l.order_id) AS n FROM merchandise_lines l
        JOIN orders o ON o.id = l.order_id WHERE o.order_date BETWEEN ? AND ?`),
    );
    expect(totals.maintenanceCost).toBe(
      await lines('SELECT sum(cost_cents) AS n FROM maintenance_requests'),
    );
    // Every area has something, so the comparisons above compare figures, not empty lists.
    expect(totals.mealExpense).toBeGreaterThan(0);
    expect(totals.merchandiseOrders).toBeGreaterThan(0);
    expect(totals.maintenanceCost).toBeGreaterThan(0);
    expect(totals.tickets.map((t) => t.ticketType).sort()).toEqual([
      'child',
      'express',
      'standard',
    ]);
    // An empty range: zeros and no groups.
    expect(await reports.rangeTotals({ start: '2025-01-01', end: '2025-01-31' })).toEqual({
      tickets: [],
      ticketOrders: 0,
      meals: [],
      mealExpense: 0,
      merchandise: { revenue: 0, cost: 0 },
      merchandiseOrders: 0,
      maintenanceCost: 0,
      refunds: { tickets: 0, dining: 0, merch: 0 },
      refundsPaidOut: { tickets: 0, dining: 0, merch: 0 },
    });
  });
});
