import { expect, it } from 'vitest';
import type { WeatherRepository } from '../../../core/weather/weather-repository';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';
import { entriesBy, type Audited } from './audit-contract';
import type { AuditActor } from '../../../core/audit/audit';

/** What every WeatherRepository must do; `make` gives one over no records. */
export function weatherRepositoryContract(
  make: () => WeatherRepository | Promise<WeatherRepository>,
) {
  it('answers null for a day nobody entered', async () => {
    const repo = await make();
    expect(await repo.findByDate('2026-06-01')).toBeNull();
  });

  it('keeps one condition per day, the latest saved', async () => {
    const repo = await make();
    await repo.save({ date: '2026-06-01', condition: 'rainy' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-06-02', condition: 'snowy' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-06-01', condition: 'cloudy' }, FIXTURE_ACTOR);
    expect(await repo.findByDate('2026-06-01')).toEqual({
      date: '2026-06-01',
      condition: 'cloudy',
    });
    expect(await repo.findByDate('2026-06-02')).toEqual({ date: '2026-06-02', condition: 'snowy' });
  });

  it('lists the days entered in a range, both ends included, oldest first', async () => {
    const repo = await make();
    await repo.save({ date: '2026-06-03', condition: 'rainy' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-05-31', condition: 'snowy' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-06-01', condition: 'sunny' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-06-04', condition: 'cloudy' }, FIXTURE_ACTOR);
    expect(await repo.listBetween('2026-06-01', '2026-06-03')).toEqual([
      { date: '2026-06-01', condition: 'sunny' },
      { date: '2026-06-03', condition: 'rainy' },
    ]);
    expect(await repo.listBetween('2026-07-01', '2026-07-31')).toEqual([]);
  });

  it('keeps the date exactly, whatever the time zone of the process', async () => {
    const repo = await make();
    await repo.save({ date: '2026-01-01', condition: 'sunny' }, FIXTURE_ACTOR);
    expect((await repo.findByDate('2026-01-01'))?.date).toBe('2026-01-01');
    expect(await repo.findByDate('2025-12-31')).toBeNull();
  });
}

/**
 * The entry a save appends with itself: weather.add on the day, before the day's earlier record.
 * `by` is an employee the store knows (the knex one keeps who entered the day).
 */
export function weatherAuditContract(
  make: () => Promise<Audited<WeatherRepository> & { by: AuditActor }>,
) {
  it('appends weather.add with the day before (null at first) and after', async () => {
    const { repo, log, by } = await make();
    await repo.save({ date: '2026-06-01', condition: 'rainy' }, by);
    await repo.save({ date: '2026-06-01', condition: 'sunny' }, by);
    const entry = (before: unknown, condition: string) => ({
      actor: by,
      action: 'weather.add',
      target: 'day 2026-06-01',
      before,
      after: { date: '2026-06-01', condition },
    });
    expect(await entriesBy(log, by)).toEqual([
      entry(null, 'rainy'),
      entry({ date: '2026-06-01', condition: 'rainy' }, 'sunny'),
    ]);
  });
}
