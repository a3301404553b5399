import { describe, expect, it } from 'vitest';
import { afterAttempt } from '../../core/mail/delivery';
import { databaseTargets } from '../testing/test-database';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexMailOutbox } from './knex-mail-outbox';

const MANAGER = { id: 4, email: 'manager@example.com', role: 'manager' as const };
const LEASE = 60_000;

describe.each(databaseTargets)('the mail outbox on %s', (target) => {
  const db = useTestDatabase(target);

  async function write(n: number, extra: Record<string, unknown> = {}): Promise<number[]> {
    const rows = Array.from({ length: n }, (_, i) => ({
      to_address: `guest${i}@example.com`,
      subject: `Mail ${i}`,
      body: `Hello ${i}`,
      ...extra,
    }));
    const ids = (await db().knex('mail_outbox').insert(rows).returning('id')) as { id: number }[];
    return ids.map((r) => r.id);
  }
  const dbNow = async () =>
    new Date(
      ((await db().knex.raw('SELECT now() AS now')) as { rows: { now: Date }[] }).rows[0]!.now,
    );

  it('claims each due mail once however many relays claim at once, counting the attempt first', async () => {
    const ids = await write(60);
    const outbox = new KnexMailOutbox(db().knex);
    const now = new Date((await dbNow()).getTime() + 1000);
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => outbox.claimDue(7, now, LEASE)),
    );
    const claimed = claims.flat().map((m) => m.id);
    expect(new Set(claimed).size).toBe(claimed.length); // none twice
    expect(claimed.length).toBeLessThanOrEqual(60);
    for (const claim of claims) expect(claim.length).toBeLessThanOrEqual(7);
    const rest = await outbox.claimDue(100, now, LEASE);
    expect([...claimed, ...rest.map((m) => m.id)].sort((a, b) => a - b)).toEqual(ids);
    // every attempt was counted once, and nothing is due while the claims hold
    const attempts = (await db().knex('mail_outbox').select('attempts')) as { attempts: number }[];
    expect(attempts.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    expect(await outbox.claimDue(100, now, LEASE)).toEqual([]);
    // a relay that died: its claims lapse, and the mails are due again
    const later = new Date(now.getTime() + LEASE + 1);
    expect((await outbox.claimDue(100, later, LEASE)).length).toBe(60);
  });

  it('records a sent mail, a deferred one (due again later) and a failed one, releasing the claims', async () => {
    const [a, b, c] = await write(3);
    const outbox = new KnexMailOutbox(db().knex);
    const now = new Date((await dbNow()).getTime() + 1000);
    const claimed = await outbox.claimDue(10, now, LEASE);
    expect(claimed.map((m) => [m.id, m.status, m.attempts])).toEqual([
      [a, 'pending', 1],
      [b, 'pending', 1],
      [c, 'pending', 1],
    ]);
    const [ma, mb, mc] = claimed as [(typeof claimed)[0], (typeof claimed)[0], (typeof claimed)[0]];
    await outbox.record(a!, afterAttempt(ma, { sent: true }, now));
    const deferred = afterAttempt(
      mb,
      { sent: false, permanent: false, reason: '451 try later' },
      now,
    );
    await outbox.record(b!, deferred);
    await outbox.record(
      c!,
      afterAttempt(mc, { sent: false, permanent: true, reason: '550 no such user' }, now),
    );
    const page = await outbox.list({ limit: 10 });
    expect(page.next).toBeNull();
    expect(page.mails.map((m) => [m.id, m.status, m.lastError, m.sentAt !== null])).toEqual([
      [c, 'failed', '550 no such user', false],
      [b, 'pending', '451 try later', false],
      [a, 'sent', null, true],
    ]);
    expect(await outbox.claimDue(10, now, LEASE)).toEqual([]);
    expect(await outbox.nextDue()).toEqual(deferred.status === 'pending' && deferred.nextAttemptAt);
    const due = await outbox.claimDue(10, new Date(now.getTime() + 31_000), LEASE);
    expect(due.map((m) => [m.id, m.attempts])).toEqual([[b, 2]]);
  });

  it('lists by status a page at a time, and retries only a failed mail, audited, in one transaction', async () => {
    const ids = await write(5, { status: 'failed', last_error: '550 no' });
    const outbox = new KnexMailOutbox(db().knex);
    const first = await outbox.list({ status: 'failed', limit: 2 });
    expect(first.mails.map((m) => m.id)).toEqual([ids[4], ids[3]]);
    const second = await outbox.list({ status: 'failed', limit: 2, cursor: first.next! });
    expect(second.mails.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect((await outbox.list({ status: 'sent', limit: 10 })).mails).toEqual([]);
    const now = await dbNow();
    const retried = await outbox.retry(ids[0]!, now, MANAGER);
    expect(retried).toMatchObject({
      id: ids[0],
      status: 'pending',
      attempts: 0,
      lastError: '550 no',
    });
    expect(await outbox.retry(ids[0]!, now, MANAGER)).toBe('not-failed');
    expect(await outbox.retry(999_999, now, MANAGER)).toBeNull();
    const entries = await db().knex('audit_log').select('action', 'target', 'actor_email');
    expect(entries).toEqual([
      { action: 'mail.retry', target: `mail ${ids[0]}`, actor_email: 'manager@example.com' },
    ]);
    expect(
      (await outbox.claimDue(10, new Date(now.getTime() + 1000), LEASE)).map((m) => m.id),
    ).toEqual([ids[0]]);
    expect(await countRows(db().knex, 'mail_outbox')).toBe(5);
  });
});
