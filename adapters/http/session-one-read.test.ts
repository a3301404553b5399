import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { resolve, TOKENS } from '../tokens';
import { clientAs } from './testing/logins';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

/**
 * A logged-in request reads its session and the account it names in one statement
 * (SessionStore.load): the role guards use that account instead of reading it again.
 */
describe.each(parkTargets)('one read for the session and its account on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
  });
  afterAll(() => park.close());

  /** The SQL statements a request runs. */
  async function statementsOf(request: () => Promise<{ status: number }>) {
    const seen: string[] = [];
    const listener = (q: { sql: string }) => seen.push(q.sql);
    knex.on('query', listener);
    try {
      const res = await request();
      return { status: res.status, seen };
    } finally {
      knex.off('query', listener);
    }
  }

  it('answers GET /api/user and GET /api/employee with one statement each', async () => {
    const visitor = await clientAs(park, 'visitor');
    const user = await statementsOf(() => visitor.get('/api/user'));
    expect(user.status).toBe(200);
    expect(user.seen).toHaveLength(1);
    expect(user.seen[0]).toMatch(/FROM sessions s/);
    const staff = await clientAs(park, 'staff');
    const employee = await statementsOf(() => staff.get('/api/employee'));
    expect(employee.status).toBe(200);
    expect(employee.seen).toHaveLength(1);
  });

  it('still ends the session of an account archived since, at its next request', async () => {
    const staff = await clientAs(park, 'staff');
    expect((await staff.get('/api/employee')).status).toBe(200);
    await knex('employees').where({ email: 'staff@example.com' }).update({ archived: true });
    try {
      expect((await staff.get('/api/employee')).status).toBe(401);
    } finally {
      await knex('employees').where({ email: 'staff@example.com' }).update({ archived: false });
    }
  });

  it('reads no account for session data that does not name one as a whole number', async () => {
    const store = resolve(park.container, TOKENS.SessionStore);
    for (const data of [
      { userId: '1; DROP TABLE users' },
      { userId: 1.5 },
      { employeeId: -1 },
      {},
    ]) {
      await store.set('odd-session', data, 60_000);
      expect(await store.load!('odd-session')).toEqual({
        data,
        user: null,
        employee: null,
        expiresAt: expect.any(Date),
      });
    }
    await store.set('odd-session', { userId: 1 }, 60_000);
    const loaded = await store.load!('odd-session');
    expect(loaded?.user?.id).toBe(1);
    expect(JSON.stringify(loaded)).not.toMatch(/password/i);
  });
});
