import type { Knex } from 'knex';
import { DatabaseUnavailable } from '../../core/shared/database-unavailable';

/** What a repository runs its queries on: the database, or an open transaction. */
export type Executor = Knex | Knex.Transaction;

const UNIQUE_VIOLATION = '23505';

/**
 * Runs `sql` as a named prepared statement on PostgreSQL: each connection parses it once and,
 * after five runs, keeps a generic plan when PostgreSQL judges it no worse than planning each
 * time. For the statements on every request's path (the session read, the gate's check-in,
 * checkout) and the reports' wide unions, where parsing and planning cost as much as running
 * or more (bench/README.md, "Where a logged-in request's time goes"). The name must be unique
 * to the text; PGlite ignores it.
 */
export function preparedRaw(
  db: Executor,
  name: string,
  sql: string,
  bindings: readonly Knex.RawBinding[] | Knex.ValueDict,
): Knex.Raw {
  return db.raw(sql, bindings as Knex.RawBinding[]).options({ name });
}

/** True for PostgreSQL's (and PGlite's) unique-violation error, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}

/** True when `db` is an open transaction rather than the database itself. */
export function inTransaction(db: Executor): db is Knex.Transaction {
  return 'isTransaction' in db && db.isTransaction === true;
}

/**
 * Runs `work` so that a failing statement does not poison the caller's transaction:
 * inside a transaction it runs in a savepoint, otherwise directly.
 */
export async function withSavepoint<T>(
  db: Executor,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  if (!inTransaction(db)) return work(db);
  return db.transaction((savepoint) => work(savepoint));
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|connection is closed|not queryable|Timeout acquiring a connection/i;

/**
 * True when the database could not be reached (refused, dropped, shutting down, or no
 * connection free in time), also when that error is the cause of another one or one of an
 * AggregateError's: the caller should answer 503 and try again later.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  const nested = error instanceof AggregateError ? error.errors : [cause];
  return nested.some((inner) => isConnectionError(inner, depth + 1));
}

const rethrow = (error: unknown): never => {
  if (error instanceof DatabaseUnavailable || !isConnectionError(error)) throw error;
  const message = error instanceof Error ? error.message : String(error);
  throw new DatabaseUnavailable(message, { cause: error });
};

interface QueryingClient {
  query(...args: unknown[]): Promise<unknown>;
  acquireConnection(...args: unknown[]): Promise<unknown>;
}

/**
 * Makes every query and connection of a knex instance (its transactions too, which knex
 * builds from the client's class) throw core's DatabaseUnavailable when the connection is
 * lost, so that no other adapter needs to know the drivers' error codes.
 */
export function translateConnectionErrors(instance: Knex): Knex {
  const client = instance.client as unknown as QueryingClient;
  const Base = client.constructor as new (...args: never[]) => QueryingClient;
  class Translating extends Base {
    override query(...args: unknown[]) {
      return super.query(...args).catch(rethrow);
    }
    override acquireConnection(...args: unknown[]) {
      return super.acquireConnection(...args).catch(rethrow);
    }
  }
  Object.setPrototypeOf(client, Translating.prototype);
  return instance;
}
