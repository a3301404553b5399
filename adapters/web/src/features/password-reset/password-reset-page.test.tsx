import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { RESET_REQUESTED_MESSAGE } from './password-reset-messages';

const open = (path: string) =>
  renderRoute(path, { cartStorage: null, userEventOptions: { delay: null } });

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: User, password: string, confirm: string) {
  await fill(user, await screen.findByLabelText(/^New password/), password);
  await fill(user, screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

const KINDS = [
  {
    kind: 'user',
    page: '/forgot-password',
    title: 'Reset Password',
    reset: 'PUT /reset-password',
    login: '/login',
  },
  {
    kind: 'employee',
    page: '/employee/forgot-password',
    title: 'Reset Employee Password',
    reset: 'PUT /reset-staff-password',
    login: '/employee/login',
  },
] as const;

describe('password reset', { timeout: 20_000 }, () => {
  beforeAll(() => import('./password-reset-page'));

  describe.each(KINDS)('$page', ({ kind, page, title, reset, login }) => {
    it('asks for the email and always shows the same confirmation', async () => {
      const server = fakeServer({
        'POST /forgot-password': { status: 200, body: { message: 'If it exists, mail is sent' } },
      });
      const { user } = open(page);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
      await fill(user, screen.getByLabelText(/^Email/), ' someone@example.com ');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED_MESSAGE);
      expect(server.callsTo('POST /forgot-password')[0]?.body).toEqual({
        email: 'someone@example.com',
        kind,
      });
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', login);
    });

    it("refuses mismatched passwords with 'Passwords do not match', sending nothing", async () => {
      const server = fakeServer({});
      const { user } = open(`${page}?token=abc123`);
      await choose(user, 'NewSecret#1', 'NewSecret#2');
      const dialog = await screen.findByRole('dialog', { name: 'Failed to Reset Password' });
      expect(dialog).toHaveTextContent('Passwords do not match');
      expect(server.calls).toHaveLength(0);
    });

    it('says the link is invalid or expired when the server refuses the token', async () => {
      fakeServer({
        [reset]: { status: 400, body: { message: 'Invalid token', errors: [] } },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = open(`${page}?token=used-token`);
      await choose(user, 'NewSecret#1', 'NewSecret#1');
      const dialog = await screen.findByRole('dialog', { name: 'Failed to Reset Password' });
      expect(dialog).toHaveTextContent('This reset link is invalid or has expired');
    });

    it(`resets with the token and leads to ${login}`, async () => {
      const server = fakeServer({ [reset]: { status: 200, body: { message: 'Password reset' } } });
      const { router, user } = open(`${page}?token=abc123`);
      await choose(user, 'NewSecret#1', 'NewSecret#1');
      const dialog = await screen.findByRole('dialog', { name: 'Password Reset' });
      expect(server.callsTo(reset)[0]?.body).toEqual({ token: 'abc123', password: 'NewSecret#1' });
      await user.click(within(dialog).getByRole('button', { name: 'Go to login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(login));
    });
  });

  it("shows the server's reason when it refuses the new password itself", async () => {
    fakeServer({
      'PUT /reset-password': {
        status: 400,
        body: {
          message: 'Password is too common',
          errors: [{ path: 'password', message: 'Password is too common' }],
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/forgot-password?token=abc');
    await choose(user, 'password1', 'password1');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Reset Password' });
    expect(dialog).toHaveTextContent('Password is too common');
  });

  it('the employee page has no public header', async () => {
    open('/employee/forgot-password');
    await screen.findByRole('heading', { name: 'Reset Employee Password' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
