import { DEFAULT_SALES_DAYS, visitDateTooFar } from '../../../core/orders/sales-window';
import { addDays, dateRangeMessage } from '../../../core/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../contract/orders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };
type Change = (r: CheckoutRequest) => unknown;

const none = { standardTicket: 0, expressTicket: 0, childTicket: 0 };

/** Each bad body, and the path its first field error names. */
const CASES: [string, Change, string][] = [
  [
    'a negative count',
    (r) => ({ ...r, tickets: { ...r.tickets, childTicket: -1 } }),
    'tickets.childTicket',
  ],
  [
    'a count above 50',
    (r) => ({ ...r, tickets: { ...r.tickets, expressTicket: 51 } }),
    'tickets.expressTicket',
  ],
  [
    'a fractional count',
    (r) => ({ ...r, tickets: { ...r.tickets, standardTicket: 1.5 } }),
    'tickets.standardTicket',
  ],
  [
    'a count as text',
    (r) => ({ ...r, tickets: { ...r.tickets, standardTicket: '2' } }),
    'tickets.standardTicket',
  ],
  ['no tickets object', (r) => ({ ...r, tickets: undefined }), 'tickets'],
  [
    'nothing to buy',
    (r) => ({ ...r, tickets: none, attractions: [], foodTickets: [], merchItems: [] }),
    'tickets',
  ],
  ['tickets without attractions', (r) => ({ ...r, attractions: [] }), 'attractions'],
  ['attractions without tickets', (r) => ({ ...r, tickets: none }), 'tickets'],
  [
    'an unknown attraction',
    (r) => ({ ...r, attractions: ['Sky Wheel', 'Moon Drop'] }),
    'attractions.1',
  ],
  ['a closed attraction', (r) => ({ ...r, attractions: ['Lagoon Splash'] }), 'attractions.0'],
  [
    'the same attraction twice',
    (r) => ({ ...r, attractions: ['Sky Wheel', 'Sky Wheel'] }),
    'attractions.1',
  ],
  [
    'an unknown restaurant',
    (r) => ({ ...r, foodTickets: [{ restaurantId: 99_999, qty: 1 }] }),
    'foodTickets.0.restaurantId',
  ],
  [
    'a restaurant id as text',
    (r) => ({ ...r, foodTickets: [{ restaurantId: 'x', qty: 1 }] }),
    'foodTickets.0.restaurantId',
  ],
  [
    'no meal quantity',
    (r) => ({ ...r, foodTickets: r.foodTickets.map((f) => ({ ...f, qty: 0 })) }),
    'foodTickets.0.qty',
  ],
  [
    'too many meals',
    (r) => ({ ...r, foodTickets: r.foodTickets.map((f) => ({ ...f, qty: 51 })) }),
    'foodTickets.0.qty',
  ],
  [
    'the same restaurant twice',
    (r) => ({ ...r, foodTickets: [...r.foodTickets, ...r.foodTickets] }),
    'foodTickets.1.restaurantId',
  ],
  [
    'an unknown item',
    (r) => ({ ...r, merchItems: [{ MId: 99_999, quantity: 1, size: 'M' }] }),
    'merchItems.0.MId',
  ],
  [
    'a size that is not sold',
    (r) => ({ ...r, merchItems: r.merchItems.map((m) => ({ ...m, size: 'XXL' })) }),
    'merchItems.0.size',
  ],
  [
    'no item quantity',
    (r) => ({ ...r, merchItems: r.merchItems.map((m) => ({ ...m, quantity: 0 })) }),
    'merchItems.0.quantity',
  ],
  [
    'the same item and size twice',
    (r) => ({ ...r, merchItems: [...r.merchItems, ...r.merchItems] }),
    'merchItems.1',
  ],
  ['tickets without a visit date', (r) => ({ ...r, visitDate: null }), 'visitDate'],
  ['a visit date that is no day', (r) => ({ ...r, visitDate: '2030-02-30' }), 'visitDate'],
  ['a visit date in another format', (r) => ({ ...r, visitDate: '06/15/2030' }), 'visitDate'],
  ['an invalid email', (r) => ({ ...r, email: 'not-an-email' }), 'email'],
  ['a blank first name', (r) => ({ ...r, firstName: '   ' }), 'firstName'],
  ['no address', (r) => ({ ...r, address: undefined }), 'address'],
  ['a state that is not one of the 50', (r) => ({ ...r, state: 'ZZ' }), 'state'],
  ['a zip code that is not one', (r) => ({ ...r, zipcode: 'abcde' }), 'zipcode'],
  ['a phone without digits', (r) => ({ ...r, phone: 'call me' }), 'phone'],
  ['a userID as text', (r) => ({ ...r, userID: 'me' }), 'userID'],
];

describe.each(parkTargets)('POST /checkout refusals on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  it('answers 400 naming the field, and writes nothing, for every bad body', async () => {
    const c = await op.visitor();
    const valid = await op.sampleRequest();
    const before = await op.counts();
    for (const [what, change, path] of CASES) {
      const { status, body } = await c.post('/checkout', change(structuredClone(valid)));
      expect({ what, status }).toEqual({ what, status: 400 });
      const { message, errors } = body as ErrorBody;
      expect({ what, path: errors[0]?.path }).toEqual({ what, path });
      expect(message).toBe(errors[0]?.message);
    }
    expect(await op.counts()).toEqual(before);
    expect((await c.post('/checkout', valid)).status).toBe(200);
  });

  it('names a closed attraction in its message', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const { body } = await c.post('/checkout', { ...request, attractions: ['Lagoon Splash'] });
    expect((body as ErrorBody).message).toBe('Attraction "Lagoon Splash" is closed');
  });

  it('answers 400 for a body that is not an object', async () => {
    const c = await op.visitor();
    for (const body of [[1, 2], 'tickets', null]) {
      const response = await c.post('/checkout', body);
      expect(response.status).toBe(400);
    }
  });

  it('refuses a visit date of yesterday in the park’s time zone, and takes today', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const before = await op.counts();
    const late = await c.post('/checkout', { ...request, visitDate: op.yesterday() });
    expect(late.status).toBe(400);
    expect((late.body as ErrorBody).errors).toEqual([
      { path: 'visitDate', message: 'The visit date cannot be before today' },
    ]);
    expect(await op.counts()).toEqual(before);
  });

  it('refuses a visit date past the sales window (9999-12-31 never reached the reports)', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const before = await op.counts();
    const lastDay = addDays(op.clock.today(), DEFAULT_SALES_DAYS);
    for (const [visitDate, message] of [
      ['9999-12-31', dateRangeMessage('The visit date')],
      [addDays(lastDay, 1), visitDateTooFar(DEFAULT_SALES_DAYS)],
    ] as const) {
      const far = await c.post('/checkout', { ...request, visitDate });
      expect(far.status, visitDate).toBe(400);
      expect((far.body as ErrorBody).errors).toEqual([{ path: 'visitDate', message }]);
    }
    expect(await op.counts()).toEqual(before);
    expect((await c.post('/checkout', { ...request, visitDate: lastDay })).status).toBe(200);
  });

  it('refuses a restaurant that was retired, writing nothing', async () => {
    const c = await op.visitor();
    const request = await op.sampleRequest();
    const [id] = request.foodTickets.map((f) => f.restaurantId);
    await op.knex('restaurants').where({ id }).update({ retired: true });
    try {
      const before = await op.counts();
      const { status, body } = await c.post('/checkout', request);
      expect(status).toBe(400);
      expect((body as ErrorBody).errors).toEqual([
        { path: 'foodTickets.0.restaurantId', message: `Restaurant ${id} does not exist` },
      ]);
      expect(await op.counts()).toEqual(before);
    } finally {
      await op.knex('restaurants').where({ id }).update({ retired: false });
    }
  });
});
