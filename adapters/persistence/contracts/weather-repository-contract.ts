import { expect, it } from 'vitest';
import type { WeatherRepository } from '../../../core/ports/weather-repository';

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

  it('keeps the date exactly, whatever the time zone of the process', async () => {
    const repo = await make();
    await repo.save({ date: '2026-01-01', condition: 'sunny' }, null);
    expect((await repo.findByDate('2026-01-01'))?.date).toBe('2026-01-01');
    expect(await repo.findByDate('2025-12-31')).toBeNull();
  });
}
