import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetailsBody, RecentOrderRow } from '../../api/contract';
import { deferred, fakeServer, type FakeAnswer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { filtersOf } from './recent-orders-page';

const rows: RecentOrderRow[] = [
  {
    kind: 'tickets',
    OrderID: 41,
    ticketDate: '2030-01-01',
    TicketID: 101,
    TType: 'Standard',
    Quantity: 2,
    TPrice: 65,
  },
  { kind: 'merchandise', OrderID: 41, merchDate: '2030-01-01', TotalCost: 1039.5 },
  {
    kind: 'restaurant',
    OrderID: 41,
    restDate: '2030-01-01',
    RestaurantTransactionID: 9,
    RestaurantName: 'Burger Barn',
    RestaurantType: 'Standard',
    Quantity: 2,
    Amount: 20,
  },
];

const details: OrderDetailsBody = {
  orderId: 41,
  orderDate: '2030-01-01',
  visitDate: '2030-01-02',
  attractions: ['Comet Run'],
  lines: [
    {
      kind: 'ticket',
      name: 'Standard Ticket',
      detail: 'Standard',
      quantity: 2,
      unitPrice: 65,
      lineTotal: 130,
    },
    {
      kind: 'meal',
      name: 'Burger Barn',
      detail: 'Standard',
      quantity: 2,
      unitPrice: 10,
      lineTotal: 20,
    },
    {
      kind: 'merchandise',
      name: 'Park Hoodie',
      detail: 'L',
      quantity: 1,
      unitPrice: 39.99,
      lineTotal: 39.99,
    },
  ],
  subtotal: 189.99,
  tax: 15.67,
  total: 205.66,
  items: [
    {
      merchDate: '2030-01-01',
      MName: 'Park Hoodie',
      Size: 'L',
      Quantity: 1,
      TotalCost: 39.99,
      OrderID: 41,
      ItemID: 77,
    },
  ],
};

const openOrders = (path = '/user/recent-orders') =>
  renderRoute(path, { cartStorage: null, session: { user: visitor } });

describe('the filters in the address', () => {
  it('default to 3 months and all orders, and ignore anything else', () => {
    expect(filtersOf(new URLSearchParams(''))).toEqual({ months: 3, orderType: 'all' });
    expect(filtersOf(new URLSearchParams('months=9&type=restaurant'))).toEqual({
      months: 9,
      orderType: 'restaurant',
    });
    expect(filtersOf(new URLSearchParams('months=5&type=cars'))).toEqual({
      months: 3,
      orderType: 'all',
    });
  });
});

describe('/user/recent-orders', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./user-portal-layout');
    await import('./recent-orders-page');
  });

  it('asks for 3 months of everything and shows a table per kind', async () => {
    const server = fakeServer({ 'POST /getRecentTicketOrders': { status: 200, body: rows } });
    openOrders();
    const tickets = await screen.findByRole('table', { name: 'Tickets orders' });
    expect(server.callsTo('POST /getRecentTicketOrders')[0]?.body).toEqual({
      months: 3,
      orderType: 'all',
      userId: visitor.UserID,
    });
    expect(within(tickets).getAllByRole('row')[1]).toHaveTextContent(
      '2030-01-01#41101Standard2$65.00',
    );
    const merch = screen.getByRole('table', { name: 'Merchandise orders' });
    expect(within(merch).getAllByRole('row')[1]).toHaveTextContent('2030-01-01#41$1,039.50');
    const food = screen.getByRole('table', { name: 'Restaurant orders' });
    expect(within(food).getAllByRole('row')[1]).toHaveTextContent(
      '2030-01-01#419Burger BarnStandard2$20.00',
    );
    expect(screen.getByLabelText('Period')).toHaveValue('3');
    expect(screen.getByLabelText('Order type')).toHaveValue('all');
  });

  it('sends the chosen months and type', async () => {
    const server = fakeServer({
      'POST /getRecentTicketOrders': async (request) => {
        const body = (await request.json()) as { orderType: string };
        return {
          status: 200,
          body: rows.filter((r) => body.orderType === 'all' || r.kind === body.orderType),
        };
      },
    });
    const { router, user } = openOrders();
    await screen.findByRole('table', { name: 'Tickets orders' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 12 months');
    await user.selectOptions(screen.getByLabelText('Order type'), 'Merchandise');
    await waitFor(() =>
      expect(server.callsTo('POST /getRecentTicketOrders').at(-1)?.body).toEqual({
        months: 12,
        orderType: 'merchandise',
        userId: visitor.UserID,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Tickets orders' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('table', { name: 'Merchandise orders' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?months=12&type=merchandise');
  });

  it('starts from the filters in the address', async () => {
    const server = fakeServer({ 'POST /getRecentTicketOrders': { status: 200, body: [] } });
    openOrders('/user/recent-orders?months=6&type=restaurant');
    expect(await screen.findByText('No orders in the last 6 months.')).toBeInTheDocument();
    expect(server.callsTo('POST /getRecentTicketOrders')[0]?.body).toMatchObject({
      months: 6,
      orderType: 'restaurant',
    });
  });

  it('opens the order-detail dialog only once the details have arrived', async () => {
    const answer = deferred<FakeAnswer>();
    const server = fakeServer({
      'POST /getRecentTicketOrders': { status: 200, body: rows },
      'POST /getOrderDetails': () => answer.promise,
    });
    const { user } = openOrders();
    const merch = await screen.findByRole('table', { name: 'Merchandise orders' });
    await user.click(within(merch).getByRole('button', { name: 'Order 41 details' }));
    await waitFor(() => expect(server.callsTo('POST /getOrderDetails')).toHaveLength(1));
    expect(server.callsTo('POST /getOrderDetails')[0]?.body).toEqual({ orderId: 41 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer.resolve({ status: 200, body: details });
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    const items = within(dialog).getByRole('table', { name: 'Merchandise in this order' });
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent(
      '2030-01-01Park HoodieL1$39.994177',
    );
    const others = within(dialog).getByRole('table', {
      name: 'Tickets and meal vouchers in this order',
    });
    expect(within(others).getAllByRole('row')).toHaveLength(3);
    expect(others).toHaveTextContent('Standard Ticket');
    expect(others).toHaveTextContent('Burger Barn');
    expect(others).not.toHaveTextContent('Park Hoodie');
    expect(dialog).toHaveTextContent('Subtotal$189.99');
    expect(dialog).toHaveTextContent('Tax (8.25%)$15.67');
    expect(others).toHaveTextContent('Standard TicketTicket2');
    expect(others).toHaveTextContent('Burger BarnMeal voucher (Standard)2');
    expect(dialog).toHaveTextContent('Total$205.66');
    expect(dialog).toHaveTextContent('Attractions: Comet Run');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers each ticket order's tickets PDF once, by keyboard, and in its details", async () => {
    const ticketRow = (OrderID: number, TicketID: number, TType: string) =>
      ({ ...rows[0], OrderID, TicketID, TType }) as RecentOrderRow;
    fakeServer({
      'POST /getRecentTicketOrders': {
        status: 200,
        body: [ticketRow(52, 201, 'Standard'), ticketRow(52, 202, 'Child'), ...rows],
      },
      'POST /getOrderDetails': { status: 200, body: details },
    });
    const { user } = openOrders();
    const tickets = await screen.findByRole('table', { name: 'Tickets orders' });
    const links = within(tickets).getAllByRole('link', { name: /Download tickets \(PDF\)/ });
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Download tickets (PDF) of order 52', '/orders/52/tickets.pdf'],
      ['Download tickets (PDF) of order 41', '/orders/41/tickets.pdf'],
    ]);
    // Keyboard: after order 52's details button comes its PDF link.
    within(tickets).getAllByRole('button', { name: 'Order 52 details' })[0]!.focus();
    await user.tab();
    expect(links[0]).toHaveFocus();

    await user.click(within(tickets).getByRole('button', { name: 'Order 41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    expect(
      within(dialog).getByRole('link', { name: 'Download your tickets (PDF)' }),
    ).toHaveAttribute('href', '/orders/41/tickets.pdf');
  });

  it('offers no tickets PDF in the details of an order without tickets', async () => {
    const merchOnly: OrderDetailsBody = {
      ...details,
      lines: details.lines.filter((line) => line.kind === 'merchandise'),
    };
    fakeServer({
      'POST /getRecentTicketOrders': { status: 200, body: rows.slice(1, 2) },
      'POST /getOrderDetails': { status: 200, body: merchOnly },
    });
    const { user } = openOrders();
    const merch = await screen.findByRole('table', { name: 'Merchandise orders' });
    expect(screen.queryByRole('link', { name: /tickets/i })).not.toBeInTheDocument();
    await user.click(within(merch).getByRole('button', { name: 'Order 41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    expect(within(dialog).queryByRole('link', { name: /tickets/i })).not.toBeInTheDocument();
  });

  it('only logs a details failure, opening nothing', async () => {
    fakeServer({
      'POST /getRecentTicketOrders': { status: 200, body: rows },
      'POST /getOrderDetails': { status: 404, body: { message: 'Order not found' } },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openOrders();
    const tickets = await screen.findByRole('table', { name: 'Tickets orders' });
    await user.click(within(tickets).getByRole('button', { name: 'Order 41 details' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
