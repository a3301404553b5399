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
  if (account.status === 'partly-refunded')
    return `Part of this order was refunded, so it can no longer be ${what} here; ask the park.`;
  const until = account.cutoff ? `: that was possible until ${parkMoment(account.cutoff)}` : '';
  return `This order can no longer be ${what}${until}.`;
}
