import type { Forbidden } from '../employees/permissions';
import { isIsoDate } from '../shared/dates';
import { err, ok, type Result } from '../shared/result';
import type { OrderChangeRepository, OrderSearch, OrderSummary } from './order-change-repository';
import {
  DATE_FORMAT,
  invalid,
  visitorOrManager,
  type InvalidInput,
  type OrderViewer,
} from './order-changes';

/** GET /orders: a manager finds orders by id, email or day; a visitor lists their own. */
export class FindOrders {
  constructor(private readonly orders: OrderChangeRepository) {}

  authorize(viewer: OrderViewer): Result<OrderViewer, Forbidden> {
    return visitorOrManager(viewer);
  }

  async execute(input: {
    viewer: OrderViewer;
    search: Omit<OrderSearch, 'userId'>;
  }): Promise<Result<OrderSummary[], Forbidden | InvalidInput>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const { day } = input.search;
    if (day !== undefined && !isIsoDate(day)) return err(invalid('day', DATE_FORMAT));
    const userId = 'visitorId' in input.viewer ? input.viewer.visitorId : undefined;
    return ok(await this.orders.search({ ...input.search, userId }));
  }
}
