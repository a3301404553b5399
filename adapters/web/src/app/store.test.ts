import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { makeStore, type RootState } from './store';

describe('the store before and after the api loads', () => {
  it('starts without the api and takes it in when a page first loads it', async () => {
    const store = makeStore({ cartStorage: null });
    expect(store.getState().api).toBeUndefined();

    // What a lazily loaded page does: its module imports the api and injects an endpoint.
    const { api } = await import('../api/api');
    expect(store.getState().api?.config.middlewareRegistered).toBe(true);

    fakeServer({ 'GET /ping': { status: 200, body: { pong: true } } });
    const pingApi = api.injectEndpoints({
      endpoints: (build) => ({
        ping: build.query<{ pong: boolean }, void>({ query: () => '/ping' }),
      }),
    });
    const answer = await store.dispatch(pingApi.endpoints.ping.initiate()).unwrap();
    expect(answer).toEqual({ pong: true });

    // A store made afterwards has the api from the start.
    expect(makeStore({ cartStorage: null }).getState().api?.queries).toEqual({});
  });

  it("keeps configureStore's development checks in development and tests", () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch((_: unknown, getState: () => RootState) => {
      getState().session.status = 'ready';
    });
    expect(() => store.dispatch({ type: 'anything' })).toThrow(/mutation was detected/);
  });

  it('tells subscribers of batched actions (RTK Query marks them) once, after the next frame', async () => {
    const store = makeStore({ cartStorage: null });
    store.dispatch({ type: 'first' }); // the api (loaded above) registers its middleware
    const listener = vi.fn();
    store.subscribe(listener);
    const batched = { type: 'api/batched', meta: { RTK_autoBatch: true } };
    store.dispatch(batched);
    store.dispatch(batched);
    expect(listener).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    store.dispatch({ type: 'plain' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
