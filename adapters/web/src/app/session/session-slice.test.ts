import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { deferred, fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff, visitor } from '../../test/fixtures';
import { LOGIN_INVALID_MESSAGE, LOGIN_UNEXPECTED_MESSAGE } from './messages';
import { logInEmployee, logInUser, logOut } from './session-api';
import { startSession } from './session-slice';

const newStore = () => makeStore({ cartStorage: null });

describe('session start-up', () => {
  it('asks once, GET /api/session, and waits for its answer', async () => {
    const answer = deferred<FakeAnswer>();
    const server = fakeServer({ 'GET /api/session': () => answer.promise });
    const store = newStore();
    const started = store.dispatch(startSession());

    await expect
      .poll(() => server.calls.map((c) => `${c.method} ${c.path}`))
      .toEqual(['GET /api/session']);
    expect(store.getState().session.status).toBe('starting');

    answer.resolve({ status: 200, body: { user: visitor, employee: null } });
    await started;
    expect(store.getState().session).toEqual({ user: visitor, employee: null, status: 'ready' });
    // Neither of the spec's probes, which answer 401 to an anonymous visitor.
    expect(server.calls).toHaveLength(1);
  });

  it('an anonymous visitor is nobody, and so is any failure', async () => {
    for (const answer of [
      { status: 200, body: { user: null, employee: null } },
      { status: 204 },
      { status: 500, body: { message: 'down' } },
      { networkError: true } as const,
    ]) {
      fakeServer({ 'GET /api/session': answer });
      const store = newStore();
      await store.dispatch(startSession());
      expect(store.getState().session).toEqual({ user: null, employee: null, status: 'ready' });
    }
  });

  it('keeps an employee session found at start-up', async () => {
    fakeServer({ 'GET /api/session': { status: 200, body: { user: null, employee: manager } } });
    const store = newStore();
    await store.dispatch(startSession());
    expect(store.getState().session.employee).toEqual(manager);
  });
});

describe('logging in and out', () => {
  it('a user login stores the fetched user and clears the employee', async () => {
    const server = fakeServer({
      'GET /api/session': { status: 200, body: { user: null, employee: staff } },
      'GET /api/user': { status: 200, body: visitor },
      'POST /auth/login': { status: 200, body: visitor },
    });
    const store = newStore();
    await store.dispatch(startSession());
    expect(store.getState().session.employee).toEqual(staff);

    const result = await store.dispatch(
      logInUser({ email: 'visitor@example.com', password: 'pw' }),
    );
    expect(result.type).toBe(logInUser.fulfilled.type);
    expect(store.getState().session.user).toEqual(visitor);
    expect(store.getState().session.employee).toBeNull();
    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'visitor@example.com',
      password: 'pw',
    });
    // login, then a fresh GET /api/user
    const order = server.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.lastIndexOf('GET /api/user')).toBeGreaterThan(order.indexOf('POST /auth/login'));
  });

  it('an employee login stores the fetched employee and clears the user', async () => {
    fakeServer({
      'GET /api/user': { status: 200, body: visitor },
      'GET /api/employee': { status: 200, body: staff },
      'POST /employee/login': { status: 200, body: staff },
    });
    const store = makeStore({
      cartStorage: null,
      preloadedState: { session: { user: visitor, employee: null, status: 'ready' } },
    });
    await store.dispatch(logInEmployee({ email: 'staff@example.com', password: 'pw' }));
    expect(store.getState().session.employee).toEqual(staff);
    expect(store.getState().session.user).toBeNull();
  });

  it.each([
    [401, LOGIN_INVALID_MESSAGE],
    [500, LOGIN_UNEXPECTED_MESSAGE],
    [403, LOGIN_UNEXPECTED_MESSAGE],
  ])('a login answered %i says "%s"', async (status, message) => {
    fakeServer({ 'POST /auth/login': { status, body: { message: 'nope' } } });
    const store = newStore();
    const result = await store.dispatch(logInUser({ email: 'a@b.c', password: 'x' }));
    expect(result.payload).toBe(message);
    expect(store.getState().session.user).toBeNull();
  });

  it('a network failure on login is unexpected', async () => {
    fakeServer({ 'POST /employee/login': { networkError: true } });
    const result = await newStore().dispatch(logInEmployee({ email: 'a@b.c', password: 'x' }));
    expect(result.payload).toBe(LOGIN_UNEXPECTED_MESSAGE);
  });

  it('logout clears both records', async () => {
    fakeServer({ 'POST /auth/logout': { status: 200, body: { message: 'Logged out' } } });
    const store = makeStore({
      cartStorage: null,
      preloadedState: { session: { user: visitor, employee: null, status: 'ready' } },
    });
    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
  });

  it('a failed logout is only logged, and the session is kept', async () => {
    fakeServer({ 'POST /auth/logout': { status: 500, body: { message: 'down' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore({
      cartStorage: null,
      preloadedState: { session: { user: null, employee: manager, status: 'ready' } },
    });
    await store.dispatch(logOut());
    expect(store.getState().session.employee).toEqual(manager);
    expect(logged).toHaveBeenCalled();
  });
});

describe('CSRF header', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on POST only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const server = fakeServer({
      'GET /api/session': { status: 200, body: { user: null, employee: null } },
      'POST /auth/login': { status: 401 },
    });
    const store = newStore();
    await store.dispatch(startSession());
    await store.dispatch(logInUser({ email: 'a@b.c', password: 'x' }));
    expect(server.callsTo('POST /auth/login')[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(server.callsTo('GET /api/session')[0]?.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(server.callsTo('GET /api/session')[0]?.headers.get('Accept')).toBe('application/json');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
