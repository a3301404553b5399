import type { SqlSource } from './source';

/**
 * Refunds per day and area (report_refund_days, created by migration 20261202120000): a
 * statement-level trigger on refund_lines adds each insert's sums by the refund's day and the
 * line's kind in the same transaction, so every writer keeps it exact. refunds and refund_lines
 * are append-only, so an insert is the only change to follow; rows are taken in the order of
 * their day and kind, so two refunds never wait for each other crosswise.
 */
export const REPORT_REFUND_DAYS_SOURCE: SqlSource = {
  name: 'report-refund-days',
  statements: [
    `CREATE OR REPLACE FUNCTION report_refund_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_refund_days AS d (day, line_kind, amount_cents)
  SELECT r.day, n.line_kind, sum(n.amount_cents)
  FROM added n JOIN refunds r ON r.id = n.refund_id
  GROUP BY r.day, n.line_kind
  ORDER BY r.day, n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER refund_lines_report_days AFTER INSERT ON refund_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_refund_days_add()`,
  ],
};
