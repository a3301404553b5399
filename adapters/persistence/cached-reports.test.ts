import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { rememberedReport, reportCacheOf } from './cached-reports';
import { ShortLivedCache } from './short-lived-cache';

const RANGE = { start: '2026-11-01', end: '2026-11-30' } as const;
const OTHER = { start: '2026-10-01', end: '2026-10-31' } as const;

/** A report use case that counts its runs and answers a new figure each time. */
class CountingReport {
  runs = 0;
  async execute(range: { start: string }) {
    this.runs += 1;
    return { ok: true, value: { rows: [{ date: range.start, count: this.runs }] } };
  }
}

describe('rememberedReport', () => {
  it('answers the same report from memory within the TTL, by name and input', async () => {
    let now = 0;
    const report = new CountingReport();
    const cache = new ShortLivedCache(1000, () => now);
    const cached = rememberedReport(report, cache, 'counting');
    const [a, b] = await Promise.all([cached.execute(RANGE), cached.execute(RANGE)]);
    expect(a.value.rows).toEqual([{ date: RANGE.start, count: 1 }]);
    expect(b).toBe(a);
    expect(report.runs).toBe(1);
    expect((await cached.execute(OTHER)).value.rows[0]!.count).toBe(2);
    // Another report with the same input is another answer.
    const other = rememberedReport(new CountingReport(), cache, 'other');
    expect((await other.execute(RANGE)).value.rows[0]!.count).toBe(1);
    now = 999;
    expect(await cached.execute(RANGE)).toBe(a);
    now = 1000;
    expect((await cached.execute(RANGE)).value.rows[0]!.count).toBe(3);
    expect(cached).toBeInstanceOf(CountingReport);
  });

  it('hands out answers nobody can change', async () => {
    const cached = rememberedReport(new CountingReport(), new ShortLivedCache(1000), 'r');
    const { value } = await cached.execute(RANGE);
    expect(() => value.rows.push({ date: 'x', count: 9 })).toThrow(TypeError);
    expect(() => (value.rows[0]!.count = 9)).toThrow(TypeError);
    expect((await cached.execute(RANGE)).value.rows[0]!.count).toBe(1);
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
