import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { MIGRATIONS, type Migration } from './migrations';
import { SQL_SOURCES, type SqlSource } from './sql';

/** knex's migrator over the imported list: no directory globbing, no knex CLI. */
const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

const config: Knex.MigratorConfig = { migrationSource };

/**
 * Applies every pending migration, then every SQL source whose text changed; answers the names
 * of the migrations applied now (empty when up to date).
 */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  await applySqlSources(knex);
  return applied;
}

/** Each known migration, in order, and whether this database has it. */
export async function migrationStatus(knex: Knex): Promise<{ name: string; applied: boolean }[]> {
  const [completed] = (await knex.migrate.list(config)) as [{ name: string }[], unknown[]];
  const done = new Set(completed.map((m) => m.name));
  return MIGRATIONS.map(({ name }) => ({ name, applied: done.has(name) }));
}

/** Undoes every applied migration (tests and a clean start only: it drops all data). */
export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, undone] = (await knex.migrate.rollback(config, true)) as [number, string[]];
  return undone;
}

/** The names of every migration this build knows, in order. */
export const migrationNames = (): string[] => MIGRATIONS.map((m) => m.name);

const sha256 = (source: SqlSource) =>
  createHash('sha256').update(source.statements.join('\n;\n')).digest('hex');

/** The sources whose text this database has not applied, in SQL_SOURCES' order. */
async function changedSources(db: Knex | Knex.Transaction): Promise<SqlSource[]> {
  const rows = (await db('sql_sources').select('name', 'sha256')) as {
    name: string;
    sha256: string;
  }[];
  const applied = new Map(rows.map((r) => [r.name, r.sha256]));
  return SQL_SOURCES.filter((source) => applied.get(source.name) !== sha256(source));
}

/**
 * Applies each SQL source (adapters/persistence/sql/) whose text changed since this database
 * last applied it, in SQL_SOURCES' order, all in one transaction; answers their names. Up to
 * date, it only reads `sql_sources` (so a server running as a role that owns nothing starts).
 * Several processes may migrate at once: the first takes the table's lock, the others wait for
 * its commit and then find nothing left to apply.
 */
export async function applySqlSources(knex: Knex): Promise<string[]> {
  if ((await changedSources(knex)).length === 0) return [];
  return knex.transaction(async (trx) => {
    await trx.raw('LOCK TABLE sql_sources IN SHARE ROW EXCLUSIVE MODE');
    const changed = await changedSources(trx);
    for (const source of changed) {
      // One statement per call: PGlite's extended protocol takes no multi-statement strings.
      for (const statement of source.statements) await trx.raw(statement);
      await trx.raw(
        `INSERT INTO sql_sources (name, sha256) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`,
        [source.name, sha256(source)],
      );
    }
    return changed.map((s) => s.name);
  });
}
