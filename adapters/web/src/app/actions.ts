/**
 * Action creators as RTK's `createAction` makes them (a `type`, a `match` guard, an optional
 * `prepare`), for the store's own slices. The home page loads the store and these slices but
 * not Redux Toolkit itself, which arrives with the first page that calls the server.
 */
export type PayloadAction<P> = {
  type: string;
  payload: P;
};

export interface ActionCreator<Args extends unknown[], P> {
  (...args: Args): PayloadAction<P>;
  type: string;
  match(action: unknown): action is PayloadAction<P>;
}

function creator<Args extends unknown[], P>(
  type: string,
  make: (...args: Args) => { payload: P },
): ActionCreator<Args, P> {
  const create = (...args: Args): PayloadAction<P> => ({ type, payload: make(...args).payload });
  return Object.assign(create, {
    type,
    match: (action: unknown): action is PayloadAction<P> =>
      typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
    toString: () => type,
  });
}

/** An action whose payload is the creator's argument (none for `void`). */
export function defineAction<P = void>(
  type: string,
): ActionCreator<P extends void ? [] : [payload: P], P> {
  return creator(type, (...args: unknown[]) => ({ payload: args[0] as P }));
}

/** An action whose payload `prepare` makes from the creator's arguments. */
export function definePreparedAction<Args extends unknown[], P>(
  type: string,
  prepare: (...args: Args) => { payload: P },
): ActionCreator<Args, P> {
  return creator(type, prepare);
}
