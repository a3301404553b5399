import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

async function logIn(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/login', () => {
  it('labels its fields and links to password reset and signup', async () => {
    renderRoute('/login');
    expect(await screen.findByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  });

  it('logs in, stores the user, and goes home by default', async () => {
    const server = fakeServer({
      'POST /auth/login': { status: 200, body: visitor },
      'GET /api/user': { status: 200, body: visitor },
    });
    const { router, store, user } = renderRoute('/login', { session: { employee: null } });
    await logIn(user, 'visitor@example.com', 'Visitor#2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user).toEqual(visitor);
    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'visitor@example.com',
      password: 'Visitor#2024',
    });
    // The account icon now leads to the profile.
    expect(await screen.findByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
  });

  it('shows "Failed to Login" with the 401 message, and Close dismisses it', async () => {
    fakeServer({ 'POST /auth/login': { status: 401, body: { message: 'Invalid' } } });
    const { router, user } = renderRoute('/login');
    await logIn(user, 'visitor@example.com', 'wrong');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Login' });
    expect(
      within(dialog).getByText('Email or password is incorrect. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the unexpected-error message for other failures', async () => {
    fakeServer({ 'POST /auth/login': { status: 503, body: { message: 'down' } } });
    const { user } = renderRoute('/login');
    await logIn(user, 'visitor@example.com', 'pw');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Login' });
    expect(dialog).toHaveTextContent('An unexpected error occurred. Please try again later.');
  });
});
