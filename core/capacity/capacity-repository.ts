import type { AuditActor } from '../audit/audit';
import type { IsoDate } from '../shared/dates';
import type { VisitDay } from './capacity';

/** A day's limits as a manager set them (null: the park's default), as its audit entry keeps them. */
export interface SetLimits {
  capacity: number | null;
  expressCapacity: number | null;
}

/** A day's capacity as a manager sets it: a number, or null for the park's default. */
export interface DayLimits {
  capacity: number | null;
  /** Left as it is when undefined. */
  expressCapacity?: number | null | undefined;
}

/**
 * Visit days: their limits (the park's defaults where none is set) and the admissions sold,
 * which the order write keeps (OrderRepository.create reserves them in the same statement).
 */
export interface CapacityRepository {
  /** Every day from..to, in order, with the defaults applied and what is sold. */
  days(from: IsoDate, to: IsoDate): Promise<VisitDay[]>;
  /**
   * Sets a day's limits; answers the day as it is now. Appends, in the same transaction, the
   * audit entry `capacity.set` on `day <date>` by `by`, before and after the day's limits as set
   * (`{ capacity, expressCapacity }`, null for the park's default).
   */
  setLimits(date: IsoDate, limits: DayLimits, by: AuditActor): Promise<VisitDay>;
}

/** The park's default limits (PARK_DAILY_CAPACITY, PARK_DAILY_EXPRESS_CAPACITY). */
export interface CapacityDefaults {
  capacity: number;
  expressCapacity: number;
}

/**
 * The order write (or a date change) found the day without room for the admissions and wrote
 * nothing: an expected outcome, answered as a value; the caller reads the day to say how many
 * remain.
 */
export interface DayFull {
  kind: 'day-full';
  date: IsoDate;
}

export const dayFull = (date: IsoDate): DayFull => ({ kind: 'day-full', date });
