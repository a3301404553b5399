import type { Executor } from './executor';

/**
 * Folds the daily report figures' journal rows into one row per day and key (migration
 * 20261122004100). Readers add the rows up either way; folding keeps them few. It takes only
 * rows committed before it starts, so it never waits for, nor loses, a checkout's rows.
 */
export async function compactReportDays(db: Executor): Promise<void> {
  await db.raw('SELECT compact_report_days()');
}

/** Recomputes every daily report figure from the order lines (after a change made by hand). */
export async function rebuildReportDays(db: Executor): Promise<void> {
  await db.raw('SELECT rebuild_report_days()');
}
