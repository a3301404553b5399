import { subtractMonths } from '../shared/dates';
import { domainError, type DomainError } from '../shared/errors';
import {
  RECENT_ORDER_MONTHS,
  RECENT_ORDER_TYPES,
  type MerchandiseOrderRecord,
  type RecentOrderMonths,
  type RecentOrderType,
  type RestaurantTransactionRecord,
  type TicketLineRecord,
} from './order';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { OrderRepository } from './order-repository';

export interface ListRecentOrdersInput {
  sessionUserId: number;
  /** The id the client sent, if any; it must be the session's own. */
  requestedUserId?: number | undefined;
  months: RecentOrderMonths;
  orderType: RecentOrderType;
}

/** The visitor's recent orders by table; a table the filter leaves out is empty. */
export interface RecentOrders {
  since: string;
  tickets: TicketLineRecord[];
  merchandise: MerchandiseOrderRecord[];
  restaurant: RestaurantTransactionRecord[];
}

type ListError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' }>;

export const NOT_YOUR_ORDERS = 'You may only see your own orders';

/**
 * The session user's orders placed in the last 3, 6, 9 or 12 months (counted back from
 * today in the park's time zone, by order date), of every kind or of one.
 */
export class ListRecentOrders {
  constructor(
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListRecentOrdersInput): Promise<Result<RecentOrders, ListError>> {
    const { sessionUserId: userId, months, orderType } = input;
    if (input.requestedUserId !== undefined && input.requestedUserId !== userId)
      return err(domainError('forbidden', NOT_YOUR_ORDERS));
    if (!RECENT_ORDER_MONTHS.includes(months))
      return err({ kind: 'invalid-input', message: 'Months are 3, 6, 9 or 12', path: 'months' });
    if (!RECENT_ORDER_TYPES.includes(orderType))
      return err({
        kind: 'invalid-input',
        message: 'The order type is all, tickets, merchandise or restaurant',
        path: 'orderType',
      });
    const since = subtractMonths(this.clock.today(), months);
    const wants = (type: RecentOrderType) => orderType === 'all' || orderType === type;
    return ok({
      since,
      tickets: wants('tickets') ? await this.orders.listTicketLines(userId, since) : [],
      merchandise: wants('merchandise')
        ? await this.orders.listMerchandiseOrders(userId, since)
        : [],
      restaurant: wants('restaurant')
        ? await this.orders.listRestaurantTransactions(userId, since)
        : [],
    });
  }
}
