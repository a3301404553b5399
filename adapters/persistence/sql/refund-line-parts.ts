import type { SqlSource } from './source';

/**
 * A line refunded in parts never gives back more units than it has (migration 20261203300000):
 * a refund line that names no quantity refunds its whole line (a row trigger fills it in, only
 * then), and the insert of refund lines adds their units to `refund_line_totals` in the same
 * statement: one upsert per line, in the order of kind and id (two refunds never wait for each
 * other crosswise), which holds `refunded <= quantity` (its CHECK) however many come at once.
 * A refund line of no line at all (a hand-written row) counts 1 unit and bounds nothing: the
 * order changes name only the order's own lines.
 */
export const REFUND_LINE_PARTS_SOURCE: SqlSource = {
  name: 'refund-line-parts',
  statements: [
    `CREATE OR REPLACE FUNCTION refund_line_whole_quantity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quantity := coalesce(CASE NEW.line_kind
    WHEN 'ticket' THEN (SELECT t.quantity FROM ticket_lines t WHERE t.id = NEW.line_id)
    WHEN 'meal' THEN (SELECT m.quantity FROM restaurant_transactions m WHERE m.id = NEW.line_id)
    WHEN 'merchandise' THEN (SELECT m.quantity FROM merchandise_lines m WHERE m.id = NEW.line_id)
  END, 1);
  RETURN NEW;
END $$`,
    `CREATE OR REPLACE TRIGGER refund_lines_whole_quantity BEFORE INSERT ON refund_lines
  FOR EACH ROW WHEN (NEW.quantity IS NULL) EXECUTE FUNCTION refund_line_whole_quantity()`,
    `CREATE OR REPLACE FUNCTION refund_line_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO refund_line_totals AS s (line_kind, line_id, quantity, refunded)
  SELECT n.line_kind, n.line_id,
         max(coalesce(t.quantity, m.quantity, g.quantity)), sum(n.quantity)
    FROM added n
    LEFT JOIN ticket_lines t ON n.line_kind = 'ticket' AND t.id = n.line_id
    LEFT JOIN restaurant_transactions m ON n.line_kind = 'meal' AND m.id = n.line_id
    LEFT JOIN merchandise_lines g ON n.line_kind = 'merchandise' AND g.id = n.line_id
   WHERE coalesce(t.quantity, m.quantity, g.quantity) IS NOT NULL
   GROUP BY n.line_kind, n.line_id
   ORDER BY n.line_kind, n.line_id
  ON CONFLICT (line_kind, line_id) DO UPDATE SET refunded = s.refunded + excluded.refunded;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER refund_lines_totals AFTER INSERT ON refund_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION refund_line_totals_add()`,
  ],
};
