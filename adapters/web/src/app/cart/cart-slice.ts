import type { UnknownAction } from '@reduxjs/toolkit';
import {
  addSelectionToCart,
  cartGroupCount,
  cartGroups,
  emptyCart,
  emptySelection,
  removeFromSelection,
  removeGroup,
  resetSelection,
  setMealQty,
  setMerchandise,
  setTicketCount,
  toggleAttraction,
  type Cart,
  type CartGroup,
  type CartMerchItem,
  type CartRestaurant,
  type MerchSize,
  type TicketSelection,
} from '../../../../../core/orders/cart';
import { isVisitDateAllowed } from '../../../../../core/shared/dates';
import type { AdmissionKind } from '../../../../../core/admissions/products';
import { defineAction, definePreparedAction } from '../actions';
import { parkToday } from '../park';

/**
 * The cart (what will be bought) and the ticket page's selection (what is being chosen).
 * Every rule is core/orders/cart's; the reducer only calls it, on immutable values (no
 * createSlice or immer: the home page ships without Redux Toolkit). "Today" is read in the
 * action creators (prepare), so the reducer stays pure.
 */
export interface CartState {
  cart: Cart;
  selection: TicketSelection;
}

/**
 * The ticket page edits the cart's ticket part (core's reset clears both), so it starts from
 * what the cart holds; a visit day that has passed starts again at today.
 */
export function initialCartState(today: string, cart: Cart = emptyCart(today)): CartState {
  const selection: TicketSelection = {
    tickets: { ...cart.tickets },
    meals: { ...cart.meals },
    attractions: [...cart.attractions],
    visitDate: isVisitDateAllowed(cart.visitDate, today) ? cart.visitDate : today,
  };
  return { cart, selection };
}

/** `today` defaults to the browser's reading of the park's day; a page may pass the server's. */
const withToday = <P>(payload: P, today: string = parkToday()) => ({
  payload: { ...payload, today },
});

/** The number of tickets of one type on the ticket page. */
export const ticketCountSet = defineAction<{ type: AdmissionKind; count: number }>(
  'cart/ticketCountSet',
);
export const mealQtySet = defineAction<{ restaurant: CartRestaurant; qty: number }>(
  'cart/mealQtySet',
);
export const attractionToggled = defineAction<string>('cart/attractionToggled');
export const visitDateSet = definePreparedAction(
  'cart/visitDateSet',
  (date: string, today?: string) => withToday({ date }, today),
);
/** The park's today is known (e.g. from GET /park-info): an earlier chosen day moves up to it. */
export const parkTodayLearned = defineAction<string>('cart/parkTodayLearned');
/** "Add to Cart": nothing changes unless a ticket and an attraction are chosen. */
export const selectionAdded = defineAction('cart/selectionAdded');
/** Resetting the ticket page clears tickets, meals, attractions and the date. */
export const selectionReset = definePreparedAction('cart/selectionReset', (today?: string) =>
  withToday({}, today),
);
export const merchandiseSet = defineAction<{
  item: CartMerchItem;
  quantity: number;
  size: MerchSize;
}>('cart/merchandiseSet');
export const groupRemoved = definePreparedAction('cart/groupRemoved', (group: CartGroup) =>
  withToday({ group }),
);
/** Emptying the cart (e.g. after a successful checkout) clears everything. */
export const cartEmptied = definePreparedAction('cart/cartEmptied', () => withToday({}));

/** The state with `changes`, or the same state when every value is the one it had. */
function changed<T extends object>(state: T, changes: Partial<T>): T {
  const keys = Object.keys(changes) as (keyof T)[];
  return keys.every((key) => Object.is(state[key], changes[key]))
    ? state
    : { ...state, ...changes };
}

const withSelection = (state: CartState, changes: Partial<TicketSelection>): CartState =>
  changed(state, { selection: changed(state.selection, changes) });

export function cartReducer(
  state: CartState = initialCartState(parkToday()),
  action: UnknownAction,
): CartState {
  const { cart, selection } = state;
  if (ticketCountSet.match(action)) {
    const { type, count } = action.payload;
    return withSelection(state, { tickets: setTicketCount(selection.tickets, type, count) });
  }
  if (mealQtySet.match(action)) {
    const { restaurant, qty } = action.payload;
    return withSelection(state, { meals: setMealQty(selection.meals, restaurant, qty) });
  }
  if (attractionToggled.match(action))
    return withSelection(state, {
      attractions: toggleAttraction(selection.attractions, action.payload),
    });
  if (visitDateSet.match(action)) {
    const { date, today } = action.payload;
    return isVisitDateAllowed(date, today) ? withSelection(state, { visitDate: date }) : state;
  }
  if (parkTodayLearned.match(action)) {
    const today = action.payload;
    return isVisitDateAllowed(selection.visitDate, today)
      ? state
      : withSelection(state, { visitDate: today });
  }
  if (selectionAdded.match(action))
    return changed(state, { cart: addSelectionToCart(cart, selection) });
  if (selectionReset.match(action)) {
    const { today } = action.payload;
    return changed(state, {
      cart: resetSelection(cart, today),
      selection: emptySelection(today),
    });
  }
  if (merchandiseSet.match(action)) {
    const { item, quantity, size } = action.payload;
    return changed(state, { cart: setMerchandise(cart, item, quantity, size) });
  }
  if (groupRemoved.match(action)) {
    const { group, today } = action.payload;
    return changed(state, {
      cart: removeGroup(cart, group, today),
      selection: removeFromSelection(selection, group, today),
    });
  }
  if (cartEmptied.match(action)) {
    const { today } = action.payload;
    return changed(state, { cart: emptyCart(today), selection: emptySelection(today) });
  }
  return state;
}

interface WithCart {
  cart: CartState;
}
export const selectCart = (state: WithCart) => state.cart.cart;
export const selectTicketSelection = (state: WithCart) => state.cart.selection;
export const selectCartCount = (state: WithCart) => cartGroupCount(state.cart.cart);

/** The cart's groups, the same array for the same cart (so a component keeps its render). */
export const selectCartGroups = (() => {
  let last: { cart: Cart; groups: CartGroup[] } | null = null;
  return (state: WithCart): CartGroup[] => {
    const cart = selectCart(state);
    if (last?.cart !== cart) last = { cart, groups: cartGroups(cart) };
    return last.groups;
  };
})();
