import { admissionProduct } from '../admissions/products';
import type { StoredOrder } from './order';

/**
 * An order's lines in words, as a person reads them: "2 × Standard Ticket, 1 × Rain Poncho (M),
 * 1 × meal at The Golden Fork", the lines named by `refs` (ticket-ID, meal-ID, merchandise-ID,
 * or a refund's part `{ ref, quantity }`: that many of the line's units) in the order's own
 * order. The audit log keeps them beside the refs, so its entries read without the order at hand.
 */
export function linesInWords(
  order: Pick<StoredOrder, 'tickets' | 'meals' | 'merchandise'>,
  refs: readonly (string | { ref: string; quantity: number })[],
): string {
  const wanted = new Map<string, number | null>(
    refs.map((r) => (typeof r === 'string' ? [r, null] : [r.ref, r.quantity])),
  );
  const count = (ref: string, whole: number) => wanted.get(ref) ?? whole;
  return [
    ...order.tickets
      .filter((t) => wanted.has(`ticket-${t.id}`))
      .map(
        (t) =>
          `${count(`ticket-${t.id}`, t.quantity)} × ${admissionProduct(t.ticketType).label} Ticket`,
      ),
    ...order.meals
      .filter((m) => wanted.has(`meal-${m.id}`))
      .map((m) => `${count(`meal-${m.id}`, m.quantity)} × meal at ${m.restaurantName}`),
    ...order.merchandise
      .filter((m) => wanted.has(`merchandise-${m.id}`))
      .map((m) => `${count(`merchandise-${m.id}`, m.quantity)} × ${m.name} (${m.size})`),
  ].join(', ');
}
