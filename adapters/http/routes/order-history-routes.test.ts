import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBody, OrderDetailsBody, RecentOrderRow } from '../../contract/orders';
import { aVisitor, placeOrder } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import type { CookieClient } from '../testing/cookie-client';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

describe.each(parkTargets)('recent orders and order details on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  async function buy(c: CookieClient, daysAgo = 0): Promise<OrderBody> {
    return op.daysFromNow(-daysAgo, async () => (await placeOrder(park, c)).order);
  }

  const recent = async (c: CookieClient, body: object) => {
    const response = await c.post('/getRecentTicketOrders', body);
    expect(response.status).toBe(200);
    return response.body as RecentOrderRow[];
  };

  it('lists the session user’s rows with the spec’s fields, exactly', async () => {
    const { c, user } = await aVisitor(park);
    const order = await buy(c);
    const today = op.clock.today();
    const rows = await recent(c, { months: 3, orderType: 'all', userId: user.UserID });
    const ids = await op
      .knex('ticket_lines')
      .where({ order_id: order.orderId })
      .orderBy('id')
      .pluck('id');
    const [transaction] = await op
      .knex('restaurant_transactions')
      .where({ order_id: order.orderId })
      .pluck('id');
    const base = { OrderID: order.orderId };
    expect(rows).toEqual([
      {
        kind: 'tickets',
        ...base,
        ticketDate: today,
        TicketID: ids[0],
        TType: 'Standard',
        Quantity: 2,
        TPrice: 65,
      },
      {
        kind: 'tickets',
        ...base,
        ticketDate: today,
        TicketID: ids[1],
        TType: 'Child',
        Quantity: 1,
        TPrice: 45,
      },
      { kind: 'merchandise', ...base, merchDate: today, TotalCost: 8.99 },
      {
        kind: 'restaurant',
        ...base,
        restDate: today,
        RestaurantTransactionID: transaction,
        RestaurantName: 'The Golden Fork',
        RestaurantType: 'Deluxe',
        Quantity: 2,
        Amount: 70,
      },
    ]);
  });

  it('filters by type and by months counted back from today, by order date', async () => {
    const { c } = await aVisitor(park);
    const fresh = await buy(c);
    const old = await buy(c, 100);
    const kinds = (rows: RecentOrderRow[]) => [...new Set(rows.map((r) => r.kind))];
    const orders = (rows: RecentOrderRow[]) => [...new Set(rows.map((r) => r.OrderID))];
    expect(kinds(await recent(c, { months: 12, orderType: 'tickets' }))).toEqual(['tickets']);
    expect(kinds(await recent(c, { months: 12, orderType: 'merchandise' }))).toEqual([
      'merchandise',
    ]);
    expect(kinds(await recent(c, { months: 12, orderType: 'restaurant' }))).toEqual(['restaurant']);
    expect(orders(await recent(c, { months: 3, orderType: 'all' }))).toEqual([fresh.orderId]);
    expect(orders(await recent(c, { months: 6, orderType: 'merchandise' }))).toEqual([
      fresh.orderId,
      old.orderId,
    ]);
  });

  it('never lists another user’s rows', async () => {
    const mine = await aVisitor(park);
    const theirs = await aVisitor(park);
    await buy(theirs.c);
    expect(await recent(mine.c, { months: 12, orderType: 'all' })).toEqual([]);
    const other = await mine.c.post('/getRecentTicketOrders', {
      months: 12,
      orderType: 'all',
      userId: theirs.user.UserID,
    });
    expect(other.status).toBe(403);
  });

  it('shows the user’s own order with every line and the merchandise rows', async () => {
    const { c } = await aVisitor(park);
    const order = await buy(c);
    const { status, body } = await c.post('/getOrderDetails', { orderId: order.orderId });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...order,
      items: [
        {
          merchDate: op.clock.today(),
          MName: 'Rain Poncho',
          Size: 'L',
          Quantity: 1,
          TotalCost: 8.99,
          OrderID: order.orderId,
          ItemID: await op.idOf('merchandise', 'Rain Poncho'),
        },
      ],
    } satisfies OrderDetailsBody);
  });

  it('answers 404 for another user’s order exactly as for a missing one', async () => {
    const theirs = await aVisitor(park);
    const order = await buy(theirs.c);
    const mine = await aVisitor(park);
    const other = await mine.c.post('/getOrderDetails', { orderId: order.orderId });
    const missing = await mine.c.post('/getOrderDetails', { orderId: order.orderId + 10_000 });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(missing.status).toBe(404);
  });

  it('answers 400 for filters outside the spec’s and a bad order id', async () => {
    const c = await op.visitor();
    for (const body of [
      { months: 4, orderType: 'all' },
      { months: '3', orderType: 'all' },
      { months: 3, orderType: 'food' },
      { months: 3 },
    ])
      expect((await c.post('/getRecentTicketOrders', body)).status).toBe(400);
    for (const body of [{}, { orderId: 'one' }, { orderId: 0 }, { orderId: 1.5 }])
      expect((await c.post('/getOrderDetails', body)).status).toBe(400);
  });

  it('answers 401 without a session and 403 for an employee or without CSRF', async () => {
    const anonymous = await op.anonymous();
    const staff = await op.staff();
    const visitor = await op.visitor();
    const calls: [string, object][] = [
      ['/getRecentTicketOrders', { months: 3, orderType: 'all' }],
      ['/getOrderDetails', { orderId: 1 }],
    ];
    for (const [path, body] of calls) {
      expect((await anonymous.post(path, body)).status).toBe(401);
      expect((await staff.post(path, body)).status).toBe(403);
      expect((await visitor.post(path, body, { csrf: false })).status).toBe(403);
    }
  });
});
