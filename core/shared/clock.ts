import type { IsoDate } from './dates';

/** The current instant and the park's current calendar day. */
export interface Clock {
  now(): Date;
  /** Today in the park's time zone, `YYYY-MM-DD`. */
  today(): IsoDate;
}
