import type { Knex } from 'knex';
import { foldPendingOrders, REPORT_DAYS } from '../report-days';

/**
 * A daily report table's figures as every report reads them: the pending orders folded in
 * first, then its journal rows added up by key, keys whose figures are all zero left out.
 */
export async function summedFigures(knex: Knex, table: string): Promise<Record<string, unknown>[]> {
  await foldPendingOrders(knex);
  const { key, sums } = REPORT_DAYS[table]!;
  return knex(table)
    .groupBy(key)
    .havingRaw(sums.map((c) => `sum(${c}) <> 0`).join(' OR '))
    .orderBy(key)
    .select(key)
    .select(sums.map((c) => knex.raw('sum(??)::int as ??', [c, c])));
}

/** Every daily report table's figures (summedFigures), by table. */
export async function reportFigures(knex: Knex): Promise<Record<string, unknown[]>> {
  const figures: Record<string, unknown[]> = {};
  for (const table of Object.keys(REPORT_DAYS)) figures[table] = await summedFigures(knex, table);
  return figures;
}
