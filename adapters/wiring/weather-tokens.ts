import type { EnterWeather } from '../../core/weather/enter-weather';
import type { GetWeatherHistory } from '../../core/weather/weather-history';
import type { WeatherRepository } from '../../core/weather/weather-repository';
import { token } from './token';

/** Weather: the Weather Form and the history of past days. */
export const WEATHER_TOKENS = {
  // ports
  WeatherRepository: token<WeatherRepository>('WeatherRepository'),
  // use cases
  EnterWeather: token<EnterWeather>('EnterWeather'),
  GetWeatherHistory: token<GetWeatherHistory>('GetWeatherHistory'),
} as const;
