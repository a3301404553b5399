import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutSelection } from '../domain/checkout-rules';
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
    checkout = new Checkout(shop.unitOfWork, clock());
  });

  const run = (selection: Partial<CheckoutSelection>, extra: object = {}) =>
    checkout.execute({
      sessionUserId: 7,
      selection: { ...sampleSelection(TODAY), ...selection },
      contact: CONTACT,
      ...extra,
    });

  async function refused(selection: Partial<CheckoutSelection>, message: string, path: string) {
    const result = await run(selection);
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-input', message, path } });
    expect(shop.orders.orders).toEqual([]);
  }

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

  it('refuses counts that are not whole numbers from 0 to 50', async () => {
    const M = CHECKOUT_MESSAGES;
    for (const bad of [-1, 51, 1.5, Number.NaN])
      await refused(
        { tickets: { standard: 1, express: bad, child: 0 } },
        M.ticketCount,
        'tickets.express',
      );
    await refused({ meals: [{ restaurantId: 11, qty: 0 }] }, M.quantity, 'meals.0.qty');
    await refused({ meals: [{ restaurantId: 11, qty: 51 }] }, M.quantity, 'meals.0.qty');
    await refused(
      { merchandise: [{ merchandiseId: 20, size: 'M', quantity: 0 }] },
      M.quantity,
      'merchandise.0.quantity',
    );
    expect((await run({ tickets: { standard: 50, express: 50, child: 50 } })).ok).toBe(true);
  });

  it('refuses an empty order, tickets without attractions and attractions without tickets', async () => {
    const M = CHECKOUT_MESSAGES;
    const noTickets = { standard: 0, express: 0, child: 0 };
    await refused(
      { tickets: noTickets, attractions: [], meals: [], merchandise: [] },
      M.empty,
      'tickets',
    );
    await refused({ attractions: [] }, M.attractionsNeeded, 'attractions');
    await refused({ tickets: noTickets }, M.ticketsNeeded, 'tickets');
  });

  it('refuses unknown or closed attractions, naming them', async () => {
    await refused(
      { attractions: ['Comet Run', 'Nowhere'] },
      'Attraction "Nowhere" does not exist',
      'attractions.1',
    );
    await refused(
      { attractions: ['Lagoon Splash'] },
      'Attraction "Lagoon Splash" is closed',
      'attractions.0',
    );
  });

  it('refuses unknown restaurants and items, bad sizes and duplicates', async () => {
    const M = CHECKOUT_MESSAGES;
    await refused(
      { meals: [{ restaurantId: 99, qty: 1 }] },
      'Restaurant 99 does not exist',
      'meals.0.restaurantId',
    );
    await refused(
      { merchandise: [{ merchandiseId: 99, size: 'S', quantity: 1 }] },
      'Item 99 does not exist',
      'merchandise.0.merchandiseId',
    );
    await refused(
      { merchandise: [{ merchandiseId: 20, size: 'XXL' as 'XL', quantity: 1 }] },
      M.size,
      'merchandise.0.size',
    );
    await refused(
      {
        meals: [
          { restaurantId: 11, qty: 1 },
          { restaurantId: 11, qty: 2 },
        ],
      },
      M.duplicateRestaurant,
      'meals.1.restaurantId',
    );
    await refused(
      {
        merchandise: [
          { merchandiseId: 20, size: 'M', quantity: 1 },
          { merchandiseId: 20, size: 'M', quantity: 2 },
        ],
      },
      M.duplicateItem,
      'merchandise.1',
    );
    await refused(
      { attractions: ['Comet Run', 'Comet Run'] },
      M.duplicateAttraction,
      'attractions.1',
    );
    await refused({ meals: [{ restaurantId: 0, qty: 1 }] }, M.id, 'meals.0.restaurantId');
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

  it('needs a visit date of today or later in the park’s time zone', async () => {
    const M = CHECKOUT_MESSAGES;
    await refused({ visitDate: null }, M.visitDateNeeded, 'visitDate');
    await refused({ visitDate: '2026-02-30' }, M.visitDateFormat, 'visitDate');
    await refused({ visitDate: '2026-06-14' }, M.visitDatePast, 'visitDate');
    expect((await run({ visitDate: '2026-06-16' })).ok).toBe(true);
  });

  it('counts the day in the park’s zone, not in UTC', async () => {
    // 22:00 in Chicago on 06-15 is already 06-16 in UTC: 06-15 is still today.
    const late = new Checkout(shop.unitOfWork, new FixedClock(new Date('2026-06-16T03:00:00Z')));
    const result = await late.execute({
      sessionUserId: 7,
      selection: sampleSelection('2026-06-15'),
      contact: CONTACT,
    });
    expect(result.ok && result.value.orderDate).toBe('2026-06-15');
  });

  it('refuses a blank contact field or a state that is not one of the 50', async () => {
    for (const contact of [
      { ...CONTACT, city: '  ' },
      { ...CONTACT, state: 'XX' },
    ]) {
      const result = await checkout.execute({
        sessionUserId: 7,
        selection: sampleSelection(TODAY),
        contact,
      });
      expect(result.ok).toBe(false);
    }
    expect(shop.orders.orders).toEqual([]);
  });
});
