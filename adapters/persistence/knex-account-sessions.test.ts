import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../core/testing/in-memory-infrastructure';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexAccountSessions } from './knex-account-sessions';
import { KnexSessionStore } from './knex-session-store';

describe.each(databaseTargets)('KnexAccountSessions on %s', (target) => {
  const db = useTestDatabase(target);

  it('ends every session of one account and no other', async () => {
    const store = new KnexSessionStore(db().knex, new FixedClock(new Date()));
    const hour = 3_600_000;
    await store.set('vera-phone', { userId: 5, _expire: 1 }, hour);
    await store.set('vera-laptop', { userId: 5 }, hour);
    await store.set('someone-else', { userId: 51 }, hour);
    await store.set('employee-five', { employeeId: 5 }, hour);
    await store.set('anonymous', { cart: [] }, hour);
    let settled = 0;
    const sessions = new KnexAccountSessions(db().knex, async () => void (settled += 1));
    expect(await sessions.endAll('user', 5)).toBe(2);
    expect(settled).toBe(1); // answered once every process heard it
    expect(await store.get('vera-phone')).toBeNull();
    expect(await store.get('vera-laptop')).toBeNull();
    expect(await store.get('someone-else')).toEqual({ userId: 51 });
    expect(await store.get('employee-five')).toEqual({ employeeId: 5 });
    expect(await sessions.endAll('employee', 5)).toBe(1);
    expect(await store.get('employee-five')).toBeNull();
    expect(await store.get('anonymous')).toEqual({ cart: [] });
    expect(await sessions.endAll('user', 99)).toBe(0);
    expect(settled).toBe(2); // nothing ended, nothing to wait for
  });
});
