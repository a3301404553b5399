import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeBody } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { manager, staff, visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

async function logIn(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/Email/), 'someone@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'pw');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/employee/login', () => {
  it('links to the employee password reset', async () => {
    renderRoute('/employee/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/employee/forgot-password',
    );
  });

  it.each<[string, EmployeeBody, string, string]>([
    ['Staff', staff, '/employee/profile', 'Employee Profile'],
    ['a Manager', manager, '/manager/dashboard', 'Manager Dashboard'],
  ])('sends %s to their home', async (_, employee, home, heading) => {
    const server = fakeServer({
      'POST /employee/login': { status: 200, body: employee },
      'GET /api/employee': { status: 200, body: employee },
    });
    const { router, store, user } = renderRoute('/employee/login', { session: { user: visitor } });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ employee, user: null });
    expect(server.callsTo('GET /api/employee')).toHaveLength(1);
  });

  it("shows 'Failed to Login' / 'Wrong password and/or email.'", async () => {
    fakeServer({ 'POST /employee/login': { status: 401, body: { message: 'no' } } });
    const { router, user } = renderRoute('/employee/login');
    await logIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Login' });
    expect(dialog).toHaveTextContent('Wrong password and/or email.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/employee/login');
  });
});

describe('portal sidebar', () => {
  it('lists the Employee Portal links exactly, and Sign Out goes home', async () => {
    fakeServer({ 'POST /auth/logout': { status: 200, body: { message: 'Logged out' } } });
    const { router, store, user } = renderRoute('/employee/HR', { session: { employee: staff } });
    const nav = (await screen.findAllByRole('navigation', { name: 'Employee Portal' }))[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['My Profile', '/employee/profile'],
      ['Maintenance Requests', '/employee/maintenance'],
      ['HR', '/employee/HR'],
      ['Weather Form', '/employee/weather-form'],
      ['Gate', '/employee/gate'],
    ]);
    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.employee).toBeNull();
  });

  it('keeps the session and the page when logout fails', async () => {
    fakeServer({ 'POST /auth/logout': { status: 500, body: { message: 'down' } } });
    const { router, store, user } = renderRoute('/manager/HR', { session: { employee: manager } });
    const nav = (await screen.findAllByRole('navigation', { name: 'Manager Portal' }))[0]!;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(errors).not.toHaveLength(0));
    } finally {
      console.error = original;
    }
    expect(router.state.location.pathname).toBe('/manager/HR');
    expect(store.getState().session.employee).toEqual(manager);
  });

  it('lists the Manager Portal links in the spec order', async () => {
    renderRoute('/manager/dashboard', { session: { employee: manager } });
    const nav = (await screen.findAllByRole('navigation', { name: 'Manager Portal' }))[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/manager/profile',
      '/manager/dashboard',
      '/manager/data-reports',
      '/manager/expense-form',
      '/manager/maintenance',
      '/manager/manage-employees',
      '/manager/view-contact-forms',
      '/manager/capacity',
      '/manager/orders',
      '/manager/audit-log',
      '/manager/mail',
      '/manager/gate',
      '/manager/HR',
    ]);
  });
});
