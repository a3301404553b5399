import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailBody, MailPageBody } from '../../contract/mail';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

describe.each(parkTargets)('GET /mail and POST /mail/:id/retry on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let manager: CookieClient;
  let staff: CookieClient;

  beforeAll(async () => {
    park = await openTestPark(target);
    knex = orderPark(park).knex;
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
  });
  afterAll(() => park.close());

  const page = async (query = '') => {
    const res = await manager.get(`/mail${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as MailPageBody;
  };

  it('lists the mails a checkout wrote, newest first, pending without SMTP, never with a body', async () => {
    await aPlacedOrder(park, { email: 'first@example.com' });
    await aPlacedOrder(park, { email: 'second@example.com' });
    const { mails } = await page();
    expect(mails.slice(0, 2).map((m) => [m.to, m.kind, m.status, m.attempts, m.sentAt])).toEqual([
      ['second@example.com', 'tickets', 'pending', 0, null],
      ['first@example.com', 'tickets', 'pending', 0, null],
    ]);
    expect(Object.keys(mails[0]!).sort()).toEqual([
      'attempts',
      'createdAt',
      'id',
      'kind',
      'lastError',
      'sentAt',
      'status',
      'subject',
      'to',
    ]);
  });

  it('filters by status a page at a time, and refuses bad parameters with 400', async () => {
    const ids = (
      (await knex('mail_outbox')
        .insert(
          [1, 2, 3].map((n) => ({
            to_address: `failed${n}@example.com`,
            subject: `Failed ${n}`,
            body: 'x',
            status: 'failed',
            last_error: '550 5.1.1 no such user',
          })),
        )
        .returning('id')) as { id: number }[]
    ).map((r) => r.id);
    const first = await page('?status=failed&limit=2');
    expect(first.mails.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect(first.mails[0]!.lastError).toBe('550 5.1.1 no such user');
    const second = await page(`?status=failed&limit=2&cursor=${first.next}`);
    expect(second.mails.map((m) => m.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
    for (const bad of ['?status=lost', '?limit=0', '?limit=201', '?limit=ten', '?cursor=-1'])
      expect((await manager.get(`/mail${bad}`)).status, bad).toBe(400);
  });

  it('lets managers only: nobody 401, a visitor and staff 403', async () => {
    const { c } = await aPlacedOrder(park);
    expect((await c.get('/mail')).status).toBe(403);
    expect((await staff.get('/mail')).status).toBe(403);
    expect((await (await clientAs(park, 'anonymous')).get('/mail')).status).toBe(401);
    const [row] = (await knex('mail_outbox')
      .insert({ to_address: 'x@example.com', subject: 's', body: 'b', status: 'failed' })
      .returning('id')) as { id: number }[];
    expect((await staff.post(`/mail/${row!.id}/retry`, {})).status).toBe(403);
    expect((await c.post(`/mail/${row!.id}/retry`, {})).status).toBe(403);
    expect((await knex('mail_outbox').where({ id: row!.id }).first()).status).toBe('failed');
  });

  it('puts a failed mail back to pending once (audited), 409 for one not failed, 404 for none', async () => {
    const [row] = (await knex('mail_outbox')
      .insert({
        to_address: 'retry@example.com',
        subject: 'Your tickets',
        body: 'b',
        status: 'failed',
        attempts: 15,
        last_error: '451 try later',
      })
      .returning('id')) as { id: number }[];
    const id = row!.id;
    const retried = await manager.post(`/mail/${id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body as MailBody).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      lastError: '451 try later',
    });
    const again = await manager.post(`/mail/${id}/retry`, {});
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Only a failed mail can be retried' },
    });
    expect((await manager.post('/mail/999999/retry', {})).status).toBe(404);
    for (const bad of ['abc', '0', '99999999999'])
      expect((await manager.post(`/mail/${bad}/retry`, {})).status, bad).toBe(400);
    const audit = await manager.get('/audit?action=mail.retry');
    expect(audit.status).toBe(200);
    const entries = (audit.body as { entries: { target: string; actor: { email: string } }[] })
      .entries;
    expect(entries.map((e) => [e.target, e.actor.email])).toEqual([
      [`mail ${id}`, 'manager@example.com'],
    ]);
  });
});
