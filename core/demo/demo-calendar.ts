import { addDays, type IsoDate } from '../shared/dates';
import type { DemoRandom } from './demo-random';
import type { WeatherCondition } from '../weather/weather';

/**
 * How busy a generated day is. A park's crowd follows the week (weekends), the season
 * (summer, a Halloween bump, quiet winter) and the weather (rain keeps people home). The
 * factors are normalised so that a whole year's average day has a busyness of 1.
 */

/** Sunday first, as Date.getUTCDay() counts. */
const WEEKDAY_FACTOR = [1.45, 0.75, 0.7, 0.75, 0.85, 1.15, 1.7] as const;
/** January first. */
const MONTH_FACTOR = [0.5, 0.55, 0.8, 0.9, 1.05, 1.45, 1.55, 1.4, 0.95, 1.05, 0.7, 0.9] as const;
const WEATHER_FACTOR: Readonly<Record<WeatherCondition, number>> = {
  sunny: 1.1,
  cloudy: 1,
  rainy: 0.6,
  snowy: 0.45,
};

/** The chances of each condition by month (January first): snow only in winter. */
const MONTH_WEATHER: readonly (readonly [WeatherCondition, number])[][] = [
  [
    ['sunny', 0.3],
    ['cloudy', 0.35],
    ['rainy', 0.1],
    ['snowy', 0.25],
  ],
  [
    ['sunny', 0.3],
    ['cloudy', 0.35],
    ['rainy', 0.15],
    ['snowy', 0.2],
  ],
  [
    ['sunny', 0.4],
    ['cloudy', 0.3],
    ['rainy', 0.25],
    ['snowy', 0.05],
  ],
  [
    ['sunny', 0.45],
    ['cloudy', 0.25],
    ['rainy', 0.3],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.5],
    ['cloudy', 0.25],
    ['rainy', 0.25],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.65],
    ['cloudy', 0.2],
    ['rainy', 0.15],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.7],
    ['cloudy', 0.18],
    ['rainy', 0.12],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.68],
    ['cloudy', 0.2],
    ['rainy', 0.12],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.6],
    ['cloudy', 0.22],
    ['rainy', 0.18],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.5],
    ['cloudy', 0.3],
    ['rainy', 0.2],
    ['snowy', 0],
  ],
  [
    ['sunny', 0.35],
    ['cloudy', 0.35],
    ['rainy', 0.2],
    ['snowy', 0.1],
  ],
  [
    ['sunny', 0.3],
    ['cloudy', 0.35],
    ['rainy', 0.1],
    ['snowy', 0.25],
  ],
];

const monthOf = (day: IsoDate) => Number(day.slice(5, 7)) - 1;
const weekdayOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The day's weather, drawn from its month's climate. */
export function drawWeather(day: IsoDate, random: DemoRandom): WeatherCondition {
  return random.weighted(MONTH_WEATHER[monthOf(day)]!);
}

function expectedWeatherFactor(month: number): number {
  return MONTH_WEATHER[month]!.reduce((sum, [c, p]) => sum + WEATHER_FACTOR[c] * p, 0);
}

/** The mean of the day factors over a (non-leap) year with its expected weather. */
const YEAR_MEAN = (() => {
  let sum = 0;
  for (let i = 0; i < 365; i += 1) {
    const day = addDays('2025-01-01', i);
    sum +=
      WEEKDAY_FACTOR[weekdayOf(day)]! *
      MONTH_FACTOR[monthOf(day)]! *
      expectedWeatherFactor(monthOf(day));
  }
  return sum / 365;
})();

/** How busy `day` is with `weather`, relative to the year's average day (1 = average). */
export function busyness(day: IsoDate, weather: WeatherCondition): number {
  const factor =
    WEEKDAY_FACTOR[weekdayOf(day)]! * MONTH_FACTOR[monthOf(day)]! * WEATHER_FACTOR[weather];
  return factor / YEAR_MEAN;
}

/**
 * The busyness of the year's busiest kind of day: a sunny Saturday in July. The generator's
 * demand is given for that day (`--visitors-per-day`); every other day draws its share.
 */
export const PEAK_BUSYNESS =
  (Math.max(...WEEKDAY_FACTOR) *
    Math.max(...MONTH_FACTOR) *
    Math.max(...Object.values(WEATHER_FACTOR))) /
  YEAR_MEAN;

/**
 * How many visitors want to come on `day`: those of the busiest day scaled by the day's
 * busyness, give or take 5 %. About a third of the busiest day's on an average day, a
 * twentieth on a snowy winter weekday. Whether they all get in is the day's capacity's say.
 */
export function visitorsOfDay(
  day: IsoDate,
  weather: WeatherCondition,
  peakVisitors: number,
  random: DemoRandom,
): number {
  const noise = 0.95 + random.next() * 0.1;
  return Math.max(0, Math.round((peakVisitors * busyness(day, weather) * noise) / PEAK_BUSYNESS));
}
