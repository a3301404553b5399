import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSession } from '../../core/accounts/session-store';
import { FixedClock } from '../../core/testing/in-memory-infrastructure';
import { SystemClock } from '../system/clock';
import { databaseTargets, postgresUrlOf } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { openDatabase, type Database } from './db';
import { KnexUserRepository } from './knex-user-repository';
import {
  CachedSessionStore,
  isAccountWrite,
  parseSessionChange,
  SessionCache,
} from './session-cache';
import { cachedSessionStore, sessionCacheOf } from './session-changes';

const session = (userId: number, expiresAt?: Date): LoadedSession => ({
  data: { userId },
  user: {
    id: userId,
    fullname: 'Ada',
    email: 'ada@example.com',
    address: null,
    city: null,
    state: null,
    zipcode: null,
  },
  employee: null,
  ...(expiresAt ? { expiresAt } : {}),
});

describe('SessionCache', () => {
  const live = (ttl = 10_000, max?: number) => {
    const cache = new SessionCache(ttl, max);
    cache.setLive(true);
    return cache;
  };

  it('keeps a read for its time to live and never past the session expiry', () => {
    const cache = live(10_000);
    cache.keep('a', session(1), cache.mark(), 0);
    cache.keep('b', session(2, new Date(4_000)), cache.mark(), 0);
    expect(cache.get('a', 9_999)?.user?.id).toBe(1);
    expect(cache.get('a', 10_000)).toBeUndefined();
    expect(cache.get('b', 3_999)?.user?.id).toBe(2);
    expect(cache.get('b', 4_000)).toBeUndefined();
  });

  it('does not keep a read during which anything changed', () => {
    const cache = live();
    const mark = cache.mark();
    cache.change({ kind: 'session', key: 'other' });
    cache.keep('a', session(1), mark, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets a session, an account or everything as announced', () => {
    const cache = live();
    for (const [key, id] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      cache.keep(key, session(id), cache.mark(), 0);
    cache.change({ kind: 'user', id: 1 });
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
    cache.change({ kind: 'session', key: 'c' });
    expect(cache.get('c', 1)).toBeUndefined();
    expect(cache.get('d', 1)?.user?.id).toBe(3);
    cache.change({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('keeps and serves nothing while it cannot hear changes, or with a time to live of 0', () => {
    const deaf = new SessionCache(10_000);
    deaf.keep('a', session(1), deaf.mark(), 0);
    expect(deaf.get('a', 1)).toBeUndefined();
    const cache = live();
    cache.keep('a', session(1), cache.mark(), 0);
    cache.setLive(false);
    expect(cache.get('a', 1)).toBeUndefined();
    const off = live(0);
    off.keep('a', session(1), off.mark(), 0);
    expect(off.get('a', 1)).toBeUndefined();
  });

  it('serves only until the moment its last ping proved it hears in time', async () => {
    const cache = new SessionCache(10_000);
    const read = cache.mark(); // under way while the cache was off: never kept
    cache.heardUntil(performance.now() + 60_000);
    cache.keep('old', session(9), read, 0);
    expect(cache.get('old', 1)).toBeUndefined();
    cache.keep('a', session(1), cache.mark(), 0);
    cache.heardUntil(performance.now() - 1); // an older echo arriving late shortens nothing
    expect(cache.get('a', 1)?.user?.id).toBe(1);

    const late = new SessionCache(10_000);
    late.heardUntil(performance.now() + 30);
    late.keep('a', session(1), late.mark(), 0);
    expect(late.get('a', 1)?.user?.id).toBe(1);
    await new Promise((done) => setTimeout(done, 40));
    expect(late.enabled).toBe(false);
    expect(late.get('a', 1)).toBeUndefined();
    late.heardUntil(performance.now() + 60_000); // in time again: what it kept may serve again
    expect(late.get('a', 1)?.user?.id).toBe(1);
  });

  it('holds at most its number of entries, the oldest going first', () => {
    const cache = live(10_000, 2);
    for (const key of ['a', 'b', 'c']) cache.keep(key, session(1), cache.mark(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('reads the triggers’ messages, and anything else as a change of everything', () => {
    expect(parseSessionChange('session:abc:def')).toEqual({ kind: 'session', key: 'abc:def' });
    expect(parseSessionChange('user:12')).toEqual({ kind: 'user', id: 12 });
    expect(parseSessionChange('employee:3')).toEqual({ kind: 'employee', id: 3 });
    for (const odd of ['all', '', undefined, 'user:x', 'order:1'])
      expect(parseSessionChange(odd)).toEqual({ kind: 'all' });
  });

  it('tells the writes of accounts and sessions from other statements', () => {
    expect(isAccountWrite('update "users" set "fullname" = $1 where "id" = $2')).toBe(true);
    expect(isAccountWrite('delete from "sessions" where data ->> $1 = $2')).toBe(true);
    expect(isAccountWrite('UPDATE employees SET archived = true')).toBe(true);
    expect(isAccountWrite('WITH x AS (UPDATE employees SET a = 1 RETURNING id) SELECT 1')).toBe(
      true,
    );
    expect(isAccountWrite('truncate "users" restart identity cascade')).toBe(true);
    // the session store's own key-based delete is handled by CachedSessionStore itself
    expect(isAccountWrite('delete from "sessions" where "key" = $1')).toBe(false);
    expect(isAccountWrite('select * from "users" where "id" = $1')).toBe(false);
    expect(isAccountWrite('insert into "sessions" ("data") values ($1)')).toBe(false);
    expect(isAccountWrite('update "orders" set "user_id" = $1')).toBe(false);
    expect(isAccountWrite('WITH used AS (UPDATE admissions SET used_at = $1) SELECT 1')).toBe(
      false,
    );
  });
});

async function aUser(db: Database, fullname: string) {
  const user = await new KnexUserRepository(db.knex).create({
    fullname,
    email: `u${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: 'x',
  });
  if (user === 'email-taken') throw new Error('email taken');
  return user;
}

const renamed = (fullname: string) => ({
  fullname,
  address: null,
  city: null,
  state: null,
  zipcode: null,
});

/** Waits (a little) for an announcement to arrive; fails with `what` if it never does. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`never: ${what}`);
}

describe.each(databaseTargets)('CachedSessionStore on %s', (target) => {
  const db = useTestDatabase(target);
  const clock = new SystemClock('America/Chicago');

  /** A visitor with a session, and the cache of this database listening. */
  async function loggedIn(): Promise<{ store: CachedSessionStore; userId: number; key: string }> {
    const user = await aUser(db(), 'Ada Lovelace');
    const store = cachedSessionStore(db(), clock, 10_000);
    await eventually(async () => sessionCacheOf(db(), 10_000).enabled, 'the cache listens');
    const key = `k${Math.random()}`;
    await store.set(key, { userId: user.id }, 60_000);
    return { store, userId: user.id, key };
  }

  it('answers a second read from memory, as the database had it', async () => {
    const { store, key, userId } = await loggedIn();
    const first = await store.load(key);
    expect(first?.user?.id).toBe(userId);
    let reads = 0;
    const count = () => void (reads += 1);
    db().knex.on('query', count);
    try {
      const second = await store.load(key);
      expect(second).toEqual(first);
      expect(reads).toBe(0);
    } finally {
      db().knex.off('query', count);
    }
  });

  it('sees this process’s own account change on the very next read', async () => {
    const { store, key, userId } = await loggedIn();
    await store.load(key);
    await new KnexUserRepository(db().knex).updateProfile(userId, renamed('Ada King'));
    expect((await store.load(key))?.user?.fullname).toBe('Ada King');
  });

  it('sees a session ended by its account (a password reset) at once', async () => {
    const { store, key, userId } = await loggedIn();
    await store.load(key);
    await db()
      .knex('sessions')
      .whereRaw(`data ->> 'userId' = ?`, [String(userId)])
      .delete();
    expect(await store.load(key)).toBeNull();
  });

  it('forgets a session logged out here', async () => {
    const { store, key } = await loggedIn();
    await store.load(key);
    await store.destroy(key);
    expect(await store.load(key)).toBeNull();
  });
});

describe.runIf(databaseTargets.includes('postgres'))('two server processes on PostgreSQL', () => {
  const db = useTestDatabase('postgres');
  const clock = new SystemClock('America/Chicago');
  let other: Database;

  beforeAll(async () => {
    // a second process: its own pool on the same schema, with its own cache
    const [schema] = (await db().knex.raw('SELECT current_schema() AS s')).rows.map(
      (r: { s: string }) => r.s,
    );
    other = await openDatabase((await postgresUrlOf(db())).toString(), { searchPath: [schema] });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('hears the other process log out, change the account, or lose its listener', async () => {
    const user = await aUser(db(), 'Grace Hopper');
    const here = cachedSessionStore(db(), clock, 60_000);
    const there = cachedSessionStore(other, clock, 60_000);
    await eventually(async () => sessionCacheOf(db(), 60_000).enabled, 'the cache listens');
    await there.set('s1', { userId: user.id }, 60_000);
    expect((await here.load('s1'))?.user?.fullname).toBe('Grace Hopper');

    await new KnexUserRepository(other.knex).updateProfile(user.id, renamed('Grace B. Hopper'));
    await eventually(
      async () => (await here.load('s1'))?.user?.fullname === 'Grace B. Hopper',
      'the renamed account is read again',
    );

    await there.destroy('s1');
    await eventually(async () => (await here.load('s1')) === null, 'the logout is heard');

    // The listening connection dies: nothing is served from memory until it listens again.
    await there.set('s2', { userId: user.id }, 60_000);
    await here.load('s2');
    await other.knex.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'dreamland-park (sessions) ' || current_schema()`,
    );
    await eventually(async () => !sessionCacheOf(db(), 60_000).enabled, 'the cache turns off');
    await other.knex('sessions').where({ key: 's2' }).delete(); // while nobody listens
    expect(await here.load('s2')).toBeNull();
    await eventually(async () => sessionCacheOf(db(), 60_000).enabled, 'the cache listens again');
  });
});

describe('CachedSessionStore with a fixed clock', () => {
  it('copies the data it hands out, so one request cannot change the next one’s', async () => {
    const cache = new SessionCache(10_000);
    cache.setLive(true);
    const inner = {
      get: async () => null,
      load: async () => session(5),
      set: async () => {},
      destroy: async () => {},
      purgeExpired: async () => 0,
    };
    const store = new CachedSessionStore(inner, cache, new FixedClock(new Date(0)));
    const first = await store.load('k');
    first!.data.userId = 99;
    expect((await store.load('k'))?.data).toEqual({ userId: 5 });
    const second = await store.load('k');
    second!.data.userId = 42;
    expect((await store.load('k'))?.data).toEqual({ userId: 5 });
  });
});
