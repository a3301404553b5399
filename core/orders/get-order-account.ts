import type { Forbidden } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { err, ok, type Result } from '../shared/result';
import type { OrderChangeRepository } from './order-change-repository';
import {
  notFound,
  viewOf,
  visitorOrManager,
  type NotFound,
  type OrderAccountView,
  type OrderChangeSettings,
  type OrderViewer,
} from './order-changes';

/** GET /orders/:orderId: the order's account for its visitor or a manager. */
export class GetOrderAccount {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  authorize(viewer: OrderViewer): Result<OrderViewer, Forbidden> {
    return visitorOrManager(viewer);
  }

  async execute(input: {
    viewer: OrderViewer;
    orderId: number;
  }): Promise<Result<OrderAccountView, Forbidden | NotFound>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const { viewer } = input;
    const account = Number.isSafeInteger(input.orderId)
      ? await this.orders.account(input.orderId)
      : null;
    // a visitor sees their own orders only; another's is not found
    if (!account || ('visitorId' in viewer && account.order.userId !== viewer.visitorId))
      return err(notFound());
    return ok(viewOf(account, this.clock.now(), this.settings));
  }
}
