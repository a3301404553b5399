import {
  compactJournals,
  JOURNALS,
  journalCtes,
  pendingRows,
  SOURCES,
  storedRows,
  triggerFunction,
  triggerName,
  type Source,
} from './report-attribution';
import { REFUND_COUNTED_DAYS_FILL } from './report-refund-days';
import type { SqlSource } from './source';

/**
 * The writers of the daily report journals, generated from the attribution rule
 * (report-attribution.ts): fold_pending_orders(), rebuild_report_days() (with the refunds counted
 * against each line's day), compact_report_days() and the line tables' insert triggers.
 */

// No JIT: the planner cannot tell how many pending rows there are nor how many lines each holds,
// guesses millions, and compiled the statement for 400 ms on every call, with nothing to fold.
const FOLD = `CREATE OR REPLACE FUNCTION fold_pending_orders() RETURNS integer LANGUAGE plpgsql SET jit TO off AS $$
DECLARE
  folded integer;
BEGIN
WITH claimed AS (
  DELETE FROM report_pending_orders RETURNING order_id, visit, ordered, lines),
${journalCtes(JOURNALS, pendingRows).join(',\n')}
SELECT count(*)::integer INTO folded FROM claimed;
RETURN folded;
END $$`;

const REBUILD_FROM_LINES = `CREATE OR REPLACE FUNCTION rebuild_report_days_from_lines() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  ${JOURNALS.map((rule) => `DELETE FROM ${rule.journal};`).join(' ')}
  WITH ${journalCtes(JOURNALS, (source) => storedRows(source, '1', 'true')).join(',\n')}
  SELECT count(*)::integer INTO counted FROM tickets_rows;
  -- The refunds counted against each line's day follow the lines' days (report-refund-days.ts).
  DELETE FROM report_refund_counted_days;
  ${REFUND_COUNTED_DAYS_FILL};
END $$`;

const REBUILD = `CREATE OR REPLACE FUNCTION rebuild_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_pending_orders IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM report_pending_orders;
  PERFORM rebuild_report_days_from_lines();
END $$`;

const COMPACT = `CREATE OR REPLACE FUNCTION compact_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fold_pending_orders();
  PERFORM compact_journaled_report_days();
END $$`;

/**
 * A trigger skips place_order's inserts: place_order sets `park.placing_order` for its own call
 * and leaves its figures pending (fold_pending_orders).
 */
export const NOT_PLACING_ORDER = `current_setting('park.placing_order', true) IS DISTINCT FROM 'on'`;

/**
 * The triggers' statements plan without hash or merge joins: nested loops on the order-id
 * indexes, since the transition table holds only the statement's rows and a bulk load's
 * statistics lag behind (migration 20261124195000).
 */
const NESTED_LOOPS = ' SET enable_hashjoin = off SET enable_mergejoin = off';

const TRIGGERS = (Object.keys(SOURCES) as Source[]).flatMap((source) => [
  triggerFunction(source, source === 'meals' ? '' : NESTED_LOOPS),
  `CREATE OR REPLACE TRIGGER ${triggerName(source)} AFTER INSERT ON ${SOURCES[source].table}
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT WHEN (${NOT_PLACING_ORDER})
  EXECUTE FUNCTION ${triggerName(source)}()`,
]);

export const REPORT_JOURNALS_SOURCE: SqlSource = {
  name: 'report-journals',
  statements: [FOLD, REBUILD_FROM_LINES, REBUILD, compactJournals(), COMPACT, ...TRIGGERS],
};
