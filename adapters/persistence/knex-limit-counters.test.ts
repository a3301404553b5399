import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../core/testing/in-memory-infrastructure';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexLimitCounters } from './knex-limit-counters';

const MINUTE = 60_000;

describe.each(databaseTargets)('KnexLimitCounters on %s', (target) => {
  const db = useTestDatabase(target);

  it('counts each key in a fixed window, and starts again when it ends', async () => {
    const clock = new FixedClock(new Date('2026-06-01T12:00:00Z'));
    const counters = new KnexLimitCounters(db().knex, clock);
    const first = await counters.hit(['a', 'b'], 15 * MINUTE);
    expect(first).toEqual([
      { count: 1, windowEndsAt: new Date('2026-06-01T12:15:00Z') },
      { count: 1, windowEndsAt: new Date('2026-06-01T12:15:00Z') },
    ]);
    clock.set(new Date('2026-06-01T12:10:00Z'));
    expect((await counters.hit(['a'], 15 * MINUTE)).map((c) => c.count)).toEqual([2]);
    await counters.release(['a', 'a-never-hit']);
    expect((await counters.hit(['a'], 15 * MINUTE))[0]).toEqual({
      count: 2,
      windowEndsAt: new Date('2026-06-01T12:15:00Z'),
    });
    clock.set(new Date('2026-06-01T12:15:00Z'));
    expect(await counters.hit(['a'], 15 * MINUTE)).toEqual([
      { count: 1, windowEndsAt: new Date('2026-06-01T12:30:00Z') },
    ]);
    expect(await counters.purgeExpired()).toBe(1); // b's window ended
    await counters.clear(['a']);
    expect(await db().knex('limit_counters').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
    expect(
      Number(((await db().knex('limit_counters').count({ n: '*' })) as { n: string }[])[0]!.n),
    ).toBe(0);
  });

  it('adds exactly one per hit however many arrive at once', async () => {
    const counters = new KnexLimitCounters(db().knex, new FixedClock(new Date()));
    const hits = await Promise.all(Array.from({ length: 30 }, () => counters.hit(['hot'], MINUTE)));
    expect(hits.map(([c]) => c!.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});
