import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../../../../../core/orders/cart';
import { initialCartState } from '../../app/cart/cart-slice';
import { fakeServer } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { attractionFixtures, restaurantFixtures } from '../../test/catalog-fixtures';

const TODAY = '2030-06-15';

/**
 * GET /availability with every day of the range open: the calendar lets no day be chosen until
 * its availability has arrived.
 */
function openDays(request: Request) {
  const params = new URL(request.url).searchParams;
  const days = [];
  for (let d = new Date(`${params.get('from')}T12:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (date > (params.get('to') ?? '')) break;
    days.push({
      date,
      capacity: 100,
      sold: 0,
      remaining: 100,
      expressRemaining: 50,
      status: 'open',
    });
  }
  return { status: 200, body: days };
}

function park(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /availability': openDays,
    'GET /attractions': { status: 200, body: attractionFixtures },
    'GET /get-rest': { status: 200, body: restaurantFixtures },
    'GET /park-info': {
      status: 200,
      body: { name: 'Dreamland Park', timeZone: 'America/Chicago', today: TODAY },
    },
    ...overrides,
  });
}

/** Opens the page and waits for its (lazily loaded) heading. */
async function openTickets() {
  const rendered = renderRoute('/tickets', { cartStorage: null });
  await screen.findByRole('heading', { level: 1, name: 'Tickets' }, { timeout: 10_000 });
  return rendered;
}
const attractionItem = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/tickets', { timeout: 30_000 }, () => {
  // Only the clock is fake: the browser's today is the park's today, 2030-06-15.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-15T17:00:00Z'));
  });

  it('offers the three ticket types with their descriptions and prices', async () => {
    park();
    await openTickets();
    for (const [name, description, price] of [
      ['Standard Ticket', 'Full day access', '$65.00'],
      ['Express Ticket', 'Priority access', '$90.00'],
      ['Child Ticket', 'Ages 3-12', '$45.00'],
    ]) {
      const card = screen.getByRole('heading', { name }).closest('li') as HTMLElement;
      expect(card).toHaveTextContent(description!);
      expect(card).toHaveTextContent(price!);
      expect(within(card).getByLabelText(`${name} quantity`)).toHaveValue(0);
    }
  });

  it('never lets a ticket count go below 0', async () => {
    park();
    const { store, user } = await openTickets();
    const fewer = await screen.findByLabelText('Decrease Express Ticket');
    const more = screen.getByLabelText('Increase Express Ticket');
    const field = screen.getByLabelText('Express Ticket quantity');
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(field).toHaveValue(2);
    await user.click(fewer);
    await user.click(fewer);
    expect(field).toHaveValue(0);
    expect(fewer).toBeDisabled();
    fireEvent.change(field, { target: { value: '-3' } });
    expect(store.getState().cart.selection.tickets.expressTicket).toBe(0);
    expect(field).toHaveValue(0);
  });

  it('shows the empty-selection message and leaves the cart alone without a ticket and an attraction', async () => {
    park();
    const { store, user } = await openTickets();
    await user.click(await screen.findByText('Add to Cart'));
    expect(screen.getByRole('alert')).toHaveTextContent('*Please add a ticket and/or attraction!');

    await user.click(screen.getByLabelText('Increase Standard Ticket'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // a change clears it
    await user.click(screen.getByText('Add to Cart'));
    expect(screen.getByRole('alert')).toHaveTextContent('*Please add a ticket and/or attraction!');
    expect(store.getState().cart.cart.tickets.standardTicket).toBe(0);
  });

  it('toggles attractions by name and does not offer a closed one', async () => {
    park();
    const { store, user } = await openTickets();
    await screen.findByRole('heading', { level: 3, name: 'Thunder Falls' });
    const falls = within(attractionItem('Thunder Falls')).getByRole('button');
    expect(falls).toHaveTextContent('Add attraction');
    expect(falls).toHaveAccessibleDescription('Thunder Falls');
    await user.click(falls);
    expect(falls).toHaveTextContent('Added ✔');
    expect(store.getState().cart.selection.attractions).toEqual(['Thunder Falls']);
    await user.click(falls);
    expect(falls).toHaveTextContent('Add attraction');
    expect(store.getState().cart.selection.attractions).toEqual([]);

    const lagoon = attractionItem('Lagoon Splash');
    expect(lagoon).toHaveTextContent('Closed');
    expect(within(lagoon).getByRole('button')).toBeDisabled();
  });

  it('lists meal vouchers in Standard, Deluxe and Special columns with per-person labels', async () => {
    park();
    const { store, user } = await openTickets();
    await screen.findByRole('heading', { level: 4, name: 'Main Street Diner' });
    for (const [type, label, restaurant] of [
      ['Standard', '$10.00 per person', 'Main Street Diner'],
      ['Deluxe', '$35.00 per person', 'The Golden Fork'],
      ['Special', '$45.00 per person', 'Chef’s Table'],
    ]) {
      const column = screen.getByRole('region', { name: type });
      expect(column).toHaveTextContent(label!);
      expect(within(column).getAllByRole('listitem')).toHaveLength(1);
      expect(within(column).getByRole('heading', { name: restaurant })).toBeInTheDocument();
    }
    const more = screen.getByLabelText('Increase The Golden Fork meal vouchers');
    await user.click(more);
    await user.click(more);
    expect(store.getState().cart.selection.meals['deluxeMeal3']?.qty).toBe(2);
    const fewer = screen.getByLabelText('Decrease The Golden Fork meal vouchers');
    await user.click(fewer);
    await user.click(fewer);
    expect(store.getState().cart.selection.meals).toEqual({});
    expect(fewer).toBeDisabled();
  });

  it("disables the days before the park's today and starts on today", async () => {
    park();
    const { store, user } = await openTickets();
    const calendar = await screen.findByRole('grid');
    await waitFor(() =>
      expect(within(calendar).getByRole('gridcell', { name: '15' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(store.getState().cart.selection.visitDate).toBe(TODAY);
    for (const day of ['1', '10', '14']) {
      expect(within(calendar).getByRole('gridcell', { name: day })).toBeDisabled();
    }
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    expect(store.getState().cart.selection.visitDate).toBe('2030-06-20');
    expect(screen.getByText('Thursday, June 20, 2030')).toBeInTheDocument();
  });

  it('shows each day’s availability: sold-out and closed days disabled with the reason, few days with how many are left, and the steppers stop there', async () => {
    const day = (
      date: string,
      remaining: number,
      status: string,
      expressRemaining = remaining,
    ) => ({
      date,
      capacity: 100,
      sold: 100 - remaining,
      remaining,
      expressRemaining,
      status,
    });
    park({
      'GET /availability': {
        status: 200,
        body: [
          day('2030-06-18', 0, 'sold-out'),
          { ...day('2030-06-19', 0, 'closed'), capacity: 0, sold: 0 },
          day('2030-06-20', 3, 'few', 1),
          day('2030-06-21', 60, 'open'),
        ],
      },
    });
    const { store, user } = await openTickets();
    const calendar = await screen.findByRole('grid');
    const soldOut = await within(calendar).findByRole('gridcell', {
      name: 'June 18, 2030, Sold out',
    });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAttribute('title', 'Sold out');
    // The pointer reaches it (MUI leaves disabled buttons without pointer events), so its title
    // shows on hover; a click still does nothing.
    await user.hover(soldOut);
    await user.click(soldOut);
    expect(store.getState().cart.selection.visitDate).toBe(TODAY);
    expect(
      within(calendar).getByRole('gridcell', { name: 'June 19, 2030, Closed' }),
    ).toBeDisabled();
    await user.click(
      within(calendar).getByRole('gridcell', { name: 'June 20, 2030, Only 3 left' }),
    );
    expect(store.getState().cart.selection.visitDate).toBe('2030-06-20');
    expect(await screen.findByText('Only 3 left on this day')).toBeInTheDocument();
    const express = screen.getByLabelText('Increase Express Ticket');
    await user.click(express);
    expect(express).toBeDisabled();
    const standard = screen.getByLabelText('Increase Standard Ticket');
    await user.click(standard);
    await user.click(standard);
    expect(standard).toBeDisabled();
    expect(store.getState().cart.selection.tickets).toMatchObject({
      standardTicket: 2,
      expressTicket: 1,
    });
  });

  it('refuses "Add to Cart" with more tickets than the chosen day has left, adding nothing', async () => {
    park({
      'GET /availability': (request) => {
        const body = openDays(request).body.map((day) =>
          day.date === '2030-06-20'
            ? { ...day, sold: 98, remaining: 2, expressRemaining: 2, status: 'few' }
            : day,
        );
        return { status: 200, body };
      },
    });
    const { store, user } = await openTickets();
    const standard = screen.getByLabelText('Increase Standard Ticket');
    for (let i = 0; i < 3; i += 1) await user.click(standard);
    await screen.findByRole('heading', { level: 3, name: 'Comet Run' });
    await user.click(within(attractionItem('Comet Run')).getByRole('button'));
    const calendar = await screen.findByRole('grid');
    await user.click(
      await within(calendar).findByRole('gridcell', { name: 'June 20, 2030, Only 2 left' }),
    );
    const refusal =
      'Only 2 tickets left for 2030-06-20: lower the number of tickets or choose another day.';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(standard).toBeDisabled();
    await user.click(screen.getByText('Add to Cart'));
    expect(screen.queryByText('Added to your cart.')).not.toBeInTheDocument();
    expect(store.getState().cart.cart.tickets.standardTicket).toBe(0);
    // One ticket fewer fits: the refusal goes and the cart takes it.
    await user.click(screen.getByLabelText('Decrease Standard Ticket'));
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
    await user.click(screen.getByText('Add to Cart'));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(store.getState().cart.cart.tickets.standardTicket).toBe(2);
  });

  it('shows the selection’s line prices, subtotal, tax and total', async () => {
    park();
    const { user } = await openTickets();
    await user.click(screen.getByLabelText('Increase Standard Ticket'));
    await user.click(screen.getByLabelText('Increase Express Ticket'));
    const selection = screen.getByRole('region', { name: 'Your selection' });
    // $65 + $90 = $155.00; tax 8.25 % = $12.79; total $167.79.
    expect(selection).toHaveTextContent('1 × Standard Ticket $65.00');
    expect(selection).toHaveTextContent('1 × Express Ticket $90.00');
    expect(selection).toHaveTextContent('Subtotal $155.00');
    expect(selection).toHaveTextContent('Tax (8.25%) $12.79');
    expect(selection).toHaveTextContent('Total $167.79');
  });

  it('says how many are left when the tickets chosen are more than the day has now', async () => {
    park({
      'GET /availability': {
        status: 200,
        body: [
          {
            date: '2030-06-20',
            capacity: 100,
            sold: 97,
            remaining: 3,
            expressRemaining: 3,
            status: 'open',
          },
        ],
      },
    });
    // The cart was filled before the day filled up (a checkout answered 409).
    const cart = {
      ...emptyCart(TODAY),
      tickets: { standardTicket: 4, expressTicket: 0, childTicket: 0 },
      attractions: ['Comet Run'],
      visitDate: '2030-06-20',
    };
    renderRoute('/tickets', {
      cartStorage: null,
      preloadedState: { cart: initialCartState(TODAY, cart) },
    });
    expect(
      await screen.findByText('Only 3 left on this day', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Standard Ticket quantity')).toHaveValue(4);
    expect(screen.getByLabelText('Increase Standard Ticket')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Decrease Standard Ticket'));
    await waitFor(() => expect(screen.queryByText(/left on this day/)).not.toBeInTheDocument());
  });

  it('turns to the next month, with its days’ availability, and stays there', async () => {
    park({
      'GET /availability': (request) => {
        const open = openDays(request);
        const body = open.body.map((day) =>
          day.date === '2030-07-04'
            ? { ...day, sold: 100, remaining: 0, expressRemaining: 0, status: 'sold-out' }
            : day,
        );
        return { status: 200, body };
      },
    });
    const { user } = await openTickets();
    await screen.findByRole('grid', { name: 'June 2030' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const july = await screen.findByRole('grid', { name: 'July 2030' });
    const soldOut = await within(july).findByRole('gridcell', {
      name: 'July 4, 2030, Sold out',
    });
    expect(soldOut).toBeDisabled();
    // Still July once its availability has arrived and the page has drawn again.
    expect(screen.getByRole('grid', { name: 'July 2030' })).toBe(july);
    // While the months slide, the grid holds June's weeks beside July's: wait for July's alone.
    await waitFor(() =>
      expect(within(july).getAllByRole('gridcell', { name: '10' })).toHaveLength(1),
    );
    await user.click(within(july).getByRole('gridcell', { name: '10' }));
    expect(await screen.findByText('Wednesday, July 10, 2030')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'July 2030' })).toBeInTheDocument();
  });

  it("uses the park's today, not the browser's, late in the evening in Chicago", async () => {
    // 22:00 in Chicago on June 15 is already June 16 in UTC (the test's browser zone).
    vi.setSystemTime(new Date('2030-06-16T03:00:00Z'));
    park();
    const { store } = await openTickets();
    const calendar = await screen.findByRole('grid');
    const parkDay = within(calendar).getByRole('gridcell', { name: '15' });
    await waitFor(() => expect(parkDay).toHaveAttribute('aria-current', 'date'));
    expect(parkDay).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '16' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(calendar).getByRole('gridcell', { name: '14' })).toBeDisabled();
    expect(store.getState().cart.selection.visitDate).toBe(TODAY);
  });

  it('puts tickets, meals, attractions and the date in the cart, and Reset clears the page', async () => {
    park();
    const { store, user } = await openTickets();
    await user.click(await screen.findByLabelText('Increase Child Ticket'));
    await user.click(screen.getByLabelText('Increase Standard Ticket'));
    await user.click(screen.getByLabelText('Increase Standard Ticket'));
    await screen.findByRole('heading', { level: 3, name: 'Comet Run' });
    await user.click(within(attractionItem('Comet Run')).getByRole('button'));
    await user.click(screen.getByLabelText('Increase Main Street Diner meal vouchers'));
    await user.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '18' }));
    await user.click(screen.getByText('Add to Cart'));

    expect(screen.queryByText('*Please add a ticket and/or attraction!')).not.toBeInTheDocument();
    expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
    const { cart } = store.getState().cart;
    expect(cart.tickets).toEqual({ standardTicket: 2, expressTicket: 0, childTicket: 1 });
    expect(cart.attractions).toEqual(['Comet Run']);
    expect(cart.meals['standardMeal1']).toEqual({ item: restaurantFixtures[0], qty: 1 });
    expect(cart.visitDate).toBe('2030-06-18');
    // The badge counts two groups: tickets and meal tickets.
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await user.click(screen.getByText('Reset'));
    const { selection, cart: after } = store.getState().cart;
    expect(selection.tickets).toEqual({ standardTicket: 0, expressTicket: 0, childTicket: 0 });
    expect(selection.attractions).toEqual([]);
    expect(selection.meals).toEqual({});
    expect(after.tickets.standardTicket).toBe(0);
    expect(screen.getByLabelText('Standard Ticket quantity')).toHaveValue(0);
  });

  it('falls back to empty lists and only logs when the loads fail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    park({
      'GET /attractions': { status: 404, body: { message: 'Not found' } },
      'GET /get-rest': { status: 400, body: { message: 'Bad' } },
      'GET /park-info': { status: 404 },
    });
    await openTickets();
    expect(await screen.findByText('No attractions to show right now.')).toBeInTheDocument();
    expect(await screen.findByText('No restaurants to show right now.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the attractions.', expect.anything());
    expect(log).toHaveBeenCalledWith('Could not load the restaurants.', expect.anything());
    // Ticket types and the calendar still work with the browser's today.
    expect(screen.getByText('Add to Cart')).toBeEnabled();
  });

  it('retries a list load that failed on the network', async () => {
    let calls = 0;
    park({
      'GET /attractions': () =>
        ++calls === 1 ? { networkError: true } : { status: 200, body: attractionFixtures },
    });
    await openTickets();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Comet Run' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
