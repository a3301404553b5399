import { dayInZone } from '../../core/shared/dates';
import type { Clock } from '../../core/shared/clock';

/** The machine's clock, with days counted in the park's time zone. */
export class SystemClock implements Clock {
  constructor(private readonly timeZone: string) {}
  now(): Date {
    return new Date();
  }
  today(): string {
    return dayInZone(new Date(), this.timeZone);
  }
}
