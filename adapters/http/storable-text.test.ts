import { gzipSync } from 'node:zlib';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../core/shared/text';
import { resolve, TOKENS } from '../tokens';
import { clientAs, type Who } from './testing/logins';
import { orderPark } from './testing/order-park';
import { rowCounts } from './testing/row-counts';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

const NUL = 'bad\u0000text';
const LONE = 'bad\ud800text';

describe.each(parkTargets)('text PostgreSQL cannot store, on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
  });
  afterAll(() => park.close());

  // The thirteen routes where a NUL answered 500, each with the field that carried it.
  const cases: [Who, 'POST' | 'PUT', string, string, (bad: string) => Promise<object> | object][] =
    [
      ['anonymous', 'POST', '/auth/login', 'email', (bad) => ({ email: bad, password: 'x' })],
      [
        'anonymous',
        'POST',
        '/auth/signup',
        'fullname',
        (bad) => ({ fullname: bad, email: 'n@example.com', password: 'Strong#2024' }),
      ],
      [
        'visitor',
        'POST',
        '/checkout',
        'firstName',
        async (bad) => ({ ...(await orderPark(park).sampleRequest()), firstName: bad }),
      ],
      [
        'visitor',
        'POST',
        '/checkout',
        'attractions.1',
        async (bad) => ({
          ...(await orderPark(park).sampleRequest()),
          attractions: ['Thunder Falls', bad],
        }),
      ],
      [
        'visitor',
        'PUT',
        '/api/user',
        'UName',
        (bad) => ({ UName: bad, address: null, city: null, state: null, zipcode: null }),
      ],
      [
        'visitor',
        'POST',
        '/contact-us',
        'message',
        (bad) => ({
          name: 'Vera Visitor',
          email: 'vera@example.com',
          message: bad,
          type: 'query',
          submittedTicketId: null,
        }),
      ],
      [
        'staff',
        'POST',
        '/maintenance-requests',
        'subject',
        (bad) => ({ AttractionID: 1, subject: bad, description: 'Brakes squeal', cost: 10 }),
      ],
      [
        'manager',
        'POST',
        '/maintenance-report',
        'keyword',
        (bad) => ({ startDate: '2026-01-01', endDate: '2026-01-31', keyword: bad }),
      ],
      [
        'manager',
        'POST',
        '/visit-report',
        'attractionName',
        (bad) => ({
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          category: 'attractions',
          attractionName: bad,
        }),
      ],
      [
        'manager',
        'POST',
        '/insert-new-merch',
        'name',
        (bad) => ({ name: bad, type: 'Clothing', price: 10, supplierCost: 3, quantity: 5 }),
      ],
      [
        'manager',
        'POST',
        '/addEmp',
        'fullname',
        (bad) => ({ fullname: bad, email: 'new@example.com', SRole: 'Staff' }),
      ],
      [
        'staff',
        'POST',
        '/updateLoggedInEmployee',
        'address',
        (bad) => ({ id: 1, name: 'Sam Staff', address: bad }),
      ],
    ];

  it.each(cases)(
    '%s %s %s with a NUL in %s answers 400 and writes nothing',
    async (who, method, path, field, body) => {
      const c = await clientAs(park, who);
      const before = await rowCounts(knex);
      const res = await c.request(method, path, { json: await body(NUL) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: UNSTORABLE_TEXT_MESSAGE,
        errors: [{ path: field, message: UNSTORABLE_TEXT_MESSAGE }],
      });
      expect(await rowCounts(knex)).toEqual(before);
    },
  );

  it('refuses a lone surrogate in a checkout field, and in a query string', async () => {
    const c = await clientAs(park, 'visitor');
    const before = await rowCounts(knex);
    const body = { ...(await orderPark(park).sampleRequest()), lastName: LONE };
    const res = await c.post('/checkout', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ path: 'lastName' }] });
    const query = await c.get('/api/user?name=x%00');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ errors: [{ path: 'name' }] });
    expect(await rowCounts(knex)).toEqual(before);
  });

  it('answers 400 to a body whose Content-Encoding does not decode, 415 to one it does not know', async () => {
    const c = await clientAs(park, 'anonymous');
    const send = (encoding: string, body: Buffer) =>
      fetch(`${park.url}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '',
        },
        body: new Blob([new Uint8Array(body)]),
      });
    const notGzip = await send('gzip', Buffer.from('{"email":"a@b.c"}'));
    expect(notGzip.status).toBe(400);
    expect(await notGzip.json()).toEqual({ message: 'Malformed request body', errors: [] });
    const cut = gzipSync(JSON.stringify({ email: 'a@b.c', password: 'x' })).subarray(0, 12);
    expect((await send('gzip', cut)).status).toBe(400);
    expect((await send('br', Buffer.from([1, 2, 3, 4, 5]))).status).toBe(400);
    const unknown = await send('x-unknown', Buffer.from('{}'));
    expect(unknown.status).toBe(415);
    const good = await send(
      'gzip',
      gzipSync(JSON.stringify({ email: 'visitor@example.com', password: 'Visitor#2024' })),
    );
    expect(good.status).toBe(200);
  });
});
