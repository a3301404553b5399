import { countedDaySql } from './report-attribution';
import type { SqlSource } from './source';

/**
 * The refunded lines' prices (before tax) per day and area, two ways, each kept by the same
 * statement-level trigger on refund_lines in the writer's transaction, so every writer keeps
 * them exact:
 * - report_refund_days (migration 20261202120000): by the refund's own day, the refunds paid
 *   out that day;
 * - report_refund_counted_days (migration 20261203200000): by the day the refunded line counts
 *   on (report-attribution.ts: a ticket's visit day, a meal's transaction day, a shop item's
 *   order day), what lowers that day's sales to its net. A date change moves an order's
 *   refunded visit-day lines with its sales (orderOnDay); rebuild_report_days() recomputes it
 *   from the lines.
 * refunds and refund_lines are append-only, so an insert is the only change to follow; rows are
 * taken in the order of their day and kind, so two refunds never wait for each other crosswise.
 */
export const REFUND_DAYS_ADD = `CREATE OR REPLACE FUNCTION report_refund_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_refund_days AS d (day, line_kind, amount_cents)
  SELECT r.day, n.line_kind, sum(n.amount_cents)
  FROM added n JOIN refunds r ON r.id = n.refund_id
  GROUP BY r.day, n.line_kind
  ORDER BY r.day, n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  INSERT INTO report_refund_counted_days AS d (day, line_kind, amount_cents)
  SELECT c.day, c.line_kind, sum(c.amount_cents)
  FROM (SELECT ${countedDaySql('n')} AS day, n.line_kind, n.amount_cents FROM added n) c
  WHERE c.day IS NOT NULL
  GROUP BY c.day, c.line_kind
  ORDER BY c.day, c.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`;

/** report_refund_counted_days recomputed from every refund line (a rebuild, a migration's fill). */
export const REFUND_COUNTED_DAYS_FILL = `INSERT INTO report_refund_counted_days (day, line_kind, amount_cents)
  SELECT c.day, c.line_kind, sum(c.amount_cents)
  FROM (SELECT ${countedDaySql('n')} AS day, n.line_kind, n.amount_cents FROM refund_lines n) c
  WHERE c.day IS NOT NULL
  GROUP BY c.day, c.line_kind`;

export const REPORT_REFUND_DAYS_SOURCE: SqlSource = {
  name: 'report-refund-days',
  statements: [
    REFUND_DAYS_ADD,
    `CREATE OR REPLACE TRIGGER refund_lines_report_days AFTER INSERT ON refund_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_refund_days_add()`,
  ],
};
