import {
  applyMiddleware,
  combineReducers,
  compose,
  createActionCreatorInvariantMiddleware,
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type StoreEnhancer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { api } from '../api/api';
import { autoBatchEnhancer } from './auto-batch';
import { cartReducer, initialCartState, type CartState } from './cart/cart-slice';
import { browserStorage, loadCart, saveCart } from './cart/cart-storage';
import { whenApiLoaded } from './lazy-api';
import { sessionReducer, type SessionState } from './session/session-slice';
import { parkToday } from './park';

/**
 * The store is plain Redux, wired as RTK's configureStore wires it (thunks, the development
 * checks, auto-batching, the Redux DevTools), from the functions Redux Toolkit re-exports: the home page
 * ships Redux and the two slices but not Redux Toolkit, createSlice or immer. The RTK Query
 * api (the `api` slice and its middleware) joins once a page that calls the server has loaded
 * it (lazy-api.ts), and brings Redux Toolkit with it.
 */
export interface RootState {
  session: SessionState;
  cart: CartState;
  api?: ReturnType<(typeof api)['reducer']>;
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** The reducers so far: the session and the cart, then the api's when it loads. */
const reducers: Record<string, Reducer> = { session: sessionReducer, cart: cartReducer };
let combined = combineReducers(reducers);
const rootReducer = ((state, action) => combined(state, action)) as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

/** Middleware that arrives after the stores were made (the api's). */
const lateMiddleware: Middleware[] = [];

/** Runs the late middleware in every store, each applied once per store (as RTK's dynamic middleware). */
const lateMiddlewareRunner: Middleware = (store) => {
  const applied = new Map<Middleware, ReturnType<Middleware>>();
  const layer = (m: Middleware) => applied.get(m) ?? applied.set(m, m(store)).get(m)!;
  return (next) => {
    let chain = next;
    let count = 0;
    return (action) => {
      if (count !== lateMiddleware.length) {
        chain = compose<(action: unknown) => unknown>(...lateMiddleware.map(layer))(next);
        count = lateMiddleware.length;
      }
      return chain(action);
    };
  };
};

/** Thunks as redux-thunk runs them (with no extra argument). */
const thunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);

/** The stores made so far (the app makes one; tests make many), told when the api arrives. */
const stores = new Set<WeakRef<{ dispatch: (action: UnknownAction) => unknown }>>();

// Every store, made before or after the api loads, gets its reducer and middleware.
whenApiLoaded((slice) => {
  reducers[slice.reducerPath] = slice.reducer;
  combined = combineReducers(reducers);
  lateMiddleware.push(slice.middleware);
  // The first action through the api's middleware registers it and fills state.api.
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: 'app/apiLoaded' });
    else stores.delete(ref);
  }
});

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: StoreEnhancer[]) => StoreEnhancer;
  }
}

/** The Redux DevTools where the browser has them, as configureStore does. */
const composeEnhancers: (...enhancers: StoreEnhancer[]) => StoreEnhancer =
  (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the cart is kept between visits; null keeps it in memory only. */
  cartStorage?: Storage | null;
}

/** A new store: the cart comes back from storage, and every change to it is saved. */
export function makeStore({ preloadedState, cartStorage = browserStorage() }: StoreOptions = {}) {
  const today = parkToday();
  const middleware: Middleware[] = [thunk];
  // configureStore's checks in development and tests (the build drops them, and their code).
  if (import.meta.env.DEV)
    middleware.push(
      createImmutableStateInvariantMiddleware(),
      createSerializableStateInvariantMiddleware(),
      createActionCreatorInvariantMiddleware(),
    );
  middleware.push(lateMiddlewareRunner);
  const store = createStore(
    rootReducer,
    { cart: initialCartState(today, loadCart(cartStorage, today)), ...preloadedState },
    composeEnhancers(applyMiddleware(...middleware), autoBatchEnhancer),
  ) as ReturnType<typeof createStore<RootState, UnknownAction>> & { dispatch: AppDispatch };
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
