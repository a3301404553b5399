import type { WeatherRecord } from '../catalog/catalog';
import { isWithinDateBounds } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { isWeatherCondition } from './weather';
import type { Clock } from '../shared/clock';
import type { WeatherRepository } from './weather-repository';
import { auditActor } from '../audit/audit';
import type { Actor } from '../employees/permissions';

export interface EnterWeatherInput {
  condition: string;
  date: string;
  /** The staff member or manager who enters it (the audit log names them). */
  actor: Actor;
}

/** 'saved' when the day's condition was stored, 'unchanged' when it already was that. */
export type WeatherEntry = { outcome: 'saved' | 'unchanged'; record: WeatherRecord };

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

export const WEATHER_SAVED = 'Weather Input Successful';
export const WEATHER_UNCHANGED =
  'No update needed: The weather condition is the same as the existing record.';

/** Staff record a day's weather (today or an earlier day); the same condition again is a no-op. */
export class EnterWeather {
  constructor(
    private readonly weather: WeatherRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: EnterWeatherInput): Promise<Result<WeatherEntry, InvalidInput>> {
    const invalid = (path: string, message: string) =>
      err<InvalidInput>({ kind: 'invalid-input', path, message });
    if (!isWeatherCondition(input.condition))
      return invalid('condition', 'Weather must be sunny, cloudy, rainy or snowy');
    if (!isWithinDateBounds(input.date))
      return invalid('date', 'Date must be a date between 1900-01-01 and 2099-12-31');
    if (input.date > this.clock.today()) return invalid('date', 'Date cannot be in the future');
    const record: WeatherRecord = { date: input.date, condition: input.condition };
    const existing = await this.weather.findByDate(input.date);
    if (existing?.condition === record.condition) return ok({ outcome: 'unchanged', record });
    await this.weather.save(record, auditActor(input.actor));
    return ok({ outcome: 'saved', record });
  }
}
