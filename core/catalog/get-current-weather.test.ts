import { describe, expect, it } from 'vitest';
import { InMemoryWeatherRepository } from '../testing/in-memory-catalog';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { GetCurrentWeather } from './get-current-weather';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';

describe('current weather', () => {
  it('is sunny for a day nobody entered, without writing it', async () => {
    const weather = new InMemoryWeatherRepository();
    const clock = new FixedClock(new Date('2026-11-23T05:00:00Z')); // 23:00 on the 22nd in Chicago
    expect(await new GetCurrentWeather(weather, clock).execute()).toEqual({
      date: '2026-11-22',
      condition: 'sunny',
    });
    expect(weather.records.size).toBe(0);
  });

  it('is the entered condition for the park day', async () => {
    const weather = new InMemoryWeatherRepository();
    await weather.save({ date: '2026-11-22', condition: 'snowy' }, FIXTURE_ACTOR);
    const clock = new FixedClock(new Date('2026-11-22T18:00:00Z'));
    expect(await new GetCurrentWeather(weather, clock).execute()).toEqual({
      date: '2026-11-22',
      condition: 'snowy',
    });
  });
});
