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

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

interface Listening {
  close(): Promise<void>;
}

/**
 * Hears the triggers' announcements on a connection of its own (PostgreSQL) and tells `cache`.
 * While that connection is down the cache is off (it could miss a change); it connects again
 * every second and, once it listens, starts from empty.
 */
function listenOnPostgres(db: Database, cache: SessionCache): Listening {
  const settings = (db.knex.client as { connectionSettings?: pg.ClientConfig }).connectionSettings;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    cache.setLive(false);
    client?.removeAllListeners();
    client?.on('error', () => {}); // a late socket error of the dropped client is not news
    client = null;
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({
      ...settings,
      application_name: 'dreamland-park (session changes)',
    });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL)
        cache.change(parseSessionChange(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (client === next && !closed) cache.setLive(true);
    } catch {
      if (client === next) lost();
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.setLive(false);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
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

const caches = new WeakMap<Database, SessionCache>();

/**
 * The one session cache of a database, listening for changes from the first use until the
 * database closes; with `ttlMs` 0 nothing is kept and nothing listens.
 */
export function sessionCacheOf(db: Database, ttlMs: number): SessionCache {
  let cache = caches.get(db);
  if (cache) return cache;
  cache = new SessionCache(ttlMs);
  caches.set(db, cache);
  if (ttlMs <= 0 || !db.onClose) return cache; // nothing could stop a listener: keep nothing
  watchAccountWrites(db.knex, cache);
  const listening =
    db.kind === 'postgres' ? listenOnPostgres(db, cache) : listenOnPglite(db, cache);
  db.onClose(() => listening.close());
  return cache;
}

/** The session store of a server process: the database's, with the process's cache in front. */
export function cachedSessionStore(db: Database, clock: Clock, ttlMs: number): CachedSessionStore {
  return new CachedSessionStore(
    new KnexSessionStore(db.knex, clock),
    sessionCacheOf(db, ttlMs),
    clock,
  );
}

export type { SessionChange };
