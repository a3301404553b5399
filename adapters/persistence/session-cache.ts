import type { Knex } from 'knex';
import type { LoadedSession, SessionStore } from '../../core/accounts/session-store';
import type { Clock } from '../../core/shared/clock';
import { BoundedMap } from '../../core/shared/bounded-map';
import { onStatements } from './write-watch';

/**
 * What a change message names (migration 20261128100000): one session, one account, or
 * everything (a table was emptied, or changes may have been missed).
 */
export type SessionChange =
  { kind: 'session'; key: string } | { kind: 'user' | 'employee'; id: number } | { kind: 'all' };

/** A `park_session_changes` payload in words; anything unexpected means everything. */
export function parseSessionChange(payload: string | undefined): SessionChange {
  const at = payload?.indexOf(':') ?? -1;
  if (!payload || at < 0) return { kind: 'all' };
  const kind = payload.slice(0, at);
  const rest = payload.slice(at + 1);
  if (kind === 'session') return { kind, key: rest };
  const id = Number(rest);
  if ((kind === 'user' || kind === 'employee') && Number.isSafeInteger(id)) return { kind, id };
  return { kind: 'all' };
}

interface Entry {
  session: LoadedSession;
  /** Epoch milliseconds after which the entry is not used. */
  until: number;
}

/** How many sessions a process keeps at most (the oldest go first). */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The sessions (with their accounts) this process read lately, for `ttlMs` at most and never
 * past a session's expiry. Correct across processes because every change is announced: the
 * database's triggers tell every process (`change`), and this process's own writes to the
 * account tables evict before and after they run (watchAccountWrites). While the announcements
 * may be missing (the listening connection is down), nothing is kept or served (`live`); while
 * they may be late (nothing proved lately that they arrive in time: `heardUntil`), nothing is
 * served either (session-changes.ts, SESSION_END_BOUND_MS).
 *
 * A read that was under way while anything changed is not kept: `epoch` counts changes, and a
 * read keeps its answer only if no change came between its start and its end.
 */
export class SessionCache {
  private readonly entries: BoundedMap<string, Entry>;
  private epoch = 0;
  private live = false;
  /** The performance.now() time until which what was heard may be trusted. */
  private trustedUntil = Infinity;

  constructor(
    readonly ttlMs: number,
    maxEntries = SESSION_CACHE_ENTRIES,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** True while changes are heard in time; a cache that cannot hear them keeps nothing. */
  get enabled(): boolean {
    return this.live && this.ttlMs > 0 && performance.now() < this.trustedUntil;
  }

  /**
   * Announcements are heard (true: until the performance.now() time `until`) or may be missed
   * (false); either way, forget everything.
   */
  setLive(live: boolean, until = Infinity): void {
    this.live = live;
    this.trustedUntil = until;
    this.change({ kind: 'all' });
  }

  /**
   * Every change committed up to some moment has been heard: what is kept may be served until
   * `until` (a performance.now() time). After the cache was off, it starts from empty.
   */
  heardUntil(until: number): void {
    if (!this.live) this.setLive(true, until);
    else this.trustedUntil = Math.max(this.trustedUntil, until);
  }

  /** A change was announced (or made here): forget what it touches. */
  change(what: SessionChange): void {
    this.epoch += 1;
    if (what.kind === 'all') this.entries.clear();
    else if (what.kind === 'session') this.entries.delete(what.key);
    else
      for (const [key, { session }] of this.entries)
        if (session[what.kind]?.id === what.id) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept session, if it is still fresh. */
  get(key: string, now: number): LoadedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.entries.delete(key);
    return undefined;
  }

  /** Where a read starts: pass it to `keep` with the read's answer. */
  mark(): number {
    return this.epoch;
  }

  /** Keeps a session read since `mark`, unless anything changed meanwhile. */
  keep(key: string, session: LoadedSession, mark: number, now: number): void {
    if (!this.enabled || mark !== this.epoch) return;
    const expires = session.expiresAt?.getTime() ?? now + this.ttlMs;
    const until = Math.min(now + this.ttlMs, expires);
    if (until <= now) return;
    this.entries.delete(key); // re-inserted last: the map's order is the eviction order
    this.entries.set(key, { session, until });
  }
}

/**
 * The SessionStore with a SessionCache in front of `load` (every logged-in request's read).
 * The store's own writes of a session forget it before and after the write, and `destroy` (a
 * logout) answers once `settled` says every process has heard it; `get`, `set`, `destroy` and
 * `purgeExpired` are the inner store's.
 */
export class CachedSessionStore implements SessionStore {
  constructor(
    private readonly inner: SessionStore & Required<Pick<SessionStore, 'load'>>,
    private readonly cache: SessionCache,
    private readonly clock: Clock,
    private readonly settled: () => Promise<void> = async () => {},
  ) {}

  get(key: string): Promise<Record<string, unknown> | null> {
    return this.inner.get(key);
  }

  async load(key: string): Promise<LoadedSession | null> {
    const now = this.clock.now().getTime();
    const kept = this.cache.get(key, now);
    // Its data is copied: koa-session builds the request's session from it, and no request's
    // changes may reach what the next one is given.
    if (kept) return { ...kept, data: { ...kept.data } };
    const mark = this.cache.mark();
    const loaded = await this.inner.load(key);
    if (!loaded) return null;
    this.cache.keep(key, { ...loaded, data: { ...loaded.data } }, mark, this.clock.now().getTime());
    return loaded;
  }

  async set(key: string, data: Record<string, unknown>, ttlMs: number): Promise<void> {
    this.cache.change({ kind: 'session', key });
    try {
      await this.inner.set(key, data, ttlMs);
    } finally {
      this.cache.change({ kind: 'session', key });
    }
  }

  async destroy(key: string): Promise<void> {
    this.cache.change({ kind: 'session', key });
    try {
      await this.inner.destroy(key);
    } finally {
      this.cache.change({ kind: 'session', key });
    }
    await this.settled();
  }

  purgeExpired(): Promise<number> {
    return this.inner.purgeExpired();
  }
}

/**
 * A statement of this process that changes accounts or sessions other than by the session
 * store's own key (KnexSessionStore.set/destroy, which CachedSessionStore handles): an UPDATE,
 * DELETE or TRUNCATE of users, employees or sessions, also inside a WITH.
 */
const ACCOUNT_WRITE =
  /^\s*(?:update|delete|truncate|with)\b[\s\S]*?(?:\b|")(?:users|employees|sessions)(?:\b|")/i;
const STORE_DESTROY = /^\s*delete from "sessions" where "key" = (?:\?|\$1)\s*$/i;

export function isAccountWrite(sql: string): boolean {
  if (!ACCOUNT_WRITE.test(sql) || STORE_DESTROY.test(sql)) return false;
  if (/^\s*with\b/i.test(sql)) return /\b(?:update|delete|truncate)\b/i.test(sql);
  return true;
}

/**
 * This process's own writes to accounts forget everything kept, when they start and when they
 * answer (inside or outside a transaction), so the next request of this process reads them at
 * once; other processes hear of them at commit through the triggers.
 */
export function watchAccountWrites(knex: Knex, cache: SessionCache): void {
  onStatements(knex, (sql) => {
    if (isAccountWrite(sql)) cache.change({ kind: 'all' });
  });
}
