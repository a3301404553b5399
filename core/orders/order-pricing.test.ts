import { describe, expect, it } from 'vitest';
import type { Merchandise, Restaurant } from '../catalog/catalog';
import { cents } from '../shared/money';
import { priceOrder, type CatalogPrices } from './order-pricing';
import type { OrderSelection } from './order';

const restaurant = (id: number, type: string, amount: number): Restaurant => ({
  id,
  name: `${type} Place ${id}`,
  type,
  amount: cents(amount),
  description: '',
  image: '',
});

const item = (id: number, name: string, sellingCost: number, supplierCost = 100): Merchandise => ({
  id,
  name,
  type: 'Accessory',
  supplierCost: cents(supplierCost),
  sellingCost: cents(sellingCost),
  image: '',
});

const prices = (restaurants: Restaurant[], merchandise: Merchandise[]): CatalogPrices => ({
  restaurants: new Map(restaurants.map((r) => [r.id, r])),
  merchandise: new Map(merchandise.map((m) => [m.id, m])),
});

const none: OrderSelection = {
  tickets: { standard: 0, express: 0, child: 0 },
  meals: [],
  merchandise: [],
};

describe('priceOrder', () => {
  it('prices tickets by type, meals by the restaurant amount, items by selling cost', () => {
    const priced = priceOrder(
      {
        tickets: { standard: 2, express: 0, child: 1 },
        meals: [{ restaurantId: 3, qty: 2 }],
        merchandise: [{ merchandiseId: 7, size: 'M', quantity: 1 }],
      },
      prices([restaurant(3, 'Deluxe', 3_500)], [item(7, 'Rain Poncho', 899, 150)]),
    );
    expect(priced.tickets).toEqual([
      { kind: 'ticket', ticketType: 'standard', quantity: 2, unitPrice: 6_500, lineTotal: 13_000 },
      { kind: 'ticket', ticketType: 'child', quantity: 1, unitPrice: 4_500, lineTotal: 4_500 },
    ]);
    expect(priced.meals).toEqual([
      {
        kind: 'meal',
        restaurantId: 3,
        restaurantName: 'Deluxe Place 3',
        restaurantType: 'Deluxe',
        quantity: 2,
        unitPrice: 3_500,
        lineTotal: 7_000,
      },
    ]);
    expect(priced.merchandise).toEqual([
      {
        kind: 'merchandise',
        merchandiseId: 7,
        name: 'Rain Poncho',
        size: 'M',
        quantity: 1,
        unitPrice: 899,
        unitCost: 150,
        lineTotal: 899,
      },
    ]);
    // 130 + 45 + 70 + 8.99 = 253.99; 8.25% = 20.954175 → 20.95; total 274.94
    expect(priced).toMatchObject({ subtotal: 25_399, tax: 2_095, total: 27_494 });
  });

  it('uses the restaurant’s own amount, not the price its type suggests', () => {
    const priced = priceOrder(
      { ...none, meals: [{ restaurantId: 1, qty: 3 }] },
      prices([restaurant(1, 'Standard', 1_250)], []),
    );
    expect(priced.meals[0]?.lineTotal).toBe(3_750);
    expect(priced.subtotal).toBe(3_750);
  });

  it('takes tax once on the whole subtotal, not per line', () => {
    // Per line: 5.99 → 0.494175 → 0.49 and 8.99 → 0.741675 → 0.74, together 1.23.
    // On the whole: 14.98 → 1.23585 → 1.24.
    const priced = priceOrder(
      {
        ...none,
        merchandise: [
          { merchandiseId: 1, size: 'S', quantity: 1 },
          { merchandiseId: 2, size: 'L', quantity: 1 },
        ],
      },
      prices([], [item(1, 'Keychain', 599), item(2, 'Poncho', 899)]),
    );
    expect(priced).toMatchObject({ subtotal: 1_498, tax: 124, total: 1_622 });
  });

  it('rounds an exact half cent of tax up', () => {
    // 2.00 × 8.25% = 0.165 → 0.17
    const priced = priceOrder(
      { ...none, merchandise: [{ merchandiseId: 1, size: 'XL', quantity: 1 }] },
      prices([], [item(1, 'Sticker', 200)]),
    );
    expect(priced).toMatchObject({ subtotal: 200, tax: 17, total: 217 });
  });

  it('rounds below half a cent down', () => {
    // 3 × 5.99 = 17.97 × 8.25% = 1.482525 → 1.48
    const priced = priceOrder(
      { ...none, merchandise: [{ merchandiseId: 1, size: 'S', quantity: 3 }] },
      prices([], [item(1, 'Keychain', 599)]),
    );
    expect(priced).toMatchObject({ subtotal: 1_797, tax: 148, total: 1_945 });
  });

  it('prices every ticket type at the spec’s prices', () => {
    const priced = priceOrder(
      { ...none, tickets: { standard: 1, express: 1, child: 1 } },
      prices([], []),
    );
    expect(priced.tickets.map((t) => [t.ticketType, t.unitPrice])).toEqual([
      ['standard', 6_500],
      ['express', 9_000],
      ['child', 4_500],
    ]);
    // 200.00 × 8.25% = 16.50
    expect(priced).toMatchObject({ subtotal: 20_000, tax: 1_650, total: 21_650 });
  });

  it('prices an empty selection at zero', () => {
    expect(priceOrder(none, prices([], []))).toEqual({
      tickets: [],
      meals: [],
      merchandise: [],
      subtotal: 0,
      tax: 0,
      total: 0,
    });
  });

  it('throws for an id the caller did not look up (a bug, not an input error)', () => {
    expect(() =>
      priceOrder({ ...none, meals: [{ restaurantId: 9, qty: 1 }] }, prices([], [])),
    ).toThrow(RangeError);
    expect(() =>
      priceOrder(
        { ...none, merchandise: [{ merchandiseId: 9, size: 'M', quantity: 1 }] },
        prices([], []),
      ),
    ).toThrow(RangeError);
  });
});
