import { perKind } from '../../../core/admissions/products';
import { expect, it } from 'vitest';
import type { NewOrder } from '../../../core/orders/order';
import { priceOrder } from '../../../core/orders/order-pricing';
import type { Attraction, Merchandise, Restaurant } from '../../../core/catalog/catalog';
import type { OrderRefusal, OrderRepository } from '../../../core/orders/order-repository';
import type { StoredOrder } from '../../../core/orders/order';
import type { MailMessage } from '../../../core/shared/mailer';
import { CONTACT } from '../../../core/testing/order-fixtures';
import { KEY_TAKEN } from '../../../core/orders/idempotency';
import { err, type Result } from '../../../core/shared/result';

/**
 * A store holding Comet Run, Sky Wheel and a closed Lagoon Splash, the Main Street Diner
 * ($10) and The Golden Fork ($35), a Rain Poncho ($8.99, costs $1.50) and a T-shirt ($25),
 * and two users.
 */
export interface OrderFixture {
  orders: OrderRepository;
  attractions: Record<'comet' | 'sky' | 'lagoon', Attraction>;
  restaurants: Record<'diner' | 'fork', Restaurant>;
  merchandise: Record<'poncho' | 'shirt', Merchandise>;
  users: [number, number];
  /** Rows in all the order tables together. */
  rowCount(): Promise<number>;
  /** The mails written with orders (the outbox), oldest first. */
  mails(): Promise<MailMessage[]>;
}

/** 2 Standard + 1 Child for Comet Run and Sky Wheel, 2 Golden Fork vouchers, 1 poncho. */
export function sampleOrder(fx: OrderFixture, userId: number, orderDate: string): NewOrder {
  const { fork } = fx.restaurants;
  const { poncho } = fx.merchandise;
  const priced = priceOrder(
    {
      tickets: { ...perKind(() => 0), standard: 2, child: 1 },
      meals: [{ restaurantId: fork.id, qty: 2 }],
      merchandise: [{ merchandiseId: poncho.id, size: 'L', quantity: 1 }],
    },
    { restaurants: new Map([[fork.id, fork]]), merchandise: new Map([[poncho.id, poncho]]) },
  );
  return {
    userId,
    orderDate,
    visitDate: orderDate,
    contact: CONTACT,
    attractionIds: [fx.attractions.sky.id, fx.attractions.comet.id],
    priced,
  };
}

/** The order a write answered; fails the test when it wrote nothing (a full day, a taken key). */
export async function placed(
  writing: Promise<Result<StoredOrder, OrderRefusal>>,
): Promise<StoredOrder> {
  const result = await writing;
  if (!result.ok) throw new Error(`the order was not written: ${result.error.kind}`);
  return result.value;
}

/** What every OrderRepository must do; `make` gives a fresh store. */
export function orderRepositoryContract(make: () => Promise<OrderFixture>) {
  it('stores an order with every line and reads it back for its own user only', async () => {
    const fx = await make();
    const [vera, other] = fx.users;
    const order = sampleOrder(fx, vera, '2026-06-15');
    const stored = await placed(fx.orders.create(order));
    expect(stored).toEqual({
      id: expect.any(Number),
      userId: vera,
      orderDate: '2026-06-15',
      visitDate: '2026-06-15',
      attractions: ['Comet Run', 'Sky Wheel'],
      tickets: order.priced.tickets.map((t) => ({ ...t, id: expect.any(Number) })),
      meals: order.priced.meals.map((m) => ({ ...m, id: expect.any(Number) })),
      merchandise: order.priced.merchandise.map((m) => ({ ...m, id: expect.any(Number) })),
      subtotal: 25_399,
      tax: 2_095,
      total: 27_494,
    });
    expect(await fx.orders.findForUser(stored.id, vera)).toEqual(stored);
    expect(await fx.orders.findForUser(stored.id, other)).toBeNull();
    expect(await fx.orders.findForUser(stored.id + 1000, vera)).toBeNull();
  });

  it('stores a shop-only order without a visit date', async () => {
    const fx = await make();
    const { poncho, shirt } = fx.merchandise;
    const priced = priceOrder(
      {
        tickets: perKind(() => 0),
        meals: [],
        merchandise: [
          { merchandiseId: shirt.id, size: 'XL', quantity: 2 },
          { merchandiseId: poncho.id, size: 'S', quantity: 1 },
        ],
      },
      { restaurants: new Map(), merchandise: new Map([poncho, shirt].map((m) => [m.id, m])) },
    );
    const base = { userId: fx.users[0], orderDate: '2026-06-15', contact: CONTACT };
    const stored = await placed(
      fx.orders.create({ ...base, visitDate: null, attractionIds: [], priced }),
    );
    expect(stored).toMatchObject({ visitDate: null, attractions: [], tickets: [], meals: [] });
    expect(stored.merchandise.map((m) => [m.name, m.size, m.lineTotal])).toEqual([
      ['Park Logo T-Shirt', 'XL', 5_000],
      ['Rain Poncho', 'S', 899],
    ]);
  });

  it('lists a user’s lines of orders placed since a date, newest order first', async () => {
    const fx = await make();
    const [vera, other] = fx.users;
    await placed(fx.orders.create(sampleOrder(fx, vera, '2026-03-14')));
    const edge = await placed(fx.orders.create(sampleOrder(fx, vera, '2026-03-15')));
    const recent = await placed(fx.orders.create(sampleOrder(fx, vera, '2026-06-01')));
    await placed(fx.orders.create(sampleOrder(fx, other, '2026-06-02')));
    const since = '2026-03-15';
    const tickets = await fx.orders.listTicketLines(vera, since);
    expect(tickets.map((t) => [t.orderId, t.ticketType, t.quantity, t.lineTotal])).toEqual([
      [recent.id, 'standard', 2, 13_000],
      [recent.id, 'child', 1, 4_500],
      [edge.id, 'standard', 2, 13_000],
      [edge.id, 'child', 1, 4_500],
    ]);
    expect(tickets[0]).toEqual({
      ...recent.tickets[0],
      orderId: recent.id,
      orderDate: '2026-06-01',
      visitDate: '2026-06-01',
    });
    expect(await fx.orders.listMerchandiseOrders(vera, since)).toEqual([
      { orderId: recent.id, orderDate: '2026-06-01', total: 899 },
      { orderId: edge.id, orderDate: '2026-03-15', total: 899 },
    ]);
    const meals = await fx.orders.listRestaurantTransactions(vera, since);
    expect(meals).toEqual([
      {
        ...recent.meals[0],
        orderId: recent.id,
        orderDate: '2026-06-01',
        transactionDate: '2026-06-01',
      },
      {
        ...edge.meals[0],
        orderId: edge.id,
        orderDate: '2026-03-15',
        transactionDate: '2026-03-15',
      },
    ]);
    expect(await fx.orders.listTicketLines(vera, '2026-06-02')).toEqual([]);
  });

  it('writes the order’s mail with it, with the order’s id where the mail asks for it', async () => {
    const fx = await make();
    const order = sampleOrder(fx, fx.users[0], '2026-06-15');
    const mail = (id: string) => ({
      to: 'vera@example.com',
      subject: `Order #${id}`,
      text: `Your order #${id}: /orders/${id}/tickets.pdf\nBy {order 1} and Vera {order}, 100 % $1`,
    });
    const stored = await placed(fx.orders.create({ ...order, mail }));
    const plain = await placed(fx.orders.create(order));
    expect(plain.id).not.toBe(stored.id);
    expect(await fx.mails()).toEqual([mail(String(stored.id))]);
  });

  it('answers KeyTaken for a key in use, writing nothing; a use before the window is forgotten', async () => {
    const fx = await make();
    const [vera, other] = fx.users;
    const keyed = (requestHash: string) => ({
      ...sampleOrder(fx, vera, '2026-06-15'),
      idempotency: { key: 'key-1', requestHash },
    });
    const first = await placed(fx.orders.create(keyed('h1')));
    const rows = await fx.rowCount();
    expect(await fx.orders.create(keyed('h2'))).toEqual(err(KEY_TAKEN));
    expect(await fx.rowCount()).toBe(rows);
    expect(await fx.orders.findByIdempotencyKey(vera, 'key-1', new Date(0))).toEqual({
      requestHash: 'h1',
      order: first,
    });
    expect(await fx.orders.findByIdempotencyKey(other, 'key-1', new Date(0))).toBeNull();
    // asked with a window that starts after its use, the key is forgotten and may be used again
    const later = new Date(Date.now() + 60_000);
    expect(await fx.orders.findByIdempotencyKey(vera, 'key-1', later)).toBeNull();
    expect(await fx.orders.findByIdempotencyKey(vera, 'key-1', new Date(0))).toBeNull();
    const again = await placed(fx.orders.create(keyed('h3')));
    expect(again.id).not.toBe(first.id);
  });

  it('writes nothing of an order whose last line cannot be stored', async () => {
    const fx = await make();
    const order = sampleOrder(fx, fx.users[0], '2026-06-15');
    const broken: NewOrder = {
      ...order,
      priced: {
        ...order.priced,
        merchandise: order.priced.merchandise.map((m) => ({ ...m, merchandiseId: 999_999 })),
      },
    };
    await expect(fx.orders.create(broken)).rejects.toThrow();
    expect(await fx.rowCount()).toBe(0);
    // nor its mail
    const mail = () => ({ to: 'vera@example.com', subject: 's', text: 't' });
    await expect(fx.orders.create({ ...broken, mail })).rejects.toThrow();
    expect(await fx.rowCount()).toBe(0);
    expect(await fx.mails()).toEqual([]);
  });
}
