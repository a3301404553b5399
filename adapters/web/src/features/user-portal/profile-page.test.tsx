import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserBody } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute, renderWithProviders } from '../../test/render';
import { ProfilePage } from './profile-page';

const vera: UserBody = {
  ...visitor,
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

const openProfile = () =>
  renderRoute('/user/profile', {
    cartStorage: null,
    session: { user: vera },
    userEventOptions: { delay: null },
  });

type User = ReturnType<typeof renderRoute>['user'];

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('/user/profile', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./user-portal-layout');
    await import('./profile-page');
  });

  it("says 'Loading...' while the session loads", () => {
    renderWithProviders(<ProfilePage />, { session: { status: 'starting' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the account in the user portal, with the sidebar', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const sidebar = screen.getAllByRole('navigation', { name: 'My Account' })[0]!;
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['My Profile', '/user/profile'],
      ['Recent Orders', '/user/recent-orders'],
    ]);
    expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of ['Vera Visitor', 'visitor@example.com', '1 Main St', 'Austin', 'Texas']) {
      expect(within(main).getByText(text)).toBeInTheDocument();
    }
  });

  it('edits, saves with PUT /api/user, stores the answer and leaves edit mode', async () => {
    const saved: UserBody = { ...vera, UName: 'Vera V. Visitor', city: 'Dallas', state: 'OK' };
    const server = fakeServer({ 'PUT /api/user': { status: 200, body: saved } });
    const { store, user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('visitor@example.com');
    await replace(user, screen.getByLabelText('Name'), 'Vera V. Visitor');
    await replace(user, screen.getByLabelText('City'), 'Dallas');
    await user.selectOptions(screen.getByLabelText('State'), 'Oklahoma');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(server.callsTo('PUT /api/user')[0]?.body).toEqual({
      UserID: vera.UserID,
      UName: 'Vera V. Visitor',
      address: '1 Main St',
      city: 'Dallas',
      state: 'OK',
      zipcode: '78701',
    });
    expect(store.getState().session.user).toEqual(saved);
    expect(screen.getByText('Oklahoma')).toBeInTheDocument();
    expect(screen.getByText('Vera V. Visitor')).toBeInTheDocument();
  });

  it('Cancel puts the values back without a call', async () => {
    const server = fakeServer({});
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await replace(user, screen.getByLabelText('Name'), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Vera Visitor')).toBeInTheDocument();
    expect(screen.queryByText('Somebody Else')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Vera Visitor');
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's reason when the save is refused, and stays in edit mode", async () => {
    fakeServer({
      'PUT /api/user': {
        status: 400,
        body: {
          message: 'Name is required',
          errors: [{ path: 'UName', message: 'Name is required' }],
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(vera);
  });

  it('Sign Out logs out and goes home', async () => {
    const server = fakeServer({ 'POST /auth/logout': { status: 200, body: { message: 'Bye' } } });
    const { router, store, user } = openProfile();
    await screen.findByRole('heading', { name: 'My Profile' });
    const sidebar = screen.getAllByRole('navigation', { name: 'My Account' })[0]!;
    await user.click(within(sidebar).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(store.getState().session.user).toBeNull();
  });
});
