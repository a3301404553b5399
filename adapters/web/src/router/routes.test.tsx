import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { manager, staff, visitor } from '../test/fixtures';
import { renderRoute } from '../test/render';

const at = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

describe('route table', () => {
  it('shows the home page with the public layout', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dreamland Park' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the dreamiest place on Earth!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Dreamland Park');
  });

  it.each([
    ['/tickets', 'Tickets'],
    ['/Shop', 'Theme Park Shop'],
    ['/shop', 'Theme Park Shop'],
    ['/attractions', 'Thrilling Attractions'],
  ])('%s is the real page "%s"', async (path, title) => {
    renderRoute(path, { cartStorage: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/employee', '/manager/nothing', '/user'])(
    '%s shows Page Not Found',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
  );

  it('the public pages have the header and the bare ones do not', async () => {
    const { unmount } = renderRoute('/attractions');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    unmount();
    renderRoute('/employee/login');
    expect(await screen.findByRole('heading', { name: 'Employee Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('user guards', () => {
  it.each(['/contactUs', '/ContactUs', '/checkout', '/user/profile', '/user/recent-orders'])(
    'send an anonymous visitor from %s to /login',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
      expect(at(router)).toBe('/login');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('let a logged-in user in', async () => {
    renderRoute('/user/profile', { session: { user: visitor } });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText(visitor.UEmail)).toBeInTheDocument();
  });

  it('wait for the session instead of redirecting early', async () => {
    const { router, store } = renderRoute('/checkout', { session: { status: 'starting' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(at(router)).toBe('/checkout');
    fakeServer({
      'GET /api/session': { status: 200, body: { user: visitor, employee: null } },
    });
    const { startSession } = await import('../app/session/session-slice');
    await store.dispatch(startSession());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(at(router)).toBe('/checkout');
  });

  it('bring the visitor back to the remembered page after login', async () => {
    const server = fakeServer({
      'POST /auth/login': { status: 200, body: visitor },
      'GET /api/user': { status: 200, body: visitor },
    });
    const { router, user } = renderRoute('/user/recent-orders?months=3');
    await user.type(await screen.findByLabelText(/Email/), 'visitor@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Visitor#2024');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Recent Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/user/recent-orders?months=3',
    );
    expect(server.callsTo('POST /auth/login')).toHaveLength(1);
  });

  it('remember the page across a page load (sessionStorage) too', async () => {
    const first = renderRoute('/contactUs');
    await screen.findByRole('heading', { name: 'Log In' });
    first.unmount();
    fakeServer({
      'POST /auth/login': { status: 200, body: visitor },
      'GET /api/user': { status: 200, body: visitor },
    });
    // A fresh app on /login with no router state, as after a reload.
    const { router, user } = renderRoute('/login');
    await user.type(await screen.findByLabelText(/Email/), 'visitor@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(at(router)).toBe('/contactUs'));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('employee guards', () => {
  it.each(['/employee/profile', '/employee/HR', '/manager/dashboard', '/manager/data-reports'])(
    'send %s without an employee session to /employee/login',
    async (path) => {
      const { router } = renderRoute(path, { session: { user: visitor } });
      expect(await screen.findByRole('heading', { name: 'Employee Login' })).toBeInTheDocument();
      expect(at(router)).toBe('/employee/login');
    },
  );

  it('send Staff from a manager page to their profile', async () => {
    const { router } = renderRoute('/manager/manage-employees', { session: { employee: staff } });
    expect(await screen.findByRole('heading', { name: 'Employee Profile' })).toBeInTheDocument();
    expect(at(router)).toBe('/employee/profile');
    expect(screen.getByRole('navigation', { name: 'Employee Portal' })).toBeInTheDocument();
  });

  it('let a manager onto manager pages with the Manager Portal sidebar', async () => {
    renderRoute('/manager/expense-form', { session: { employee: manager } });
    expect(await screen.findByRole('heading', { name: 'Manage Departments' })).toBeInTheDocument();
    const sidebar = screen.getAllByRole('navigation', { name: 'Manager Portal' })[0]!;
    expect(sidebar).toHaveTextContent('Manage Departments');
    expect(sidebar).toHaveTextContent('Sign Out');
  });

  it('let any employee onto employee pages', async () => {
    renderRoute('/employee/weather-form', { session: { employee: manager } });
    expect(await screen.findByRole('heading', { name: 'Weather Form' })).toBeInTheDocument();
  });

  it.each([
    ['/login', staff, '/employee/profile'],
    ['/employee/login', staff, '/employee/profile'],
    ['/login', manager, '/manager/dashboard'],
    ['/employee/login', manager, '/manager/dashboard'],
  ])('send an employee opening %s to their home', async (path, employee, home) => {
    const { router } = renderRoute(path, { session: { employee } });
    await waitFor(() => expect(at(router)).toBe(home));
  });
});
