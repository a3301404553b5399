import type { Knex } from 'knex';

/**
 * Every table's row count in the test database (but `except`), to show that a refused request
 * wrote nothing.
 */
export async function rowCounts(
  knex: Knex,
  except: readonly string[] = [],
): Promise<Record<string, number>> {
  const { rows } = (await knex.raw(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY 1`,
  )) as { rows: { relname: string }[] };
  const counts: Record<string, number> = {};
  for (const { relname } of rows) {
    if (except.includes(relname)) continue;
    const [row] = (await knex(relname).count({ n: '*' })) as { n: number | string }[];
    counts[relname] = Number(row?.n);
  }
  return counts;
}
