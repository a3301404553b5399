import type { Knex } from 'knex';

/** What a repository runs its queries on: the database, or an open transaction. */
export type Executor = Knex | Knex.Transaction;

const UNIQUE_VIOLATION = '23505';

/** True for PostgreSQL's (and PGlite's) unique-violation error, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}

/**
 * Runs `work` so that a failing statement does not poison the caller's transaction:
 * inside a transaction it runs in a savepoint, otherwise directly.
 */
export async function withSavepoint<T>(
  db: Executor,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  if (!('isTransaction' in db) || !db.isTransaction) return work(db);
  return db.transaction((savepoint) => work(savepoint));
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
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

/**
 * True when the database could not be reached (refused, dropped, shutting down, or no
 * connection free in time): the caller should answer 503 and try again later.
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && /Connection terminated|connection is closed/i.test(message);
}
