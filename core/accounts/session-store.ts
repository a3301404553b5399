/** Server-side session data, shared by every server process. */
export interface SessionStore {
  get(key: string): Promise<Record<string, unknown> | null>;
  set(key: string, data: Record<string, unknown>, ttlMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
  /** Removes expired sessions; returns how many went. */
  purgeExpired(): Promise<number>;
}
