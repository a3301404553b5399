import type { Clock } from '../../core/shared/clock';
import type { SessionStore } from '../../core/accounts/session-store';
import type { Executor } from './executor';

/** koa-session's data kept in `sessions`, so every server process sees the same sessions. */
export class KnexSessionStore implements SessionStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async get(key: string): Promise<Record<string, unknown> | null> {
    const row: { data: Record<string, unknown> } | undefined = await this.db('sessions')
      .select('data')
      .where({ key })
      .andWhere('expires_at', '>', this.clock.now())
      .first();
    return row ? row.data : null;
  }

  async set(key: string, data: Record<string, unknown>, ttlMs: number): Promise<void> {
    if (!Number.isFinite(ttlMs)) throw new RangeError(`a session ttl must be finite, got ${ttlMs}`);
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    await this.db('sessions')
      .insert({ key, data: JSON.stringify(data), expires_at: expiresAt })
      .onConflict('key')
      .merge(['data', 'expires_at']);
  }

  async destroy(key: string): Promise<void> {
    await this.db('sessions').where({ key }).delete();
  }

  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', this.clock.now()).delete();
  }
}
