import type { Knex } from 'knex';

/**
 * Refunds per day and area, kept by the database: report_refund_days holds, per refund day and
 * refunded line kind (ticket, meal, merchandise), the sum of the refunded lines' amounts. The
 * dashboard and the all-areas finance report read it instead of joining every refund of the
 * range to its lines (a generated year: some 35,000 refunds and 85,000 refund lines, most of a
 * year-long profit report's time).
 *
 * A statement-level trigger on refund_lines adds each insert's sums in the same transaction,
 * so every writer (an order change, a generated history) keeps it exact. refunds and
 * refund_lines are append-only (their triggers refuse UPDATE, DELETE and TRUNCATE), so an
 * insert is the only change to follow. One row per day and kind, added to in place: refunds are
 * rare beside checkouts, and an order change already updates its visit day's row of
 * visit_days in the same transaction; the rows are taken in the order of their kind, so two
 * refunds never wait for each other crosswise.
 */
const TABLE = `CREATE TABLE report_refund_days (
  day date NOT NULL,
  line_kind text NOT NULL,
  amount_cents bigint NOT NULL,
  PRIMARY KEY (day, line_kind))`;

const ADD = `CREATE FUNCTION report_refund_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_refund_days AS d (day, line_kind, amount_cents)
  SELECT r.day, n.line_kind, sum(n.amount_cents)
  FROM added n JOIN refunds r ON r.id = n.refund_id
  GROUP BY r.day, n.line_kind
  ORDER BY r.day, n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`;

const TRIGGER = `CREATE TRIGGER refund_lines_report_days AFTER INSERT ON refund_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_refund_days_add()`;

/**
 * The refunds made before this migration. The migration runs in a transaction, and the lock
 * holds every new refund line back until it commits, so each line is counted once: by the
 * fill if it was committed before, by the trigger if it comes after.
 */
const FILL = `INSERT INTO report_refund_days (day, line_kind, amount_cents)
  SELECT r.day, l.line_kind, sum(l.amount_cents)
  FROM refunds r JOIN refund_lines l ON l.refund_id = r.id
  GROUP BY r.day, l.line_kind`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(TABLE);
  await knex.raw('LOCK TABLE refund_lines IN SHARE ROW EXCLUSIVE MODE');
  await knex.raw(ADD);
  await knex.raw(TRIGGER);
  await knex.raw(FILL);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS refund_lines_report_days ON refund_lines');
  await knex.raw('DROP FUNCTION IF EXISTS report_refund_days_add()');
  await knex.raw('DROP TABLE IF EXISTS report_refund_days');
}
