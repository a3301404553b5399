import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { Checkout } from './checkout';
import { GetOrderDetails, ORDER_NOT_FOUND } from './get-order-details';
import { ListRecentOrders, NOT_YOUR_ORDERS } from './list-recent-orders';

const noon = (day: string) => new Date(`${day}T17:00:00Z`);

describe('recent orders and order details', () => {
  let shop: ReturnType<typeof inMemoryShop>;
  let clock: FixedClock;

  /** Checks out the sample order for `userId` on `day` (as the park's today). */
  async function buyOn(day: string, userId = 7) {
    clock.set(noon(day));
    const result = await new Checkout(shop, clock).execute({
      sessionUserId: userId,
      selection: sampleSelection(day),
      contact: CONTACT,
    });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }

  beforeEach(() => {
    shop = inMemoryShop();
    clock = new FixedClock(noon('2026-06-15'));
  });

  const list = (input: Partial<Parameters<ListRecentOrders['execute']>[0]> = {}) =>
    new ListRecentOrders(shop.orders, clock).execute({
      sessionUserId: 7,
      months: 3,
      orderType: 'all',
      ...input,
    });

  it('lists the session user’s orders of the last months by order date, newest first', async () => {
    const old = await buyOn('2026-03-14');
    const edge = await buyOn('2026-03-15');
    const recent = await buyOn('2026-06-01');
    await buyOn('2026-06-02', 8);
    clock.set(noon('2026-06-15'));
    const result = await list();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.since).toBe('2026-03-15');
    expect(result.value.merchandise).toEqual([
      { orderId: recent.id, orderDate: '2026-06-01', total: 899 },
      { orderId: edge.id, orderDate: '2026-03-15', total: 899 },
    ]);
    expect(result.value.tickets.map((t) => [t.orderId, t.ticketType, t.quantity])).toEqual([
      [recent.id, 'standard', 2],
      [recent.id, 'child', 1],
      [edge.id, 'standard', 2],
      [edge.id, 'child', 1],
    ]);
    expect(result.value.restaurant.map((r) => [r.orderId, r.restaurantName, r.lineTotal])).toEqual([
      [recent.id, 'The Golden Fork', 7_000],
      [edge.id, 'The Golden Fork', 7_000],
    ]);
    const year = await list({ months: 12 });
    expect(year.ok && year.value.merchandise.map((m) => m.orderId)).toEqual([
      recent.id,
      edge.id,
      old.id,
    ]);
  });

  it('counts months back from today with month ends clamped', async () => {
    clock.set(noon('2026-05-31'));
    const result = await list({ months: 3 });
    expect(result.ok && result.value.since).toBe('2026-02-28');
  });

  it('lists only the kind asked for', async () => {
    await buyOn('2026-06-01');
    clock.set(noon('2026-06-15'));
    for (const orderType of ['tickets', 'merchandise', 'restaurant'] as const) {
      const result = await list({ orderType });
      if (!result.ok) throw new Error(result.error.message);
      const lengths = ['tickets', 'merchandise', 'restaurant'].map(
        (k) => result.value[k as typeof orderType].length,
      );
      expect(lengths.map((n) => n > 0)).toEqual(
        ['tickets', 'merchandise', 'restaurant'].map((k) => k === orderType),
      );
    }
  });

  it('refuses another user’s id and months or types outside the filter', async () => {
    expect(await list({ requestedUserId: 8 })).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: NOT_YOUR_ORDERS },
    });
    expect((await list({ requestedUserId: 7 })).ok).toBe(true);
    expect((await list({ months: 4 as 3 })).ok).toBe(false);
    expect((await list({ orderType: 'food' as 'all' })).ok).toBe(false);
  });

  it('shows one of the user’s own orders with all its lines', async () => {
    const bought = await buyOn('2026-06-01');
    const result = await new GetOrderDetails(shop.orders).execute({
      sessionUserId: 7,
      orderId: bought.id,
    });
    expect(result).toEqual({ ok: true, value: bought });
  });

  it('answers not-found for another user’s order, exactly as for a missing one', async () => {
    const theirs = await buyOn('2026-06-01', 8);
    const details = new GetOrderDetails(shop.orders);
    const notFound = { ok: false, error: { kind: 'not-found', message: ORDER_NOT_FOUND } };
    expect(await details.execute({ sessionUserId: 7, orderId: theirs.id })).toEqual(notFound);
    expect(await details.execute({ sessionUserId: 7, orderId: 999 })).toEqual(notFound);
  });
});
