import type { Knex } from 'knex';
import { MIGRATIONS, type Migration } from './migrations';

/** knex's migrator over the imported list: no directory globbing, no knex CLI. */
const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

const config: Knex.MigratorConfig = { migrationSource };

/** Applies every pending migration; answers the names applied now (empty when up to date). */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
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
