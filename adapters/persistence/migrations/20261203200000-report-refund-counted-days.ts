import type { Knex } from 'knex';

/**
 * Refunds by the day their lines count on (issue 29 item 6): report_refund_counted_days holds,
 * per day and refunded line kind (ticket, meal, merchandise), the sum of the refunded lines'
 * prices before tax, on the day each line counts on (a ticket's visit day, a meal's transaction
 * day, a shop item's order day: sql/report-attribution.ts). A refund lowers that day's sales to
 * its net, so no day's net turns negative from the timing of a refund; the refunds paid out on
 * a day stay in report_refund_days (migration 20261202120000), shown beside.
 *
 * The refund lines' trigger function adds to both tables in the writer's transaction (its
 * current source: sql/report-refund-days.ts); a date change moves an order's refunded visit-day
 * lines with its sales. One row per day and kind, added to in place, as report_refund_days.
 */
const TABLE = `CREATE TABLE report_refund_counted_days (
  day date NOT NULL,
  line_kind text NOT NULL,
  amount_cents bigint NOT NULL,
  PRIMARY KEY (day, line_kind))`;

const ADD = `CREATE OR REPLACE FUNCTION report_refund_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_refund_days AS d (day, line_kind, amount_cents)
  SELECT r.day, n.line_kind, sum(n.amount_cents)
  FROM added n JOIN refunds r ON r.id = n.refund_id
  GROUP BY r.day, n.line_kind
  ORDER BY r.day, n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  INSERT INTO report_refund_counted_days AS d (day, line_kind, amount_cents)
  SELECT c.day, c.line_kind, sum(c.amount_cents)
  FROM (SELECT CASE n.line_kind WHEN 'ticket' THEN (SELECT l.visit_date FROM ticket_lines l WHERE l.id = n.line_id) WHEN 'meal' THEN (SELECT l.transaction_date FROM restaurant_transactions l WHERE l.id = n.line_id) WHEN 'merchandise' THEN (SELECT o.order_date FROM orders o WHERE o.id = n.order_id) END AS day, n.line_kind, n.amount_cents FROM added n) c
  WHERE c.day IS NOT NULL
  GROUP BY c.day, c.line_kind
  ORDER BY c.day, c.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`;

/**
 * The refunds made before this migration. The lock holds every new refund line back until the
 * migration commits, so each line is counted once: by the fill if it was committed before, by
 * the trigger's new function if it comes after.
 */
const FILL = `INSERT INTO report_refund_counted_days (day, line_kind, amount_cents)
  SELECT c.day, c.line_kind, sum(c.amount_cents)
  FROM (SELECT CASE n.line_kind WHEN 'ticket' THEN (SELECT l.visit_date FROM ticket_lines l WHERE l.id = n.line_id) WHEN 'meal' THEN (SELECT l.transaction_date FROM restaurant_transactions l WHERE l.id = n.line_id) WHEN 'merchandise' THEN (SELECT o.order_date FROM orders o WHERE o.id = n.order_id) END AS day, n.line_kind, n.amount_cents FROM refund_lines n) c
  WHERE c.day IS NOT NULL
  GROUP BY c.day, c.line_kind`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(TABLE);
  await knex.raw('LOCK TABLE refund_lines IN SHARE ROW EXCLUSIVE MODE');
  await knex.raw(ADD);
  await knex.raw(FILL);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`CREATE OR REPLACE FUNCTION report_refund_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_refund_days AS d (day, line_kind, amount_cents)
  SELECT r.day, n.line_kind, sum(n.amount_cents)
  FROM added n JOIN refunds r ON r.id = n.refund_id
  GROUP BY r.day, n.line_kind
  ORDER BY r.day, n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`);
  await knex.raw('DROP TABLE IF EXISTS report_refund_counted_days');
}
