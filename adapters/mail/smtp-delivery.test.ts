import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { RelayMail, type RelayPass } from '../../core/mail/relay-mail';
import type { OrderBody } from '../contract/orders';
import type { TicketBody } from '../contract/tickets';
import { aPlacedOrder, anAnonymousClient, aVisitor, ticketsOf } from '../http/testing/builders';
import { openTestPark, parkTargets, type TestPark } from '../http/testing/test-park';
import { resolve, TOKENS } from '../tokens';
import { SmtpInbox } from './testing/smtp-inbox';

const PUBLIC_URL = 'https://park.example.com';

/** poppler's pdftotext (CI installs it), to read a PDF's text. */
const hasPdfText = existsSync('/usr/bin/pdftotext');
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mail-pdf-'));
  try {
    await writeFile(join(dir, 'tickets.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', [join(dir, 'tickets.pdf'), '-']);
    return stdout.replace(/\s+/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The pages of a PDF jspdf wrote (each page object once). */
const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

/**
 * Mail over SMTP, end to end against a real SMTP server in the test process (smtp-server, read
 * with mailparser): what the park writes to its outbox arrives once, drawn in both parts with its
 * attachments; temporary refusals are tried again and permanent ones fail at once.
 */
describe.each(parkTargets)('mail over SMTP on %s', (target) => {
  const inbox = new SmtpInbox();
  let park: TestPark;
  let knex: Knex;
  let relay: RelayMail;

  beforeAll(async () => {
    await inbox.start();
    park = await openTestPark(target, {
      env: { SMTP_URL: inbox.url, MAIL_FROM: 'Test Park <hello@park.example.com>', PUBLIC_URL },
    });
    knex = resolve(park.container, TOKENS.Database).knex;
    relay = resolve(park.container, TOKENS.MailDelivery).relay!;
    expect(relay).toBeInstanceOf(RelayMail);
  }, 120_000);
  afterAll(async () => {
    resolve(park.container, TOKENS.MailDelivery).close();
    await park?.close();
    await inbox.stop();
  });
  beforeEach(() => {
    inbox.answer = () => 'accept';
  });

  /** Relays until a pass claims nothing (what the server's loop does every second). */
  async function drain(): Promise<RelayPass[]> {
    const passes: RelayPass[] = [];
    for (;;) {
      const pass = await relay.execute();
      if (pass.claimed === 0) return passes;
      passes.push(pass);
    }
  }
  /** Makes every pending mail due now, as if its retry delay had passed. */
  const timePasses = () =>
    knex('mail_outbox').where({ status: 'pending' }).update({ next_attempt_at: knex.fn.now() });
  const rowOf = async (to: string) =>
    (await knex('mail_outbox').where({ to_address: to }).orderBy('id', 'desc').first()) as {
      status: string;
      attempts: number;
      last_error: string | null;
      kind: string;
      order_id: number | null;
    };

  it('sends the tickets mail once, with a text and an HTML part, the tickets PDF and the visit day’s event', async () => {
    const { c, order } = await aPlacedOrder(park, { email: 'tickets@example.com' });
    const tickets: TicketBody[] = await ticketsOf(c, order.orderId);
    expect(await rowOf('tickets@example.com')).toMatchObject({
      status: 'pending',
      kind: 'tickets',
      order_id: order.orderId,
    });
    await drain();
    await drain();
    const [mail, ...again] = inbox.to('tickets@example.com');
    expect(again).toEqual([]);
    expect(mail!.subject).toMatch(new RegExp(`\\(order #${order.orderId}\\)$`));
    expect(mail!.from?.value).toEqual([{ name: 'Test Park', address: 'hello@park.example.com' }]);
    expect(mail!.text).toContain(`${PUBLIC_URL}/orders/${order.orderId}/tickets.pdf`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/orders/${order.orderId}/tickets.pdf"`);
    expect(mail!.html).toContain('Download your tickets (PDF)');
    expect(mail!.html).not.toMatch(/<img/i);
    const names = mail!.attachments.map((a) => [a.filename, a.contentType]);
    expect(names).toEqual([
      [`tickets-${order.orderId}.pdf`, 'application/pdf'],
      [`visit-${order.orderId}.ics`, 'text/calendar'],
    ]);
    const [pdf, ics] = mail!.attachments;
    expect(pdfPages(pdf!.content)).toBe(tickets.length);
    if (hasPdfText) {
      // The PDF's text holds each ticket's code under its QR code: the order's codes, each once.
      const text = await pdfText(pdf!.content);
      for (const t of tickets) expect(text.split(t.code).length - 1, t.code).toBe(1);
    }
    const day = (order as OrderBody & { visitDate: string }).visitDate.replace(/-/g, '');
    const event = ics!.content.toString('utf8');
    expect(event).toMatch(
      /BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/,
    );
    expect(event).toContain(`DTSTART;VALUE=DATE:${day}`);
    expect(event).toContain(`UID:visit-${order.orderId}@park.example.com`);
    expect(await rowOf('tickets@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends the reset mail whose link resets the password, once', async () => {
    const visitor = await aVisitor(park, { email: 'forgot@example.com' });
    const anonymous = await anAnonymousClient(park);
    expect(
      (await anonymous.post('/forgot-password', { email: 'forgot@example.com', kind: 'user' }))
        .status,
    ).toBe(200);
    await drain();
    const [mail] = inbox.to('forgot@example.com');
    const token = new RegExp(`${PUBLIC_URL}/forgot-password\\?token=([A-Za-z0-9_-]+)`).exec(
      mail!.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    expect(mail!.html).toContain('Choose a new password');
    const reset = () =>
      anonymous.request('PUT', '/reset-password', {
        json: { token: decodeURIComponent(token!), password: 'Mailed#2026!' },
      });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    const login = await (
      await anAnonymousClient(park)
    ).post('/auth/login', {
      email: visitor.credentials.email,
      password: 'Mailed#2026!',
    });
    expect(login.status).toBe(200);
  });

  it('tries a 451 again until the server takes it (delivered once), and fails a 550 at once with its reply', async () => {
    inbox.answer = (to, attempt) =>
      to === 'busy@example.com' && attempt <= 2
        ? { code: 451, message: 'Greylisted, try again later' }
        : to === 'nobody@example.com'
          ? { code: 550, message: 'No such user here' }
          : 'accept';
    await aPlacedOrder(park, { email: 'busy@example.com' });
    await aPlacedOrder(park, { email: 'nobody@example.com' });
    const first = await drain();
    expect(first.reduce((n, p) => n + p.deferred, 0)).toBe(1);
    expect(first.reduce((n, p) => n + p.failed, 0)).toBe(1);
    expect(await rowOf('nobody@example.com')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/^550 .*No such user here/),
    });
    expect(await rowOf('busy@example.com')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/^451 .*Greylisted/),
    });
    expect(await drain()).toEqual([]); // not due yet
    await timePasses();
    await drain();
    expect(inbox.to('busy@example.com')).toEqual([]);
    await timePasses();
    await drain();
    expect(inbox.to('busy@example.com')).toHaveLength(1);
    expect(await rowOf('busy@example.com')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(inbox.to('nobody@example.com')).toEqual([]);
  });

  it('keeps mails while the server is down, and sends them when it is back', async () => {
    const port = inbox.port;
    await inbox.stop();
    await aPlacedOrder(park, { email: 'waiting@example.com' });
    const passes = await drain();
    expect(passes.reduce((n, p) => n + p.deferred, 0)).toBe(1);
    expect(await rowOf('waiting@example.com')).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/ECONNREFUSED|ECONNECTION|connect/i),
    });
    await inbox.start(port);
    await timePasses();
    await drain();
    expect(inbox.to('waiting@example.com')).toHaveLength(1);
  });

  it('relays each mail once however many relays run at once', async () => {
    const before = inbox.received.length;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      to_address: `crowd${i}@example.com`,
      subject: `Notice ${i}`,
      body: `Hello ${i}`,
    }));
    await knex('mail_outbox').insert(rows);
    const outbox = resolve(park.container, TOKENS.MailOutbox);
    const clock = resolve(park.container, TOKENS.Clock);
    const transport = (
      relay as unknown as { transport: ConstructorParameters<typeof RelayMail>[1] }
    ).transport;
    const relays = Array.from({ length: 4 }, () => new RelayMail(outbox, transport, clock));
    const run = async (r: RelayMail) => {
      for (;;) if ((await r.execute(7)).claimed === 0) return;
    };
    await Promise.all(relays.map(run));
    const arrived = inbox.received.slice(before).map((m) => m.subject);
    expect(arrived).toHaveLength(120);
    expect(new Set(arrived).size).toBe(120);
    const sent = await knex('mail_outbox')
      .where('to_address', 'like', 'crowd%')
      .where({ status: 'sent' })
      .count({ n: '*' });
    expect(Number((sent[0] as { n: number | string }).n)).toBe(120);
  }, 60_000);
});
