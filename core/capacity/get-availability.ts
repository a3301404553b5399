import type { Clock } from '../shared/clock';
import { addDays, DATE_MAX, earliest, type IsoDate } from '../shared/dates';
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
import { beyondSalesWindow, DEFAULT_SALES_DAYS } from '../orders/sales-window';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

export const RANGE_TOO_LONG = `A range covers at most ${MAX_AVAILABILITY_DAYS} days, from before to`;

/**
 * The visit days of a range (today and the next 59 by default), as visitors see them: a day
 * past the sales window (PARK_SALES_DAYS from today) is `not-on-sale`, with nothing left.
 */
export class GetAvailability {
  constructor(
    private readonly days: CapacityRepository,
    private readonly clock: Clock,
    private readonly salesDays: number = DEFAULT_SALES_DAYS,
  ) {}

  async execute(
    input: { from?: IsoDate | undefined; to?: IsoDate | undefined } = {},
  ): Promise<Result<DayAvailability[], InvalidInput>> {
    const from = input.from ?? this.clock.today();
    const to = input.to ?? earliest(addDays(from, DEFAULT_AVAILABILITY_DAYS - 1), DATE_MAX);
    if (!daysOf(from, to))
      return err({ kind: 'invalid-input', path: 'to', message: RANGE_TOO_LONG });
    const today = this.clock.today();
    return ok(
      (await this.days.days(from, to)).map((day) =>
        availabilityOf(day, !beyondSalesWindow(day.date, today, this.salesDays)),
      ),
    );
  }
}
