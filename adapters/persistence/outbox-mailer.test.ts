import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { listOutbox, OutboxMailer } from './outbox-mailer';

describe.each(databaseTargets)('OutboxMailer on %s', (target) => {
  const db = useTestDatabase(target);

  it('keeps each message in the outbox and logs one line without the body (no tokens in logs)', async () => {
    const lines: string[] = [];
    const mailer = new OutboxMailer(db().knex, (line) => lines.push(line));
    await mailer.send({
      to: 'vera@example.com',
      subject: 'Reset your password',
      text: 'Open\nhttp://localhost:3000/forgot-password?token=abc',
      kind: 'password-reset',
    });
    const [message] = await listOutbox(db().knex);
    expect(message).toEqual({
      id: expect.any(Number),
      to: 'vera@example.com',
      subject: 'Reset your password',
      text: 'Open\nhttp://localhost:3000/forgot-password?token=abc',
      kind: 'password-reset',
      orderId: null,
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(Date),
      sentAt: null,
      nextAttemptAt: expect.any(Date),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('vera@example.com');
    expect(lines[0]).toContain('Reset your password');
    expect(lines[0]).toContain(`outbox #${message?.id}`);
    expect(lines[0]).not.toContain('token');
    expect(lines[0]).not.toContain('forgot-password');
    expect(lines[0]).not.toContain('\n');
  });

  it('sends without a log too', async () => {
    await new OutboxMailer(db().knex).send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(await listOutbox(db().knex)).toHaveLength(1);
  });

  it('lists the latest messages first, up to the limit', async () => {
    const mailer = new OutboxMailer(db().knex);
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: `m${n}@example.com`, subject: `#${n}`, text: 'x' });
    }
    expect((await listOutbox(db().knex, 2)).map((m) => m.subject)).toEqual(['#3', '#2']);
    expect(await listOutbox(db().knex)).toHaveLength(3);
    expect(await listOutbox(db().knex, 10, 'failed')).toEqual([]);
    expect((await listOutbox(db().knex, 10, 'pending')).map((m) => m.kind)).toEqual([
      'notice',
      'notice',
      'notice',
    ]);
  });
});
