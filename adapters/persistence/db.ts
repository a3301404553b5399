import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { translateConnectionErrors } from './executor';
import { DatabaseInUseError, lockPgliteDir } from './pglite-lock';
import { isShared, sharedConnection } from './pglite-shared';

/** An open database: knex over embedded PGlite or a PostgreSQL server. */
export interface Database {
  knex: Knex;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Runs `cleanup` when the database closes, before its connections end (a listener's own). */
  onClose?(cleanup: () => Promise<void>): void;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schemas to search, first one receives new tables (tests use this). */
  searchPath?: string[];
  /** PostgreSQL only: connection pool bounds (default 0 to 10). */
  pool?: { min?: number; max?: number };
}

/** Where a DATABASE_URL points. */
export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: null }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; connectionString: string };

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;

const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;

/**
 * Both engines answer alike: counts and sums as numbers (not bigint strings) and
 * calendar dates as 'YYYY-MM-DD' strings (not Dates shifted by the local zone).
 */
const pgTypeParsers = {
  getTypeParser(oid: number, format: string): unknown {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return asNumber;
    if (oid === PG_DATE) return asText;
    return pg.types.getTypeParser(oid, format as 'text' | 'binary');
  },
};

type ProcessResponse = (this: unknown, obj: { method?: string }, runner: unknown) => unknown;

/**
 * PGlite and its knex client, loaded on first use: a server on PostgreSQL never needs them,
 * and loading them costs about 40 MB of memory (make bench, "server peak RSS").
 * knex-pglite 0.14 reports a delete's command as "DEL", so knex answered `.delete()` with
 * the raw result instead of the number of rows deleted, as it does on pg; the subclass fixes that.
 */
const loadPglite = async () => {
  const [{ PGlite, types }, { default: ClientPgLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('knex-pglite'),
  ]);
  class PgliteClient extends ClientPgLite {}
  const processResponse = (ClientPgLite.prototype as unknown as Record<string, ProcessResponse>)
    .processResponse!;
  (PgliteClient.prototype as unknown as Record<string, ProcessResponse>).processResponse =
    function (obj, runner) {
      return processResponse.call(
        this,
        obj.method === 'del' ? { ...obj, method: 'delete' } : obj,
        runner,
      );
    };
  const parsers: NonNullable<PGliteOptions['parsers']> = {
    [types.INT8]: asNumber,
    [types.NUMERIC]: asNumber,
    [types.DATE]: asText,
  };
  return { PGlite, PgliteClient, parsers };
};
let pgliteModules: ReturnType<typeof loadPglite> | null = null;

/** Reads a DATABASE_URL: `pglite://memory`, `pglite://<dir>`, `postgres://…`, `postgresql://…`. */
export function parseDatabaseUrl(url: string): DatabaseLocation {
  const trimmed = url.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return { kind: 'postgres', connectionString: trimmed };
  if (trimmed.toLowerCase().startsWith('pglite://')) {
    const rest = trimmed.slice('pglite://'.length);
    if (rest === '') throw new Error('DATABASE_URL "pglite://" needs "memory" or a directory');
    if (rest === 'memory') return { kind: 'pglite', dataDir: null };
    return { kind: 'pglite', dataDir: resolve(rest) };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1] ?? '(none)';
  throw new Error(
    `Unsupported DATABASE_URL scheme "${scheme}": use pglite://memory, pglite://<dir>, postgres:// or postgresql://`,
  );
}

/** Opens the database a DATABASE_URL names. Nothing is migrated here. */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const location = parseDatabaseUrl(url);
  if (location.kind === 'postgres') return openPostgres(location.connectionString, options);
  if (location.dataDir === null) return openPglite();
  await mkdir(location.dataDir, { recursive: true });
  // One process at a time on a PGlite directory (pglite-lock.ts says why); a server holding it
  // shares it on a socket (pglite-socket.ts), through which the others connect.
  let release: () => Promise<void>;
  try {
    release = await lockPgliteDir(location.dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError && (await isShared(location.dataDir)))
      return openShared(location.dataDir);
    throw error;
  }
  try {
    const db = await openPglite({ dataDir: location.dataDir });
    let closing: Promise<void> | null = null;
    return { ...db, close: () => (closing ??= db.close().finally(release)) };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * PGlite's PostgreSQL settings beyond its defaults. shared_buffers is PostgreSQL's 128 MB unless
 * set, and in PGlite it is WebAssembly memory of the server process: 32 MB keeps a small park's
 * hot pages (the rest is in the operating system's file cache) and took the RSS of an opened
 * database from 269-289 MB to 163-177 MB (bench/README.md, "PGlite's memory").
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Opens an embedded PGlite database. `loadDataDir` starts from a dump of another one,
 * which is much faster than a fresh initdb (the test helper clones a template this way).
 */
export async function openPglite(
  options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {},
): Promise<Database> {
  const { PGlite, PgliteClient, parsers } = await (pgliteModules ??= loadPglite());
  const pglite = new PGlite({
    ...options,
    parsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  await pglite.waitReady;
  const instance = knex({
    client: PgliteClient,
    dialect: 'postgres',
    // A function, so knex does not deep-clone the PGlite instance with its settings.
    connection: () => ({ pglite }) as Knex.StaticConnectionConfig,
  });
  return databaseOf(instance, 'pglite');
}

/** The PGlite instance under a PGlite-backed knex, for dumping its data directory. */
export async function pgliteOf(db: Database): Promise<PGlite> {
  if (db.kind !== 'pglite') throw new Error('not a PGlite database');
  const connection: unknown = await db.knex.client.acquireConnection();
  await db.knex.client.releaseConnection(connection);
  return connection as PGlite;
}

/**
 * knex's own messages never go to stdout (where `park … --format json > file` writes its data).
 * A failed connection is not logged at all: the failure itself reaches the caller (a one-line
 * error in the CLI, a 503 from the server); other warnings go to stderr, one line each.
 */
const KNEX_LOG = {
  warn(message: string) {
    if (String(message).startsWith('Acquire connection error')) return;
    process.stderr.write(`knex: ${String(message).split('\n')[0]}\n`);
  },
  error(message: string) {
    process.stderr.write(`knex: ${String(message).split('\n')[0]}\n`);
  },
  deprecate(method: string, alternative: string) {
    process.stderr.write(`knex: ${method} is deprecated, use ${alternative}\n`);
  },
  debug() {},
};

/**
 * The embedded database a server shares, through its socket: PostgreSQL's wire protocol to the
 * server's PGlite, one connection (as PGlite itself has), which holds the database from a
 * statement (or a transaction) to the next idle moment.
 */
function openShared(dataDir: string): Database {
  return openPostgres(sharedConnection(dataDir), { pool: { min: 0, max: 1 } });
}

function openPostgres(where: string | pg.ClientConfig, options: OpenDatabaseOptions): Database {
  const instance = knex({
    client: 'pg',
    connection: {
      ...(typeof where === 'string' ? { connectionString: where } : where),
      types: pgTypeParsers,
      connectionTimeoutMillis: 10_000,
      application_name: 'dreamland-park',
    },
    pool: { min: 0, max: 10, idleTimeoutMillis: 30_000, ...options.pool },
    acquireConnectionTimeout: 15_000,
    log: KNEX_LOG,
    ...(options.searchPath ? { searchPath: options.searchPath } : {}),
  });
  return databaseOf(instance, 'postgres');
}

function databaseOf(instance: Knex, kind: Database['kind']): Database {
  let closing: Promise<void> | null = null;
  const cleanups: (() => Promise<void>)[] = [];
  return {
    knex: translateConnectionErrors(instance),
    kind,
    close: () =>
      (closing ??= Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() =>
        instance.destroy(),
      )),
    onClose: (cleanup) => void cleanups.push(cleanup),
  };
}
