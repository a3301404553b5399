import type { KeyedOrder, KeyTaken } from './idempotency';
import type { DayFull } from '../capacity/capacity-repository';
import type { IsoDate } from '../shared/dates';
import type { Result } from '../shared/result';
import type {
  MerchandiseOrderRecord,
  NewOrder,
  RestaurantTransactionRecord,
  StoredOrder,
  TicketLineRecord,
} from './order';

/** Why the order write wrote nothing: its visit day is full, or its key is taken. */
export type OrderRefusal = DayFull | KeyTaken;

/** Orders and their lines: tickets, attractions, restaurant transactions, merchandise. */
export interface OrderRepository {
  /**
   * Writes the order with every line (and its idempotency key and mail), all or none, reserving
   * its admissions on its visit day; answers it as stored. Writes nothing and answers DayFull
   * when the day has no room for them, KeyTaken when the user's key is already used. A broken
   * order (a line pointing at no row) is a fault: it throws.
   */
  create(order: NewOrder): Promise<Result<StoredOrder, OrderRefusal>>;
  /**
   * The user's order placed under `key` since `since`, with its request digest; null if none.
   * A use of the key before `since` is forgotten on the way: a key may be reused after a day.
   */
  findByIdempotencyKey(
    userId: number,
    key: string,
    since: Date,
  ): Promise<KeyedOrder<StoredOrder> | null>;
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
