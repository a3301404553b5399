import { describe, expect, it } from 'vitest';
import {
  emptyCart,
  type Cart,
  type CartMerchItem,
  type CartRestaurant,
} from '../../../../../core/orders/cart';
import { makeStore } from '../store';
import { parkToday } from '../park';
import {
  attractionToggled,
  cartEmptied,
  groupRemoved,
  initialCartState,
  mealQtySet,
  merchandiseSet,
  selectCartCount,
  selectionAdded,
  selectionReset,
  ticketCountSet,
  visitDateSet,
} from './cart-slice';
import { CART_STORAGE_KEY, loadCart } from './cart-storage';

const diner: CartRestaurant = {
  id: 1,
  name: 'Main Street Diner',
  description: 'Burgers',
  image: '/images/restaurants/main-street-diner.svg',
  type: 'Standard',
  amount: 10,
};
const tee: CartMerchItem = { id: 4, name: 'Park Logo T-Shirt', image: '/x.svg', sellingCost: 25 };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  } as Storage;
}

describe('cart slice (core rules)', () => {
  it('counts one group for tickets, one for meals and one per merchandise item', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(ticketCountSet({ type: 'standard', count: 2 }));
    store.dispatch(mealQtySet({ restaurant: diner, qty: 3 }));
    store.dispatch(attractionToggled('Thunder Falls'));
    expect(selectCartCount(store.getState())).toBe(0); // still only a selection
    store.dispatch(selectionAdded());
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(merchandiseSet({ item: tee, quantity: 1, size: 'M' }));
    expect(selectCartCount(store.getState())).toBe(3);
    expect(store.getState().cart.cart.meals['standardMeal1']?.qty).toBe(3);
  });

  it('does not add a selection without a ticket and an attraction', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(ticketCountSet({ type: 'child', count: 1 }));
    store.dispatch(selectionAdded());
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('never lets counts go below zero and removes a meal at 0', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(ticketCountSet({ type: 'express', count: -4 }));
    store.dispatch(mealQtySet({ restaurant: diner, qty: 2 }));
    store.dispatch(mealQtySet({ restaurant: diner, qty: -1 }));
    expect(store.getState().cart.selection.meals['standardMeal1']?.qty).toBe(2);
    store.dispatch(mealQtySet({ restaurant: diner, qty: 0 }));
    expect(store.getState().cart.selection.tickets.expressTicket).toBe(0);
    expect(store.getState().cart.selection.meals).toEqual({});
  });

  it('refuses a visit date before today', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(visitDateSet('2000-01-01'));
    expect(store.getState().cart.selection.visitDate).toBe(parkToday());
    store.dispatch(visitDateSet('2099-12-31'));
    expect(store.getState().cart.selection.visitDate).toBe('2099-12-31');
  });

  it('removes one group, resets the ticket part, and empties everything', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(ticketCountSet({ type: 'standard', count: 1 }));
    store.dispatch(attractionToggled('Sky Wheel'));
    store.dispatch(mealQtySet({ restaurant: diner, qty: 1 }));
    store.dispatch(selectionAdded());
    store.dispatch(merchandiseSet({ item: tee, quantity: 2, size: 'L' }));
    store.dispatch(groupRemoved({ kind: 'meals' }));
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(selectionReset());
    expect(selectCartCount(store.getState())).toBe(1);
    expect(store.getState().cart.cart.merchandise[tee.name]?.quantity).toBe(2);
    store.dispatch(cartEmptied());
    expect(store.getState().cart.cart).toEqual(emptyCart(parkToday()));
  });
});

describe('the ticket page follows the cart', () => {
  it('clears its tickets, attractions and day when the tickets group leaves the cart, its meals with the meals group', () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch(ticketCountSet({ type: 'standard', count: 2 }));
    store.dispatch(attractionToggled('Sky Wheel'));
    store.dispatch(visitDateSet('2099-12-31'));
    store.dispatch(mealQtySet({ restaurant: diner, qty: 1 }));
    store.dispatch(selectionAdded());
    store.dispatch(groupRemoved({ kind: 'tickets' }));
    const after = store.getState().cart.selection;
    expect(after.tickets).toEqual({ standardTicket: 0, expressTicket: 0, childTicket: 0 });
    expect(after.attractions).toEqual([]);
    expect(after.visitDate).toBe(parkToday());
    expect(Object.keys(after.meals)).toHaveLength(1); // the meals are still in the cart
    store.dispatch(groupRemoved({ kind: 'meals' }));
    expect(store.getState().cart.selection.meals).toEqual({});
  });
});

describe('cart persistence', () => {
  it('saves every change and brings the cart back in a new store', () => {
    const storage = memoryStorage();
    const first = makeStore({ cartStorage: storage });
    first.dispatch(merchandiseSet({ item: tee, quantity: 2, size: 'S' }));
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!).merchandise[tee.name].size).toBe('S');

    const second = makeStore({ cartStorage: storage });
    expect(second.getState().cart.cart.merchandise[tee.name]).toEqual({
      item: tee,
      quantity: 2,
      size: 'S',
    });
    expect(selectCartCount(second.getState())).toBe(1);
  });

  it('uses the browser localStorage by default', () => {
    makeStore().dispatch(merchandiseSet({ item: tee, quantity: 1, size: 'XL' }));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('Park Logo T-Shirt');
  });

  const today = '2030-06-01';
  const valid: Cart = {
    ...emptyCart(today),
    tickets: { standardTicket: 1, expressTicket: 0, childTicket: 0 },
    attractions: ['Comet Run'],
  };

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    [
      'a negative count',
      JSON.stringify({ ...valid, tickets: { ...valid.tickets, childTicket: -1 } }),
    ],
    ['a missing field', JSON.stringify({ ...valid, attractions: undefined })],
    ['a bad date', JSON.stringify({ ...valid, visitDate: '2030-02-30' })],
    [
      'an unknown size',
      JSON.stringify({ ...valid, merchandise: { T: { item: tee, quantity: 1, size: 'XXL' } } }),
    ],
    [
      'a meal without its restaurant',
      JSON.stringify({ ...valid, meals: { standardMeal1: { qty: 1 } } }),
    ],
  ])('treats %s as an empty cart', (_, raw) => {
    expect(loadCart(memoryStorage({ [CART_STORAGE_KEY]: raw }), today)).toEqual(emptyCart(today));
  });

  it('accepts an intact cart', () => {
    expect(loadCart(memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(valid) }), today)).toEqual(
      valid,
    );
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadCart(broken, today)).toEqual(emptyCart(today));
  });
});

describe('the ticket page after a reload', () => {
  it("starts from the cart's tickets, meals, attractions and date", () => {
    const today = '2030-06-01';
    const cart: Cart = {
      ...emptyCart(today),
      tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
      meals: { standardMeal1: { item: diner, qty: 2 } },
      attractions: ['Comet Run'],
      visitDate: '2030-06-05',
    };
    const { selection } = initialCartState(today, cart);
    expect(selection).toEqual({
      tickets: cart.tickets,
      meals: cart.meals,
      attractions: ['Comet Run'],
      visitDate: '2030-06-05',
    });
    expect(selection.tickets).not.toBe(cart.tickets);
  });

  it('moves a visit day that has passed to today', () => {
    const cart: Cart = { ...emptyCart('2030-05-01'), visitDate: '2030-05-01' };
    expect(initialCartState('2030-06-01', cart).selection.visitDate).toBe('2030-06-01');
  });
});
