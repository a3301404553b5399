/** A key's count in its current window. */
export interface WindowCount {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counters that every server process shares (kept in the database), each key counted in a
 * fixed window: the login lock and the reset-mail limit. Every change is one atomic statement,
 * so parallel requests on any number of processes are all counted.
 */
export interface LimitCounters {
  /**
   * Adds one to each key (a key whose window has ended starts again at 1, in a new window of
   * `windowMs`); answers each key's count and window end, in the keys' order.
   */
  hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]>;
  /** Takes one back from each key (an attempt that proved harmless), never below zero. */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets the keys' counts. */
  clear(keys: readonly string[]): Promise<void>;
  /** Deletes the windows that have ended; answers how many. */
  purgeExpired(): Promise<number>;
}
