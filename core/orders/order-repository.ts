import type { KeyedOrder } from './idempotency';
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
  /**
   * Writes the order with every line (and its idempotency key), all or none; answers it as
   * stored. Throws IdempotencyKeyTaken, writing nothing, when the user's key is already used.
   */
  create(order: NewOrder): Promise<StoredOrder>;
  /** The user's order placed under `key` since `since`, with its request digest; null if none. */
  findByIdempotencyKey(
    userId: number,
    key: string,
    since: Date,
  ): Promise<KeyedOrder<StoredOrder> | null>;
  /** Forgets the user's key if it was used before `before` (a key may be reused after a day). */
  forgetIdempotencyKey(userId: number, key: string, before: Date): Promise<void>;
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
