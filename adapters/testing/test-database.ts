import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { openDatabase, openPglite, pgliteOf, type Database } from '../persistence/db';
import { migrateLatest } from '../persistence/migrate';
import { SQL_SOURCES } from '../persistence/sql';
import { seedDemoPark } from '../persistence/seeds/seed-demo-park';

export type DatabaseTarget = 'pglite' | 'postgres';

/** Every engine the server tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabaseOptions {
  /** Also load the demo park (seedDemoPark) — see createTestDatabase about its passwords. */
  seed?: boolean;
}

/**
 * A migrated database of its own for one test (or one suite); `close()` throws it away.
 *
 * - PGlite: a clone of a migrated template (about half a second, where a fresh initdb
 *   takes about four). The template is built once per process and also cached as a tar in
 *   the OS temp directory, keyed by the PGlite version and the persistence sources, so other
 *   test files skip the build too. `PARK_TEST_PGLITE_CACHE=off` disables the file cache.
 * - PostgreSQL (TEST_DATABASE_URL): a database of its own, `CREATE DATABASE … TEMPLATE` of a
 *   migrated one (a fraction of a second, where migrating takes seconds), its tables in the
 *   schema `test_park` (the search path), dropped on close. The template
 *   (`park_test_template_<key>`) is built once per key by the first process that needs it;
 *   `postgresUrlOf(db)` gives a second connection's URL.
 *
 * With `seed: true` the demo park is loaded with core/testing's PlainTextHasher, NOT
 * argon2: the demo accounts' stored hashes are `plain:<password>`, so a test that logs in
 * as a demo account must build its use cases with a PlainTextHasher too.
 */
export async function createTestDatabase(
  target: DatabaseTarget,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const db = target === 'pglite' ? await clonePgliteTemplate() : await createPostgresDatabase();
  if (options.seed) {
    try {
      await seedDemoPark(db.knex, new PlainTextHasher());
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

/**
 * Empties every table (keeping the migrations' bookkeeping) and restarts the ids that were
 * used, so one database can serve several tests in a row. Deleting child tables before
 * their parents (newest table first) is much faster on PGlite than TRUNCATE, which
 * remains the fallback should a foreign key ever point at a newer table.
 *
 * The append-only tables refuse DELETE and TRUNCATE (their triggers: migrations
 * 20261127100000, 20261201200000); the reset skips their triggers for its own statements only
 * (`session_replication_role = replica`, local to its transaction), which takes a superuser, as
 * PGlite's user and the tests' PostgreSQL user are.
 */
export async function truncateAll(knex: Knex): Promise<void> {
  try {
    await knex.raw(DELETE_EVERY_ROW);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23503') throw error;
    await truncateCascade(knex);
  }
}

// What the migrations wrote stays: their bookkeeping, the SQL sources applied, the kinds of admission.
const OUR_TABLES = `n.nspname = current_schema() AND c.relname NOT LIKE 'knex\\_migrations%'
  AND c.relname NOT IN ('sql_sources', 'admission_kinds')`;
const DELETE_EVERY_ROW = `DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.relkind = 'r' AND ${OUR_TABLES} ORDER BY c.oid DESC LOOP
    -- The append-only tables refuse DELETE (their rows are never removed by the park): the
    -- reset alone skips their triggers, and only theirs (the others announce and journal).
    IF EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = r.oid AND t.tgname LIKE '%\\_append\\_only') THEN
      PERFORM set_config('session_replication_role', 'replica', true);
      EXECUTE format('DELETE FROM %I', r.relname);
      PERFORM set_config('session_replication_role', 'origin', true);
    ELSE
      EXECUTE format('DELETE FROM %I', r.relname);
    END IF;
  END LOOP;
  FOR r IN SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             JOIN pg_sequences s ON s.schemaname = n.nspname AND s.sequencename = c.relname
            WHERE c.relkind = 'S' AND s.last_value IS NOT NULL AND ${OUR_TABLES} LOOP
    PERFORM setval(r.oid::regclass, 1, false);
  END LOOP;
END $$`;

async function truncateCascade(knex: Knex): Promise<void> {
  const { rows } = (await knex.raw(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND ${OUR_TABLES}`,
  )) as { rows: { relname: string }[] };
  await truncateTables(
    knex,
    rows.map((r) => r.relname),
    'RESTART IDENTITY',
  );
}

/**
 * `TRUNCATE tables … CASCADE` for a test's reset, also where it reaches the append-only tables,
 * which refuse TRUNCATE: no trigger runs for this one statement (`session_replication_role =
 * replica`, local to its transaction; a superuser's setting), so neither does the refusal, nor
 * the session-change announcement of a truncated `users`, `employees` or `sessions`.
 */
export async function truncateTables(
  knex: Knex,
  tables: readonly string[],
  options = '',
): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((t) => knex.client.wrapIdentifier(t) as string).join(', ');
  await knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL session_replication_role = replica');
    await trx.raw(`TRUNCATE ${names} ${options} CASCADE`);
  });
}

// --- PGlite: clone a migrated template ----------------------------------------

const TEMPLATE_PREFIX = 'dreamland-park-pglite-template-';
let template: Promise<Blob> | null = null;

async function clonePgliteTemplate(): Promise<Database> {
  template ??= loadOrBuildTemplate().catch((error: unknown) => {
    template = null;
    throw error;
  });
  return openPglite({ loadDataDir: await template });
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const useFileCache = process.env.PARK_TEST_PGLITE_CACHE !== 'off';
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
  if (useFileCache) {
    const cached = await readFile(file).catch(() => null);
    if (cached) return new Blob([cached]);
  }
  const built = await buildTemplate();
  if (useFileCache) {
    await saveAtomically(file, built).catch(() => undefined);
    await removeStaleTemplates(file).catch(() => undefined);
  }
  return built;
}

/** Templates of older migrations, untouched for a day, only take up space. */
async function removeStaleTemplates(current: string): Promise<void> {
  const dir = dirname(current);
  const dayAgo = Date.now() - 86_400_000;
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (!name.startsWith(TEMPLATE_PREFIX) || path === current) continue;
    if ((await stat(path)).mtimeMs < dayAgo) await rm(path, { force: true });
  }
}

async function buildTemplate(): Promise<Blob> {
  const db = await openPglite();
  try {
    await migrateLatest(db.knex);
    return await (await pgliteOf(db)).dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/**
 * Changes whenever PGlite, any migration's code or any SQL source does (its text as applied,
 * which core's catalogue writes too), so a stale template is never used.
 */
function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(migrationsHash());
  for (const { name, statements } of SQL_SOURCES)
    hash.update(`${name}\n${statements.join('\n;\n')}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Every source file of adapters/persistence but its tests: the migrations, whatever they import
 * (their SQL is often in constants, some shared) and the migrator itself, wherever the next
 * change puts them. A change elsewhere in persistence costs one rebuild (seconds), never a
 * stale template.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'persistence');
  const files = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.(ts|sql)$/.test(f) && !/\.test\.ts$/.test(f))
    .sort();
  for (const file of files) hash.update(`${file}\n${readFileSync(join(root, file), 'utf8')}\n`);
  return hash.digest('hex');
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Several workers may build at once: each writes its own file, the rename is atomic. */
async function saveAtomically(file: string, blob: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
  await rename(partial, file);
}

// --- PostgreSQL: clone a migrated template database --------------------------

/** Every test database's schema: not `public`, so nothing may take the default for granted. */
const PG_SCHEMA = 'test_park';
const PG_TEMPLATE_PREFIX = 'park_test_template_';
/** pg_advisory_xact_lock key of the template's build, one at a time across processes. */
const PG_TEMPLATE_LOCK = 2_026_112_709;
let pgTemplate: Promise<string> | null = null;

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the postgres target is unavailable');
  return url;
}

/** TEST_DATABASE_URL pointed at another database of the same server. */
function urlOfDatabase(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where a PostgreSQL test database lives, for a second connection to it (another process's
 * pool, a `park` command, another role): TEST_DATABASE_URL naming the test's own database.
 * Its tables are in its `current_schema()` (`test_park`), which such a connection must search.
 */
export async function postgresUrlOf(db: Database): Promise<URL> {
  const { rows } = (await db.knex.raw('SELECT current_database() AS name')) as {
    rows: { name: string }[];
  };
  return new URL(urlOfDatabase(rows[0]!.name));
}

async function withAdmin<T>(run: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = (await openDatabase(testDatabaseUrl(), { pool: { min: 0, max: 2 } })).knex;
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A database of its own, `CREATE DATABASE … TEMPLATE` of a migrated one (a file copy inside the
 * server, a fraction of running the migrations), dropped on close. The template is named after
 * the migrations' source (see templateKey), so a stale one is never cloned.
 */
async function createPostgresDatabase(): Promise<Database> {
  pgTemplate ??= ensurePostgresTemplate().catch((error: unknown) => {
    pgTemplate = null;
    throw error;
  });
  const template = await pgTemplate;
  const name = `park_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]));
  const db = await openDatabase(urlOfDatabase(name), {
    searchPath: [PG_SCHEMA],
    pool: { min: 0, max: 4 },
  });
  let closing: Promise<void> | null = null;
  return { ...db, close: () => (closing ??= dropDatabaseAndClose(db, name)) };
}

async function dropDatabaseAndClose(db: Database, name: string): Promise<void> {
  try {
    await db.close();
  } finally {
    // FORCE: a connection another test opened on it and left (a second pool, a role's) goes too.
    await withAdmin((admin) => admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]));
  }
}

/**
 * The migrated template for today's migrations, built once: by the first process that needs it
 * (the others wait on an advisory lock, then find it), under a temporary name renamed when
 * complete, so a template that exists is whole.
 */
async function ensurePostgresTemplate(): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${migrationsHash().slice(0, 16)}`;
  return withAdmin(async (admin) => {
    const exists = async () =>
      (
        (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])) as {
          rows: unknown[];
        }
      ).rows.length > 0;
    if (await exists()) return name;
    await admin.transaction(async (lock) => {
      await lock.raw('SELECT pg_advisory_xact_lock(?)', [PG_TEMPLATE_LOCK]);
      if (await exists()) return;
      const building = `${name}_${process.pid}`;
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [building]);
      await admin.raw('CREATE DATABASE ??', [building]);
      const db = await openDatabase(urlOfDatabase(building), {
        searchPath: [PG_SCHEMA],
        pool: { min: 0, max: 1 },
      });
      try {
        await db.knex.raw('CREATE SCHEMA ??', [PG_SCHEMA]);
        await migrateLatest(db.knex);
      } finally {
        await db.close();
      }
      await admin.raw('ALTER DATABASE ?? RENAME TO ??', [building, name]);
      await admin.raw(`COMMENT ON DATABASE ?? IS '${new Date().toISOString()}'`, [name]);
      await dropStalePostgresTemplates(admin, name).catch(() => undefined);
    });
    return name;
  });
}

/** Templates of other migrations (another branch's, an older one) made over a day ago. */
async function dropStalePostgresTemplates(admin: Knex, current: string): Promise<void> {
  const { rows } = (await admin.raw(
    `SELECT d.datname AS name, shobj_description(d.oid, 'pg_database') AS made
       FROM pg_database d WHERE d.datname LIKE ? AND d.datname <> ?`,
    [`${PG_TEMPLATE_PREFIX}%`, current],
  )) as { rows: { name: string; made: string | null }[] };
  const dayAgo = Date.now() - 86_400_000;
  for (const { name, made } of rows) {
    if (made && Date.parse(made) < dayAgo) await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
  }
}
