import { BoundedMap } from './bounded-map';

/** Calendar dates are `YYYY-MM-DD` strings in the park's time zone. */
export type IsoDate = string;

export const DEFAULT_PARK_TZ = 'America/Chicago';
export const DATE_MIN: IsoDate = '1900-01-01';
export const DATE_MAX: IsoDate = '2099-12-31';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a real day from DATE_MIN to DATE_MAX: the one range of every date the park takes. */
export function isWithinDateBounds(value: IsoDate): boolean {
  return isIsoDate(value) && value >= DATE_MIN && value <= DATE_MAX;
}

/** What a date field outside DATE_MIN..DATE_MAX (or not a date at all) is told. */
export const dateRangeMessage = (label: string) =>
  `${label} must be a date between ${DATE_MIN} and ${DATE_MAX}`;

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Since 1973 every zone's offset from UTC is a whole number of minutes (Monrovia's -0:44:30 was
 * the last that was not), so from then on an instant's day in a zone is its whole minute's day.
 */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);
const MINUTE_MS = 60_000;
/** The last minute asked about in each zone and its day: "today" is asked several times a request. */
const lastDays = new Map<string, { minute: number; day: IsoDate }>();

/** The calendar day that an instant falls on in a time zone. */
export function dayInZone(instant: Date, timeZone: string): IsoDate {
  const ms = instant.getTime();
  const minute = Math.floor(ms / MINUTE_MS);
  const last = lastDays.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE) lastDays.set(timeZone, { minute, day });
  return day;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The earlier of two days (a default range's end kept within DATE_MAX). */
export const earliest = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);

/** The same day `months` months earlier, clamped to the month's end (05-31 minus 3 → 02-28). */
export function subtractMonths(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A visit may be today or later in the park's time zone, never earlier. */
export function isVisitDateAllowed(visitDate: IsoDate, today: IsoDate): boolean {
  return isIsoDate(visitDate) && visitDate >= today;
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day written for people: "Saturday, December 12, 2026". It names a day, not an
 * instant, so no time zone moves it; anything that is not a real day is answered as it came.
 */
export function longDay(day: IsoDate): string {
  const known = longDays.get(day);
  if (known !== undefined) return known;
  if (!isIsoDate(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const written = LONG_DAY.format(new Date(Date.UTC(y, m - 1, d)));
  longDays.set(day, written);
  return written;
}

/** Days written before (every order's mail writes its visit day): some three years of them. */
const longDays = new BoundedMap<IsoDate, string>(1_000);
