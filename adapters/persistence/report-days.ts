import { DEMO_TABLES } from '../../core/demo/demo-rows';
import { inTransaction, type Executor } from './executor';
import { JOURNALS, journalKeys } from './sql/report-attribution';

/** The fold each executor is about to send, which reads asked for meanwhile share. */
const comingFolds = new WeakMap<Executor, Promise<number>>();

/**
 * Appends the figures of the orders that checkouts wrote since the last fold to the daily
 * report journals (migration 20261130120000), so a read after it shows every order committed
 * before it. Two folds at once never count an order twice. Answers how many orders it folded.
 *
 * Reads asked for together (a report's reads under one Promise.all) share one fold: the first
 * asks for it and it is sent once the asking code yields, so it starts after every read that
 * joined it was asked for, and a read asked for after it was sent waits for a fold of its own.
 */
export function foldPendingOrders(db: Executor): Promise<number> {
  let fold = comingFolds.get(db);
  if (!fold) {
    fold = (async () => {
      await Promise.resolve();
      comingFolds.delete(db);
      const { rows } = (await db.raw('SELECT fold_pending_orders() AS folded')) as {
        rows: { folded: unknown }[];
      };
      return Number(rows[0]?.folded ?? 0) || 0;
    })();
    comingFolds.set(db, fold);
  }
  return fold;
}

/**
 * A condition a report read adds to its statement: no checkout's figures wait to be folded.
 * Where it holds, the journals the same statement reads (the same snapshot) already count every
 * order committed before it, as a fold first would have made them; where it does not, the
 * statement answers no rows.
 */
export const NOTHING_PENDING = 'NOT EXISTS (SELECT 1 FROM report_pending_orders)';

/** How long after a fold found orders waiting a process's report reads fold first. */
export const FOLD_FIRST_MS = 10_000;
const foundWaiting = new WeakMap<Executor, number>();

/**
 * A report read that shows every order committed before it, in one statement when nothing
 * waits to be folded: `read(true)` runs the statement with NOTHING_PENDING, and its rows are
 * the answer. No rows means nothing in the range, or orders waiting: then the pending orders
 * are folded and `read(false)` runs without the condition, as every read did before. Once a
 * fold found orders waiting (a day of checkouts), reads fold first for FOLD_FIRST_MS: two
 * statements, not three.
 */
export async function readAfterFold<R>(
  db: Executor,
  read: (nothingPending: boolean) => Promise<R[]>,
  now: () => number = Date.now,
): Promise<R[]> {
  const waiting = foundWaiting.get(db);
  if (waiting === undefined || now() - waiting >= FOLD_FIRST_MS) {
    const rows = await read(true);
    if (rows.length > 0) return rows;
  }
  if ((await foldPendingOrders(db)) > 0) foundWaiting.set(db, now());
  return read(false);
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
  // The refunds' tables (migrations 20261202120000, 20261203200000) too: a generated year's
  // refunds add to them.
  const tables = [...Object.keys(REPORT_DAYS), 'report_refund_days', 'report_refund_counted_days'];
  await db.raw(`VACUUM (FULL, ANALYZE) ${tables.join(', ')}`);
  // The ticket lines' trigger wrote an admission per ticket: the planner needs their statistics too.
  await db.raw(`ANALYZE ${[...DEMO_TABLES, 'admissions'].join(', ')}`);
}

/** Recomputes every daily report figure from the order lines (after a change made by hand). */
export async function rebuildReportDays(db: Executor): Promise<void> {
  await db.raw('SELECT rebuild_report_days()');
}
