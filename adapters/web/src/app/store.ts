import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { cartReducer, initialCartState } from './cart/cart-slice';
import { browserStorage, loadCart, saveCart } from './cart/cart-storage';
import { sessionReducer } from './session/session-slice';
import { parkToday } from './park';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  cart: cartReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the cart is kept between visits; null keeps it in memory only. */
  cartStorage?: Storage | null;
}

/** A new store: the cart comes back from storage, and every change to it is saved. */
export function makeStore({ preloadedState, cartStorage = browserStorage() }: StoreOptions = {}) {
  const today = parkToday();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      cart: initialCartState(today, loadCart(cartStorage, today)),
      ...preloadedState,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

  let saved = store.getState().cart.cart;
  store.subscribe(() => {
    const cart = store.getState().cart.cart;
    if (cart === saved) return;
    saved = cart;
    saveCart(cartStorage, cart);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
