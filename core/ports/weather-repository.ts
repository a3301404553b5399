import type { WeatherRecord } from '../domain/catalog';
import type { IsoDate } from '../domain/dates';

/** One weather condition per park day. */
export interface WeatherRepository {
  findByDate(date: IsoDate): Promise<WeatherRecord | null>;
  /** Stores the day's condition, replacing any earlier entry for that day. */
  save(record: WeatherRecord, enteredByEmployeeId: number | null): Promise<void>;
}
