import pg from 'pg';
import type { Clock } from '../../core/shared/clock';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './db';
import { KnexSessionStore } from './knex-session-store';
import {
  CachedSessionStore,
  parseSessionChange,
  SessionCache,
  watchAccountWrites,
  type SessionChange,
} from './session-cache';

/** The channel of migration 20261128100000's triggers. */
export const SESSION_CHANGES_CHANNEL = 'park_session_changes';
/** Where a process that ended sessions asks every listening process to confirm it heard them. */
const FENCES_CHANNEL = 'park_session_fences';
/** A listening connection's own channel: the confirmations of its fences, and its own pings. */
const ownChannel = (pid: number) => `park_session_to_${pid}`;
/** The listening connections' name in pg_stat_activity (and the search path's first schema). */
const LISTENER_NAME = 'dreamland-park (sessions)';

/**
 * How long a session can outlive its end on another server process, at most: a logout, a
 * password change or an archiving answers once every listening process confirmed it heard the
 * end, or after this long when one did not; and a process serves sessions from memory only
 * while a ping it sent to itself less than this long ago has come back (PostgreSQL delivers
 * notices in commit order, so everything committed before the ping was heard first).
 */
export const SESSION_END_BOUND_MS = 1_000;
/** How often a listening process pings itself. */
const PING_MS = SESSION_END_BOUND_MS / 4;
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;
/** Pings waiting for their echo, at most (the oldest are forgotten). */
const MAX_PINGS = 64;

/** Resolves after `ms`, or at once when `early` does. */
async function within(early: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([early, new Promise((done) => (timer = setTimeout(done, Math.max(0, ms))))]);
  clearTimeout(timer);
}

/** One fence: the processes that were listening when it was sent, and those that confirmed. */
interface Fence {
  pids: number[] | null;
  confirmed: Set<number>;
  done(): void;
}

/**
 * The changes of sessions and accounts as this process hears them, and the fences of the
 * sessions it ends. With PostgreSQL: a connection of its own listens (one per process); while it
 * is down the cache is off (it could miss a change), and it connects again every second.
 */
interface SessionChanges {
  /** From now on, tells `cache` what changed and whether it hears in time. */
  attach(cache: SessionCache): void;
  /**
   * Resolves once every listening process has heard every change committed before the call,
   * or after SESSION_END_BOUND_MS at most (when that process serves nothing from memory).
   */
  settled(): Promise<void>;
}

/**
 * PostgreSQL: LISTEN on a connection of its own. Every PING_MS it notifies itself; the echo
 * proves that every change committed before the ping was heard, so the cache may serve for
 * SESSION_END_BOUND_MS from the ping's start. A fence (`settled`) notifies every listening
 * process after the change committed; each answers on the fence's own channel once it heard
 * it, hence everything before it, and the fence waits for all those listening when it was sent.
 */
class PostgresSessionChanges implements SessionChanges {
  private cache: SessionCache | null = null;
  private client: pg.Client | null = null;
  /** The backend of the listening connection while it listens, else 0. */
  private pid = 0;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private pinging: NodeJS.Timeout | null = null;
  private sequence = 0;
  /** Each ping waiting for its echo: when it was sent (performance.now()). */
  private readonly pings = new Map<number, number>();
  private readonly fences = new Map<number, Fence>();
  /** The current attempt to listen: true once it does. */
  private listening: Promise<boolean>;
  /** The listening connection's statements run one after the other (pg wants no overlap). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly settings: pg.ClientConfig,
    private readonly name: string,
  ) {
    this.listening = this.connect();
  }

  attach(cache: SessionCache): void {
    this.cache = cache;
    cache.setLive(false); // until the next echo
  }

  private async connect(): Promise<boolean> {
    this.retry = null;
    if (this.closed) return false;
    const client = new pg.Client({ ...this.settings, application_name: this.name });
    this.client = client;
    this.queue = Promise.resolve();
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.heard(client, message));
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const pid = rows[0]!.pid;
      await client.query(
        `LISTEN ${SESSION_CHANGES_CHANNEL}; LISTEN ${FENCES_CHANNEL}; LISTEN ${ownChannel(pid)}`,
      );
      if (this.client !== client || this.closed) return false;
      this.pid = pid;
      this.pinging = setInterval(() => this.ping(client), PING_MS).unref();
      this.ping(client);
      return true;
    } catch {
      this.lost(client);
      return false;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.cache?.setLive(false);
    this.client = null;
    this.pid = 0;
    if (this.pinging) clearInterval(this.pinging);
    this.pinging = null;
    this.pings.clear();
    client.removeAllListeners();
    client.on('error', () => {}); // a late socket error of the dropped client is not news
    if (!this.closed && !this.retry)
      this.retry = setTimeout(() => (this.listening = this.connect()), RECONNECT_MS).unref();
  }

  private send<R extends pg.QueryResultRow>(
    client: pg.Client,
    sql: string,
    values: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const sent = this.queue.then(() => client.query<R>(sql, values));
    this.queue = sent.catch(() => {});
    return sent;
  }

  private ping(client: pg.Client): void {
    const n = (this.sequence += 1);
    this.pings.set(n, performance.now());
    if (this.pings.size > MAX_PINGS) this.pings.delete(this.pings.keys().next().value!);
    this.send(client, 'SELECT pg_notify($1, $2)', [ownChannel(this.pid), `ping:${n}`]).catch(
      () => {},
    );
  }

  /** What one notice says; each is handled at once, in the order PostgreSQL sent them. */
  private heard(client: pg.Client, { channel, payload = '', processId }: pg.Notification): void {
    if (channel === SESSION_CHANGES_CHANNEL) {
      this.cache?.change(parseSessionChange(payload));
      return;
    }
    const [first, second] = payload.split(':');
    const n = Number(second);
    if (!Number.isSafeInteger(n)) return;
    if (channel === FENCES_CHANNEL) {
      // Everything committed before the fence has been heard (and told to the cache): say so.
      const to = Number(first);
      if (Number.isSafeInteger(to))
        this.send(client, 'SELECT pg_notify($1, $2)', [ownChannel(to), `ack:${n}`]).catch(() => {});
    } else if (channel === ownChannel(this.pid) && first === 'ping') {
      const sent = this.pings.get(n);
      if (sent === undefined) return;
      for (const k of this.pings.keys()) if (k <= n) this.pings.delete(k);
      this.cache?.heardUntil(sent + SESSION_END_BOUND_MS);
    } else if (channel === ownChannel(this.pid) && first === 'ack') {
      const fence = this.fences.get(n);
      fence?.confirmed.add(processId);
      if (fence) this.check(fence);
    }
  }

  private check(fence: Fence): void {
    if (fence.pids?.every((pid) => fence.confirmed.has(pid))) fence.done();
  }

  async settled(): Promise<void> {
    const deadline = performance.now() + SESSION_END_BOUND_MS;
    const left = () => deadline - performance.now();
    let listening = false;
    await within(
      this.listening.then((yes) => (listening = yes)),
      left(),
    );
    const { client, pid } = this;
    if (!listening || !client || !pid) return within(new Promise(() => {}), left());
    const n = (this.sequence += 1);
    let done!: () => void;
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    const fence: Fence = { pids: null, confirmed: new Set(), done };
    this.fences.set(n, fence);
    try {
      // Who listens now, and the fence, in one statement: a process that starts listening
      // later reads everything after the change.
      const { rows } = await this.send<{ pids: number[] }>(
        client,
        `SELECT array(SELECT pid FROM pg_stat_activity
                       WHERE application_name = $1 AND datname = current_database()) AS pids,
                pg_notify($2, $3)`,
        [this.name, FENCES_CHANNEL, `${pid}:${n}`],
      );
      fence.pids = rows[0]!.pids;
      this.check(fence);
      await within(confirmed, left());
    } catch {
      await within(new Promise(() => {}), left());
    } finally {
      this.fences.delete(n);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.pinging) clearInterval(this.pinging);
    this.cache?.setLive(false);
    for (const fence of this.fences.values()) fence.done();
    const last = this.client;
    this.client = null;
    this.pid = 0;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  }
}

interface Listening {
  close(): Promise<void>;
}

/**
 * PGlite runs in this process: its notifications cannot be lost while it is open. LISTEN runs
 * while the knex connection is held, so it never lands inside someone's open transaction.
 */
function listenOnPglite(db: Database, cache: SessionCache): Listening {
  const { client } = db.knex;
  let unlisten: (() => Promise<void>) | null = null;
  const ready = (async () => {
    const pglite = (await client.acquireConnection()) as PGlite;
    try {
      unlisten = await pglite.listen(SESSION_CHANGES_CHANNEL, (payload) =>
        cache.change(parseSessionChange(payload)),
      );
      cache.setLive(true);
    } finally {
      await client.releaseConnection(pglite);
    }
  })().catch(() => cache.setLive(false));
  return {
    close: async () => {
      cache.setLive(false);
      await ready;
      await unlisten?.().catch(() => {});
    },
  };
}

/** The listening connection's name: the search path's first schema tells test schemas apart. */
function listenerName(db: Database): string {
  const path = (db.knex.client as { searchPath?: string | string[] }).searchPath;
  const schema = Array.isArray(path) ? path[0] : path;
  return (schema ? `${LISTENER_NAME} ${schema}` : LISTENER_NAME).slice(0, 63);
}

const changes = new WeakMap<Database, SessionChanges | null>();

/**
 * The one SessionChanges of a database, started at its first use and stopped when the database
 * closes; none for a database that cannot say when it closes.
 */
function sessionChangesOf(db: Database): SessionChanges | null {
  if (changes.has(db)) return changes.get(db)!;
  let made: SessionChanges | null = null;
  if (db.onClose && db.kind === 'postgres') {
    const settings = (db.knex.client as { connectionSettings?: pg.ClientConfig })
      .connectionSettings;
    const listener = new PostgresSessionChanges(settings ?? {}, listenerName(db));
    db.onClose(() => listener.close());
    made = listener;
  } else if (db.onClose) {
    // PGlite: this process is the only one, and its own ends evict before they answer.
    const onClose = db.onClose;
    made = {
      attach: (cache) => {
        const listening = listenOnPglite(db, cache);
        onClose(() => listening.close());
      },
      settled: async () => {},
    };
  }
  changes.set(db, made);
  return made;
}

/**
 * Waits, after sessions ended (committed), until every server process has heard it: what a
 * logout, a password change and an archiving await before they answer.
 */
export function sessionEndsSettled(db: Database): () => Promise<void> {
  return async () => sessionChangesOf(db)?.settled();
}

const caches = new WeakMap<Database, SessionCache>();

/**
 * The one session cache of a database, listening for changes from the first use until the
 * database closes; with `ttlMs` 0 nothing is kept.
 */
export function sessionCacheOf(db: Database, ttlMs: number): SessionCache {
  let cache = caches.get(db);
  if (cache) return cache;
  cache = new SessionCache(ttlMs);
  caches.set(db, cache);
  const heard = ttlMs > 0 ? sessionChangesOf(db) : null;
  if (!heard) return cache; // nothing could stop a listener: keep nothing
  watchAccountWrites(db.knex, cache);
  heard.attach(cache);
  return cache;
}

/** The session store of a server process: the database's, with the process's cache in front. */
export function cachedSessionStore(db: Database, clock: Clock, ttlMs: number): CachedSessionStore {
  return new CachedSessionStore(
    new KnexSessionStore(db.knex, clock),
    sessionCacheOf(db, ttlMs),
    clock,
    sessionEndsSettled(db),
  );
}

export type { SessionChange };
