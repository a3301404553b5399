import { expect, it } from 'vitest';
import type { WeatherRepository } from '../../../core/weather/weather-repository';

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
    await repo.save({ date: '2026-06-01', condition: 'rainy' }, null);
    await repo.save({ date: '2026-06-02', condition: 'snowy' }, null);
    await repo.save({ date: '2026-06-01', condition: 'cloudy' }, null);
    expect(await repo.findByDate('2026-06-01')).toEqual({
      date: '2026-06-01',
      condition: 'cloudy',
    });
    expect(await repo.findByDate('2026-06-02')).toEqual({ date: '2026-06-02', condition: 'snowy' });
  });

  it('lists the days entered in a range, both ends included, oldest first', async () => {
    const repo = await make();
    await repo.save({ date: '2026-06-03', condition: 'rainy' }, null);
    await repo.save({ date: '2026-05-31', condition: 'snowy' }, null);
    await repo.save({ date: '2026-06-01', condition: 'sunny' }, null);
    await repo.save({ date: '2026-06-04', condition: 'cloudy' }, null);
    expect(await repo.listBetween('2026-06-01', '2026-06-03')).toEqual([
      { date: '2026-06-01', condition: 'sunny' },
      { date: '2026-06-03', condition: 'rainy' },
    ]);
    expect(await repo.listBetween('2026-07-01', '2026-07-31')).toEqual([]);
  });

  it('keeps the date exactly, whatever the time zone of the process', async () => {
    const repo = await make();
    await repo.save({ date: '2026-01-01', condition: 'sunny' }, null);
    expect((await repo.findByDate('2026-01-01'))?.date).toBe('2026-01-01');
    expect(await repo.findByDate('2025-12-31')).toBeNull();
  });
}
