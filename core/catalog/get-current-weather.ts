import type { WeatherRecord } from './catalog';
import { DEFAULT_WEATHER } from '../weather/weather';
import type { Clock } from '../shared/clock';
import type { WeatherRepository } from '../weather/weather-repository';

/** Today's weather; a day nobody has entered is sunny (and nothing is written for it). */
export class GetCurrentWeather {
  constructor(
    private readonly weather: WeatherRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<WeatherRecord> {
    const today = this.clock.today();
    return (await this.weather.findByDate(today)) ?? { date: today, condition: DEFAULT_WEATHER };
  }
}
