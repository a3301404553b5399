import type { WeatherRecord } from '../catalog/catalog';
import { isWithinDateBounds, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { WeatherRepository } from './weather-repository';

export interface WeatherHistoryInput {
  from: IsoDate;
  to: IsoDate;
}

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

/** The weather entered for the days of a range (days nobody entered are absent), oldest first. */
export class GetWeatherHistory {
  constructor(private readonly weather: WeatherRepository) {}

  async execute(input: WeatherHistoryInput): Promise<Result<WeatherRecord[], InvalidInput>> {
    const invalid = (path: string, message: string) =>
      err<InvalidInput>({ kind: 'invalid-input', path, message });
    for (const [path, label] of [
      ['from', 'Start date'],
      ['to', 'End date'],
    ] as const)
      if (!isWithinDateBounds(input[path]))
        return invalid(path, `${label} must be a date between 1900-01-01 and 2099-12-31`);
    if (input.to < input.from) return invalid('to', 'End date cannot be before the start date');
    return ok(await this.weather.listBetween(input.from, input.to));
  }
}
