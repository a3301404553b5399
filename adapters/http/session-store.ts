import type { Context } from 'koa';
import type { Employee, User } from '../../core/accounts/people';
import type { SessionStore } from '../../core/accounts/session-store';

/** The account read with the request's session (SessionStore.load), for the role guards. */
export interface LoadedAccount {
  user: User | null;
  employee: Employee | null;
}

const LOADED = Symbol('loaded account');

/** The account read with this request's session, if the store read one. */
export const loadedAccount = (ctx: Context): LoadedAccount | undefined =>
  (ctx.state as Record<symbol, LoadedAccount | undefined>)[LOADED];

/** How long a session lives without activity, in the store and in the cookie. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** koa-session's maxAge: a number of ms, 'session' (browser session) or not given at all. */
export type KoaMaxAge = number | 'session' | undefined;

/** The store's time to live for a koa-session maxAge; browser sessions still expire server-side. */
export function ttlOf(maxAge: KoaMaxAge): number {
  return typeof maxAge === 'number' && Number.isFinite(maxAge) && maxAge > 0
    ? maxAge
    : SESSION_MAX_AGE_MS;
}

/** The async store koa-session expects, over the SessionStore port (rows in the database). */
export interface KoaSessionStore {
  get(
    key: string,
    maxAge: KoaMaxAge,
    options?: { ctx?: Context },
  ): Promise<Record<string, unknown> | null>;
  set(key: string, data: Record<string, unknown>, maxAge: KoaMaxAge): Promise<void>;
  destroy(key: string): Promise<void>;
}

/** Adapts the SessionStore port to koa-session's store interface. */
export function koaSessionStore(store: SessionStore): KoaSessionStore {
  return {
    get: async (key, _maxAge, options) => {
      if (!store.load) return store.get(key);
      const loaded = await store.load(key);
      if (loaded && options?.ctx)
        (options.ctx.state as Record<symbol, LoadedAccount>)[LOADED] = {
          user: loaded.user,
          employee: loaded.employee,
        };
      return loaded?.data ?? null;
    },
    set: (key, data, maxAge) => store.set(key, data, ttlOf(maxAge)),
    destroy: (key) => store.destroy(key),
  };
}
