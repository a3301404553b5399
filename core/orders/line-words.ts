import { admissionProduct } from '../admissions/products';
import type { StoredOrder } from './order';

/**
 * An order's lines in words, as a person reads them: "2 × Standard Ticket, 1 × Rain Poncho (M),
 * 1 × meal at The Golden Fork", the lines named by `refs` (ticket-ID, meal-ID, merchandise-ID)
 * in the order's own order. The audit log keeps them beside the refs, so its entries read
 * without the order at hand.
 */
export function linesInWords(
  order: Pick<StoredOrder, 'tickets' | 'meals' | 'merchandise'>,
  refs: readonly string[],
): string {
  const wanted = new Set(refs);
  return [
    ...order.tickets
      .filter((t) => wanted.has(`ticket-${t.id}`))
      .map((t) => `${t.quantity} × ${admissionProduct(t.ticketType).label} Ticket`),
    ...order.meals
      .filter((m) => wanted.has(`meal-${m.id}`))
      .map((m) => `${m.quantity} × meal at ${m.restaurantName}`),
    ...order.merchandise
      .filter((m) => wanted.has(`merchandise-${m.id}`))
      .map((m) => `${m.quantity} × ${m.name} (${m.size})`),
  ].join(', ');
}
