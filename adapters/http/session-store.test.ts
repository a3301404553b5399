import { describe, expect, it } from 'vitest';
import { FixedClock, InMemorySessionStore } from '../../core/testing/in-memory-infrastructure';
import { koaSessionStore, SESSION_MAX_AGE_MS, ttlOf } from './session-store';

describe('the koa-session store adapter', () => {
  it('turns any koa-session maxAge into a time to live', () => {
    expect(ttlOf(60_000)).toBe(60_000);
    expect(ttlOf('session')).toBe(SESSION_MAX_AGE_MS);
    expect(ttlOf(undefined)).toBe(SESSION_MAX_AGE_MS);
    expect(ttlOf(Number.NaN)).toBe(SESSION_MAX_AGE_MS);
  });

  it('stores, reads and destroys through the port', async () => {
    const clock = new FixedClock(new Date('2030-01-01T12:00:00Z'));
    const store = koaSessionStore(new InMemorySessionStore(clock));
    await store.set('k', { userId: 7 }, 'session');
    expect(await store.get('k', undefined)).toEqual({ userId: 7 });
    await store.destroy('k');
    expect(await store.get('k', undefined)).toBeNull();
  });
});
