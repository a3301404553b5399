import type { Actor, Forbidden, ManagerOnlyUseCase } from '../employees/permissions';
import { managerOnly } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { addDays, DATE_MAX, earliest, isIsoDate, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import {
  availabilityOf,
  DEFAULT_AVAILABILITY_DAYS,
  daysOf,
  MAX_AVAILABILITY_DAYS,
  type DayAvailability,
} from './capacity';
import type { CapacityRepository } from './capacity-repository';
import { auditActor } from '../audit/audit';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

export const RANGE_TOO_LONG = `A range covers at most ${MAX_AVAILABILITY_DAYS} days, from before to`;
export const CAPACITY_MESSAGE =
  'Capacity must be a whole number of 0 or more, or null for the default';

/** The visit days of a range (today and the next 59 by default), as visitors see them. */
export class GetAvailability {
  constructor(
    private readonly days: CapacityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { from?: IsoDate | undefined; to?: IsoDate | undefined } = {},
  ): Promise<Result<DayAvailability[], InvalidInput>> {
    const from = input.from ?? this.clock.today();
    const to = input.to ?? earliest(addDays(from, DEFAULT_AVAILABILITY_DAYS - 1), DATE_MAX);
    if (!daysOf(from, to))
      return err({ kind: 'invalid-input', path: 'to', message: RANGE_TOO_LONG });
    return ok((await this.days.days(from, to)).map(availabilityOf));
  }
}

const isLimit = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isSafeInteger(value) && value >= 0);

/**
 * A manager sets a day's capacity (and, if given, its express limit), or null for the park's
 * default. Below what is sold, sales stop; nothing sold is cancelled. The audit log names the
 * manager (`capacity.set`).
 */
export class SetDayCapacity implements ManagerOnlyUseCase {
  constructor(private readonly days: CapacityRepository) {}

  authorize(actor: Actor): Result<Actor, Forbidden> {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Actor;
    date: IsoDate;
    capacity: number | null;
    expressCapacity?: number | null | undefined;
  }): Promise<Result<DayAvailability, Forbidden | InvalidInput>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    if (!isIsoDate(input.date))
      return err({ kind: 'invalid-input', path: 'date', message: 'Date must be YYYY-MM-DD' });
    if (!isLimit(input.capacity))
      return err({ kind: 'invalid-input', path: 'capacity', message: CAPACITY_MESSAGE });
    if (!isLimit(input.expressCapacity))
      return err({ kind: 'invalid-input', path: 'expressCapacity', message: CAPACITY_MESSAGE });
    const limits = { capacity: input.capacity, expressCapacity: input.expressCapacity };
    const day = await this.days.setLimits(input.date, limits, auditActor(input.actor));
    return ok(availabilityOf(day));
  }
}
