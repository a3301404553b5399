import { sumCents } from '../shared/money';
import { IdempotencyKeyTaken } from '../orders/idempotency';
import type { NewOrder, StoredOrder } from '../orders/order';
import type { MailMessage } from '../shared/mailer';
import type { OrderRepository } from '../orders/order-repository';
import type { TransactionRepositories, UnitOfWork } from '../shared/unit-of-work';
import type { InMemoryCatalogRepository } from './in-memory-catalog';

const newestFirst = <T extends { orderDate: string; orderId: number; id?: number }>(rows: T[]) =>
  rows.sort(
    (a, b) =>
      b.orderDate.localeCompare(a.orderDate) || b.orderId - a.orderId || (a.id ?? 0) - (b.id ?? 0),
  );

/**
 * OrderRepository in memory. Like the database it refuses (throws on) a line whose
 * attraction, restaurant or item is not in the catalog, writing nothing of that order.
 */
export class InMemoryOrderRepository implements OrderRepository {
  orders: StoredOrder[] = [];
  /** The mails written with the orders (the outbox), in order. */
  mails: MailMessage[] = [];
  /** Keys by `userId:key`, as checkout_keys holds them. */
  keys = new Map<string, { requestHash: string; orderId: number; at: Date }>();
  private nextId = 1;

  constructor(
    private readonly catalog: InMemoryCatalogRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(order: NewOrder): Promise<StoredOrder> {
    const { priced } = order;
    const keyOf = order.idempotency && `${order.userId}:${order.idempotency.key}`;
    if (keyOf && this.keys.has(keyOf)) throw new IdempotencyKeyTaken();
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
    return structuredClone(stored);
  }

  async findByIdempotencyKey(userId: number, key: string, since: Date) {
    const found = this.keys.get(`${userId}:${key}`);
    if (!found || found.at < since) return null;
    const order = await this.findForUser(found.orderId, userId);
    return order && { requestHash: found.requestHash, order };
  }

  async forgetIdempotencyKey(userId: number, key: string, before: Date) {
    const found = this.keys.get(`${userId}:${key}`);
    if (found && found.at < before) this.keys.delete(`${userId}:${key}`);
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

/** One "transaction" over the in-memory orders: a failure puts back the orders (and mails) as they were. */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(
    private readonly repos: TransactionRepositories & { orders: InMemoryOrderRepository },
  ) {}

  async run<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T> {
    const before = structuredClone(this.repos.orders.orders);
    const mails = [...this.repos.orders.mails];
    try {
      return await work(this.repos);
    } catch (error) {
      this.repos.orders.orders = before;
      this.repos.orders.mails = mails;
      throw error;
    }
  }
}
