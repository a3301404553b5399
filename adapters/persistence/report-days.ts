import { DEMO_TABLES } from '../../core/demo/demo-rows';
import { inTransaction, type Executor } from './executor';
import { JOURNALS, journalKeys } from './sql/report-attribution';

/**
 * Appends the figures of the orders that checkouts wrote since the last fold to the daily
 * report journals (migration 20261130120000): every report read does this first, so it shows
 * every order committed before it. Two folds at once never count an order twice.
 */
export async function foldPendingOrders(db: Executor): Promise<void> {
  await db.raw('SELECT fold_pending_orders()');
}

/**
 * Folds the daily report figures' journal rows into one row per day and key (migration
 * 20261122004100). Readers add the rows up either way; folding keeps them few. It takes only
 * rows committed before it starts, so it never waits for, nor loses, a checkout's rows.
 */
export async function compactReportDays(db: Executor): Promise<void> {
  await db.raw('SELECT compact_report_days()');
  // The pending orders' rows are all dead after a fold. PGlite has no autovacuum: without
  // this its table would keep every order ever folded, and each fold would read them all.
  if (!inTransaction(db)) await db.raw('VACUUM report_pending_orders');
}

/**
 * The daily report tables (migrations 20261122004000, 20261122004100 and 20261125040000): each
 * one's key and the figures that its journal rows of a key add up to (the attribution rule's
 * table, sql/report-attribution.ts).
 */
export const REPORT_DAYS: Readonly<Record<string, { key: string[]; sums: string[] }>> =
  Object.fromEntries(
    JOURNALS.map((rule) => [
      rule.journal,
      { key: journalKeys(rule), sums: Object.keys(rule.figures) },
    ]),
  );

/**
 * After a bulk load (`park demo generate`): folds the journals, then rewrites the daily report
 * tables compactly and gives the planner statistics of the history. A generated year appends
 * some 20 journal rows per day and item before the fold; the fold leaves one, scattered over
 * the pages the journal filled (a year's shop figures: 2,365 rows on 466 pages, which every
 * report of the year read). The report tables are small (a year is about 11,000 rows), so the
 * rewrite takes milliseconds; it holds each table's lock that long, which a checkout's
 * report trigger waits out.
 */
export async function settleAfterBulkLoad(db: Executor): Promise<void> {
  // Each visit day's admissions need no count here: the generator's writer adds them to
  // visit_days in each day's transaction (KnexDemoHistoryWriter.reserveAdmissions).
  await compactReportDays(db);
  await db.raw(`VACUUM (FULL, ANALYZE) ${Object.keys(REPORT_DAYS).join(', ')}`);
  // The ticket lines' trigger wrote an admission per ticket: the planner needs their statistics too.
  await db.raw(`ANALYZE ${[...DEMO_TABLES, 'admissions'].join(', ')}`);
}

/** Recomputes every daily report figure from the order lines (after a change made by hand). */
export async function rebuildReportDays(db: Executor): Promise<void> {
  await db.raw('SELECT rebuild_report_days()');
}
