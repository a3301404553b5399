export interface ResetRequestLimiterOptions {
  /** Requests allowed per key within one window. */
  maxPerWindow?: number;
  windowMs?: number;
  /** At most this many keys are remembered; the oldest go first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Counts password-reset requests per key (an email, an address) in a fixed window, in
 * memory and bounded, so /forgot-password cannot flood a mailbox or the outbox.
 */
export class ResetRequestLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly maxPerWindow: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: ResetRequestLimiterOptions = {}) {
    this.maxPerWindow = options.maxPerWindow ?? 3;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one request for the key and says whether it is still within the limit. */
  take(key: string): boolean {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      this.windows.delete(key);
      entry = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, entry);
      this.evictOldest();
    }
    entry.count += 1;
    return entry.count <= this.maxPerWindow;
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.windows.size;
  }

  private evictOldest(): void {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
