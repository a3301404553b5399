/**
 * How a ticket reads for people, on the ticket PDF and on the Gate page alike. Plain text only
 * (no jspdf), so the Gate page can use it without loading the PDF code.
 */

import { admissionProduct, isAdmissionKind } from '../../core/admissions/products';

/**
 * A ticket's `type` as people read it: its product's label in the catalogue ("Standard", …);
 * a word the catalogue does not know (an answer from another server) capitalised as it is.
 */
export function ticketTypeLabel(type: string): string {
  const kind = type.toLowerCase();
  if (isAdmissionKind(kind)) return admissionProduct(kind).label;
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
