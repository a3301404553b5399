import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeBody } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { CHOOSE_PASSWORD_TITLE, PASSWORDS_DIFFER } from './choose-password-page';

const newHire: EmployeeBody = { ...staff, mustChangePassword: true };

async function choose(user: ReturnType<typeof renderRoute>['user'], a: string, b = a) {
  await user.type(await screen.findByLabelText(/^New password/), a);
  await user.type(await screen.findByLabelText(/^Confirm password/), b);
  await user.click(await screen.findByRole('button', { name: 'Save password' }));
}

describe('/employee/choose-password (a generated first password)', () => {
  it('comes first after the login, and then the portal opens', async () => {
    const server = fakeServer({
      'POST /employee/login': { status: 200, body: newHire },
      'GET /api/employee': { status: 200, body: newHire },
      'PUT /employee/password': { status: 200, body: { message: 'Password saved' } },
    });
    const { router, store, user } = renderRoute('/employee/login');
    await user.type(await screen.findByLabelText(/Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'NNewhire1991');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/choose-password'));
    expect(await screen.findByRole('heading', { name: CHOOSE_PASSWORD_TITLE })).toBeVisible();
    await choose(user, 'Chosen#2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/profile'));
    expect(server.callsTo('PUT /employee/password')).toHaveLength(1);
    expect(store.getState().session.employee).not.toHaveProperty('mustChangePassword');
  });

  it('sends every portal page there while the one-time password is set', async () => {
    const { router } = renderRoute('/manager/dashboard', {
      session: { employee: { ...manager, mustChangePassword: true } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/choose-password'));
  });

  it('says when the two passwords differ, and shows the server’s reason', async () => {
    fakeServer({
      'PUT /employee/password': {
        status: 400,
        body: {
          message: 'Choose a password other than the one you were given',
          errors: [
            { path: 'password', message: 'Choose a password other than the one you were given' },
          ],
        },
      },
    });
    const { user } = renderRoute('/employee/choose-password', { session: { employee: newHire } });
    await choose(user, 'Chosen#2026!', 'Other#2026!');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PASSWORDS_DIFFER);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.clear(await screen.findByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await choose(user, 'NNewhire1991');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Choose a password other than the one you were given',
    );
  });

  it('sends someone without an employee session to the employee login', async () => {
    const { router } = renderRoute('/employee/choose-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/login'));
  });
});
