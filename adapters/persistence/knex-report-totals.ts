import type { IsoDate } from '../../core/shared/dates';
import { cents } from '../../core/shared/money';
import type { RestaurantType } from '../../core/orders/pricing';
import { ADMISSION_KINDS, admissionKind, REPORT_BUCKETS } from '../../core/admissions/products';
import type { AreaAmounts, DayAmount } from '../../core/reports/report-summaries';
import type { ReportRange } from '../../core/reports/reports';
import type { RangeTotals } from '../../core/reports/report-repository';
import { preparedRaw, type Executor } from './executor';
import { NOTHING_PENDING, readAfterFold } from './report-days';

/*
 * Totals the database adds up itself, so a year-long dashboard or profit report hands Node a
 * few rows (per group, or per day) instead of the thousands of per-day-and-group rows the
 * per-day methods answer. Same tables, joins and filters as those methods, in one pass: their
 * HAVING (a day and key with a positive count) needs no repeating here, because every journal
 * row that carries money also counts its line (a ticket line, a restaurant transaction, an
 * order's first line of an item), so a key with money always has a positive count and a key
 * without one adds nothing. knex-report-totals.test.ts checks the totals equal the sums of
 * the per-day methods' rows. The daily tables' figures are added with report_sum (bigint, not
 * numeric: migration 20261125041000).
 */

/**
 * Refunds per area, before tax: the refunded lines' prices, added up per day and line kind (the
 * kinds are the areas: ticket, meal, merchandise) by the database as the lines are written, a
 * row per day and area instead of every refund of the range joined to its lines. `counted`:
 * by the day each refunded line counts on (report_refund_counted_days, migration
 * 20261203200000), what lowers that day's sales to its net; `paid`: by the day the refund was
 * made (report_refund_days, migration 20261202120000), the refunds paid out that day.
 */
const REFUND_KINDS = ['ticket', 'meal', 'merchandise'] as const;
const refundArm = (table: string, before: number, after: number) => {
  const zeros = (n: number) => Array.from({ length: n }, () => '0');
  const kinds = REFUND_KINDS.map((k) => `CASE line_kind WHEN '${k}' THEN amount_cents ELSE 0 END`);
  return `SELECT day, ${[...zeros(before), ...kinds, ...zeros(after)].join(', ')}
  FROM ${table}
  WHERE day BETWEEN :start AND :end`;
};

/** Per day, each area's amount: one row per day with any (AREA_DAYS, then the grouping). */
const AREA_DAYS = `
SELECT day, report_sum(tr) AS ticket_revenue, report_sum(dr) AS dining_revenue,
       report_sum(de) AS dining_expense, report_sum(mr) AS merch_revenue,
       report_sum(me) AS merch_expense, report_sum(mx) AS maintenance_expense,
       report_sum(tf) AS ticket_refunds, report_sum(df) AS dining_refunds,
       report_sum(mf) AS merch_refunds, report_sum(tp) AS ticket_refunds_paid_out,
       report_sum(dp) AS dining_refunds_paid_out, report_sum(mp) AS merch_refunds_paid_out
FROM (
  SELECT day, revenue_cents AS tr, 0 AS dr, 0 AS de, 0 AS mr, 0 AS me, 0 AS mx,
         0 AS tf, 0 AS df, 0 AS mf, 0 AS tp, 0 AS dp, 0 AS mp
  FROM report_ticket_days WHERE day BETWEEN :start AND :end
  UNION ALL
  SELECT rt.day, 0, rt.amount_cents, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
  FROM report_restaurant_days rt JOIN restaurants r ON r.id = rt.restaurant_id
  WHERE rt.day BETWEEN :start AND :end
  UNION ALL
  SELECT e.expense_date, 0, 0, e.amount_cents, 0, 0, 0, 0, 0, 0, 0, 0, 0
  FROM restaurant_expenses e JOIN restaurants r ON r.id = e.restaurant_id
  WHERE e.expense_date BETWEEN :start AND :end
  UNION ALL
  SELECT md.day, 0, 0, 0, md.revenue_cents, md.cost_cents, 0, 0, 0, 0, 0, 0, 0
  FROM report_merchandise_days md JOIN merchandise m ON m.id = md.merchandise_id
  WHERE md.day BETWEEN :start AND :end
  UNION ALL
  SELECT m.submitted_date, 0, 0, 0, 0, 0, m.cost_cents, 0, 0, 0, 0, 0, 0
  FROM maintenance_requests m JOIN attractions a ON a.id = m.attraction_id
  WHERE m.submitted_date BETWEEN :start AND :end
  UNION ALL
  ${refundArm('report_refund_counted_days', 6, 3)}
  UNION ALL
  ${refundArm('report_refund_days', 9, 0)}
) area`;

/** The dashboard's totals, one labelled row per group: kind, key, a, b. */
const RANGE_TOTALS = `
SELECT 'tickets' AS kind, ticket_type AS key, report_sum(tickets) AS a, report_sum(revenue_cents) AS b
FROM report_ticket_days WHERE day BETWEEN :start AND :end GROUP BY ticket_type
UNION ALL
SELECT 'ticketOrders', NULL, coalesce(report_sum(orders), 0), 0 FROM report_ticket_order_days
WHERE day BETWEEN :start AND :end AND (types & :allTypes) <> 0
UNION ALL
SELECT 'meals', r.type, report_sum(rt.transactions), report_sum(rt.amount_cents)
FROM report_restaurant_days rt JOIN restaurants r ON r.id = rt.restaurant_id
WHERE rt.day BETWEEN :start AND :end GROUP BY r.type
UNION ALL
SELECT 'mealExpense', NULL, coalesce(sum(e.amount_cents), 0), 0
FROM restaurant_expenses e JOIN restaurants r ON r.id = e.restaurant_id
WHERE e.expense_date BETWEEN :start AND :end
UNION ALL
SELECT 'merchandise', NULL, coalesce(report_sum(md.revenue_cents), 0),
       coalesce(report_sum(md.cost_cents), 0)
FROM report_merchandise_days md JOIN merchandise m ON m.id = md.merchandise_id
WHERE md.day BETWEEN :start AND :end
UNION ALL
SELECT 'merchandiseOrders', NULL, coalesce(report_sum(orders), 0), 0
FROM report_merchandise_order_days
WHERE day BETWEEN :start AND :end
UNION ALL
SELECT 'maintenance', NULL, coalesce(sum(m.cost_cents), 0), 0
FROM maintenance_requests m JOIN attractions a ON a.id = m.attraction_id
WHERE m.submitted_date BETWEEN :start AND :end
UNION ALL
SELECT 'refunds', line_kind, report_sum(amount_cents), 0
FROM report_refund_counted_days
WHERE day BETWEEN :start AND :end GROUP BY line_kind
UNION ALL
SELECT 'refundsPaidOut', line_kind, report_sum(amount_cents), 0
FROM report_refund_days
WHERE day BETWEEN :start AND :end GROUP BY line_kind`;

/** Every report bucket's bit in report_ticket_order_days.types (the catalogue's report.bit). */
const ALL_TICKET_TYPES = REPORT_BUCKETS.reduce((bits, b) => bits | b.bit, 0);
const RESTAURANT_TYPES: readonly RestaurantType[] = ['Standard', 'Deluxe', 'Special'];

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The statements and their prepared names, with NOTHING_PENDING (gated) or without: the gated
 * one answers no rows while checkouts' figures wait to be folded (readAfterFold).
 */
const AREA_STATEMENTS = {
  gated: {
    name: 'park_report_area_days_gated',
    sql: `${AREA_DAYS} WHERE ${NOTHING_PENDING} GROUP BY day ORDER BY day`,
  },
  plain: { name: 'park_report_area_days', sql: `${AREA_DAYS} GROUP BY day ORDER BY day` },
};
const TOTALS_STATEMENTS = {
  gated: {
    name: 'park_report_range_totals_gated',
    sql: `SELECT * FROM (${RANGE_TOTALS}) totals WHERE ${NOTHING_PENDING}`,
  },
  plain: { name: 'park_report_range_totals', sql: RANGE_TOTALS },
};

/** Each area's amounts per day over the range (a row per day with any). */
export async function areaAmounts(db: Executor, range: ReportRange): Promise<AreaAmounts> {
  const rows = await readAfterFold(db, async (gated) => {
    const { name, sql } = AREA_STATEMENTS[gated ? 'gated' : 'plain'];
    return ((await preparedRaw(db, name, sql, { ...range })) as { rows: Row[] }).rows;
  });
  const columns = {
    ticketRevenue: 'ticket_revenue',
    diningRevenue: 'dining_revenue',
    diningExpense: 'dining_expense',
    merchRevenue: 'merch_revenue',
    merchExpense: 'merch_expense',
    maintenanceExpense: 'maintenance_expense',
    ticketRefunds: 'ticket_refunds',
    diningRefunds: 'dining_refunds',
    merchRefunds: 'merch_refunds',
    ticketRefundsPaidOut: 'ticket_refunds_paid_out',
    diningRefundsPaidOut: 'dining_refunds_paid_out',
    merchRefundsPaidOut: 'merch_refunds_paid_out',
  } as const;
  const amounts = {} as Record<keyof AreaAmounts, DayAmount[]>;
  for (const [field, column] of Object.entries(columns) as [keyof AreaAmounts, string][]) {
    amounts[field] = [];
    for (const row of rows) {
      const amount = num(row[column]);
      if (amount !== 0) amounts[field].push({ date: row.day as IsoDate, amount: cents(amount) });
    }
  }
  return amounts;
}

/** The dashboard's sales figures over the whole range, in one statement. */
export async function rangeTotals(db: Executor, range: ReportRange): Promise<RangeTotals> {
  const rows = await readAfterFold(db, async (gated) => {
    const { name, sql } = TOTALS_STATEMENTS[gated ? 'gated' : 'plain'];
    const bindings = { ...range, allTypes: ALL_TICKET_TYPES };
    return ((await preparedRaw(db, name, sql, bindings)) as { rows: Row[] }).rows;
  });
  const totals: RangeTotals = {
    tickets: [],
    ticketOrders: 0,
    meals: [],
    mealExpense: cents(0),
    merchandise: { revenue: cents(0), cost: cents(0) },
    merchandiseOrders: 0,
    maintenanceCost: cents(0),
    refunds: { tickets: cents(0), dining: cents(0), merch: cents(0) },
    refundsPaidOut: { tickets: cents(0), dining: cents(0), merch: cents(0) },
  };
  for (const { kind, key, a, b } of rows) {
    if (kind === 'tickets')
      totals.tickets.push({
        ticketType: admissionKind(String(key)),
        tickets: num(a),
        revenue: cents(num(b)),
      });
    else if (kind === 'meals')
      totals.meals.push({
        restaurantType: key as RestaurantType,
        transactions: num(a),
        amount: cents(num(b)),
      });
    else if (kind === 'ticketOrders') totals.ticketOrders = num(a);
    else if (kind === 'mealExpense') totals.mealExpense = cents(num(a));
    else if (kind === 'merchandise')
      totals.merchandise = { revenue: cents(num(a)), cost: cents(num(b)) };
    else if (kind === 'merchandiseOrders') totals.merchandiseOrders = num(a);
    else if (kind === 'maintenance') totals.maintenanceCost = cents(num(a));
    else if (kind === 'refunds' || kind === 'refundsPaidOut') {
      const area = key === 'ticket' ? 'tickets' : key === 'meal' ? 'dining' : 'merch';
      totals[kind][area] = cents(num(a));
    }
  }
  totals.tickets.sort(
    (x, y) => ADMISSION_KINDS.indexOf(x.ticketType) - ADMISSION_KINDS.indexOf(y.ticketType),
  );
  totals.meals.sort(
    (x, y) =>
      RESTAURANT_TYPES.indexOf(x.restaurantType) - RESTAURANT_TYPES.indexOf(y.restaurantType),
  );
  return totals;
}
