import { parkToday } from '../../app/park';
import { useParkTodayQuery } from '../../api/tickets-api';

/**
 * The park day the dashboard shows: GET /park-info's today (the tickets page's query), or the
 * browser's reading of the park's time zone when that call fails. Null until the call has
 * settled, so the figures are asked for once, for one day, and not again when the server's
 * day turns out to differ from the browser's (around midnight, or with a wrong clock).
 */
export function useDashboardDay(): string | null {
  const { data, isSuccess, isError } = useParkTodayQuery();
  if (!isSuccess && !isError) return null;
  return data ?? parkToday();
}
