import { createSelector, createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
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
import type { TicketType } from '../../../../../core/orders/pricing';
import { parkToday } from '../park';

/**
 * The cart (what will be bought) and the ticket page's selection (what is being chosen).
 * Every rule is core/orders/cart's; these reducers only call it. "Today" is read in the
 * action creators (prepare), so the reducers stay pure.
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

const cartSlice = createSlice({
  name: 'cart',
  initialState: () => initialCartState(parkToday()),
  reducers: {
    ticketCountSet(state, { payload }: PayloadAction<{ type: TicketType; count: number }>) {
      state.selection.tickets = setTicketCount(
        current(state.selection).tickets,
        payload.type,
        payload.count,
      );
    },
    mealQtySet(state, { payload }: PayloadAction<{ restaurant: CartRestaurant; qty: number }>) {
      state.selection.meals = setMealQty(
        current(state.selection).meals,
        payload.restaurant,
        payload.qty,
      );
    },
    attractionToggled(state, { payload }: PayloadAction<string>) {
      state.selection.attractions = toggleAttraction(current(state.selection).attractions, payload);
    },
    visitDateSet: {
      reducer(state, { payload }: PayloadAction<{ date: string; today: string }>) {
        if (isVisitDateAllowed(payload.date, payload.today))
          state.selection.visitDate = payload.date;
      },
      prepare: (date: string, today?: string) => withToday({ date }, today),
    },
    /** The park's today is known (e.g. from GET /park-info): an earlier chosen day moves up to it. */
    parkTodayLearned(state, { payload: today }: PayloadAction<string>) {
      if (!isVisitDateAllowed(state.selection.visitDate, today)) state.selection.visitDate = today;
    },
    /** "Add to Cart": nothing changes unless a ticket and an attraction are chosen. */
    selectionAdded(state) {
      const { cart, selection } = current(state);
      state.cart = addSelectionToCart(cart, selection);
    },
    /** Resetting the ticket page clears tickets, meals, attractions and the date. */
    selectionReset: {
      reducer(state, { payload }: PayloadAction<{ today: string }>) {
        state.cart = resetSelection(current(state).cart, payload.today);
        state.selection = emptySelection(payload.today);
      },
      prepare: (today?: string) => withToday({}, today),
    },
    merchandiseSet(
      state,
      { payload }: PayloadAction<{ item: CartMerchItem; quantity: number; size: MerchSize }>,
    ) {
      state.cart = setMerchandise(
        current(state).cart,
        payload.item,
        payload.quantity,
        payload.size,
      );
    },
    groupRemoved: {
      reducer(state, { payload }: PayloadAction<{ group: CartGroup; today: string }>) {
        const { cart, selection } = current(state);
        state.cart = removeGroup(cart, payload.group, payload.today);
        state.selection = removeFromSelection(selection, payload.group, payload.today);
      },
      prepare: (group: CartGroup) => withToday({ group }),
    },
    /** Emptying the cart (e.g. after a successful checkout) clears everything. */
    cartEmptied: {
      reducer(state, { payload }: PayloadAction<{ today: string }>) {
        state.cart = emptyCart(payload.today);
        state.selection = emptySelection(payload.today);
      },
      prepare: () => withToday({}),
    },
  },
});

export const {
  ticketCountSet,
  mealQtySet,
  attractionToggled,
  visitDateSet,
  parkTodayLearned,
  selectionAdded,
  selectionReset,
  merchandiseSet,
  groupRemoved,
  cartEmptied,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}
export const selectCart = (state: WithCart) => state.cart.cart;
export const selectTicketSelection = (state: WithCart) => state.cart.selection;
export const selectCartCount = (state: WithCart) => cartGroupCount(state.cart.cart);
export const selectCartGroups = createSelector([selectCart], (cart) => cartGroups(cart));
