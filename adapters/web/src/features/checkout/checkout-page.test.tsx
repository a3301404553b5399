import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cartGroupCount, type Cart } from '../../../../../core/orders/cart';
import { availabilityApi } from '../../api/availability-api';
import type { OrderBody } from '../../api/contract';
import { initialCartState } from '../../app/cart/cart-slice';
import { fakeServer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute, type RenderOptions } from '../../test/render';
import { CHECKOUT_SPINNER_MS } from './checkout-page';
import { fullCart, merchOnlyCart } from './test-cart';

const order: OrderBody = {
  orderId: 41,
  orderDate: '2030-01-01',
  visitDate: '2030-01-01',
  attractions: ['Comet Run', 'Lazy River'],
  lines: [],
  subtotal: 279.99,
  tax: 23.1,
  total: 303.09,
};

function openCheckout(cart: Cart, options: RenderOptions = {}) {
  return renderRoute('/checkout', {
    cartStorage: null,
    session: { user: visitor },
    preloadedState: { cart: initialCartState('2030-01-01', cart) },
    ...options,
    userEventOptions: { delay: null, ...options.userEventOptions },
  });
}

type User = ReturnType<typeof renderRoute>['user'];

/** Typing key by key is slow in jsdom; a paste is one change, like autofill. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function completeTheForm(user: User) {
  await fill(user, await screen.findByLabelText('Phone'), '512-555-0100');
  await fill(user, screen.getByLabelText('Address'), '1 Main St');
  await fill(user, screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'Texas');
  await fill(user, screen.getByLabelText('Zipcode'), '78701');
}

describe('/checkout', { timeout: 20_000 }, () => {
  // The page is loaded lazily; load it once up front so the first test does not wait on it.
  beforeAll(() => import('./checkout-page'));

  it('shows the steps, the labelled form and the summary with core totals', async () => {
    openCheckout(fullCart());
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(steps).toHaveTextContent('Tickets/Shipping/Complete');
    expect(within(steps).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    // Prefilled from the account.
    expect(screen.getByLabelText('Email')).toHaveValue('visitor@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Vera');
    expect(screen.getByLabelText('Last name')).toHaveValue('Visitor');
    const states = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(states).toHaveLength(51);
    expect(states[43]).toHaveTextContent('Texas');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('2 × Standard Ticket');
    expect(summary).toHaveTextContent('Attractions: Comet Run, Lazy River');
    expect(summary).toHaveTextContent('Visit date: 2030-01-01');
    expect(summary).toHaveTextContent('2 × Burger Barn (Standard meal)');
    expect(summary).toHaveTextContent('Size: L');
    expect(summary).toHaveTextContent('Subtotal$279.99');
    expect(summary).toHaveTextContent('Tax (8.25%)$23.10');
    expect(summary).toHaveTextContent('Total$303.09');
    // A way back home, outside the public layout.
    expect(screen.getByRole('link', { name: /Dreamland Park/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('says "*Please complete missing fields" and sends nothing while a field is empty', async () => {
    const server = fakeServer({ 'POST /checkout': { status: 200, body: order } });
    const { user } = openCheckout(fullCart());
    await fill(user, await screen.findByLabelText('Phone'), '512-555-0100');
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('*Please complete missing fields')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(server.callsTo('POST /checkout')).toHaveLength(0);
  });

  it('sends the cart without prices, spins for 3 s, confirms and empties the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'POST /checkout': { status: 200, body: order } });
    const { store, router, user } = openCheckout(fullCart(), {
      userEventOptions: { delay: null, advanceTimers: vi.advanceTimersByTime },
    });
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your order');
    const body = server.callsTo('POST /checkout')[0]?.body;
    expect(body).toEqual({
      tickets: { standardTicket: 2, expressTicket: 1, childTicket: 0 },
      visitDate: '2030-01-01',
      foodTickets: [{ restaurantId: 3, qty: 2 }],
      attractions: ['Comet Run', 'Lazy River'],
      merchItems: [{ MId: 4, quantity: 1, size: 'L' }],
      userID: visitor.UserID,
      email: 'visitor@example.com',
      phone: '512-555-0100',
      firstName: 'Vera',
      lastName: 'Visitor',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(cartGroupCount(store.getState().cart.cart)).toBe(0);

    // The clock also creeps on in real time (shouldAdvanceTime), hence the margin.
    act(() => vi.advanceTimersByTime(2800));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    const dialog = await screen.findByRole('dialog', {
      name: 'Thank you! Your order has been confirmed!',
    });
    expect(dialog).toHaveTextContent('Order #41');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The page still shows what was ordered behind the overlay, not "empty cart".
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Return to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  /** Completes the order and waits past the spinner for the confirmation. */
  async function confirmed(placed: OrderBody, cart: Cart) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ 'POST /checkout': { status: 200, body: placed } });
    const { user, router } = openCheckout(cart, {
      userEventOptions: { delay: null, advanceTimers: vi.advanceTimersByTime },
    });
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await screen.findByRole('status');
    act(() => vi.advanceTimersByTime(CHECKOUT_SPINNER_MS + 100));
    const dialog = await screen.findByRole('dialog', {
      name: 'Thank you! Your order has been confirmed!',
    });
    return { dialog, user, router };
  }

  it('closes the confirmation with Escape, going home as its button does', async () => {
    const { dialog, user, router } = await confirmed(order, fullCart());
    expect(within(dialog).getByRole('button', { name: 'Return to home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers the tickets PDF on the confirmation when the order has tickets', async () => {
    const withTickets: OrderBody = {
      ...order,
      lines: [
        {
          kind: 'ticket',
          name: 'Standard Ticket',
          detail: 'Standard',
          quantity: 2,
          unitPrice: 65,
          lineTotal: 130,
        },
      ],
    };
    const { dialog, user } = await confirmed(withTickets, fullCart());
    const link = within(dialog).getByRole('link', { name: 'Download your tickets (PDF)' });
    expect(link).toHaveAttribute('href', '/orders/41/tickets.pdf');
    expect(dialog).toHaveTextContent('show it at the gate on your visit day');
    // Keyboard: from the focused "Return to home", Shift+Tab reaches the link.
    expect(within(dialog).getByRole('button', { name: 'Return to home' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('offers no tickets PDF for an order without tickets', async () => {
    const { dialog } = await confirmed(order, merchOnlyCart());
    expect(within(dialog).queryByRole('link', { name: /tickets/i })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('gate');
  });

  it('names each order attempt with an Idempotency-Key, and a retry after a network error reuses it', async () => {
    let failNext = true;
    const server = fakeServer({
      'POST /checkout': () => {
        if (!failNext) return { status: 200, body: order };
        failNext = false;
        return { networkError: true };
      },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openCheckout(merchOnlyCart());
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(server.callsTo('POST /checkout')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(server.callsTo('POST /checkout')).toHaveLength(2));
    const [lost, retry] = server
      .callsTo('POST /checkout')
      .map((c) => c.headers.get('idempotency-key'));
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(lost);
    errors.mockRestore();
  });

  it('sends a null visit date for merchandise alone', async () => {
    const server = fakeServer({ 'POST /checkout': { status: 200, body: order } });
    const { user } = openCheckout(merchOnlyCart());
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(server.callsTo('POST /checkout')).toHaveLength(1));
    const body = server.callsTo('POST /checkout')[0]?.body as Record<string, unknown>;
    expect(body.visitDate).toBeNull();
    expect(body.merchItems).toEqual([{ MId: 4, quantity: 1, size: 'L' }]);
  });

  it("shows a 400's message by the button and keeps the form and the cart", async () => {
    fakeServer({
      'POST /checkout': {
        status: 400,
        body: {
          message: 'The visit date cannot be before today',
          errors: [{ path: 'visitDate', message: 'The visit date cannot be before today' }],
        },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = openCheckout(fullCart());
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The visit date cannot be before today',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(cartGroupCount(store.getState().cart.cart)).toBe(3);
    expect(logged).toHaveBeenCalled();
  });

  it('says how many tickets are left when the day is full (409), keeping the cart to change', async () => {
    const message = 'Only 2 tickets left for 2030-01-01';
    const server = fakeServer({
      'GET /availability': { status: 200, body: [] },
      'POST /checkout': {
        status: 409,
        body: { message, remaining: 2, errors: [{ path: 'tickets', message }] },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = openCheckout(fullCart());
    // The ticket page read the day's availability before: it is read again after the 409.
    const month = { from: '2030-01-01', to: '2030-01-31' };
    act(() => void store.dispatch(availabilityApi.endpoints.availability.initiate(month)));
    // The checkout page asks for the day too as it opens.
    await waitFor(() => expect(server.callsTo('GET /availability').length).toBeGreaterThan(0));
    await completeTheForm(user);
    const asked = server.callsTo('GET /availability').length;
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(
      within(alert).getByRole('link', { name: 'Change the day or the number of tickets' }),
    ).toHaveAttribute('href', '/tickets');
    expect(cartGroupCount(store.getState().cart.cart)).toBe(3);
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo('GET /availability').length).toBeGreaterThan(asked));
  });

  it('says before the form is filled in that the cart’s day has fewer tickets left, with the total by the button', async () => {
    const server = fakeServer({
      'GET /availability': {
        status: 200,
        body: [
          {
            date: '2030-01-01',
            capacity: 100,
            sold: 98,
            remaining: 2,
            expressRemaining: 2,
            status: 'few',
          },
        ],
      },
    });
    openCheckout(fullCart());
    // Three tickets in the cart, two left: said at once, nothing sent.
    const warning = await screen.findByText(/^Only 2 tickets left for 2030-01-01\./);
    expect(
      within(warning).getByRole('link', { name: 'Change the day or the number of tickets' }),
    ).toHaveAttribute('href', '/tickets');
    expect(server.callsTo('POST /checkout')).toHaveLength(0);
    // The order total sits beside "Complete order", as the summary has it.
    const button = screen.getByRole('button', { name: 'Complete order' });
    expect(button.parentElement).toHaveTextContent(/^Order total \$\d+\.\d{2}Complete order$/);
    const summaryTotal = within(screen.getByRole('region', { name: 'Order summary' })).getByText(
      'Total',
    ).nextSibling?.textContent;
    expect(button.parentElement).toHaveTextContent(`Order total ${summaryTotal}`);
  });

  it('only logs other failures', async () => {
    fakeServer({ 'POST /checkout': { status: 500, body: { message: 'Internal error' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = openCheckout(fullCart());
    await completeTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartGroupCount(store.getState().cart.cart)).toBe(3);
  });

  it('warns when the cart keeps a visit day that has passed', async () => {
    openCheckout(fullCart('2020-01-01'));
    const warning = await screen.findByText(/Your visit date \(2020-01-01\) has passed/);
    expect(within(warning).getByRole('link')).toHaveAttribute('href', '/tickets');
  });

  it('does not warn about a past day for merchandise alone', async () => {
    openCheckout(merchOnlyCart('2020-01-01'));
    await screen.findByRole('button', { name: 'Complete order' });
    expect(screen.queryByText(/has passed/)).not.toBeInTheDocument();
  });

  it('points an empty cart to the tickets page instead of the form', async () => {
    openCheckout({ ...merchOnlyCart(), merchandise: {} });
    const empty = await screen.findByText('Your cart is empty');
    expect(empty).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute('href', '/tickets');
  });
});
