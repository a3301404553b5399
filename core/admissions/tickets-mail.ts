import type { OrderMails } from '../orders/checkout';
import type { NewOrder, OrderMail } from '../orders/order';
import { ADMISSION_PRODUCTS } from './products';
import { longDay } from '../shared/dates';
import type { MailMessage } from '../shared/mailer';

/** Where an order's tickets PDF is, below the park's address (GET /orders/:orderId/tickets.pdf). */
export const ticketsPdfPath = (orderId: number | string) => `/orders/${orderId}/tickets.pdf`;

/** The tickets mail's link: the PDF's address below the park's public URL (PUBLIC_URL). */
export function ticketsPdfLink(publicUrl: string, orderId: number | string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ticketsPdfPath(orderId)}`;
}

export interface TicketsMailOptions {
  /** The park's public address, e.g. https://park.example.com (the link starts with it). */
  publicUrl: string;
  parkName: string;
}

/** What the tickets mail is made from: the order as the checkout is about to write it. */
export type TicketsMailOrder = Pick<NewOrder, 'visitDate' | 'priced' | 'contact'>;

/** How many tickets, and "3 tickets (2 Standard, 1 Child)" in the park's order of types. */
function ticketCount(order: TicketsMailOrder): { count: number; words: string } {
  const byType = ADMISSION_PRODUCTS.map(({ kind, label }) => ({
    label,
    n: order.priced.tickets
      .filter((t) => t.ticketType === kind)
      .reduce((sum, t) => sum + t.quantity, 0),
  })).filter((t) => t.n > 0);
  const count = byType.reduce((sum, t) => sum + t.n, 0);
  const types = byType.map((t) => `${t.n} ${t.label}`).join(', ');
  return { count, words: `${count} ${count === 1 ? 'ticket' : 'tickets'} (${types})` };
}

/** True when the order holds tickets for a day: only then does a tickets mail go out. */
export const hasTickets = (order: TicketsMailOrder): boolean =>
  order.visitDate !== null && ticketCount(order).count > 0;

/**
 * The mail an order's tickets go out with: to the email given at checkout, with the order id,
 * the visit day, how many tickets of which types, and the link to the tickets PDF (which opens
 * for the account that ordered). For an order with tickets (hasTickets).
 */
export function ticketsMail(
  order: TicketsMailOrder,
  orderId: number | string,
  options: TicketsMailOptions,
): MailMessage {
  const { count, words } = ticketCount(order);
  const { parkName, publicUrl } = options;
  const day = longDay(order.visitDate ?? '');
  const one = count === 1;
  return {
    to: order.contact.email,
    subject: `Your ${parkName} ${one ? 'ticket' : 'tickets'} for ${day} (order #${orderId})`,
    kind: 'tickets',
    text: [
      `Hello ${order.contact.firstName},`,
      '',
      `Thank you for your order #${orderId} at ${parkName}.`,
      `Your ${words} ${one ? 'is' : 'are'} for ${day}.`,
      '',
      `Download your ${one ? 'ticket' : 'tickets'} (PDF, one page per ticket with its QR code):`,
      '',
      ticketsPdfLink(publicUrl, orderId),
      '',
      'The link opens once you are logged in with the account you ordered with; Recent Orders',
      'has the same download. Show each QR code at the gate, printed or on your phone: each',
      'ticket admits one person, once, on the visit day.',
    ].join('\n'),
  };
}

/**
 * The checkout's mails: an order with tickets goes out with the tickets mail, written with the
 * order in the same statement (OrderMail), so a checkout never waits for a mail of its own and
 * a mail is never lost or sent for an order that was not written. A replayed answer (the same
 * Idempotency-Key) writes nothing, so it sends nothing again.
 */
export class TicketsMail implements OrderMails {
  constructor(private readonly options: TicketsMailOptions) {}

  mailFor(order: TicketsMailOrder): OrderMail | null {
    return hasTickets(order) ? (orderId) => ticketsMail(order, orderId, this.options) : null;
  }
}
