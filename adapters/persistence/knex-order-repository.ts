import type { IsoDate } from '../../core/shared/dates';
import { cents } from '../../core/shared/money';
import type {
  MerchandiseOrderRecord,
  NewOrder,
  RestaurantTransactionRecord,
  StoredOrder,
  TicketLineRecord,
} from '../../core/orders/order';
import type { KeyedOrder } from '../../core/orders/idempotency';
import { PARK_DEFAULT_CAPACITY } from '../../core/capacity/capacity';
import type { CapacityDefaults } from '../../core/capacity/capacity-repository';
import type { OrderRefusal, OrderRepository } from '../../core/orders/order-repository';
import type { Result } from '../../core/shared/result';
import type { Executor } from './executor';
import {
  MEAL_COLUMNS,
  MERCHANDISE_COLUMNS,
  TICKET_COLUMNS,
  toMealLine,
  toMerchandiseLine,
  toTicketLine,
  type MealRow,
  type MerchandiseRow,
  type TicketRow,
} from './knex-order-rows';
import { insertOrder } from './knex-order-writes';

interface OrderRow {
  id: number;
  user_id: number;
  order_date: string;
  visit_date: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
}

type Dated = { order_id: number; order_date: string };

/** Orders and their lines in orders, ticket_lines, order_attractions, restaurant_transactions and merchandise_lines. */
export class KnexOrderRepository implements OrderRepository {
  constructor(
    private readonly db: Executor,
    /** The park's default day limits, for a day no manager set (configuration). */
    private readonly capacity: CapacityDefaults = PARK_DEFAULT_CAPACITY,
  ) {}

  /**
   * All or none: one statement (insertOrder), in the caller's transaction if there is one.
   * Answers the order as written and read back inside that statement, without reading it again,
   * or why it wrote nothing (a full day, a taken key).
   */
  create(order: NewOrder): Promise<Result<StoredOrder, OrderRefusal>> {
    return insertOrder(this.db, order, this.capacity);
  }

  /** One statement: forgets a use of the key before `since`, and reads a later one. */
  async findByIdempotencyKey(
    userId: number,
    key: string,
    since: Date,
  ): Promise<KeyedOrder<StoredOrder> | null> {
    const { rows } = (await this.db.raw(
      `WITH forgotten AS (DELETE FROM checkout_keys
                           WHERE user_id = ? AND key = ? AND created_at < ?)
       SELECT request_hash, order_id FROM checkout_keys
        WHERE user_id = ? AND key = ? AND created_at >= ?`,
      [userId, key, since, userId, key, since],
    )) as { rows: { request_hash: string; order_id: number }[] };
    const row = rows[0];
    if (!row) return null;
    const order = await this.findForUser(row.order_id, userId);
    return order && { requestHash: row.request_hash, order };
  }

  async findForUser(orderId: number, userId: number): Promise<StoredOrder | null> {
    const order: OrderRow | undefined = await this.db('orders')
      .select('id', 'user_id', 'order_date', 'visit_date')
      .select('subtotal_cents', 'tax_cents', 'total_cents')
      .where({ id: orderId, user_id: userId })
      .first();
    if (!order) return null;
    const tickets: TicketRow[] = await this.db('ticket_lines as tl')
      .select(TICKET_COLUMNS)
      .where('tl.order_id', orderId)
      .orderBy('tl.id');
    const attractions: { name: string }[] = await this.db('order_attractions as oa')
      .join('attractions as a', 'a.id', 'oa.attraction_id')
      .select('a.name')
      .where('oa.order_id', orderId)
      .orderBy(['a.name', 'a.id']);
    const meals: MealRow[] = await this.db('restaurant_transactions as rt')
      .join('restaurants as r', 'r.id', 'rt.restaurant_id')
      .select(MEAL_COLUMNS)
      .where('rt.order_id', orderId)
      .orderBy('rt.id');
    const merchandise: MerchandiseRow[] = await this.db('merchandise_lines as ml')
      .join('merchandise as m', 'm.id', 'ml.merchandise_id')
      .select(MERCHANDISE_COLUMNS)
      .where('ml.order_id', orderId)
      .orderBy('ml.id');
    return {
      id: order.id,
      userId: order.user_id,
      orderDate: order.order_date,
      visitDate: order.visit_date,
      attractions: attractions.map((a) => a.name),
      tickets: tickets.map(toTicketLine),
      meals: meals.map(toMealLine),
      merchandise: merchandise.map(toMerchandiseLine),
      subtotal: cents(order.subtotal_cents),
      tax: cents(order.tax_cents),
      total: cents(order.total_cents),
    };
  }

  /** The user's orders placed on or after `since`, newest first, joined to a line table. */
  private recent(table: string, userId: number, since: IsoDate) {
    return this.db(table)
      .join('orders as o', 'o.id', `${table.split(' as ')[1]}.order_id`)
      .where('o.user_id', userId)
      .andWhere('o.order_date', '>=', since)
      .select('o.id as order_id', 'o.order_date')
      .orderBy([
        { column: 'o.order_date', order: 'desc' },
        { column: 'o.id', order: 'desc' },
      ]);
  }

  async listTicketLines(userId: number, since: IsoDate): Promise<TicketLineRecord[]> {
    const rows: (TicketRow & Dated & { visit_date: string })[] = await this.recent(
      'ticket_lines as tl',
      userId,
      since,
    )
      .select(TICKET_COLUMNS)
      .select('tl.visit_date')
      .orderBy('tl.id');
    return rows.map((row) => ({
      ...toTicketLine(row),
      orderId: row.order_id,
      orderDate: row.order_date,
      visitDate: row.visit_date,
    }));
  }

  async listMerchandiseOrders(userId: number, since: IsoDate): Promise<MerchandiseOrderRecord[]> {
    const rows: (Dated & { total: number })[] = await this.recent(
      'merchandise_lines as ml',
      userId,
      since,
    )
      .sum({ total: 'ml.line_total_cents' })
      .groupBy('o.id', 'o.order_date');
    return rows.map((row) => ({
      orderId: row.order_id,
      orderDate: row.order_date,
      total: cents(row.total),
    }));
  }

  async listRestaurantTransactions(
    userId: number,
    since: IsoDate,
  ): Promise<RestaurantTransactionRecord[]> {
    const rows: (MealRow & Dated & { transaction_date: string })[] = await this.recent(
      'restaurant_transactions as rt',
      userId,
      since,
    )
      .join('restaurants as r', 'r.id', 'rt.restaurant_id')
      .select(MEAL_COLUMNS)
      .select('rt.transaction_date')
      .orderBy('rt.id');
    return rows.map((row) => ({
      ...toMealLine(row),
      orderId: row.order_id,
      orderDate: row.order_date,
      transactionDate: row.transaction_date,
    }));
  }
}
