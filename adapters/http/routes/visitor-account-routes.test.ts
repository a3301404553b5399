import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { ContactRequest, UpdateUserRequest } from '../../contract/account';
import type { UserBody } from '../../contract/auth';
import { NOT_YOUR_TICKET } from '../../../core/contact/submit-contact-form';
import type { CookieClient } from '../testing/cookie-client';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

const STAFF = { email: 'staff@example.com', password: 'Staff#2024' };
const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };

type ErrorBody = { message: string; errors: { path: string; message: string }[] };

describe.each(parkTargets)('visitor account routes on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let accounts = 0;

  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
  });
  afterAll(() => park.close());

  /** A client that has its XSRF-TOKEN cookie, as a browser has after opening any page. */
  async function anonymous(): Promise<CookieClient> {
    const c = park.client();
    await c.get('/park-info');
    return c;
  }

  /** A freshly signed-up visitor, logged in, so each test owns its profile. */
  async function visitor(): Promise<{ c: CookieClient; user: UserBody }> {
    accounts += 1;
    const c = await anonymous();
    const credentials = { email: `profile${accounts}@example.com`, password: 'Profile#2024' };
    expect((await c.post('/auth/signup', { fullname: 'Pat Profile', ...credentials })).status).toBe(
      201,
    );
    const login = await c.post('/auth/login', credentials);
    expect(login.status).toBe(200);
    return { c, user: login.body as UserBody };
  }

  async function staff(): Promise<CookieClient> {
    const c = await anonymous();
    expect((await c.post('/employee/login', STAFF)).status).toBe(200);
    return c;
  }

  const userRow = (id: number) => knex('users').where({ id }).first();
  const contactCount = async () => {
    const [row] = (await knex('contact_forms').count({ n: '*' })) as { n: number }[];
    return Number(row?.n ?? 0);
  };

  describe('PUT /api/user', () => {
    const edited: UpdateUserRequest = {
      UName: '  Pat Profile-Smith ',
      address: '12 Carousel Lane',
      city: 'Austin',
      state: 'TX',
      zipcode: '73301-0001',
    };

    it('updates the session’s own profile and answers the updated user (email unchanged)', async () => {
      const { c, user } = await visitor();
      const put = await c.request('PUT', '/api/user', {
        json: { ...edited, UserID: user.UserID, UEmail: 'hijack@example.com' },
      });
      expect(put.status).toBe(200);
      const expected: UserBody = {
        UserID: user.UserID,
        UName: 'Pat Profile-Smith',
        UEmail: user.UEmail,
        address: '12 Carousel Lane',
        city: 'Austin',
        state: 'TX',
        zipcode: '73301-0001',
      };
      expect(put.body).toEqual(expected);
      expect((await c.get('/api/user')).body).toEqual(expected);
      expect(await userRow(user.UserID)).toMatchObject({ email: user.UEmail, state: 'TX' });
    });

    it('clears optional fields sent empty or null', async () => {
      const { c, user } = await visitor();
      await c.request('PUT', '/api/user', { json: edited });
      const put = await c.request('PUT', '/api/user', {
        json: { UName: 'Pat', address: '', city: null, state: '', zipcode: '' },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        UName: 'Pat',
        address: null,
        city: null,
        state: null,
        zipcode: null,
      });
      expect(await userRow(user.UserID)).toMatchObject({ address: null, zipcode: null });
    });

    it.each<[string, Record<string, unknown>]>([
      ['UName', { UName: '   ' }],
      ['UName', { UName: 'x'.repeat(101) }],
      ['UName', { UName: undefined }],
      ['address', { address: 'a'.repeat(201) }],
      ['address', { address: 12 }],
      ['city', { city: 'c'.repeat(101) }],
      ['state', { state: 'XX' }],
      ['state', { state: 'Texas' }],
      ['zipcode', { zipcode: '7330' }],
      ['zipcode', { zipcode: '73301-12' }],
      ['zipcode', { zipcode: 73301 }],
      ['UserID', { UserID: 'me' }],
    ])('answers 400 for a bad %s and changes nothing', async (path, change) => {
      const { c, user } = await visitor();
      const before = await userRow(user.UserID);
      const put = await c.request('PUT', '/api/user', { json: { ...edited, ...change } });
      expect(put.status).toBe(400);
      expect((put.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await userRow(user.UserID)).toEqual(before);
    });

    it('answers 400 for a body that is not an object', async () => {
      const { c, user } = await visitor();
      const before = await userRow(user.UserID);
      const put = await c.request('PUT', '/api/user', { json: [edited] });
      expect(put.status).toBe(400);
      expect(await userRow(user.UserID)).toEqual(before);
    });

    it('answers 403 for another visitor’s UserID and changes neither account', async () => {
      const { c, user } = await visitor();
      const other = await visitor();
      const [mine, theirs] = [await userRow(user.UserID), await userRow(other.user.UserID)];
      const put = await c.request('PUT', '/api/user', {
        json: { ...edited, UserID: other.user.UserID },
      });
      expect(put.status).toBe(403);
      expect(await userRow(user.UserID)).toEqual(mine);
      expect(await userRow(other.user.UserID)).toEqual(theirs);
    });

    it('answers 401 without a session and 403 for an employee session', async () => {
      const before = await knex('users').orderBy('id');
      expect((await (await anonymous()).request('PUT', '/api/user', { json: edited })).status).toBe(
        401,
      );
      expect((await (await staff()).request('PUT', '/api/user', { json: edited })).status).toBe(
        403,
      );
      expect(await knex('users').orderBy('id')).toEqual(before);
    });

    it('answers 403 without the CSRF header', async () => {
      const { c, user } = await visitor();
      const before = await userRow(user.UserID);
      const put = await c.request('PUT', '/api/user', { json: edited, csrf: false });
      expect(put.status).toBe(403);
      expect(await userRow(user.UserID)).toEqual(before);
    });
  });

  describe('POST /contact-us', () => {
    const message: ContactRequest = {
      name: ' Vera Visitor ',
      email: 'vera.mail@example.com',
      type: 'issue',
      message: 'I left my hat on the Ferris wheel.',
      submittedTicketId: 42,
    };

    async function loggedInVisitor(): Promise<{ c: CookieClient; id: number }> {
      const c = await anonymous();
      const login = await c.post('/auth/login', VISITOR);
      expect(login.status).toBe(200);
      return { c, id: (login.body as UserBody).UserID };
    }

    /** An order the client's visitor placed, for the form's ticket id. */
    async function orderOf(c: CookieClient): Promise<number> {
      const res = await c.post('/checkout', await orderPark(park).sampleRequest());
      expect(res.status).toBe(200);
      return (res.body as { orderId: number }).orderId;
    }

    it('stores the message with the park’s date and the sender, answering 201', async () => {
      const { c, id } = await loggedInVisitor();
      const ticket = await orderOf(c);
      const post = await c.post('/contact-us', { ...message, submittedTicketId: ticket });
      expect(post.status).toBe(201);
      expect(post.body).toEqual({
        message: 'Message Submitted Successfully',
        SubmissionID: expect.any(Number),
      });
      const { SubmissionID } = post.body as { SubmissionID: number };
      const clock = resolve(park.container, TOKENS.Clock) as FixedClock;
      expect(await knex('contact_forms').where({ id: SubmissionID }).first()).toMatchObject({
        name: 'Vera Visitor',
        email: 'vera.mail@example.com',
        type: 'issue',
        message: 'I left my hat on the Ferris wheel.',
        ticket_id: ticket,
        submitted_date: clock.today(),
        user_id: id,
      });
    });

    it('stores an empty or missing type and ticket as none', async () => {
      const { c } = await loggedInVisitor();
      const empty = await c.post('/contact-us', { ...message, type: '', submittedTicketId: null });
      const { type: _type, submittedTicketId: _ticket, ...bare } = message;
      const missing = await c.post('/contact-us', bare);
      for (const post of [empty, missing]) {
        expect(post.status).toBe(201);
        const { SubmissionID } = post.body as { SubmissionID: number };
        expect(await knex('contact_forms').where({ id: SubmissionID }).first()).toMatchObject({
          type: null,
          ticket_id: null,
        });
      }
    });

    it.each<[string, Record<string, unknown>]>([
      ['name', { name: ' ' }],
      ['name', { name: 'n'.repeat(101) }],
      ['name', { name: undefined }],
      ['email', { email: 'not-an-email' }],
      ['email', { email: undefined }],
      ['type', { type: 'complaint' }],
      ['message', { message: '   ' }],
      ['message', { message: 'm'.repeat(2001) }],
      ['submittedTicketId', { submittedTicketId: 0 }],
      ['submittedTicketId', { submittedTicketId: -3 }],
      ['submittedTicketId', { submittedTicketId: 1.5 }],
      ['submittedTicketId', { submittedTicketId: '12' }],
    ])('answers 400 for a bad %s and stores nothing', async (path, change) => {
      const { c } = await loggedInVisitor();
      const before = await contactCount();
      const post = await c.post('/contact-us', { ...message, ...change });
      expect(post.status).toBe(400);
      expect((post.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await contactCount()).toBe(before);
    });

    it('answers 400 for an order that is not the sender’s (another visitor’s, or none)', async () => {
      const other = await visitor();
      const theirs = await orderOf(other.c);
      const { c } = await loggedInVisitor();
      const before = await contactCount();
      for (const submittedTicketId of [theirs, 987_654]) {
        const post = await c.post('/contact-us', { ...message, submittedTicketId });
        expect(post.status).toBe(400);
        expect(post.body).toEqual({
          message: NOT_YOUR_TICKET,
          errors: [{ path: 'submittedTicketId', message: NOT_YOUR_TICKET }],
        });
      }
      expect(await contactCount()).toBe(before);
    });

    it('answers 401 without a session, 403 for an employee and 403 without CSRF', async () => {
      const before = await contactCount();
      expect((await (await anonymous()).post('/contact-us', message)).status).toBe(401);
      expect((await (await staff()).post('/contact-us', message)).status).toBe(403);
      const { c } = await loggedInVisitor();
      expect((await c.post('/contact-us', message, { csrf: false })).status).toBe(403);
      expect(await contactCount()).toBe(before);
    });
  });
});
