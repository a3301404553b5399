import {
  admissionsOf,
  availabilityOf,
  type DayAvailability,
  type VisitDay,
} from '../capacity/capacity';
import type { IsoDate } from '../shared/dates';
import type { DemoTickets } from './demo-orders';
import type { DemoRandom } from './demo-random';

/**
 * The generated history sells no more than the park would: each visit day's capacity and
 * express limit (core/capacity), on top of what the day had sold before the run. What a party
 * does when its day is too full is decided here, as a visitor would decide it at checkout.
 */

/** Of the parties that find fewer places left than they need, the share that takes those. */
export const TAKE_FEWER_SHARE = 0.3;
/** Of the parties that do not (or find none left), the share that tries another day; once. */
export const MOVE_SHARE = 0.5;
/** The other day is at most a week later: the next day most often, or the same weekday. */
const MOVE_DAYS = [
  [1, 40],
  [2, 8],
  [3, 6],
  [4, 6],
  [5, 5],
  [6, 5],
  [7, 30],
] as const;
export const MAX_MOVE_DAYS = 7;

/** What a party does with a day: buys `take` (perhaps fewer or other tickets), moves, gives up. */
export type PartyChoice = { take: DemoTickets } | { moveDays: number } | 'give-up';

/**
 * A party's choice on a day with `left` as availabilityOf says it: its tickets when they fit;
 * standard tickets for the Express ones beyond the express limit; when too few places are
 * left, some take what is left (children with at least one adult), some try a later day
 * (a party that has already moved does not move again), the others give up.
 */
export function choiceOf(
  tickets: DemoTickets,
  left: DayAvailability,
  moved: boolean,
  random: DemoRandom,
): PartyChoice {
  let wanted = tickets;
  if (admissionsOf(wanted).total > left.remaining) {
    if (left.remaining > 0 && random.chance(TAKE_FEWER_SHARE))
      wanted = fewerTickets(wanted, left.remaining);
    else if (!moved && random.chance(MOVE_SHARE)) return { moveDays: random.weighted(MOVE_DAYS) };
    else return 'give-up';
  }
  return { take: withinExpress(wanted, left.expressRemaining) };
}

/** `places` of the party's tickets (fewer than it has): one adult, then children, then adults. */
export function fewerTickets(tickets: DemoTickets, places: number): DemoTickets {
  const child = Math.min(tickets.child, places - 1);
  const adults = places - child;
  const express = Math.min(tickets.express, adults);
  return { standard: adults - express, express, child };
}

/** Standard tickets instead of the Express ones beyond `expressLeft`. */
export function withinExpress(tickets: DemoTickets, expressLeft: number): DemoTickets {
  const over = tickets.express - Math.max(0, expressLeft);
  if (over <= 0) return tickets;
  return { ...tickets, standard: tickets.standard + over, express: tickets.express - over };
}

/**
 * The visit days of one run: each one's limits and what it had sold before the run (as the
 * park has them: its default capacity, or the day a manager set), plus what the run sells.
 */
export class DemoDaySales {
  private readonly days = new Map<IsoDate, VisitDay>();

  constructor(private readonly visitDay: (date: IsoDate) => VisitDay) {}

  /** What is left of `date` now. */
  availability(date: IsoDate): DayAvailability {
    return availabilityOf(this.dayOf(date));
  }

  /** Sells the tickets on `date` (the caller took them within its availability). */
  sell(date: IsoDate, tickets: DemoTickets): void {
    const day = this.dayOf(date);
    const { total, express } = admissionsOf(tickets);
    day.sold += total;
    day.expressSold += express;
  }

  private dayOf(date: IsoDate): VisitDay {
    let day = this.days.get(date);
    if (!day) {
      day = { ...this.visitDay(date) };
      this.days.set(date, day);
    }
    return day;
  }
}
