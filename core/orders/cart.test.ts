import { describe, expect, it } from 'vitest';
import {
  addSelectionToCart,
  canAddSelection,
  cartBadgeLabel,
  cartGroupCount,
  cartGroups,
  emptyCart,
  emptySelection,
  mealKey,
  removeGroup,
  resetSelection,
  setMealQty,
  setMerchandise,
  setTicketCount,
  toggleAttraction,
  type Cart,
  type CartRestaurant,
} from './cart';

const today = '2026-11-22';
const diner: CartRestaurant = {
  id: 3,
  name: 'Diner',
  description: '',
  image: '',
  type: 'Standard',
  amount: 10,
};
const hall: CartRestaurant = {
  id: 4,
  name: 'Hall',
  description: '',
  image: '',
  type: 'Deluxe',
  amount: 35,
};
const shirt = { id: 1, name: 'Shirt', image: '', sellingCost: 25 };
const mug = { id: 2, name: 'Mug', image: '', sellingCost: 12 };

function fullCart(): Cart {
  let cart = emptyCart(today);
  const selection = {
    ...emptySelection(today),
    tickets: setTicketCount(emptySelection(today).tickets, 'standard', 2),
    meals: setMealQty({}, diner, 2),
    attractions: ['Sky Wheel'],
    visitDate: '2026-12-01',
  };
  cart = addSelectionToCart(cart, selection);
  cart = setMerchandise(cart, shirt, 1, 'M');
  return setMerchandise(cart, mug, 3, 'S');
}

describe('cart count', () => {
  it('is zero for an empty cart', () => {
    expect(cartGroupCount(emptyCart(today))).toBe(0);
  });

  it('counts tickets once, meals once, and each merchandise item', () => {
    const cart = fullCart();
    expect(cartGroups(cart)).toEqual([
      { kind: 'tickets' },
      { kind: 'meals' },
      { kind: 'merch', key: 'Shirt' },
      { kind: 'merch', key: 'Mug' },
    ]);
    expect(cartGroupCount(cart)).toBe(4);
  });

  it('ignores groups whose counts are zero', () => {
    const cart: Cart = {
      ...emptyCart(today),
      meals: { standardMeal3: { item: diner, qty: 0 } },
      merchandise: { Shirt: { item: shirt, quantity: 0, size: 'M' } },
    };
    expect(cartGroupCount(cart)).toBe(0);
  });

  it('shows the badge up to 99 and 99+ beyond', () => {
    expect(cartBadgeLabel(0)).toBe('');
    expect(cartBadgeLabel(-3)).toBe('');
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('ticket page counts', () => {
  it('never go below zero and stay whole', () => {
    const t = emptySelection(today).tickets;
    expect(setTicketCount(t, 'child', -1).childTicket).toBe(0);
    expect(setTicketCount(t, 'child', 2.7).childTicket).toBe(2);
    expect(setTicketCount(t, 'express', Number.NaN).expressTicket).toBe(0);
  });

  it('ignores a negative meal quantity and removes an entry at zero', () => {
    const meals = setMealQty({}, hall, 2);
    expect(mealKey(hall)).toBe('deluxeMeal4');
    expect(meals).toEqual({ deluxeMeal4: { item: hall, qty: 2 } });
    expect(setMealQty(meals, hall, -1)).toBe(meals);
    expect(setMealQty(meals, hall, 0)).toEqual({});
  });

  it('toggles attractions by name', () => {
    expect(toggleAttraction([], 'Sky Wheel')).toEqual(['Sky Wheel']);
    expect(toggleAttraction(['Sky Wheel', 'Comet Run'], 'Sky Wheel')).toEqual(['Comet Run']);
  });
});

describe('adding from the ticket page', () => {
  it('needs a ticket above zero and an attraction', () => {
    const none = emptySelection(today);
    const ticketOnly = { ...none, tickets: setTicketCount(none.tickets, 'standard', 1) };
    const attractionOnly = { ...none, attractions: ['Sky Wheel'] };
    expect(canAddSelection(none)).toBe(false);
    expect(canAddSelection(ticketOnly)).toBe(false);
    expect(canAddSelection(attractionOnly)).toBe(false);
    expect(canAddSelection({ ...ticketOnly, attractions: ['Sky Wheel'] })).toBe(true);
    const cart = emptyCart(today);
    expect(addSelectionToCart(cart, ticketOnly)).toBe(cart);
  });

  it('puts tickets, meals, attractions and date in the cart and keeps merchandise', () => {
    const cart = fullCart();
    expect(cart.tickets.standardTicket).toBe(2);
    expect(cart.attractions).toEqual(['Sky Wheel']);
    expect(cart.visitDate).toBe('2026-12-01');
    expect(Object.keys(cart.merchandise)).toEqual(['Shirt', 'Mug']);
  });
});

describe('reset, remove and empty', () => {
  it('reset clears the ticket page selection and keeps merchandise', () => {
    const cart = resetSelection(fullCart(), today);
    expect(cart.tickets).toEqual({ standardTicket: 0, expressTicket: 0, childTicket: 0 });
    expect(cart.meals).toEqual({});
    expect(cart.attractions).toEqual([]);
    expect(cart.visitDate).toBe(today);
    expect(cartGroupCount(cart)).toBe(2);
  });

  it('removes one group at a time', () => {
    const cart = fullCart();
    const noTickets = removeGroup(cart, { kind: 'tickets' }, today);
    expect(noTickets.attractions).toEqual([]);
    expect(noTickets.visitDate).toBe(today);
    expect(cartGroupCount(noTickets)).toBe(3);
    expect(cartGroupCount(removeGroup(cart, { kind: 'meals' }, today))).toBe(3);
    const noShirt = removeGroup(cart, { kind: 'merch', key: 'Shirt' }, today);
    expect(Object.keys(noShirt.merchandise)).toEqual(['Mug']);
  });

  it('setting merchandise to zero removes it', () => {
    expect(setMerchandise(fullCart(), shirt, 0, 'M').merchandise.Shirt).toBeUndefined();
  });

  it('an empty cart has nothing at all', () => {
    expect(emptyCart(today)).toEqual({
      tickets: { standardTicket: 0, expressTicket: 0, childTicket: 0 },
      meals: {},
      attractions: [],
      visitDate: today,
      merchandise: {},
    });
  });
});
