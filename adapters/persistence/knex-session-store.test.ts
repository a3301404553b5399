import { describe, expect, it } from 'vitest';
import { FixedClock, InMemorySessionStore } from '../../core/testing/in-memory-infrastructure';
import { databaseTargets } from '../testing/test-database';
import { sessionStoreContract } from './contracts/session-store-contract';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexSessionStore } from './knex-session-store';

describe('SessionStore contract: in memory', () => {
  sessionStoreContract((clock) => new InMemorySessionStore(clock));
});

describe.each(databaseTargets)('KnexSessionStore on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    sessionStoreContract((clock) => new KnexSessionStore(db().knex, clock));
  });

  it('shares sessions between stores (server processes) on one database', async () => {
    const clock = new FixedClock(new Date('2026-06-01T15:00:00Z'));
    await new KnexSessionStore(db().knex, clock).set('shared', { userId: 1 }, 60_000);
    expect(await new KnexSessionStore(db().knex, clock).get('shared')).toEqual({ userId: 1 });
  });

  it('stores the expiry instant in the row', async () => {
    const clock = new FixedClock(new Date('2026-06-01T15:00:00Z'));
    await new KnexSessionStore(db().knex, clock).set('k', {}, 90_000);
    const row = (await db().knex('sessions').where({ key: 'k' }).first()) as { expires_at: Date };
    expect(row.expires_at.toISOString()).toBe('2026-06-01T15:01:30.000Z');
  });

  it('reads a session through a prepared statement, planned once per connection (PostgreSQL)', async () => {
    const clock = new FixedClock(new Date('2026-06-01T15:00:00Z'));
    await new KnexSessionStore(db().knex, clock).set('p', { userId: 7 }, 60_000);
    await db().knex.transaction(async (trx) => {
      const store = new KnexSessionStore(trx, clock);
      for (let i = 0; i < 3; i++) expect((await store.load('p'))?.data).toEqual({ userId: 7 });
      if (db().kind !== 'postgres') return; // PGlite has no named statements; the name is ignored
      const { rows } = (await trx.raw(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'park_session_load'`,
      )) as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(1);
    });
  });

  it('refuses a ttl that is not a number of milliseconds', async () => {
    const store = new KnexSessionStore(db().knex, new FixedClock(new Date()));
    await expect(store.set('k', {}, Number.NaN)).rejects.toThrow(RangeError);
  });
});
