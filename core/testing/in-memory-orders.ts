import { sumCents } from '../shared/money';
import { KEY_TAKEN } from '../orders/idempotency';
import type { NewOrder, StoredOrder } from '../orders/order';
import type { MailMessage } from '../shared/mailer';
import type { OrderRefusal, OrderRepository } from '../orders/order-repository';
import { dayFull } from '../capacity/capacity-repository';
import { err, ok, type Result } from '../shared/result';
import type { IsoDate } from '../shared/dates';
import type { InMemoryCatalogRepository } from './in-memory-catalog';

const newestFirst = <T extends { orderDate: string; orderId: number; id?: number }>(rows: T[]) =>
  rows.sort(
    (a, b) =>
      b.orderDate.localeCompare(a.orderDate) || b.orderId - a.orderId || (a.id ?? 0) - (b.id ?? 0),
  );

/**
 * OrderRepository in memory. Like the database it refuses (throws on) a line whose
 * attraction, restaurant or item is not in the catalog, writing nothing of that order, and
 * answers KeyTaken for a key in use and DayFull for a day in `fullDays`.
 */
export class InMemoryOrderRepository implements OrderRepository {
  orders: StoredOrder[] = [];
  /** The mails written with the orders (the outbox), in order. */
  mails: MailMessage[] = [];
  /** Keys by `userId:key`, as checkout_keys holds them. */
  keys = new Map<string, { requestHash: string; orderId: number; at: Date }>();
  /** Visit days without room left: an order with tickets for one writes nothing. */
  fullDays = new Set<IsoDate>();
  private nextId = 1;

  constructor(
    private readonly catalog: InMemoryCatalogRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(order: NewOrder): Promise<Result<StoredOrder, OrderRefusal>> {
    const { priced, visitDate } = order;
    if (visitDate !== null && priced.tickets.length > 0 && this.fullDays.has(visitDate))
      return err(dayFull(visitDate));
    const keyOf = order.idempotency && `${order.userId}:${order.idempotency.key}`;
    if (keyOf && this.keys.has(keyOf)) return err(KEY_TAKEN);
    const missing =
      order.attractionIds.find((id) => !this.catalog.attractions.some((a) => a.id === id)) ??
      priced.meals.find((m) => !this.catalog.restaurants.some((r) => r.id === m.restaurantId)) ??
      priced.merchandise.find(
        (l) => !this.catalog.merchandise.some((m) => m.id === l.merchandiseId),
      );
    if (missing !== undefined) throw new Error('a line points at a row that does not exist');
    const withId = <T>(line: T) => ({ ...line, id: this.nextId++ });
    const stored: StoredOrder = {
      id: this.nextId++,
      userId: order.userId,
      orderDate: order.orderDate,
      visitDate: order.visitDate,
      attractions: this.catalog.attractions
        .filter((a) => order.attractionIds.includes(a.id))
        .map((a) => a.name)
        .sort((a, b) => a.localeCompare(b)),
      tickets: priced.tickets.map(withId),
      meals: priced.meals.map(withId),
      merchandise: priced.merchandise.map(withId),
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
    };
    this.orders.push(stored);
    if (order.mail) this.mails.push(order.mail(String(stored.id)));
    if (keyOf)
      this.keys.set(keyOf, {
        requestHash: order.idempotency!.requestHash,
        orderId: stored.id,
        at: this.now(),
      });
    return ok(structuredClone(stored));
  }

  async findByIdempotencyKey(userId: number, key: string, since: Date) {
    const found = this.keys.get(`${userId}:${key}`);
    if (found && found.at < since) this.keys.delete(`${userId}:${key}`);
    if (!found || found.at < since) return null;
    const order = await this.findForUser(found.orderId, userId);
    return order && { requestHash: found.requestHash, order };
  }

  async findForUser(orderId: number, userId: number) {
    const found = this.orders.find((o) => o.id === orderId && o.userId === userId);
    return found ? structuredClone(found) : null;
  }

  private mine(userId: number, since: string) {
    return this.orders.filter((o) => o.userId === userId && o.orderDate >= since);
  }

  async listTicketLines(userId: number, since: string) {
    return newestFirst(
      this.mine(userId, since).flatMap((o) =>
        o.tickets.map((t) => ({
          ...t,
          orderId: o.id,
          orderDate: o.orderDate,
          visitDate: o.visitDate ?? o.orderDate,
        })),
      ),
    );
  }

  async listMerchandiseOrders(userId: number, since: string) {
    return newestFirst(
      this.mine(userId, since)
        .filter((o) => o.merchandise.length > 0)
        .map((o) => ({
          orderId: o.id,
          orderDate: o.orderDate,
          total: sumCents(o.merchandise.map((l) => l.lineTotal)),
        })),
    );
  }

  async listRestaurantTransactions(userId: number, since: string) {
    return newestFirst(
      this.mine(userId, since).flatMap((o) =>
        o.meals.map((m) => ({
          ...m,
          orderId: o.id,
          orderDate: o.orderDate,
          transactionDate: o.visitDate ?? o.orderDate,
        })),
      ),
    );
  }
}
