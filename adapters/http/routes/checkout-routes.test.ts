import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBody } from '../../contract/orders';
import { CSRF_FAILED } from '../csrf';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/** 2 × $65 + 1 × $45 + 2 × $35 + $8.99 = $253.99; 8.25% = $20.954… → $20.95; $274.94. */
const HAND_COMPUTED = { subtotal: 253.99, tax: 20.95, total: 274.94 };

describe.each(parkTargets)('POST /checkout on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  it('prices the order from the park’s tables and stores every row (200)', async () => {
    const c = await op.visitor();
    const before = await op.counts();
    const { status, body } = await c.post('/checkout', await op.sampleRequest());
    expect(status).toBe(200);
    const today = op.clock.today();
    const order = body as OrderBody;
    expect(order).toEqual({
      orderId: expect.any(Number),
      orderDate: today,
      visitDate: today,
      attractions: ['Sky Wheel', 'Thunder Falls'],
      lines: [
        {
          kind: 'ticket',
          name: 'Standard Ticket',
          detail: 'Standard',
          quantity: 2,
          unitPrice: 65,
          lineTotal: 130,
        },
        {
          kind: 'ticket',
          name: 'Child Ticket',
          detail: 'Child',
          quantity: 1,
          unitPrice: 45,
          lineTotal: 45,
        },
        {
          kind: 'meal',
          name: 'The Golden Fork',
          detail: 'Deluxe',
          quantity: 2,
          unitPrice: 35,
          lineTotal: 70,
        },
        {
          kind: 'merchandise',
          name: 'Rain Poncho',
          detail: 'L',
          quantity: 1,
          unitPrice: 8.99,
          lineTotal: 8.99,
        },
      ],
      ...HAND_COMPUTED,
    });
    const after = await op.counts();
    expect(after).toEqual({
      orders: before.orders + 1,
      ticket_lines: before.ticket_lines + 2,
      order_attractions: before.order_attractions + 2,
      restaurant_transactions: before.restaurant_transactions + 1,
      merchandise_lines: before.merchandise_lines + 1,
    });
    const { knex } = op;
    const visitor = await knex('users').where({ email: 'visitor@example.com' }).first('id');
    expect(await knex('orders').where({ id: order.orderId }).first()).toMatchObject({
      user_id: visitor.id,
      order_date: today,
      visit_date: today,
      email: 'vera@example.com',
      state: 'TX',
      subtotal_cents: 25_399,
      tax_cents: 2_095,
      total_cents: 27_494,
    });
    /** An order table's rows of this order, without their ids and timestamps. */
    const rowsOf = async (table: string) =>
      ((await knex(table).where({ order_id: order.orderId }).orderBy('id')) as object[]).map(
        (row) => {
          const {
            id: _id,
            order_id: _order,
            created_at: _at,
            ...rest
          } = row as Record<string, unknown>;
          return rest;
        },
      );
    expect(await rowsOf('ticket_lines')).toEqual([
      { ticket_type: 'standard', quantity: 2, unit_price_cents: 6_500, visit_date: today },
      { ticket_type: 'child', quantity: 1, unit_price_cents: 4_500, visit_date: today },
    ]);
    expect(await rowsOf('restaurant_transactions')).toEqual([
      {
        restaurant_id: await op.idOf('restaurants', 'The Golden Fork'),
        quantity: 2,
        unit_price_cents: 3_500,
        amount_cents: 7_000,
        transaction_date: today,
      },
    ]);
    expect(await rowsOf('merchandise_lines')).toEqual([
      {
        merchandise_id: await op.idOf('merchandise', 'Rain Poncho'),
        size: 'L',
        quantity: 1,
        unit_price_cents: 899,
        unit_cost_cents: 150,
        line_total_cents: 899,
      },
    ]);
  });

  it('never uses a price the client sends', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const tampered = {
      ...request,
      subtotal: 1,
      tax: 0,
      total: 1,
      tickets: { ...request.tickets, price: 0.01 },
      foodTickets: request.foodTickets.map((f) => ({ ...f, amount: 0.01, unitPrice: 0.01 })),
      merchItems: request.merchItems.map((m) => ({ ...m, sellingCost: 0.01, price: 0.01 })),
    };
    const { status, body } = await c.post('/checkout', tampered);
    expect(status).toBe(200);
    expect(body).toMatchObject(HAND_COMPUTED);
    const stored = await op
      .knex('orders')
      .where({ id: (body as OrderBody).orderId })
      .first();
    expect(stored.total_cents).toBe(27_494);
  });

  it('sells a shop-only order without a visit date, even with a stale one sent', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const { status, body } = await c.post('/checkout', {
      ...request,
      tickets: { standardTicket: 0, expressTicket: 0, childTicket: 0 },
      attractions: [],
      foodTickets: [],
      visitDate: op.yesterday(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      visitDate: null,
      attractions: [],
      subtotal: 8.99,
      tax: 0.74,
      total: 9.73,
    });
  });

  it('answers 401 without a session, 403 for an employee and without the CSRF header', async () => {
    const request = await op.sampleRequest();
    const before = await op.counts();
    const anonymous = await op.anonymous();
    expect((await anonymous.post('/checkout', request)).status).toBe(401);
    const staff = await op.staff();
    expect((await staff.post('/checkout', request)).status).toBe(403);
    const c = await op.visitor();
    const noCsrf = await c.post('/checkout', request, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body).toEqual({ message: CSRF_FAILED });
    expect(await op.counts()).toEqual(before);
  });

  it('refuses a userID that is not the session’s own (403) and accepts its own', async () => {
    const { c, user } = await op.newVisitor();
    const request = await op.sampleRequest();
    const before = await op.counts();
    const other = await c.post('/checkout', { ...request, userID: user.UserID + 1 });
    expect(other.status).toBe(403);
    expect(await op.counts()).toEqual(before);
    expect((await c.post('/checkout', { ...request, userID: user.UserID })).status).toBe(200);
  });
});
