import { BoundedMap } from '../../core/shared/bounded-map';

/**
 * Answers kept in memory for a short while (`ttlMs`), by key: concurrent misses of a key share
 * one read, a failed read is not remembered, and `clear()` forgets everything, including reads
 * under way (their answers are handed to whoever asked, never kept). At most `maxEntries` are
 * kept; the oldest goes first.
 */
export class ShortLivedCache {
  private readonly entries: BoundedMap<string, { until: number; value: Promise<unknown> }>;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
    maxEntries = 500,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load();
    if (this.ttlMs <= 0) return value;
    const entry = { until: this.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    // A failed read is not remembered.
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
