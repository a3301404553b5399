import { domainError, type DomainError } from '../shared/errors';
import type { StoredOrder } from './order';
import { err, ok, type Result } from '../shared/result';
import type { OrderRepository } from './order-repository';

export interface GetOrderDetailsInput {
  sessionUserId: number;
  orderId: number;
}

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * One of the session user's own orders with all its lines. Someone else's order answers
 * not-found, exactly like a missing one, so order ids cannot be probed.
 */
export class GetOrderDetails {
  constructor(private readonly orders: OrderRepository) {}

  async execute(
    input: GetOrderDetailsInput,
  ): Promise<Result<StoredOrder, Extract<DomainError, { kind: 'not-found' }>>> {
    const order = Number.isSafeInteger(input.orderId)
      ? await this.orders.findForUser(input.orderId, input.sessionUserId)
      : null;
    return order ? ok(order) : err(domainError('not-found', ORDER_NOT_FOUND));
  }
}
