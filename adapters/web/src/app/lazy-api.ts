import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What the store needs of the RTK Query api: its slice and its middleware. */
export interface LazyApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

let loaded: LazyApi | null = null;
const waiting = new Set<(api: LazyApi) => void>();

/** api.ts says it has loaded (once, when a page that calls the server first imports it). */
export function apiLoaded(api: LazyApi): void {
  loaded = api;
  for (const join of waiting) join(api);
  waiting.clear();
}

/** The store joins the api now if it has loaded, else as soon as it does. */
export function whenApiLoaded(join: (api: LazyApi) => void): void {
  if (loaded) join(loaded);
  else waiting.add(join);
}
