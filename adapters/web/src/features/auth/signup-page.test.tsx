import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { SIGNUP_SUCCESS_MESSAGE } from '../../app/session/messages';

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/Email/), 'new@example.com');
  await user.type(screen.getByLabelText(/Full name/), 'Nina New');
  await user.type(screen.getByLabelText(/^Password/), 'Secret#2024');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('/auth/signup', () => {
  it('toggles the password between hidden and shown', async () => {
    const { user } = renderRoute('/auth/signup');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends fullname, email and password, shows success, then opens /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      'POST /auth/signup': { status: 201, body: { message: 'Account created', user: visitor } },
    });
    const { router, user } = renderRoute('/auth/signup', {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await fillAndSubmit(user);
    expect(await screen.findByText(SIGNUP_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      fullname: 'Nina New',
      password: 'Secret#2024',
    });

    // The clock also creeps on in real time (shouldAdvanceTime), hence the margin.
    act(() => vi.advanceTimersByTime(1800));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/auth/signup');
    act(() => vi.advanceTimersByTime(200));
    // The navigation has started (the login page's code may still be loading).
    const target = router.state.navigation.location ?? router.state.location;
    expect(target.pathname).toBe('/login');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message in 'Failed to Sign Up'", async () => {
    fakeServer({
      'POST /auth/signup': {
        status: 409,
        body: { message: 'An account with this email already exists.' },
      },
    });
    const { router, user } = renderRoute('/auth/signup');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Sign Up' });
    expect(dialog).toHaveTextContent('An account with this email already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it('falls back to the generic words when the server sends no message', async () => {
    fakeServer({ 'POST /auth/signup': { status: 500 } });
    const { user } = renderRoute('/auth/signup');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Sign Up' });
    expect(dialog).toHaveTextContent('There was an error while signing up');
  });

  it('says when the server cannot be reached', async () => {
    fakeServer({ 'POST /auth/signup': { networkError: true } });
    const { user } = renderRoute('/auth/signup');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Sign Up' });
    expect(dialog).toHaveTextContent('Network error or server is down.');
  });
});
