import type { IsoDate } from '../shared/dates';
import type { DemoDay, DemoPark } from './demo-rows';
import type { WeatherCondition } from '../weather/weather';

/** What one run of the generator shares with the writer across its days. */
export interface DemoRun {
  /** The one password hash every generated visitor gets (hashed once per run). */
  passwordHash: string;
  /**
   * The user id of each visitor number (`visitorIds[ref]`). writeDay appends the ids of the
   * day's new visitors, in the order of `day.visitors` and of the writeDay calls.
   */
  visitorIds: number[];
}

/** Where a generated park history is written (batched inserts, one transaction a day). */
export interface DemoHistoryWriter {
  /**
   * How many days may be written at once (each in its own transaction). Calls to writeDay
   * must still give the days oldest first: the visitors' ids are taken in call order.
   */
  readonly concurrency: number;
  /** The catalog and the employees the history may use. */
  loadPark(): Promise<DemoPark>;
  /**
   * The days of [from, to] that already hold generated history: a generated visitor's order
   * visiting that day, or a shop-only one placed that day. Oldest first.
   */
  generatedDays(from: IsoDate, to: IsoDate): Promise<IsoDate[]>;
  /** The weather already on record for days of [from, to]. */
  weatherOf(from: IsoDate, to: IsoDate): Promise<Map<IsoDate, WeatherCondition>>;
  /** Writes every row of a day, all or nothing. */
  writeDay(day: DemoDay, run: DemoRun): Promise<void>;
  /**
   * Called once after the last day is written, with the range: the place for work that
   * follows bulk inserts (e.g. rebuilding derived daily report figures of those days).
   */
  finish?(from: IsoDate, to: IsoDate): Promise<void>;
}
