import type { Actor, Forbidden, ManagerOnlyUseCase } from '../employees/permissions';
import { managerOnly } from '../employees/permissions';
import { isIsoDate, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { availabilityOf, type DayAvailability } from './capacity';
import type { CapacityRepository } from './capacity-repository';
import { auditActor } from '../audit/audit';
import type { Clock } from '../shared/clock';
import { beyondSalesWindow } from '../orders/sales-window';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

export const CAPACITY_MESSAGE =
  'Capacity must be a whole number of 0 or more, or null for the default';

const isLimit = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isSafeInteger(value) && value >= 0);

/**
 * A manager sets a day's capacity (and, if given, its express limit), or null for the park's
 * default. Below what is sold, sales stop; nothing sold is cancelled. The audit log names the
 * manager (`capacity.set`).
 */
export class SetDayCapacity implements ManagerOnlyUseCase {
  /** `window`: the park's clock and PARK_SALES_DAYS, so a day past them answers `not-on-sale`. */
  constructor(
    private readonly days: CapacityRepository,
    private readonly window?: { clock: Clock; salesDays: number },
  ) {}

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
    const onSale =
      !this.window ||
      !beyondSalesWindow(day.date, this.window.clock.today(), this.window.salesDays);
    // The day as /availability shows it.
    return ok(availabilityOf(day, onSale));
  }
}
