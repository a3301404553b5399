export const WEATHER_CONDITIONS = ['sunny', 'cloudy', 'rainy', 'snowy'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

export const DEFAULT_WEATHER: WeatherCondition = 'sunny';
export const INCLEMENT_WEATHER_NOTE = 'Certain rides may be closed due to inclement weather';

export function isWeatherCondition(value: string): value is WeatherCondition {
  return (WEATHER_CONDITIONS as readonly string[]).includes(value);
}

/** Rainy and snowy days get the banner's note. */
export function isInclement(condition: string): boolean {
  return condition === 'rainy' || condition === 'snowy';
}
