import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../employees/permissions';
import { PARK_OPERATOR } from '../employees/permissions';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryMailOutbox } from '../testing/in-memory-mail';
import {
  afterAttempt,
  GIVE_UP_AFTER_MS,
  LAST_ERROR_MAX,
  retryDelay,
  type OutboxMail,
  type SendOutcome,
} from './delivery';
import { ListMail } from './list-mail';
import type { MailTransport } from './mail-outbox';
import { CLAIM_LEASE_MS, RelayMail } from './relay-mail';
import { MAIL_NOT_FAILED, MAIL_NOT_FOUND, RetryMail } from './retry-mail';

const T0 = new Date('2026-07-04T15:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TEMPORARY: SendOutcome = { sent: false, permanent: false, reason: '451 4.3.0 try later' };
const PERMANENT: SendOutcome = { sent: false, permanent: true, reason: '550 5.1.1 no such user' };

describe('when a mail is tried again, and when it is given up', () => {
  it('waits longer after each failure: the first retry within 60 s, then 2 min, 10 min, 30 min, 1 h, then every 2 h', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      30_000,
      2 * MINUTE,
      10 * MINUTE,
      30 * MINUTE,
      HOUR,
      2 * HOUR,
      2 * HOUR,
    ]);
  });

  it('keeps trying a temporary failure for 24 hours after the mail was written, then fails it with the last reason', () => {
    let mail = { attempts: 0, createdAt: T0 };
    let now = T0;
    const attempts: Date[] = [];
    for (;;) {
      mail = { ...mail, attempts: mail.attempts + 1 };
      attempts.push(now);
      const record = afterAttempt(mail, TEMPORARY, now);
      if (record.status !== 'pending') {
        expect(record).toEqual({ status: 'failed', lastError: TEMPORARY.reason });
        break;
      }
      expect(record.lastError).toBe(TEMPORARY.reason);
      now = record.nextAttemptAt;
    }
    expect(attempts[1]!.getTime() - attempts[0]!.getTime()).toBeLessThanOrEqual(60_000);
    expect(now.getTime() - T0.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now.getTime() - T0.getTime()).toBeLessThan(GIVE_UP_AFTER_MS + 2 * HOUR);
    expect(attempts.length).toBeGreaterThanOrEqual(15);
  });

  it('fails a permanent refusal at once, sends a sent one, and keeps a reason of a sane length', () => {
    expect(afterAttempt({ attempts: 1, createdAt: T0 }, PERMANENT, T0)).toEqual({
      status: 'failed',
      lastError: PERMANENT.reason,
    });
    expect(afterAttempt({ attempts: 3, createdAt: T0 }, { sent: true }, at(5))).toEqual({
      status: 'sent',
      sentAt: at(5),
    });
    const long = afterAttempt(
      { attempts: 1, createdAt: T0 },
      { sent: false, permanent: false, reason: 'x'.repeat(5000) },
      T0,
    );
    expect(long.status === 'pending' && long.lastError.length).toBe(LAST_ERROR_MAX);
  });
});

/** An SMTP server's answers, in turn, per recipient; it keeps what it accepted. */
class ScriptedTransport implements MailTransport {
  readonly delivered: OutboxMail[] = [];
  constructor(private readonly script: Record<string, (SendOutcome | 'throw')[]> = {}) {}
  async send(mail: OutboxMail): Promise<SendOutcome> {
    const next = this.script[mail.to]?.shift() ?? { sent: true };
    if (next === 'throw') throw new Error('the template broke');
    if (next.sent) this.delivered.push(mail);
    return next;
  }
}

describe('RelayMail', () => {
  let outbox: InMemoryMailOutbox;
  let clock: FixedClock;

  beforeEach(() => {
    outbox = new InMemoryMailOutbox();
    clock = new FixedClock(T0);
  });

  it('sends each due mail once, oldest first, and records what each attempt came to', async () => {
    outbox.add({ to: 'a@example.com', createdAt: at(-3000) });
    outbox.add({ to: 'busy@example.com', createdAt: at(-2000) });
    outbox.add({ to: 'gone@example.com', createdAt: at(-1000) });
    outbox.add({ to: 'later@example.com', createdAt: at(10_000) }); // not due yet
    const transport = new ScriptedTransport({
      'busy@example.com': [TEMPORARY],
      'gone@example.com': [PERMANENT],
    });
    const relay = new RelayMail(outbox, transport, clock);
    expect(await relay.execute()).toEqual({ claimed: 3, sent: 1, deferred: 1, failed: 1 });
    expect(outbox.mails.map((m) => [m.to, m.status, m.attempts, m.lastError])).toEqual([
      ['a@example.com', 'sent', 1, null],
      ['busy@example.com', 'pending', 1, TEMPORARY.reason],
      ['gone@example.com', 'failed', 1, PERMANENT.reason],
      ['later@example.com', 'pending', 0, null],
    ]);
    // nothing more is due now; 30 s later the deferred one goes, and the later one
    expect(await relay.execute()).toEqual({ claimed: 0, sent: 0, deferred: 0, failed: 0 });
    clock.set(at(30_000));
    expect(await relay.execute()).toEqual({ claimed: 2, sent: 2, deferred: 0, failed: 0 });
    // by when each was due: the later one (due at 10 s) before the deferred one (due at 30 s)
    expect(transport.delivered.map((m) => m.to)).toEqual([
      'a@example.com',
      'later@example.com',
      'busy@example.com',
    ]);
  });

  it('takes a transport that throws for a temporary failure, kept with its reason', async () => {
    outbox.add({ to: 'odd@example.com', createdAt: T0 });
    const relay = new RelayMail(
      outbox,
      new ScriptedTransport({ 'odd@example.com': ['throw'] }),
      clock,
    );
    expect(await relay.execute()).toMatchObject({ deferred: 1 });
    expect(outbox.mails[0]).toMatchObject({
      status: 'pending',
      lastError: 'Error: the template broke',
    });
  });

  it('leaves the mails of a relay that died to lapse, then sends them (the one in flight at most twice)', async () => {
    outbox.add({ to: 'a@example.com', createdAt: T0 });
    outbox.add({ to: 'b@example.com', createdAt: T0 });
    // A relay claims both and dies before recording anything.
    expect(await outbox.claimDue(20, T0, CLAIM_LEASE_MS)).toHaveLength(2);
    const transport = new ScriptedTransport();
    const relay = new RelayMail(outbox, transport, clock);
    expect(await relay.execute()).toMatchObject({ claimed: 0 });
    clock.set(at(CLAIM_LEASE_MS));
    expect(await relay.execute()).toEqual({ claimed: 2, sent: 2, deferred: 0, failed: 0 });
    expect(outbox.mails.map((m) => m.attempts)).toEqual([2, 2]);
  });
});

describe('ListMail and RetryMail', () => {
  const MANAGER: Actor = { id: 4, email: 'manager@example.com', role: 'Manager' };
  const STAFF: Actor = { id: 3, email: 'staff@example.com', role: 'Staff' };

  it('lets a manager (and the terminal’s reader) list the outbox by status, and refuses staff', async () => {
    const outbox = new InMemoryMailOutbox();
    outbox.add({ createdAt: T0, status: 'failed' });
    outbox.add({ createdAt: T0 });
    const list = new ListMail(outbox);
    expect(await list.execute({ actor: MANAGER, status: 'failed', limit: 10 })).toMatchObject({
      ok: true,
      value: { mails: [{ id: 1, status: 'failed' }], next: null },
    });
    expect(await list.execute({ actor: PARK_OPERATOR, limit: 1 })).toMatchObject({
      ok: true,
      value: { mails: [{ id: 2 }], next: 2 },
    });
    expect(await list.execute({ actor: STAFF, limit: 10 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('puts a failed mail back to pending for a manager only, naming who did it', async () => {
    const outbox = new InMemoryMailOutbox();
    outbox.add({ createdAt: T0, status: 'failed', attempts: 15, lastError: '550' });
    outbox.add({ createdAt: T0 });
    const retry = new RetryMail(outbox, new FixedClock(at(HOUR)));
    expect(await retry.execute({ actor: STAFF, id: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await retry.execute({ actor: MANAGER, id: 1 })).toMatchObject({
      ok: true,
      value: { id: 1, status: 'pending', attempts: 0, nextAttemptAt: at(HOUR) },
    });
    expect(outbox.retries).toEqual([
      { id: 1, by: { id: 4, email: 'manager@example.com', role: 'manager' } },
    ]);
    expect(await retry.execute({ actor: MANAGER, id: 2 })).toEqual({
      ok: false,
      error: { kind: 'conflict', code: 'mail-not-failed', message: MAIL_NOT_FAILED },
    });
    expect(await retry.execute({ actor: MANAGER, id: 9 })).toEqual({
      ok: false,
      error: { kind: 'not-found', message: MAIL_NOT_FOUND },
    });
  });
});
