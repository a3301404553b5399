import type { Knex } from 'knex';

/**
 * A line may be refunded in parts (DECISIONS.md: `{ line, quantity }`), never beyond its
 * quantity.
 *
 * - `refund_lines.quantity`: how many units of the line the part gives back (tickets, meals,
 *   shop items alike); `amount_cents` stays the part's price before tax. The rows already there
 *   refunded whole lines: each gets its line's quantity (the append-only trigger is set aside for
 *   this one fill, by the owner that migrates). Its primary key was `(line_kind, line_id)`, "a
 *   line is refunded once"; it becomes `(refund_id, line_kind, line_id)`: a line once per refund.
 * - `refund_line_totals (line_kind, line_id, quantity, refunded)`: the units refunded of each line
 *   so far beside its quantity, `CHECK (refunded <= quantity)`. The refund lines' insert adds to
 *   it in the same statement (sql/refund-line-parts.ts), an upsert that takes the line's row, so
 *   however many refunds of one line come at once, the units they give back never add up to more
 *   than it has: the one that would go beyond fails whole, writing nothing.
 */
const TOTALS = `CREATE TABLE refund_line_totals (
  line_kind text NOT NULL,
  line_id integer NOT NULL,
  quantity integer NOT NULL,
  refunded integer NOT NULL,
  PRIMARY KEY (line_kind, line_id),
  CONSTRAINT refund_line_totals_within_quantity CHECK (refunded >= 0 AND refunded <= quantity))`;

/** A refund line's line quantity, by its kind. */
const LINE_QUANTITY = `coalesce(
  (SELECT t.quantity FROM ticket_lines t WHERE l.line_kind = 'ticket' AND t.id = l.line_id),
  (SELECT m.quantity FROM restaurant_transactions m WHERE l.line_kind = 'meal' AND m.id = l.line_id),
  (SELECT m.quantity FROM merchandise_lines m WHERE l.line_kind = 'merchandise' AND m.id = l.line_id))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('LOCK TABLE refund_lines IN SHARE ROW EXCLUSIVE MODE');
  await knex.raw('ALTER TABLE refund_lines DROP CONSTRAINT refund_lines_pkey');
  await knex.raw('ALTER TABLE refund_lines ADD COLUMN quantity integer');
  await knex.raw('ALTER TABLE refund_lines DISABLE TRIGGER refund_lines_append_only');
  await knex.raw(`UPDATE refund_lines l SET quantity = coalesce(${LINE_QUANTITY}, 1)`);
  await knex.raw('ALTER TABLE refund_lines ENABLE TRIGGER refund_lines_append_only');
  await knex.raw('ALTER TABLE refund_lines ALTER COLUMN quantity SET NOT NULL');
  await knex.raw(
    'ALTER TABLE refund_lines ADD CONSTRAINT refund_lines_quantity_check CHECK (quantity > 0)',
  );
  await knex.raw(
    'ALTER TABLE refund_lines ADD CONSTRAINT refund_lines_pkey PRIMARY KEY (refund_id, line_kind, line_id)',
  );
  await knex.raw('CREATE INDEX refund_lines_line_index ON refund_lines (line_kind, line_id)');
  await knex.raw(TOTALS);
  await knex.raw(
    `INSERT INTO refund_line_totals (line_kind, line_id, quantity, refunded)
     SELECT l.line_kind, l.line_id, max(${LINE_QUANTITY}), sum(l.quantity)
       FROM refund_lines l GROUP BY l.line_kind, l.line_id
     HAVING max(${LINE_QUANTITY}) IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  // The triggers of sql/refund-line-parts.ts read the column: they go first, and the source is
  // applied again once the migration is.
  await knex.raw('DROP TRIGGER IF EXISTS refund_lines_whole_quantity ON refund_lines');
  await knex.raw('DROP TRIGGER IF EXISTS refund_lines_totals ON refund_lines');
  await knex.raw('DROP FUNCTION IF EXISTS refund_line_whole_quantity()');
  await knex.raw('DROP FUNCTION IF EXISTS refund_line_totals_add()');
  await knex.raw(
    `DO $$ BEGIN
       IF to_regclass('sql_sources') IS NOT NULL THEN
         DELETE FROM sql_sources WHERE name = 'refund-line-parts';
       END IF;
     END $$`,
  );
  await knex.raw('DROP TABLE refund_line_totals');
  await knex.raw('DROP INDEX refund_lines_line_index');
  await knex.raw('ALTER TABLE refund_lines DROP CONSTRAINT refund_lines_pkey');
  await knex.raw('ALTER TABLE refund_lines DROP CONSTRAINT refund_lines_quantity_check');
  await knex.raw('ALTER TABLE refund_lines DROP COLUMN quantity');
  await knex.raw(
    'ALTER TABLE refund_lines ADD CONSTRAINT refund_lines_pkey PRIMARY KEY (line_kind, line_id)',
  );
}
