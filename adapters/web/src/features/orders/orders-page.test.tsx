import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  OrderAccountBody,
  OrderSummaryBody,
  RefundBody,
  TicketBody,
} from '../../api/order-changes-api';
import { parkToday } from '../../app/park';
import { fakeServer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { refundPreview } from './refund-preview';
import { searchOf } from './orders-page';

const today = parkToday();
const visitDay = dayjs(today).add(1, 'month').date(5).format('YYYY-MM-DD');

const summary = (orderId: number, change: Partial<OrderSummaryBody> = {}): OrderSummaryBody => ({
  orderId,
  userId: 9,
  email: 'vera@example.com',
  name: 'Vera Visitor',
  orderDate: '2026-11-20',
  visitDate: visitDay,
  total: 205.68,
  refunded: 0,
  status: 'paid',
  ...change,
});

const line = (
  ref: string,
  name: string,
  detail: string,
  quantity: number,
  unitPrice: number,
  refunded = false,
) => ({
  line: ref,
  kind: ref.split('-')[0] as 'ticket' | 'meal' | 'merchandise',
  name,
  detail,
  quantity,
  unitPrice,
  lineTotal: quantity * unitPrice,
  refunded,
  refundedQuantity: refunded ? quantity : 0,
  quantityLeft: refunded ? 0 : quantity,
});

const mealRefund: RefundBody = {
  refundId: 3,
  orderId: 41,
  kind: 'refund',
  reason: 'Restaurant closed',
  day: '2026-11-25',
  at: '2026-11-25T18:30:00.000Z',
  subtotal: 20,
  tax: 1.65,
  amount: 21.65,
  lines: ['meal-3'],
  parts: [{ line: 'meal-3', quantity: 1, amount: 20 }],
};

const account = (change: Partial<OrderAccountBody> = {}): OrderAccountBody => ({
  orderId: 41,
  userId: 9,
  email: 'vera@example.com',
  name: 'Vera Visitor',
  orderDate: '2026-11-20',
  visitDate: visitDay,
  attractions: ['Sky Wheel'],
  status: 'partly-refunded',
  subtotal: 190,
  tax: 15.68,
  total: 205.68,
  refunded: 21.65,
  lines: [
    line('ticket-12', 'Standard Ticket', 'Standard', 2, 65),
    line('ticket-13', 'Child Ticket', 'Child', 1, 40),
    line('meal-3', 'The Golden Fork', 'Deluxe', 1, 20, true),
  ],
  refunds: [mealRefund],
  usedTickets: 0,
  dayClosed: false,
  cutoff: `${dayjs(visitDay).subtract(1, 'day').format('YYYY-MM-DD')}T15:00:00.000Z`,
  cancellable: false,
  cancelRefund: null,
  movable: false,
  changeRefusal: 'This order can no longer be cancelled or moved',
  ...change,
});

const tickets: TicketBody[] = [
  {
    code: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAabc123',
    type: 'standard',
    visitDate: visitDay,
    status: 'used',
    usedAt: '2026-11-26T15:42:00.000Z',
  },
  {
    code: 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBdef456',
    type: 'standard',
    visitDate: visitDay,
    status: 'valid',
    usedAt: null,
  },
  {
    code: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCghi789',
    type: 'child',
    visitDate: visitDay,
    status: 'valid',
    usedAt: null,
  },
];

const open = (path = '/manager/orders') => renderRoute(path, { session: { employee: manager } });

describe('the search in the address', () => {
  it('keeps a whole order number, an email and a real day; nothing else', () => {
    expect(searchOf(new URLSearchParams('id=41&email=%20a@b.c%20&day=2026-12-01'))).toEqual({
      id: 41,
      email: 'a@b.c',
      day: '2026-12-01',
    });
    expect(searchOf(new URLSearchParams('id=4.5&email=&day=2026-02-30'))).toEqual({});
  });
});

describe('the refund preview', () => {
  it('is what core gives back: tax in proportion, the last line taking the cents left', () => {
    const order = account();
    expect(refundPreview(order, [{ line: 'ticket-13', quantity: 1 }])).toMatchObject({
      subtotal: 40,
      tax: 3.3,
      amount: 43.3,
    });
    const rest = refundPreview(order, []);
    expect(rest.lines.map((l) => l.line)).toEqual(['ticket-12', 'ticket-13']);
    // 15.68 of tax in all, 1.65 already back with the meal.
    expect(rest).toMatchObject({ subtotal: 170, tax: 14.03, amount: 184.03 });
  });

  it('prices part of a line at its units, and the last part at exactly what is left of it', () => {
    const order = account();
    const one = refundPreview(order, [{ line: 'ticket-12', quantity: 1 }]);
    expect(one.lines).toMatchObject([{ line: 'ticket-12', refundQuantity: 1, refundTotal: 65 }]);
    expect(one).toMatchObject({ subtotal: 65 });
    const after = account({
      lines: account().lines.map((l) =>
        l.line === 'ticket-12' ? { ...l, refundedQuantity: 1, quantityLeft: 1 } : l,
      ),
      refunds: [
        mealRefund,
        {
          ...mealRefund,
          refundId: 4,
          subtotal: 65,
          lines: ['ticket-12'],
          parts: [{ line: 'ticket-12', quantity: 1, amount: 65 }],
        },
      ],
    });
    expect(refundPreview(after, [{ line: 'ticket-12', quantity: 1 }]).lines).toMatchObject([
      { refundQuantity: 1, refundTotal: 65 },
    ]);
  });
});

describe('/manager/orders', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('lists the latest orders, finds by email, and opens an order with its lines, tickets and refunds', async () => {
    const searches: string[] = [];
    fakeServer({
      'GET /orders': (request) => {
        searches.push(new URL(request.url).search);
        const email = new URL(request.url).searchParams.get('email');
        return {
          status: 200,
          body: email
            ? [summary(41, { status: 'partly-refunded', refunded: 21.65 })]
            : [summary(41), summary(40)],
        };
      },
      'GET /orders/41': { status: 200, body: account() },
      'GET /orders/41/tickets': { status: 200, body: tickets },
    });
    const { user, router } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 }),
    ).toBeVisible();
    const nav = (await screen.findAllByRole('navigation', { name: 'Manager Portal' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/manager/orders',
    );
    const latest = await screen.findByRole('table', { name: 'Latest orders' });
    expect(await within(latest).findAllByRole('button', { name: /Open order/ })).toHaveLength(2);

    const search = screen.getByRole('search', { name: 'Find orders' });
    await user.type(within(search).getByLabelText('Email'), 'VERA@example.com');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=VERA%40example.com'));
    const found = await screen.findByRole('table', { name: 'Orders found' });
    expect(await within(found).findByText('Partly refunded')).toBeVisible();
    expect(searches).toEqual(['', '?email=VERA%40example.com']);

    // One order found: it opens.
    const panel = await screen.findByRole('region', { name: 'Order #41' });
    expect(await within(panel).findByText('vera@example.com')).toBeVisible();
    expect(panel).toHaveTextContent('Partly refunded on Nov 25, 2026 — $21.65 of $205.68 refunded');
    const lines = within(panel).getByRole('table', { name: 'Lines of order 41' });
    const rows = within(lines).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('The Golden Fork');
    expect(rows[3]).toHaveTextContent('Refunded');
    expect(within(rows[3]!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('checkbox', {
        name: 'Choose Standard Ticket (Standard) to refund',
      }),
    ).not.toBeChecked();
    const ticketTable = await within(panel).findByRole('table', { name: 'Tickets of order 41' });
    expect(within(ticketTable).getAllByRole('row')[1]).toHaveTextContent('Checked in');
    expect(within(ticketTable).getAllByRole('row')[1]).toHaveTextContent('…abc123');
    expect(within(ticketTable).getAllByRole('row')[2]).toHaveTextContent('Valid—');
    const refunds = within(panel).getByRole('table', { name: 'Refunds of order 41' });
    expect(within(refunds).getAllByRole('row')[1]).toHaveTextContent(
      'RefundRestaurant closedThe Golden Fork (Deluxe)$20.00$1.65$21.65',
    );
  });

  it('refunds the chosen line with a reason, after a confirmation with the amounts', async () => {
    let refunded = false;
    const made: RefundBody = {
      ...mealRefund,
      refundId: 4,
      reason: 'Sick child',
      subtotal: 40,
      tax: 3.3,
      amount: 43.3,
      lines: ['ticket-13'],
    };
    const server = fakeServer({
      'GET /orders': { status: 200, body: [summary(41)] },
      'GET /orders/41': () => ({
        status: 200,
        body: refunded
          ? account({
              refunded: 64.95,
              lines: account().lines.map((l) =>
                l.line === 'ticket-13'
                  ? { ...l, refunded: true, refundedQuantity: 1, quantityLeft: 0 }
                  : l,
              ),
              refunds: [mealRefund, made],
            })
          : account(),
      }),
      'GET /orders/41/tickets': { status: 200, body: tickets },
      'POST /orders/41/refund': () => {
        refunded = true;
        return { status: 200, body: made };
      },
    });
    const { user } = open('/manager/orders?order=41');
    const panel = await screen.findByRole('region', { name: 'Order #41' }, { timeout: 10_000 });
    const choose = await within(panel).findByRole('checkbox', {
      name: 'Choose Child Ticket (Child) to refund',
    });

    // No reason: said at the field, nothing sent.
    await user.click(choose);
    await user.click(within(panel).getByRole('button', { name: 'Refund selected lines (1)' }));
    const reason = within(panel).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('A reason is required');
    expect(reason).toHaveFocus();
    expect(server.callsTo('POST /orders/41/refund')).toHaveLength(0);

    await user.type(reason, 'Sick child');
    await user.click(within(panel).getByRole('button', { name: 'Refund selected lines (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $43.30 of order #41?' });
    expect(within(dialog).getByRole('table', { name: 'Lines to refund' })).toHaveTextContent(
      'Child Ticket (Child)1$40.00',
    );
    expect(dialog).toHaveTextContent('Subtotal$40.00');
    expect(dialog).toHaveTextContent('Tax, in proportion$3.30');
    expect(dialog).toHaveTextContent('Reason: Sick child');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $43.30' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /orders/41/refund')[0]!.body).toEqual({
      reason: 'Sick child',
      lines: ['ticket-13'],
    });
    expect(
      await within(panel).findByText('Refunded $43.30 (refund #4): Child Ticket.'),
    ).toBeVisible();
    // The order is read again: the line is marked refunded and the refund is listed.
    const lines = within(panel).getByRole('table', { name: 'Lines of order 41' });
    await waitFor(() => expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('Refunded'));
    expect(within(panel).getByRole('table', { name: 'Refunds of order 41' })).toHaveTextContent(
      'Sick child',
    );
  });

  it('refunds 1 of 2 tickets: a quantity per line, confirmed as "1 of 2", sent as { line, quantity }', async () => {
    const made: RefundBody = {
      ...mealRefund,
      refundId: 5,
      reason: 'One ill',
      subtotal: 65,
      tax: 5.36,
      amount: 70.36,
      lines: ['ticket-12'],
      parts: [{ line: 'ticket-12', quantity: 1, amount: 65 }],
    };
    const server = fakeServer({
      'GET /orders': { status: 200, body: [summary(41)] },
      'GET /orders/41': { status: 200, body: account() },
      'GET /orders/41/tickets': { status: 200, body: tickets },
      'POST /orders/41/refund': { status: 200, body: made },
    });
    const { user } = open('/manager/orders?order=41');
    const panel = await screen.findByRole('region', { name: 'Order #41' }, { timeout: 10_000 });
    const howMany = await within(panel).findByRole('combobox', {
      name: 'How many of Standard Ticket (Standard) to refund, of 2 left',
    });
    // A single unit left needs no choice.
    expect(within(panel).queryByRole('combobox', { name: /Child Ticket/ })).not.toBeInTheDocument();
    await user.selectOptions(howMany, '1');
    // Choosing a quantity chooses the line.
    expect(
      within(panel).getByRole('checkbox', { name: 'Choose Standard Ticket (Standard) to refund' }),
    ).toBeChecked();
    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'One ill');
    await user.click(within(panel).getByRole('button', { name: 'Refund selected lines (1)' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund \$70\.36 of order #41\?$/ });
    expect(within(dialog).getByRole('table', { name: 'Lines to refund' })).toHaveTextContent(
      'Standard Ticket (Standard)1 of 2$65.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $70.36' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /orders/41/refund')[0]!.body).toEqual({
      reason: 'One ill',
      lines: [{ line: 'ticket-12', quantity: 1 }],
    });
    expect(
      await within(panel).findByText('Refunded $70.36 (refund #5): 1 × Standard Ticket.'),
    ).toBeVisible();
  });

  it('refunds everything left without naming lines, and shows a refusal in the dialog', async () => {
    const server = fakeServer({
      'GET /orders': { status: 200, body: [summary(41)] },
      'GET /orders/41': { status: 200, body: account() },
      'GET /orders/41/tickets': { status: 200, body: tickets },
      'POST /orders/41/refund': {
        status: 409,
        body: { message: 'Line ticket-12 is already refunded' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/manager/orders?order=41');
    const panel = await screen.findByRole('region', { name: 'Order #41' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Refund selected lines' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Choose the lines to refund, or refund everything left.',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(within(panel).getByRole('button', { name: 'Refund everything left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $184.03 of order #41?' });
    expect(dialog).toHaveTextContent('Everything left on the order is refunded:');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $184.03' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Line ticket-12 is already refunded',
    );
    expect(server.callsTo('POST /orders/41/refund')[0]!.body).toEqual({ reason: 'Goodwill' });
  });

  it('moves the order to another day, and says why an order cannot move', async () => {
    const server = fakeServer({
      'GET /orders': { status: 200, body: [summary(41), summary(42)] },
      'GET /orders/41': { status: 200, body: account() },
      'GET /orders/42': { status: 200, body: account({ orderId: 42, usedTickets: 1 }) },
      'GET /orders/41/tickets': { status: 200, body: tickets },
      'GET /orders/42/tickets': { status: 200, body: tickets },
      'GET /park-info': { status: 200, body: { today } },
      // Every day open: the calendar lets no day be chosen before its availability arrives.
      'GET /availability': (request) => {
        const params = new URL(request.url).searchParams;
        const days = [];
        const last = params.get('to') ?? '';
        for (
          let d = new Date(`${params.get('from')}T12:00:00Z`);
          ;
          d.setUTCDate(d.getUTCDate() + 1)
        ) {
          const date = d.toISOString().slice(0, 10);
          if (date > last) break;
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
      },
      'PUT /orders/41/visit-date': async (request) => {
        const { visitDate } = (await request.json()) as { visitDate: string };
        return { status: 200, body: account({ visitDate }) };
      },
    });
    const { user } = open('/manager/orders?order=42');
    let panel = await screen.findByRole('region', { name: 'Order #42' }, { timeout: 10_000 });
    expect(
      await within(panel).findByText(
        'Tickets of this order were used at the gate, so it cannot move.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Move to another day' })).toBeDisabled();
    // Opened from the address, it does not take the focus.
    expect(within(panel).getByRole('heading', { name: 'Order #42' })).not.toHaveFocus();

    await user.click(
      within(await screen.findByRole('table', { name: 'Latest orders' })).getByRole('button', {
        name: 'Open order 41',
      }),
    );
    panel = await screen.findByRole('region', { name: 'Order #41' });
    // Opened from the list, the order takes the focus.
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Order #41' })).toHaveFocus(),
    );
    await user.click(await within(panel).findByRole('button', { name: 'Move to another day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the date of order #41' });
    const calendar = await within(dialog).findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: /^Move to / }));
    expect(await within(dialog).findByText(/Order #41 is now for/)).toBeVisible();
    expect(server.callsTo('PUT /orders/41/visit-date')[0]!.body).toEqual({
      visitDate: dayjs(visitDay).date(7).format('YYYY-MM-DD'),
    });
  });

  it('says a bad order number at its field, and the server’s refusal of a search in words', async () => {
    fakeServer({
      'GET /orders': (request) =>
        new URL(request.url).searchParams.get('email')
          ? { status: 400, body: { message: 'Email must be at most 254 characters', errors: [] } }
          : { status: 200, body: [] },
    });
    const { user } = open();
    const search = await screen.findByRole('search', { name: 'Find orders' }, { timeout: 10_000 });
    expect(await screen.findByText('No order matches.')).toBeVisible();
    await user.type(within(search).getByLabelText('Order number'), '4x');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(within(search).getByLabelText('Order number')).toHaveAccessibleDescription(
      'An order number is a whole number, like 41',
    );
    await user.clear(within(search).getByLabelText('Order number'));
    await user.type(within(search).getByLabelText('Email'), 'x@y.z');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email must be at most 254 characters',
    );
  });
});
