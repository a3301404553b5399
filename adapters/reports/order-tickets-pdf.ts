import type { OrderTickets } from '../../core/admissions/list-tickets';
import { ticketsPdf, type TicketsPdfInput } from './ticket-pdf';

/**
 * What the tickets PDF of an order shows, from the order's tickets as ListTickets gives them:
 * every ticket that still admits someone, in the order bought. A void ticket (refunded or
 * cancelled) is left out: the gate refuses it, so it is not printed as a ticket; an order whose
 * tickets are all void, or a shop-only order, gets the page saying it has none.
 */
export function orderTicketsPdfInput(parkName: string, order: OrderTickets): TicketsPdfInput {
  return {
    parkName,
    orderId: order.orderId,
    attractions: order.attractions,
    tickets: order.tickets
      .filter((t) => t.status !== 'void')
      .map((t) => ({ code: t.code, type: t.type, visitDate: t.visitDate })),
  };
}

/** The order's tickets PDF as bytes: what GET /orders/:orderId/tickets.pdf answers and `park tickets pdf` writes. */
export function orderTicketsPdf(parkName: string, order: OrderTickets): Uint8Array {
  return new Uint8Array(ticketsPdf(orderTicketsPdfInput(parkName, order)).output('arraybuffer'));
}
