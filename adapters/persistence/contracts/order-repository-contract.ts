import { perKind } from '../../../core/admissions/products';
import { expect, it } from 'vitest';
import type { NewOrder } from '../../../core/orders/order';
import { priceOrder } from '../../../core/orders/order-pricing';
import type { Attraction, Merchandise, Restaurant } from '../../../core/catalog/catalog';
import type { OrderRepository } from '../../../core/orders/order-repository';
import type { MailMessage } from '../../../core/shared/mailer';
import type { UnitOfWork } from '../../../core/shared/unit-of-work';
import { CONTACT } from '../../../core/testing/order-fixtures';

/**
 * A store holding Comet Run, Sky Wheel and a closed Lagoon Splash, the Main Street Diner
 * ($10) and The Golden Fork ($35), a Rain Poncho ($8.99, costs $1.50) and a T-shirt ($25),
 * and two users.
 */
export interface OrderFixture {
  orders: OrderRepository;
  unitOfWork: UnitOfWork;
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

/** What every OrderRepository with its UnitOfWork must do; `make` gives a fresh store. */
export function orderRepositoryContract(make: () => Promise<OrderFixture>) {
  it('stores an order with every line and reads it back for its own user only', async () => {
    const fx = await make();
    const [vera, other] = fx.users;
    const order = sampleOrder(fx, vera, '2026-06-15');
    const stored = await fx.orders.create(order);
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
    const stored = await fx.orders.create({ ...base, visitDate: null, attractionIds: [], priced });
    expect(stored).toMatchObject({ visitDate: null, attractions: [], tickets: [], meals: [] });
    expect(stored.merchandise.map((m) => [m.name, m.size, m.lineTotal])).toEqual([
      ['Park Logo T-Shirt', 'XL', 5_000],
      ['Rain Poncho', 'S', 899],
    ]);
  });

  it('lists a user’s lines of orders placed since a date, newest order first', async () => {
    const fx = await make();
    const [vera, other] = fx.users;
    await fx.orders.create(sampleOrder(fx, vera, '2026-03-14'));
    const edge = await fx.orders.create(sampleOrder(fx, vera, '2026-03-15'));
    const recent = await fx.orders.create(sampleOrder(fx, vera, '2026-06-01'));
    await fx.orders.create(sampleOrder(fx, other, '2026-06-02'));
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

  it('commits what a unit of work wrote when the work succeeds', async () => {
    const fx = await make();
    const stored = await fx.unitOfWork.run(async ({ orders, catalog }) => {
      const [fork] = await catalog.findRestaurantsByIds([fx.restaurants.fork.id]);
      expect(fork?.amount).toBe(3_500);
      return orders.create(sampleOrder(fx, fx.users[0], '2026-06-15'));
    });
    expect(await fx.orders.findForUser(stored.id, fx.users[0])).toEqual(stored);
  });

  it('writes nothing when the work fails after the order was written', async () => {
    const fx = await make();
    await expect(
      fx.unitOfWork.run(async ({ orders }) => {
        await orders.create(sampleOrder(fx, fx.users[0], '2026-06-15'));
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    expect(await fx.rowCount()).toBe(0);
    expect(await fx.orders.listTicketLines(fx.users[0], '2000-01-01')).toEqual([]);
  });

  it('writes the order’s mail with it, with the order’s id where the mail asks for it', async () => {
    const fx = await make();
    const order = sampleOrder(fx, fx.users[0], '2026-06-15');
    const mail = (id: string) => ({
      to: 'vera@example.com',
      subject: `Order #${id}`,
      text: `Your order #${id}: /orders/${id}/tickets.pdf\nBy {order 1} and Vera {order}, 100 % $1`,
    });
    const stored = await fx.orders.create({ ...order, mail });
    const plain = await fx.orders.create(order);
    expect(plain.id).not.toBe(stored.id);
    expect(await fx.mails()).toEqual([mail(String(stored.id))]);
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
    await expect(fx.unitOfWork.run(({ orders }) => orders.create(broken))).rejects.toThrow();
    expect(await fx.rowCount()).toBe(0);
    // nor its mail, nor the mail of an order whose unit of work fails
    const mail = () => ({ to: 'vera@example.com', subject: 's', text: 't' });
    await expect(fx.orders.create({ ...broken, mail })).rejects.toThrow();
    await expect(
      fx.unitOfWork.run(async ({ orders }) => {
        await orders.create({ ...order, mail });
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    expect(await fx.rowCount()).toBe(0);
    expect(await fx.mails()).toEqual([]);
  });
}
