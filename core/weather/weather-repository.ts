import type { WeatherRecord } from '../catalog/catalog';
import type { IsoDate } from '../shared/dates';
import type { AuditActor } from '../audit/audit';

/** One weather condition per park day. */
export interface WeatherRepository {
  findByDate(date: IsoDate): Promise<WeatherRecord | null>;
  /** The days entered from `from` to `to`, both included, oldest first. */
  listBetween(from: IsoDate, to: IsoDate): Promise<WeatherRecord[]>;
  /**
   * Stores the day's condition as entered by `by`, replacing any earlier entry for that day, and
   * appends in the same transaction the audit entry `weather.add` on `day <date>`: before the
   * day's earlier record (or null), after the new one.
   */
  save(record: WeatherRecord, by: AuditActor): Promise<void>;
}
