import type { Clock } from '../../core/shared/clock';
import type { LimitCounters, WindowCount } from '../../core/shared/limit-counters';
import type { Executor } from './executor';

interface CountRow {
  key: string;
  count: number;
  window_ends_at: Date;
}

/**
 * LimitCounters in `limit_counters`: each hit is one INSERT … ON CONFLICT DO UPDATE, which
 * PostgreSQL (and PGlite) applies row by row under the row's lock, so concurrent hits from any
 * number of processes each add exactly one.
 */
export class KnexLimitCounters implements LimitCounters {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]> {
    if (keys.length === 0) return [];
    const now = this.clock.now();
    const ends = new Date(now.getTime() + windowMs);
    const unique = [...new Set(keys)];
    const values = unique.map(() => '(?, 1, ?::timestamptz)').join(', ');
    const { rows } = (await this.db.raw(
      `INSERT INTO limit_counters AS c (key, count, window_ends_at) VALUES ${values}
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_ends_at <= ?::timestamptz THEN 1 ELSE c.count + 1 END,
         window_ends_at = CASE WHEN c.window_ends_at <= ?::timestamptz
                               THEN excluded.window_ends_at ELSE c.window_ends_at END
       RETURNING key, count, window_ends_at`,
      [...unique.flatMap((key) => [key, ends]), now, now],
    )) as { rows: CountRow[] };
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const row = byKey.get(key)!;
      return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
    });
  }

  async release(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db('limit_counters')
      .whereIn('key', [...keys])
      .update({ count: this.db.raw('GREATEST(count - 1, 0)') });
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db('limit_counters')
      .whereIn('key', [...keys])
      .delete();
  }

  async purgeExpired(): Promise<number> {
    return this.db('limit_counters').where('window_ends_at', '<=', this.clock.now()).delete();
  }
}
