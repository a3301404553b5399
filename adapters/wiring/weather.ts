import { ContainerModule } from 'inversify';
import { EnterWeather } from '../../core/weather/enter-weather';
import { GetWeatherHistory } from '../../core/weather/weather-history';
import { KnexWeatherRepository } from '../persistence/index';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';
import { WEATHER_TOKENS as T } from './weather-tokens';

const { Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Weather: an employee enters a day's weather; anyone reads past days. */
export const weatherModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.WeatherRepository, [Database], (d) => new KnexWeatherRepository(d.knex));
  // use cases
  singleton(T.EnterWeather, [T.WeatherRepository, Clock], (w, k) => new EnterWeather(w, k));
  singleton(T.GetWeatherHistory, [T.WeatherRepository], (w) => new GetWeatherHistory(w));
});
