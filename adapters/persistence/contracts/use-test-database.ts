import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Knex } from 'knex';
import type { Database } from '../db';
import {
  createTestDatabase,
  truncateAll,
  type DatabaseTarget,
  type TestDatabaseOptions,
} from '../../testing/test-database';

/**
 * One test database for the enclosing describe block, emptied before each test: cheaper
 * than a database per test, and every test still starts from empty tables.
 */
export function useTestDatabase(
  target: DatabaseTarget,
  options: TestDatabaseOptions & { truncate?: boolean } = {},
): () => Database {
  let db: Database | null = null;
  beforeAll(async () => {
    db = await createTestDatabase(target, options);
  });
  if (options.truncate ?? true) {
    beforeEach(async () => {
      await truncateAll(current().knex);
    });
  }
  afterAll(async () => {
    await db?.close();
    db = null;
  });
  const current = () => {
    if (!db) throw new Error('the test database is only open inside the describe block');
    return db;
  };
  return current;
}

/** How many rows a table holds (as a number on both engines). */
export async function countRows(knex: Knex, table: string): Promise<number> {
  const [row] = (await knex(table).count({ n: '*' })) as { n: number }[];
  return row?.n ?? 0;
}
