import dayjs from 'dayjs';
import { useAvailabilityQuery, type DayAvailabilityBody } from '../api/availability-api';

type Status = DayAvailabilityBody['status'];

/** The range GET /availability is asked for to show a calendar month (from the park's today on). */
function monthRange(month: string, today: string) {
  const start = dayjs(month).startOf('month').format('YYYY-MM-DD');
  const from = start < today ? today : start;
  const to = dayjs(month).endOf('month').format('YYYY-MM-DD');
  return { from, to, skip: !today || to < from };
}

function useMonthQuery(month: string, today: string, fresh = false) {
  const { from, to, skip } = monthRange(month, today);
  return useAvailabilityQuery({ from, to }, { skip, refetchOnMountOrArgChange: fresh });
}

/**
 * The availability of the days a calendar month shows (from the park's today on); `fresh` asks
 * the server again as the page opens rather than reading what an earlier page kept.
 */
export function useMonthAvailability(month: string, today: string, fresh = false) {
  const { data } = useMonthQuery(month, today, fresh);
  return new Map((data ?? []).map((d) => [d.date, d] as const));
}

/**
 * The days of the month shown and of the months either side of it (asked for at once, so that
 * the arrow keys find the next month's days known when they cross into it), and whether the
 * month shown is still loading.
 */
export function useCalendarAvailability(month: string, today: string) {
  const shown = useMonthQuery(month, today);
  const before = useMonthQuery(dayjs(month).subtract(1, 'month').format('YYYY-MM-DD'), today);
  const after = useMonthQuery(dayjs(month).add(1, 'month').format('YYYY-MM-DD'), today);
  const days = new Map<string, DayAvailabilityBody>();
  for (const data of [before.data, shown.data, after.data])
    for (const day of data ?? []) days.set(day.date, day);
  return { days, loading: shown.data === undefined && !monthRange(month, today).skip };
}

/** A day that takes no order: sold out, closed, or past the sales window. */
export const isUnavailable = (status: Status | undefined) =>
  status === 'sold-out' || status === 'closed' || status === 'not-on-sale';

/** Why a day cannot be chosen, or what is worth knowing before choosing it. */
export function dayNote(day: DayAvailabilityBody | undefined): string | null {
  if (!day) return null;
  if (day.status === 'closed') return 'Closed';
  if (day.status === 'sold-out') return 'Sold out';
  if (day.status === 'not-on-sale') return 'Not on sale yet';
  if (day.status === 'few') return `Only ${day.remaining} left`;
  return null;
}

/**
 * The symbol a calendar day shows for its state (beside its colour, and without hovering), and
 * the legend's words for it. Open days show none.
 */
export const DAY_MARKS = [
  { status: 'few', symbol: '!', words: 'Few left' },
  { status: 'sold-out', symbol: '×', words: 'Sold out' },
  { status: 'closed', symbol: '–', words: 'Closed' },
  { status: 'not-on-sale', symbol: '…', words: 'Not on sale yet' },
] as const satisfies readonly { status: Status; symbol: string; words: string }[];

export const dayMark = (status: Status | undefined) =>
  DAY_MARKS.find((mark) => mark.status === status);
