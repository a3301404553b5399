/**
 * How a ticket reads for people, on the ticket PDF and on the Gate page alike. Plain text only
 * (no jspdf), so the Gate page can use it without loading the PDF code.
 */

/** The three kinds of admission a visitor buys (DECISIONS.md: a ticket's `type`). */
export const TICKET_TYPES = ['standard', 'express', 'child'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

const TYPE_LABELS: Record<TicketType, string> = {
  standard: 'Standard',
  express: 'Express',
  child: 'Child',
};

/** "Standard", "Express", "Child"; any other word capitalised as it is. */
export function ticketTypeLabel(type: string): string {
  const known = TYPE_LABELS[type.toLowerCase() as TicketType];
  if (known) return known;
  return type.charAt(0).toUpperCase() + type.slice(1);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A visit day (YYYY-MM-DD, already the park's day) written for people: "Saturday, December 12,
 * 2026". It names a calendar day, not an instant, so no time zone moves it. Anything that is
 * not such a day is shown as it came.
 */
export function formatVisitDay(day: string): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
}

/** The file name the server's Content-Disposition and the CLI's default use. */
export const ticketsPdfFileName = (orderId: number) => `tickets-order-${orderId}.pdf`;
