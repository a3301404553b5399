import type { OrderAccountBody } from '../api/order-changes-api';
import { parkMoment } from '../lib/dates';

/** Who changes an order: its visitor (until the cutoff) or a manager (whenever nothing was used). */
export type OrderChanger = 'visitor' | 'manager';

const gone = (account: OrderAccountBody): string | null => {
  if (account.status === 'cancelled') return 'This order is cancelled.';
  if (account.status === 'refunded') return 'This order was refunded.';
  return null;
};

/**
 * Why the order cannot move to another day (null when it can), in words, from what
 * GET /orders/:orderId says: the server decides, this only explains.
 */
export function moveRefusal(account: OrderAccountBody, who: OrderChanger): string | null {
  if (account.visitDate === null) return 'This order has no visit day to move.';
  const over = gone(account);
  if (over) return over;
  if (account.usedTickets > 0)
    return 'Tickets of this order were used at the gate, so it cannot move.';
  if (who === 'manager' || account.movable) return null;
  return cutoffRefusal(account, 'moved');
}

/** Why its visitor cannot cancel the order (null when they can). */
export function cancelRefusal(account: OrderAccountBody): string | null {
  if (account.cancellable) return null;
  if (account.visitDate === null)
    return 'This order has no visit day, so it cannot be cancelled here; ask the park for a refund.';
  const over = gone(account);
  if (over) return over;
  if (account.usedTickets > 0)
    return 'Tickets of this order were used at the gate, so it can no longer be cancelled here; ask the park.';
  return cutoffRefusal(account, 'cancelled');
}

function cutoffRefusal(account: OrderAccountBody, what: 'moved' | 'cancelled'): string {
  const until = account.cutoff ? `: that was possible until ${parkMoment(account.cutoff)}` : '';
  return `This order can no longer be ${what}${until}.`;
}

/** Part of the order was refunded already: what its visitor may still do acts on what is left. */
export const partlyRefunded = (account: Pick<OrderAccountBody, 'status'>): boolean =>
  account.status === 'partly-refunded';

/** The visitor's cancel button: "Cancel order", or "Cancel what is left" after a partial refund. */
export const cancelLabel = (account: Pick<OrderAccountBody, 'status'>): string =>
  partlyRefunded(account) ? 'Cancel what is left' : 'Cancel order';

/**
 * Why the visitor's buttons are gone, in a few words beside the order (null when one is there,
 * or when the order's status already says it: cancelled, refunded).
 */
export function noChangeNote(account: OrderAccountBody): string | null {
  if (account.cancellable || account.movable) return null;
  if (gone(account)) return null;
  if (account.visitDate === null) return 'Shop order: ask the park for a refund.';
  if (account.usedTickets > 0) return 'Tickets used at the gate: no changes.';
  return account.cutoff
    ? `Changes closed ${parkMoment(account.cutoff)}.`
    : 'This order can no longer be changed.';
}
