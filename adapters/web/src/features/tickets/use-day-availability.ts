import { cartAdmissions, type TicketCounts } from '../../../../../core/orders/cart';
import type { DayAvailabilityBody } from '../../api/availability-api';
import { dayNote } from '../../components/day-availability';

export { dayNote, useMonthAvailability } from '../../components/day-availability';

/**
 * What the calendar says under the chosen day: its note, or how many are left when the tickets
 * chosen are more than that (the day filled up since they were chosen, e.g. after a 409).
 */
export function chosenDayNote(
  day: DayAvailabilityBody | undefined,
  tickets: TicketCounts,
): string | null {
  const note = dayNote(day);
  if (note || !day) return note;
  const { total, express } = cartAdmissions(tickets);
  if (total > day.remaining) return `Only ${day.remaining} left`;
  if (express > day.expressRemaining) return `Only ${day.expressRemaining} Express left`;
  return null;
}
