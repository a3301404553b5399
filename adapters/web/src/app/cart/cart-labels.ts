import type { TicketType } from '../../../../../core/orders/pricing';

/** The spec's names and descriptions of the three day tickets. */
export const TICKET_INFO: Readonly<Record<TicketType, { name: string; description: string }>> = {
  standard: { name: 'Standard Ticket', description: 'Full day access' },
  express: { name: 'Express Ticket', description: 'Priority access' },
  child: { name: 'Child Ticket', description: 'Ages 3-12' },
};

/** "Saturday, June 15, 2030" for a YYYY-MM-DD calendar day (noon, so no zone moves it). */
export function longDate(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
