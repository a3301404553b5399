import type { Knex } from 'knex';

/**
 * compact_report_days() (20261122004100) folded a daily table by deleting every row and
 * inserting one per key: each fold, every minute, rewrote the whole history (a year is some
 * 11,000 rows) although nearly all its keys already had a single row. Every fold left that
 * many dead rows; where autovacuum lags or is off, the tables grew by their own size each
 * minute and every report scanned the dead pages. Now a fold
 * touches only the keys that have several rows, or a single row whose figures are all zero:
 * folding a folded table writes nothing. As before it takes only rows committed before it
 * starts, so it never waits for, nor loses, a checkout's rows; two folds at once each sum
 * only the rows they deleted.
 */

const KEYS: Record<string, { key: string[]; sums: string[] }> = {
  report_ticket_days: { key: ['day', 'ticket_type'], sums: ['tickets', 'orders', 'revenue_cents'] },
  report_ticket_order_days: { key: ['day', 'types'], sums: ['orders'] },
  report_restaurant_days: {
    key: ['day', 'restaurant_id'],
    sums: ['transactions', 'vouchers', 'amount_cents'],
  },
  report_merchandise_days: {
    key: ['day', 'merchandise_id'],
    sums: ['orders', 'quantity', 'revenue_cents', 'cost_cents'],
  },
  report_merchandise_order_days: { key: ['day'], sums: ['orders'] },
  report_attraction_days: { key: ['day', 'attraction_id'], sums: ['orders', 'tickets'] },
};

const someSum = (sums: string[]) => sums.map((s) => `sum(${s}) <> 0`).join(' OR ');

/** Folds only the keys that need it: several rows, or one whose figures are all zero. */
const foldJournaled = (table: string, { key, sums }: { key: string[]; sums: string[] }) => {
  const keys = key.join(', ');
  const sameKey = key.map((k) => `t.${k} = f.${k}`).join(' AND ');
  return `WITH folding AS (
     SELECT ${keys} FROM ${table} GROUP BY ${keys}
     HAVING count(*) > 1 OR NOT (${someSum(sums)})),
   gone AS (DELETE FROM ${table} t USING folding f WHERE ${sameKey} RETURNING t.*)
   INSERT INTO ${table} (${keys}, ${sums.join(', ')})
   SELECT ${keys}, ${sums.map((s) => `sum(${s})`).join(', ')} FROM gone GROUP BY ${keys}
   HAVING ${someSum(sums)};`;
};

/** 20261122004100's fold, which rewrote every row. */
const foldAll = (table: string, { key, sums }: { key: string[]; sums: string[] }) =>
  `WITH gone AS (DELETE FROM ${table} RETURNING *)
   INSERT INTO ${table} (${key.join(', ')}, ${sums.join(', ')})
   SELECT ${key.join(', ')}, ${sums.map((s) => `sum(${s})`).join(', ')} FROM gone
   GROUP BY ${key.join(', ')} HAVING ${someSum(sums)};`;

const compact = (fold: typeof foldAll) => `CREATE OR REPLACE FUNCTION compact_report_days()
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
${Object.entries(KEYS)
  .map(([table, k]) => fold(table, k))
  .join('\n')}
END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(compact(foldJournaled));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(compact(foldAll));
}
