import { expect, it } from 'vitest';
import type { SessionStore } from '../../../core/accounts/session-store';
import { FixedClock } from '../../../core/testing/in-memory-infrastructure';

const MINUTE = 60_000;

/** What every SessionStore must do; `make` gives a store over no sessions, on `clock`. */
export function sessionStoreContract(
  make: (clock: FixedClock) => SessionStore | Promise<SessionStore>,
) {
  const start = () => new FixedClock(new Date('2026-06-01T15:00:00Z'));
  const later = (clock: FixedClock, ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  it('answers null for an unknown key', async () => {
    const store = await make(start());
    expect(await store.get('nope')).toBeNull();
  });

  it('keeps nested data until the session expires', async () => {
    const clock = start();
    const store = await make(clock);
    const data = { userId: 7, cart: { items: [1, 2] }, note: 'héllo', flag: true, none: null };
    await store.set('k1', data, 10 * MINUTE);
    expect(await store.get('k1')).toEqual(data);
    later(clock, 10 * MINUTE - 1);
    expect(await store.get('k1')).toEqual(data);
    later(clock, 1);
    expect(await store.get('k1')).toBeNull();
  });

  it('replaces the data and the expiry when set again', async () => {
    const clock = start();
    const store = await make(clock);
    await store.set('k1', { n: 1 }, MINUTE);
    await store.set('k1', { n: 2 }, 10 * MINUTE);
    later(clock, 5 * MINUTE);
    expect(await store.get('k1')).toEqual({ n: 2 });
  });

  it('destroys a session (and destroying an unknown one is fine)', async () => {
    const store = await make(start());
    await store.set('k1', { n: 1 }, MINUTE);
    await store.destroy('k1');
    await store.destroy('never-there');
    expect(await store.get('k1')).toBeNull();
  });

  it('purges only the expired sessions and says how many', async () => {
    const clock = start();
    const store = await make(clock);
    await store.set('short-1', { n: 1 }, MINUTE);
    await store.set('short-2', { n: 2 }, MINUTE);
    await store.set('long', { n: 3 }, 60 * MINUTE);
    later(clock, 2 * MINUTE);
    expect(await store.purgeExpired()).toBe(2);
    expect(await store.purgeExpired()).toBe(0);
    expect(await store.get('long')).toEqual({ n: 3 });
  });
}
