import type { Employee, User } from './people';

/**
 * A session with the account its data names, read together: a logged-in request then costs one
 * round trip for both (null where the data names none, or the account no longer exists).
 */
export interface LoadedSession {
  data: Record<string, unknown>;
  user: User | null;
  employee: Employee | null;
  /** When the session ends unless it is renewed, where the store knows (a cache keeps it no longer). */
  expiresAt?: Date;
}

/** Server-side session data, shared by every server process. */
export interface SessionStore {
  get(key: string): Promise<Record<string, unknown> | null>;
  /** The session and its account in one read, where the store can do that; else only `get`. */
  load?(key: string): Promise<LoadedSession | null>;
  set(key: string, data: Record<string, unknown>, ttlMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
  /** Removes expired sessions; returns how many went. */
  purgeExpired(): Promise<number>;
}
