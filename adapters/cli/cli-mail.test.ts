import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlacedOrder } from '../http/testing/builders';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { SmtpInbox } from '../mail/testing/smtp-inbox';
import { cliDatabase, park, SHARED_TICKET_KEY, type CliDatabase } from './testing/run-park';

/** `park mail outbox|retry|relay` on an order's tickets mail and a failed mail. */
describe.each(parkTargets)('park mail on %s', (target) => {
  const inbox = new SmtpInbox();
  let db: CliDatabase;
  let orderId: number;
  const cli = (...args: string[]) => park(args, db.url, SHARED_TICKET_KEY);
  const withSmtp = (...args: string[]) =>
    park(args, db.url, {
      ...SHARED_TICKET_KEY,
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://park.example.com',
    });
  const MANAGER = ['--as', 'manager@example.com'];

  beforeAll(async () => {
    await inbox.start();
    const testPark = await openTestPark(target, { env: SHARED_TICKET_KEY });
    try {
      orderId = (await aPlacedOrder(testPark, { email: 'guest@example.com' })).order.orderId;
      await aPlacedOrder(testPark, { email: 'full@example.com' });
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 240_000);
  afterAll(async () => {
    await db?.cleanup();
    await inbox.stop();
  });

  it('lists the outbox by status, with each mail’s delivery', async () => {
    const pending = await cli('mail', 'outbox', '--status', 'pending', '--format', 'json');
    expect(pending).toMatchObject({ code: 0, stderr: '' });
    const [, mail] = JSON.parse(pending.stdout) as {
      to: string;
      status: string;
      kind: string;
      orderId: number;
    }[];
    expect(mail).toMatchObject({
      to: 'guest@example.com',
      status: 'pending',
      kind: 'tickets',
      orderId,
    });
    expect(await cli('mail', 'outbox', '--status', 'failed')).toMatchObject({
      code: 0,
      stdout: 'No failed mail.\n',
    });
    const bad = await cli('mail', 'outbox', '--status', 'lost');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^park: --status must be one of pending, sent/);
  }, 120_000);

  it('refuses to relay without SMTP_URL, then sends what is due with --once', async () => {
    const none = await cli('mail', 'relay', '--once');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/SMTP_URL is not set/);
    inbox.answer = (to) =>
      to === 'full@example.com' ? { code: 552, message: 'Mailbox full' } : 'accept';
    const relayed = await withSmtp('mail', 'relay', '--once');
    expect(relayed.code, relayed.stderr).toBe(0);
    expect(relayed.stdout).toMatch(
      /^Sent 1, failed 1, to try again later 0 \(through smtp:\/\/127\.0\.0\.1:\d+\)\.\n$/,
    );
    expect(inbox.to('guest@example.com')).toHaveLength(1);
    expect(inbox.to('guest@example.com')[0]!.attachments.map((a) => a.filename)).toEqual([
      `tickets-${orderId}.pdf`,
      `visit-${orderId}.ics`,
    ]);
    expect((await withSmtp('mail', 'relay', '--once')).stdout).toMatch(/^Sent 0,/);
  }, 120_000);

  it('retries a failed mail for a manager only: the next relay sends it', async () => {
    const failed = JSON.parse(
      (await cli('mail', 'outbox', '--status', 'failed', '--format', 'json')).stdout,
    ) as { id: number; to: string; lastError: string }[];
    expect(failed.map((m) => [m.to, m.lastError])).toEqual([
      ['full@example.com', expect.stringMatching(/^552 .*Mailbox full/)],
    ]);
    const id = String(failed[0]!.id);
    const table = await cli('mail', 'outbox', '--status', 'failed');
    expect(table.stdout).toMatch(/failed after 1 attempt\nLast error: 552 /);
    for (const [args, message] of [
      [['mail', 'retry', id], /--as/],
      [['mail', 'retry', id, '--as', 'staff@example.com'], /needs a Manager|may not do that/],
      [['mail', 'retry', 'abc', ...MANAGER], /give the mail id/],
      [['mail', 'retry', '999999', ...MANAGER], /^park: Mail not found\n$/],
    ] as const) {
      const run = await cli(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
    const retried = await cli('mail', 'retry', id, ...MANAGER);
    expect(retried).toMatchObject({
      code: 0,
      stdout: `Mail #${id} to full@example.com is pending again: a relay sends it now.\n`,
    });
    const again = await cli('mail', 'retry', id, ...MANAGER);
    expect(again.stderr).toMatch(/Only a failed mail can be retried/);
    inbox.answer = () => 'accept';
    expect((await withSmtp('mail', 'relay', '--once')).stdout).toMatch(/^Sent 1, failed 0,/);
    expect(inbox.to('full@example.com')).toHaveLength(1);
  }, 120_000);
});
