import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { rememberedReport, reportCacheOf } from './cached-reports';
import { ShortLivedCache } from './short-lived-cache';
import { managerOnly, type Actor, type Reader } from '../../core/employees/permissions';

const MANAGER: Actor = { id: 1, email: 'mo@example.com', role: 'Manager' };
const RANGE = { actor: MANAGER, start: '2026-11-01', end: '2026-11-30' } as const;
const OTHER = { actor: MANAGER, start: '2026-10-01', end: '2026-10-31' } as const;

/** A report use case that counts its runs and answers a new figure each time (a Manager's). */
class CountingReport {
  runs = 0;
  authorize(actor: Reader) {
    return managerOnly(actor);
  }
  async execute(input: { actor: Reader; start: string }) {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    this.runs += 1;
    return { ok: true, value: { rows: [{ date: input.start, count: this.runs }] } };
  }
}

/** The figures of an answer (a refusal has none). */
const rowsOf = (answer: Awaited<ReturnType<CountingReport['execute']>>) => {
  if (!answer.ok) throw new Error('refused');
  return answer.value.rows;
};

describe('rememberedReport', () => {
  it('answers the same report from memory within the TTL, by name and input', async () => {
    let now = 0;
    const report = new CountingReport();
    const cache = new ShortLivedCache(1000, () => now);
    const cached = rememberedReport(report, cache, 'counting');
    const [a, b] = await Promise.all([cached.execute(RANGE), cached.execute(RANGE)]);
    expect(rowsOf(a)).toEqual([{ date: RANGE.start, count: 1 }]);
    expect(b).toBe(a);
    expect(report.runs).toBe(1);
    expect(rowsOf(await cached.execute(OTHER))[0]!.count).toBe(2);
    // Another report with the same input is another answer.
    const other = rememberedReport(new CountingReport(), cache, 'other');
    expect(rowsOf(await other.execute(RANGE))[0]!.count).toBe(1);
    now = 999;
    expect(await cached.execute(RANGE)).toBe(a);
    now = 1000;
    expect(rowsOf(await cached.execute(RANGE))[0]!.count).toBe(3);
    expect(cached).toBeInstanceOf(CountingReport);
  });

  it('shares one answer among managers, and asks who reads before handing it out', async () => {
    const report = new CountingReport();
    const cached = rememberedReport(report, new ShortLivedCache(1000), 'r');
    const first = await cached.execute(RANGE);
    const otherManager: Actor = { id: 3, email: 'max@example.com', role: 'Manager' };
    expect(await cached.execute({ ...RANGE, actor: otherManager })).toBe(first);
    const staff: Actor = { id: 2, email: 'sam@example.com', role: 'Staff' };
    expect(await cached.execute({ ...RANGE, actor: staff })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(report.runs).toBe(1);
  });

  it('hands out answers nobody can change', async () => {
    const cached = rememberedReport(new CountingReport(), new ShortLivedCache(1000), 'r');
    const rows = rowsOf(await cached.execute(RANGE));
    expect(() => rows.push({ date: 'x', count: 9 })).toThrow(TypeError);
    expect(() => (rows[0]!.count = 9)).toThrow(TypeError);
    expect(rowsOf(await cached.execute(RANGE))[0]!.count).toBe(1);
  });
});

describe.each(databaseTargets)('the report cache on %s', (target) => {
  const db = useTestDatabase(target);
  const contactForm = {
    name: 'Ada',
    email: 'ada@example.com',
    type: 'query',
    message: 'A question about parking.',
    submitted_date: '2026-11-26',
  };

  it("is one per database and forgets at once on this process's writes", async () => {
    const cache = reportCacheOf(db());
    expect(reportCacheOf(db())).toBe(cache);
    const report = new CountingReport();
    const cached = rememberedReport(report, cache, 'counting');
    await cached.execute(RANGE);
    await cached.execute(RANGE);
    expect(report.runs).toBe(1);
    await db().knex('contact_forms').insert(contactForm);
    await cached.execute(RANGE);
    expect(report.runs).toBe(2);
    await db().knex('contact_forms').select('*');
    await cached.execute(RANGE);
    expect(report.runs).toBe(2);
  });

  it('does not keep a report run while a transaction of this process was writing', async () => {
    const report = new CountingReport();
    const cached = rememberedReport(report, reportCacheOf(db()), 'counting');
    await db().knex.transaction(async (trx) => {
      await trx('contact_forms').insert(contactForm);
      // Asked before the commit (the fake reads nothing): this answer must not outlive it.
      await cached.execute(RANGE);
      await cached.execute(RANGE);
    });
    expect(report.runs).toBe(1);
    await cached.execute(RANGE);
    expect(report.runs).toBe(2);
  });
});
