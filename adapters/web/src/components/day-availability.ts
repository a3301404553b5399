import dayjs from 'dayjs';
import { useAvailabilityQuery, type DayAvailabilityBody } from '../api/availability-api';

/** The availability of the days a calendar month shows (from the park's today on). */
export function useMonthAvailability(month: string, today: string) {
  const start = dayjs(month).startOf('month').format('YYYY-MM-DD');
  const from = start < today ? today : start;
  const to = dayjs(month).endOf('month').format('YYYY-MM-DD');
  const { data } = useAvailabilityQuery({ from, to }, { skip: !today || to < from });
  return new Map((data ?? []).map((d) => [d.date, d] as const));
}

/** Why a day cannot be chosen, or what is worth knowing before choosing it. */
export function dayNote(day: DayAvailabilityBody | undefined): string | null {
  if (!day) return null;
  if (day.status === 'closed') return 'Closed';
  if (day.status === 'sold-out') return 'Sold out';
  if (day.status === 'few') return `Only ${day.remaining} left`;
  return null;
}
