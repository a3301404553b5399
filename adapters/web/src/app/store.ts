import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { api } from '../api/api';
import { cartReducer, initialCartState } from './cart/cart-slice';
import { browserStorage, loadCart, saveCart } from './cart/cart-storage';
import { whenApiLoaded } from './lazy-api';
import { sessionReducer } from './session/session-slice';
import { parkToday } from './park';

type Api = typeof api;
type ApiSlice = { [K in Api['reducerPath']]: ReturnType<Api['reducer']> };

/**
 * The session and the cart from the start; the RTK Query api (the `api` slice and its
 * middleware) only once a page that calls the server has loaded it (lazy-api.ts), so the
 * home page ships without it.
 */
const rootReducer = combineSlices({
  session: sessionReducer,
  cart: cartReducer,
}).withLazyLoadedSlices<ApiSlice>();

export type RootState = ReturnType<typeof rootReducer>;

const lazyMiddleware = createDynamicMiddleware();

/** The stores made so far (the app makes one; tests make many), told when the api arrives. */
const stores = new Set<WeakRef<{ dispatch: (action: { type: string }) => unknown }>>();

// Every store, made before or after the api loads, gets its reducer and middleware.
whenApiLoaded((slice) => {
  rootReducer.inject(slice);
  lazyMiddleware.addMiddleware(slice.middleware);
  // The first action through the api's middleware registers it and fills state.api.
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: 'app/apiLoaded' });
    else stores.delete(ref);
  }
});

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
    middleware: (getDefault) => getDefault().concat(lazyMiddleware.middleware),
  });
  stores.add(new WeakRef(store));

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
