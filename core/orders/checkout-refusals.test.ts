import { DEFAULT_SALES_DAYS, visitDateTooFar } from './sales-window';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutSelection } from './checkout-rules';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { Checkout } from './checkout';

// 10:00 in Chicago on 2026-06-15.
const TODAY = '2026-06-15';
const clock = () => new FixedClock(new Date('2026-06-15T15:00:00Z'));

describe('Checkout refuses', () => {
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

  async function refused(selection: Partial<CheckoutSelection>, message: string, path: string) {
    const result = await run(selection);
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-input', message, path } });
    expect(shop.orders.orders).toEqual([]);
  }

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

  it('needs a visit date of today or later in the park’s time zone', async () => {
    const M = CHECKOUT_MESSAGES;
    await refused({ visitDate: null }, M.visitDateNeeded, 'visitDate');
    await refused({ visitDate: '2026-02-30' }, M.visitDateFormat, 'visitDate');
    await refused({ visitDate: '2026-06-14' }, M.visitDatePast, 'visitDate');
    expect((await run({ visitDate: '2026-06-16' })).ok).toBe(true);
  });

  it('refuses a visit date past the sales window (365 days by default, or as the park says)', async () => {
    const tooFar = visitDateTooFar(DEFAULT_SALES_DAYS);
    await refused({ visitDate: '9999-12-31' }, tooFar, 'visitDate');
    await refused({ visitDate: '2027-06-16' }, tooFar, 'visitDate');
    checkout = new Checkout(shop, clock(), 30);
    await refused({ visitDate: '2026-07-16' }, visitDateTooFar(30), 'visitDate');
    expect((await run({ visitDate: '2026-07-15' })).ok).toBe(true);
    checkout = new Checkout(shop, clock());
    expect((await run({ visitDate: '2027-06-15' })).ok).toBe(true);
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
