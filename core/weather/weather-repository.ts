import type { WeatherRecord } from '../catalog/catalog';
import type { IsoDate } from '../shared/dates';

/** One weather condition per park day. */
export interface WeatherRepository {
  findByDate(date: IsoDate): Promise<WeatherRecord | null>;
  /** The days entered from `from` to `to`, both included, oldest first. */
  listBetween(from: IsoDate, to: IsoDate): Promise<WeatherRecord[]>;
  /** Stores the day's condition, replacing any earlier entry for that day. */
  save(record: WeatherRecord, enteredByEmployeeId: number | null): Promise<void>;
}
