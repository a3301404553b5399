import type { IsoDate } from '../shared/dates';
import type {
  MerchandiseOrderRecord,
  NewOrder,
  RestaurantTransactionRecord,
  StoredOrder,
  TicketLineRecord,
} from './order';

/** Orders and their lines: tickets, attractions, restaurant transactions, merchandise. */
export interface OrderRepository {
  /** Writes the order with every line, all or none; answers it as stored. */
  create(order: NewOrder): Promise<StoredOrder>;
  /** The order with its lines, only if it belongs to `userId`. */
  findForUser(orderId: number, userId: number): Promise<StoredOrder | null>;
  /** The user's ticket lines of orders placed on or after `since`, newest order first. */
  listTicketLines(userId: number, since: IsoDate): Promise<TicketLineRecord[]>;
  /** The user's orders with merchandise placed on or after `since`, newest first. */
  listMerchandiseOrders(userId: number, since: IsoDate): Promise<MerchandiseOrderRecord[]>;
  /** The user's restaurant transactions of orders placed on or after `since`, newest first. */
  listRestaurantTransactions(
    userId: number,
    since: IsoDate,
  ): Promise<RestaurantTransactionRecord[]>;
}
