import { loginDelayMs } from '../../core/accounts/login-throttle';

interface Failures {
  count: number;
  expiresAt: number;
}

export interface LoginThrottleOptions {
  /** How long failures are remembered after the last one. */
  windowMs?: number;
  /** At most this many keys are remembered; the oldest go first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Remembers recent login failures per key (an email, an address) in memory, bounded in size
 * and time, and says how long to hold the next attempt (core's loginDelayMs).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The delay before answering an attempt on this key. With `perStep` above 1, that many
   * failures count as one (an address is shared by many people, an account is not).
   */
  delayMs(key: string, perStep = 1): number {
    return loginDelayMs(Math.floor(this.count(key) / perStep));
  }

  /** Counts one more failure for every key. */
  recordFailure(keys: readonly string[]): void {
    for (const key of keys) {
      const count = this.count(key) + 1;
      this.failures.delete(key); // re-insert so the map stays ordered by last failure
      this.failures.set(key, { count, expiresAt: this.now() + this.windowMs });
    }
    this.evictOldest();
  }

  /** Forgets the failures of these keys (after a successful login). */
  reset(keys: readonly string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  /** How many keys are remembered (for tests and metrics). */
  get size(): number {
    return this.failures.size;
  }

  private count(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (entry.expiresAt > this.now()) return entry.count;
    this.failures.delete(key);
    return 0;
  }

  private evictOldest(): void {
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) return;
      this.failures.delete(key);
    }
  }
}

/** Waits the given time; resolves at once for 0. */
export function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((done) => setTimeout(done, ms)) : Promise.resolve();
}
