import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '../../core/shared/database-unavailable';
import { openDatabase } from './db';
import { isConnectionError, isUniqueViolation } from './executor';

describe('isUniqueViolation', () => {
  it('recognises code 23505, optionally on a named constraint', () => {
    const error = Object.assign(new Error('dup'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(error, 'other')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

/** What a query on a PostgreSQL server that refuses the connection fails with. */
async function refusedQueryFailure(): Promise<unknown> {
  const db = await openDatabase('postgres://nobody@127.0.0.1:1/none');
  try {
    return await db.knex.raw('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await db.close();
  }
}

describe('isConnectionError', () => {
  it('recognises a refused connection from a real PostgreSQL client', async () => {
    expect(isConnectionError(await refusedQueryFailure())).toBe(true);
  });

  it('recognises server shutdown codes and knex pool timeouts, and nothing else', () => {
    expect(isConnectionError({ code: '57P01' })).toBe(true);
    expect(isConnectionError({ name: 'KnexTimeoutError', message: 'Timeout acquiring' })).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ code: '23505' })).toBe(false);
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });

  it('looks into causes and AggregateErrors (moved from the HTTP error mapper)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isConnectionError(new AggregateError([refused]))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isConnectionError(new Error('syntax error at or near "select"'))).toBe(false);
  });

  it('turns a lost connection into DatabaseUnavailable, with the driver error as its cause', async () => {
    const failure = await refusedQueryFailure();
    expect(failure).toBeInstanceOf(DatabaseUnavailable);
    expect(isConnectionError((failure as Error).cause)).toBe(true);
  });
});
