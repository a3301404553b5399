import { admissionProduct, type AdmissionKind } from '../admissions/products';
import { addDays, type IsoDate } from '../shared/dates';

/** The park's default admissions per day (PARK_DAILY_CAPACITY), unless a manager set the day. */
export const DEFAULT_DAILY_CAPACITY = 5000;
/** Express admissions per day (PARK_DAILY_EXPRESS_CAPACITY), inside the day's capacity. */
export const DEFAULT_DAILY_EXPRESS_CAPACITY = 500;
/** The defaults together, as the order write and the capacity repository take them. */
export const PARK_DEFAULT_CAPACITY = {
  capacity: DEFAULT_DAILY_CAPACITY,
  expressCapacity: DEFAULT_DAILY_EXPRESS_CAPACITY,
} as const;
/** A day is `few` when at most this share of its capacity is left. */
export const FEW_LEFT_SHARE = 0.1;
/** GET /availability covers at most this many days. */
export const MAX_AVAILABILITY_DAYS = 366;
/** …and by default today and the next 59 days. */
export const DEFAULT_AVAILABILITY_DAYS = 60;

/** A day's state as `/availability` says it: `not-on-sale` lies past the sales window. */
export type DayStatus = 'open' | 'few' | 'sold-out' | 'closed' | 'not-on-sale';

/** One visit day as stored: its limits (the park's defaults applied) and what is sold. */
export interface VisitDay {
  date: IsoDate;
  capacity: number;
  expressCapacity: number;
  sold: number;
  expressSold: number;
}

/** One day as `/availability` answers it. */
export interface DayAvailability {
  date: IsoDate;
  capacity: number;
  sold: number;
  remaining: number;
  expressRemaining: number;
  status: DayStatus;
}

/** Admissions an order asks for: every ticket is one person, express ones also count apart. */
export interface Admissions {
  total: number;
  express: number;
}

/**
 * What tickets take of their day, by kind, as the catalogue says (`capacity` of each product):
 * each ticket a day place, and an express place too for the kinds that take one. An unknown
 * kind throws.
 */
export function admissionsOf(
  tickets: Readonly<Partial<Record<AdmissionKind, number>>>,
): Admissions {
  let total = 0;
  let express = 0;
  for (const [kind, count] of Object.entries(tickets) as [string, number | undefined][]) {
    const { capacity } = admissionProduct(kind);
    total += (count ?? 0) * capacity.day;
    express += (count ?? 0) * capacity.express;
  }
  return { total, express };
}

/** What some ticket lines take of their day (admissionsOf, line by line). */
export function admissionsOfLines(
  lines: readonly { ticketType: string; quantity: number }[],
): Admissions {
  let total = 0;
  let express = 0;
  for (const line of lines) {
    const { capacity } = admissionProduct(line.ticketType);
    total += line.quantity * capacity.day;
    express += line.quantity * capacity.express;
  }
  return { total, express };
}

/**
 * What is left of a day, and its status. A capacity set below what is sold leaves 0; a day not
 * on sale (past the sales window, `onSale` false) has nothing left to sell.
 */
export function availabilityOf(day: VisitDay, onSale = true): DayAvailability {
  const remaining = onSale ? Math.max(0, day.capacity - day.sold) : 0;
  const expressRemaining = Math.min(remaining, Math.max(0, day.expressCapacity - day.expressSold));
  return {
    date: day.date,
    capacity: day.capacity,
    sold: day.sold,
    remaining,
    expressRemaining,
    status: statusOf(day.capacity, remaining, onSale),
  };
}

export function statusOf(capacity: number, remaining: number, onSale = true): DayStatus {
  if (!onSale) return 'not-on-sale';
  if (capacity === 0) return 'closed';
  if (remaining === 0) return 'sold-out';
  return remaining <= capacity * FEW_LEFT_SHARE ? 'few' : 'open';
}

/** The refusal of an order that asks for more than a day has left. */
export interface CapacityRefusal {
  date: IsoDate;
  remaining: number;
  message: string;
  path: 'tickets';
}

export const onlyLeft = (remaining: number, date: IsoDate) =>
  `Only ${remaining} tickets left for ${date}`;
export const onlyExpressLeft = (remaining: number, date: IsoDate) =>
  `Only ${remaining} express tickets left for ${date}`;

/** Null when the day can take the order; otherwise what remains, in the checkout's 409 words. */
export function capacityRefusal(day: DayAvailability, want: Admissions): CapacityRefusal | null {
  if (want.total > day.remaining)
    return {
      date: day.date,
      remaining: day.remaining,
      message: onlyLeft(day.remaining, day.date),
      path: 'tickets',
    };
  if (want.express > day.expressRemaining)
    return {
      date: day.date,
      remaining: day.expressRemaining,
      message: onlyExpressLeft(day.expressRemaining, day.date),
      path: 'tickets',
    };
  return null;
}

/** Why a day takes no order at all, in the words the ticket page shows (null when it does). */
export function dayClosedReason(day: Pick<DayAvailability, 'date' | 'status'>): string | null {
  if (day.status === 'closed') return `The park is closed on ${day.date}`;
  if (day.status === 'sold-out') return `${day.date} is sold out`;
  if (day.status === 'not-on-sale') return `${day.date} is not on sale yet`;
  return null;
}

/**
 * Whether a selection of tickets fits its day, as the checkout will decide it: null when it
 * does; otherwise why not (the day takes none, or the checkout's "Only N tickets left" 409
 * words). The ticket page asks this before anything goes into the cart.
 */
export function selectionRefusal(day: DayAvailability, want: Admissions): string | null {
  if (want.total === 0) return null;
  return dayClosedReason(day) ?? capacityRefusal(day, want)?.message ?? null;
}

/** The days of an availability range (from..to, both included); null past the limit or reversed. */
export function daysOf(from: IsoDate, to: IsoDate): IsoDate[] | null {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push(day);
    if (days.length > MAX_AVAILABILITY_DAYS) return null;
  }
  return days.length === 0 ? null : days;
}
