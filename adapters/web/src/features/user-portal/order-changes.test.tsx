import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CancelledBody,
  OrderAccountBody,
  OrderSummaryBody,
} from '../../api/order-changes-api';
import type { DayAvailabilityBody } from '../../api/availability-api';
import { parkToday } from '../../app/park';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { dialogOf } from './recent-orders-page';

const today = parkToday();
const month = dayjs(today).add(1, 'month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const label = (n: number) => month.date(n).format('MMMM D, YYYY');
const visitDay = day(5);

const summary = (orderId: number, change: Partial<OrderSummaryBody> = {}): OrderSummaryBody => ({
  orderId,
  userId: visitor.UserID,
  email: visitor.UEmail,
  name: visitor.UName,
  orderDate: '2026-11-20',
  visitDate: visitDay,
  total: 205.66,
  refunded: 0,
  status: 'paid',
  ...change,
});

const account = (orderId: number, change: Partial<OrderAccountBody> = {}): OrderAccountBody => ({
  orderId,
  userId: visitor.UserID,
  email: visitor.UEmail,
  name: visitor.UName,
  orderDate: '2026-11-20',
  visitDate: visitDay,
  attractions: ['Sky Wheel'],
  status: 'paid',
  subtotal: 190,
  tax: 15.66,
  total: 205.66,
  refunded: 0,
  lines: [
    {
      line: 'ticket-12',
      kind: 'ticket',
      name: 'Standard Ticket',
      detail: 'Standard',
      quantity: 2,
      unitPrice: 65,
      lineTotal: 130,
      refunded: false,
      refundedQuantity: 0,
      quantityLeft: 2,
    },
    {
      line: 'ticket-13',
      kind: 'ticket',
      name: 'Child Ticket',
      detail: 'Child',
      quantity: 1,
      unitPrice: 40,
      lineTotal: 40,
      refunded: false,
      refundedQuantity: 0,
      quantityLeft: 1,
    },
    {
      line: 'meal-3',
      kind: 'meal',
      name: 'The Golden Fork',
      detail: 'Deluxe',
      quantity: 1,
      unitPrice: 20,
      lineTotal: 20,
      refunded: false,
      refundedQuantity: 0,
      quantityLeft: 1,
    },
  ],
  refunds: [],
  usedTickets: 0,
  dayClosed: false,
  cutoff: `${day(4)}T15:00:00.000Z`,
  cancellable: true,
  cancelRefund: 205.66,
  movable: true,
  changeRefusal: null,
  ...change,
});

const cancelledAccount = account(40, {
  status: 'cancelled',
  refunded: 123.45,
  cancellable: false,
  movable: false,
  cancelRefund: null,
  refunds: [
    {
      refundId: 5,
      orderId: 40,
      kind: 'cancellation',
      reason: 'Cancelled by the visitor',
      day: '2026-11-26',
      at: '2026-11-26T16:00:00.000Z',
      subtotal: 114.04,
      tax: 9.41,
      amount: 123.45,
      lines: ['ticket-12', 'ticket-13', 'meal-3'],
      parts: [
        { line: 'ticket-12', quantity: 2, amount: 130 },
        { line: 'ticket-13', quantity: 1, amount: 40 },
        { line: 'meal-3', quantity: 1, amount: 20 },
      ],
    },
  ],
});

const orders = [
  summary(41),
  summary(40, { status: 'cancelled', refunded: 123.45, total: 123.45 }),
  summary(30, { orderDate: '2026-09-01', visitDate: '2026-09-02', total: 99 }),
];

/** GET /availability for any month: the 6th sold out, the 8th with 2 left, the rest open. */
function availability(request: Request): FakeAnswer {
  const url = new URL(request.url);
  const from = dayjs(url.searchParams.get('from'));
  const to = dayjs(url.searchParams.get('to'));
  const days: DayAvailabilityBody[] = [];
  for (let d = from; !d.isAfter(to); d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    const remaining = date === day(6) ? 0 : date === day(8) ? 2 : 4000;
    days.push({
      date,
      capacity: 5000,
      sold: 5000 - remaining,
      remaining,
      expressRemaining: Math.min(remaining, 500),
      status: remaining === 0 ? 'sold-out' : remaining < 500 ? 'few' : 'open',
    });
  }
  return { status: 200, body: days };
}

const routes = (extra: Parameters<typeof fakeServer>[0] = {}) => ({
  'POST /getRecentTicketOrders': { status: 200, body: [] },
  'GET /park-info': { status: 200, body: { today } },
  'GET /orders': { status: 200, body: orders },
  'GET /orders/41': { status: 200, body: account(41) },
  'GET /orders/40': { status: 200, body: cancelledAccount },
  'GET /availability': availability,
  ...extra,
});

const open = (path = '/user/recent-orders') =>
  renderRoute(path, { cartStorage: null, session: { user: visitor } });

const ordersTable = () =>
  screen.findByRole('table', { name: 'Your orders and their status' }, { timeout: 10_000 });
const rowOf = async (orderId: number) =>
  (
    await within(await ordersTable()).findByRole('button', { name: `Order ${orderId} details` })
  ).closest('tr')!;

describe('the dialog in the address', () => {
  it('is ?order=ID&action=cancel or change-date, nothing else', () => {
    expect(dialogOf(new URLSearchParams('order=41&action=cancel'))).toEqual({
      orderId: 41,
      action: 'cancel',
    });
    expect(dialogOf(new URLSearchParams('order=41&action=change-date'))).toEqual({
      orderId: 41,
      action: 'change-date',
    });
    for (const bad of [
      'order=41',
      'order=x&action=cancel',
      'order=-1&action=cancel',
      'action=cancel',
      'order=41&action=delete',
    ])
      expect(dialogOf(new URLSearchParams(bad)), bad).toBeNull();
  });
});

describe('Recent Orders: statuses, cancel and change date', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./user-portal-layout');
    await import('./recent-orders-page');
  });

  it('shows every order’s status from one GET /orders, with the day and amount of a refund', async () => {
    const server = fakeServer(routes());
    open();
    const cancelled = await rowOf(40);
    await waitFor(() =>
      expect(cancelled).toHaveTextContent('Cancelled on Nov 26, 2026 — $123.45 refunded'),
    );
    expect(server.callsTo('GET /orders')).toHaveLength(1);
    const upcoming = await rowOf(41);
    expect(upcoming).toHaveTextContent('Paid');
    expect(
      await within(upcoming).findByRole('button', { name: 'Change date of order 41' }),
    ).toBeVisible();
    expect(within(upcoming).getByRole('button', { name: 'Cancel order 41' })).toBeVisible();
    const past = await rowOf(30);
    expect(past).toHaveTextContent('Paid');
    expect(within(past).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    // A past paid order needs nothing more than the list: no GET /orders/30.
    expect(server.callsTo('GET /orders/30')).toHaveLength(0);
    expect(within(cancelled).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('cancels after a confirmation showing the refund, then shows the refund and the new status', async () => {
    let cancelledNow = false;
    const refund: CancelledBody = {
      orderId: 41,
      status: 'cancelled',
      refund: {
        ...cancelledAccount.refunds[0]!,
        orderId: 41,
        refundId: 9,
        amount: 205.66,
        subtotal: 190,
        tax: 15.66,
      },
    };
    const server = fakeServer(
      routes({
        'POST /orders/41/cancel': () => {
          cancelledNow = true;
          return { status: 200, body: refund };
        },
        'GET /orders': () => ({
          status: 200,
          body: cancelledNow
            ? [summary(41, { status: 'cancelled', refunded: 205.66 }), ...orders.slice(1)]
            : orders,
        }),
        'GET /orders/41': () => ({
          status: 200,
          body: cancelledNow
            ? { ...cancelledAccount, orderId: 41, refunds: [refund.refund] }
            : account(41),
        }),
      }),
    );
    const { user, router } = open();
    await user.click(
      await within(await rowOf(41)).findByRole('button', { name: 'Cancel order 41' }),
    );
    expect(router.state.location.search).toBe('?order=41&action=cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #41?' });
    expect(dialog).toHaveTextContent(`its 3 tickets become void, and you get back $205.66`);
    await user.click(
      within(dialog).getByRole('button', { name: 'Cancel order and refund $205.66' }),
    );
    expect(
      await within(dialog).findByText('$205.66 is refunded to you. Its tickets are void.'),
    ).toBeVisible();
    expect(server.callsTo('POST /orders/41/cancel')[0]!.body).toEqual({});
    expect(server.callsTo('POST /orders/41/cancel')[0]!.headers.get('Accept')).toBe(
      'application/json',
    );
    expect(dialog).toHaveTextContent('Tax$15.66');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(async () =>
      expect(await rowOf(41)).toHaveTextContent('Cancelled on Nov 26, 2026 — $205.66 refunded'),
    );
  });

  it('after a shop line alone was refunded: "Cancel what is left" and its refund; past the cutoff, why the buttons are gone', async () => {
    const shirt = {
      refundId: 7,
      orderId: 41,
      kind: 'refund' as const,
      reason: 'Torn',
      day: '2026-11-25',
      at: '2026-11-25T16:00:00.000Z',
      subtotal: 20,
      tax: 1.65,
      amount: 21.65,
      lines: ['meal-3'],
      parts: [{ line: 'meal-3', quantity: 1, amount: 20 }],
    };
    const partly = account(41, {
      status: 'partly-refunded',
      refunded: 21.65,
      cancelRefund: 184.01,
      refunds: [shirt],
      lines: account(41).lines.map((l) =>
        l.line === 'meal-3' ? { ...l, refunded: true, refundedQuantity: 1, quantityLeft: 0 } : l,
      ),
    });
    const late = account(42, {
      status: 'partly-refunded',
      refunded: 21.65,
      cancellable: false,
      movable: false,
      cancelRefund: null,
      cutoff: `${day(1)}T15:00:00.000Z`,
      changeRefusal: 'This order can no longer be cancelled or moved',
      refunds: [{ ...shirt, orderId: 42 }],
    });
    fakeServer(
      routes({
        'GET /orders': {
          status: 200,
          body: [
            summary(41, { status: 'partly-refunded', refunded: 21.65 }),
            summary(42, { status: 'partly-refunded', refunded: 21.65 }),
          ],
        },
        'GET /orders/41': { status: 200, body: partly },
        'GET /orders/42': { status: 200, body: late },
      }),
    );
    const { user } = open();
    const row = await rowOf(41);
    expect(
      await within(row).findByRole('button', { name: 'Change date of order 41' }),
    ).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Cancel what is left of order 41' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel what is left of order #41?',
    });
    expect(dialog).toHaveTextContent('Part of this order was refunded already ($21.65)');
    expect(
      within(dialog).getByRole('button', { name: 'Cancel what is left and refund $184.01' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    const closed = await rowOf(42);
    expect(await within(closed).findByText(/^Changes closed /)).toBeVisible();
    expect(within(closed).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in words, with the time in the park’s clock', async () => {
    fakeServer(
      routes({
        'POST /orders/41/cancel': {
          status: 409,
          body: {
            message: `This order can no longer be cancelled or moved: that was possible until ${day(4)}T15:00:00.000Z`,
          },
        },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/user/recent-orders?order=41&action=cancel');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel order #41?' },
      { timeout: 10_000 },
    );
    await user.click(
      await within(dialog).findByRole('button', { name: /Cancel order and refund/ }),
    );
    const alert = await within(dialog).findByRole('alert');
    // 15:00 UTC is 9:00 AM in Chicago in winter, 10:00 AM in summer.
    const clock = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
    }).format(new Date(`${day(4)}T15:00:00.000Z`));
    expect(alert).toHaveTextContent(
      `This order can no longer be cancelled or moved: that was possible until ${month.date(4).format('MMM D, YYYY')}, ${clock}`,
    );
  });

  it('says an order of the link that is not the visitor’s is not one of theirs', async () => {
    fakeServer(routes({ 'GET /orders/99': { status: 404, body: { message: 'Not found' } } }));
    open('/user/recent-orders?order=99&action=cancel');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel order #99?' },
      { timeout: 10_000 },
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Order #99 is not one of your orders.',
    );
  });

  it('says why an order from a mail’s link can no longer be cancelled', async () => {
    fakeServer(routes());
    open('/user/recent-orders?order=40&action=cancel');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel order #40?' },
      { timeout: 10_000 },
    );
    expect(await within(dialog).findByText('This order is cancelled.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /refund/ })).not.toBeInTheDocument();
  });

  it('says an order with a ticket used at the gate cannot be cancelled, even on a closed day', async () => {
    const used = { usedTickets: 1, dayClosed: true, cancellable: false, movable: false };
    fakeServer(routes({ 'GET /orders/41': { status: 200, body: account(41, used) } }));
    open('/user/recent-orders?order=41&action=cancel');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel order #41?' },
      { timeout: 10_000 },
    );
    expect(
      await within(dialog).findByText(
        'Tickets of this order were used at the gate, so it can no longer be cancelled here; ask the park.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /refund/ })).not.toBeInTheDocument();
  });

  it('moves the order to a day with room; a full day’s 409 is said and the calendar asks again', async () => {
    let full = true;
    const server = fakeServer(
      routes({
        'PUT /orders/41/visit-date': async (request) => {
          const { visitDate } = (await request.json()) as { visitDate: string };
          if (full && visitDate === day(9))
            return {
              status: 409,
              body: { message: `Only 1 tickets left for ${day(9)}`, remaining: 1 },
            };
          return { status: 200, body: account(41, { visitDate }) };
        },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/user/recent-orders?order=41&action=change-date');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Change the date of order #41' },
      { timeout: 10_000 },
    );
    const calendar = await within(dialog).findByRole('grid');
    // Its own day, a sold-out day and a day without room for 3 cannot be chosen, saying why.
    expect(
      await within(calendar).findByRole('gridcell', { name: `${label(5)}, Current visit day` }),
    ).toBeDisabled();
    expect(
      await within(calendar).findByRole('gridcell', { name: `${label(6)}, Sold out` }),
    ).toBeDisabled();
    expect(
      within(calendar).getByRole('gridcell', { name: `${label(8)}, Only 2 left` }),
    ).toBeDisabled();
    const asked = server.callsTo('GET /availability').length;
    await user.click(within(calendar).getByRole('gridcell', { name: '9' }));
    await user.click(
      within(dialog).getByRole('button', {
        name: `Move to ${month.date(9).format('dddd, MMMM D, YYYY')}`,
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Only 1 tickets left for ${month.date(9).format('dddd, MMMM D, YYYY')}`,
    );
    await waitFor(() => expect(server.callsTo('GET /availability').length).toBeGreaterThan(asked));
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();

    full = false;
    await user.click(within(calendar).getByRole('gridcell', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: /^Move to / }));
    expect(await within(dialog).findByText(/Order #41 is now for/)).toHaveTextContent(
      `Order #41 is now for ${month.date(7).format('dddd, MMMM D, YYYY')}`,
    );
    expect(server.callsTo('PUT /orders/41/visit-date').map((c) => c.body)).toEqual([
      { visitDate: day(9) },
      { visitDate: day(7) },
    ]);
  });

  it('sends a visitor without a session to log in, and remembers the dialog’s address', async () => {
    fakeServer(routes());
    const { router } = renderRoute('/user/recent-orders?order=41&action=change-date', {
      cartStorage: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: '/user/recent-orders?order=41&action=change-date',
    });
  });
});
