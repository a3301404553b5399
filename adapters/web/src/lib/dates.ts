import { DEFAULT_PARK_TZ, isIsoDate, longDay } from '../../../../core/shared/dates';

export { longDay };

const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day (YYYY-MM-DD, already the park's) as people read it in a table: "Nov 26, 2026".
 * It names a day, not an instant, so no time zone moves it; anything else is answered as it came.
 */
export function shortDay(day: string): string {
  if (!isIsoDate(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return SHORT_DAY.format(new Date(Date.UTC(y, m - 1, d)));
}

const PARK_MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_PARK_TZ,
});

/** An instant (ISO) as the park's clock shows it (app/park.ts's PARK_TZ): "Nov 26, 2026, 9:00 AM". */
export function parkMoment(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : PARK_MOMENT.format(date);
}

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z\b/g;
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * A server's message as people read it: every ISO instant in it as the park's clock shows it,
 * then every day written out ("Only 2 tickets left for Sunday, December 6, 2026").
 */
export const inWords = (message: string): string =>
  message
    .replace(ISO_INSTANT, (instant) => parkMoment(instant))
    .replace(ISO_DAY, (day) => longDay(day));
