import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSelection } from './checkout-rules';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { Checkout, NOT_YOUR_ORDER } from './checkout';

// 10:00 in Chicago on 2026-06-15.
const TODAY = '2026-06-15';
const clock = () => new FixedClock(new Date('2026-06-15T15:00:00Z'));

describe('Checkout', () => {
  let shop: ReturnType<typeof inMemoryShop>;
  let checkout: Checkout;
  beforeEach(() => {
    shop = inMemoryShop();
    checkout = new Checkout(shop, clock());
  });

  const run = (selection: Partial<CheckoutSelection>, extra: object = {}) =>
    checkout.execute({
      sessionUserId: 7,
      selection: { ...sampleSelection(TODAY), ...selection },
      contact: CONTACT,
      ...extra,
    });

  it('prices from the catalog and stores the order for the session user, dated today', async () => {
    const result = await run({});
    if (!result.ok) throw new Error(result.error.message);
    const order = result.value;
    expect(order).toMatchObject({
      userId: 7,
      orderDate: TODAY,
      visitDate: TODAY,
      attractions: ['Comet Run'],
      subtotal: 25_399,
      tax: 2_095,
      total: 27_494,
    });
    expect(order.tickets.map((t) => [t.ticketType, t.quantity, t.lineTotal])).toEqual([
      ['standard', 2, 13_000],
      ['child', 1, 4_500],
    ]);
    expect(order.meals).toMatchObject([
      { restaurantId: 11, restaurantName: 'The Golden Fork', quantity: 2, lineTotal: 7_000 },
    ]);
    expect(order.merchandise).toMatchObject([
      { merchandiseId: 20, name: 'Rain Poncho', size: 'M', unitPrice: 899, unitCost: 150 },
    ]);
    expect(shop.orders.orders).toHaveLength(1);
  });

  it('sells a shop-only order without a visit date (one sent is not kept)', async () => {
    const result = await run({
      tickets: { standard: 0, express: 0, child: 0 },
      attractions: [],
      meals: [],
      visitDate: '2020-01-01',
    });
    expect(result.ok && result.value).toMatchObject({ visitDate: null, subtotal: 899 });
  });

  it('sells meal vouchers without tickets, for a visit day', async () => {
    const result = await run({ tickets: { standard: 0, express: 0, child: 0 }, attractions: [] });
    expect(result.ok && result.value).toMatchObject({ visitDate: TODAY, attractions: [] });
  });

  it('refuses a userID that is not the session’s own, writing nothing', async () => {
    const result = await run({}, { requestedUserId: 8 });
    expect(result).toEqual({ ok: false, error: { kind: 'forbidden', message: NOT_YOUR_ORDER } });
    expect(shop.orders.orders).toEqual([]);
    expect((await run({}, { requestedUserId: 7 })).ok).toBe(true);
  });

  it('sells one item in two sizes as two lines', async () => {
    const result = await run({
      merchandise: [
        { merchandiseId: 21, size: 'M', quantity: 1 },
        { merchandiseId: 21, size: 'L', quantity: 2 },
      ],
    });
    expect(result.ok && result.value.merchandise.map((l) => [l.size, l.lineTotal])).toEqual([
      ['M', 2_500],
      ['L', 5_000],
    ]);
  });

  it('counts the day in the park’s zone, not in UTC', async () => {
    // 22:00 in Chicago on 06-15 is already 06-16 in UTC: 06-15 is still today.
    const late = new Checkout(shop, new FixedClock(new Date('2026-06-16T03:00:00Z')));
    const result = await late.execute({
      sessionUserId: 7,
      selection: sampleSelection('2026-06-15'),
      contact: CONTACT,
    });
    expect(result.ok && result.value.orderDate).toBe('2026-06-15');
  });
});
