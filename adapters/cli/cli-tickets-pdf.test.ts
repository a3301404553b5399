import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBody } from '../contract/orders';
import type { TicketBody } from '../contract/tickets';
import { aPlacedOrder, ticketsOf } from '../http/testing/builders';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { hasPoppler, readPdf } from '../reports/testing/read-pdf';
import { cliDatabase, park, SHARED_TICKET_KEY, type CliDatabase } from './testing/run-park';

/** The server under test and the `park` processes sign with the same key. */
const SAME_KEY = SHARED_TICKET_KEY;

/**
 * `park tickets pdf` (and the order's mail in `park mail outbox`) as real processes, on an order of
 * 2 Standard + 1 Child bought over HTTP.
 */
describe.each(parkTargets)('park tickets pdf on %s', (target) => {
  let db: CliDatabase;
  let dir: string;
  let order: OrderBody;
  let tickets: TicketBody[];
  const cli = (...args: string[]) => park(args, db.url, SAME_KEY);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'park-tickets-pdf-'));
    const testPark = await openTestPark(target, { env: SAME_KEY });
    try {
      const { c, order: placed } = await aPlacedOrder(testPark);
      order = placed;
      tickets = await ticketsOf(c, order.orderId);
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 240_000);
  afterAll(async () => {
    await db?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasPoppler)(
    'writes the order’s tickets, one page each whose QR code is its ticket’s code, and says where in one line',
    async () => {
      const file = join(dir, 'vera.pdf');
      const run = await cli('tickets', 'pdf', '--order', String(order.orderId), '--out', file);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toBe(`Wrote 3 tickets of order ${order.orderId} to ${file}\n`);
      const pdf = readPdf(file);
      expect(await pdf.pageCount()).toBe(3);
      expect(await pdf.qrCodes()).toEqual(tickets.map((t) => t.code));
      const text = await pdf.text();
      expect(text.match(new RegExp(`#${order.orderId}\\b`, 'g'))).toHaveLength(3);
      expect(text.match(/STANDARD/g)).toHaveLength(2);
      expect(text.match(/CHILD/g)).toHaveLength(1);
      expect(text).toContain('Sky Wheel, Thunder Falls');
    },
    120_000,
  );

  it('writes into a folder under the order’s file name', async () => {
    const folder = await mkdtemp(join(dir, 'folder-'));
    const run = await cli('tickets', 'pdf', '--order', String(order.orderId), '--out', folder);
    const file = join(folder, `tickets-order-${order.orderId}.pdf`);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(`Wrote 3 tickets of order ${order.orderId} to ${file}\n`);
    expect(existsSync(file)).toBe(true);
  }, 120_000);

  it('says what is wrong in one line on stderr with exit 1, printing and writing nothing', async () => {
    const missing = join(dir, 'no-such-folder');
    const notAFolder = join(dir, 'plain-file');
    await writeFile(notAFolder, 'x');
    const id = String(order.orderId);
    for (const [args, message] of [
      [
        ['--order', id, '--out', join(missing, 't.pdf')],
        `park: cannot write ${join(missing, 't.pdf')}: the folder ${missing} does not exist`,
      ],
      [
        ['--order', id, '--out', `${missing}/`],
        `park: cannot write ${missing}/: the folder ${missing}/ does not exist`,
      ],
      [
        ['--order', id, '--out', join(notAFolder, 't.pdf')],
        `park: cannot write ${join(notAFolder, 't.pdf')}: ${notAFolder} is not a folder`,
      ],
      [['--order', '999999', '--out', join(dir, 'none.pdf')], 'park: Order not found'],
      [['--order', 'seven'], 'park: --order must be an order id (a whole number)'],
      [['--out', join(dir, 'none.pdf')], 'park: --order must be an order id (a whole number)'],
    ] as const) {
      const run = await cli('tickets', 'pdf', ...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr, args.join(' ')).toBe(`${message}\n`);
    }
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(join(dir, 'none.pdf'))).toBe(false);
  }, 120_000);

  it('finds the order’s tickets mail in park mail outbox, with the PDF’s link', async () => {
    const run = await cli('mail', 'outbox', '--limit', '1', '--format', 'json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [mail] = JSON.parse(run.stdout) as { to: string; subject: string; text: string }[];
    expect(mail!.to).toBe('vera@example.com');
    expect(mail!.subject).toMatch(new RegExp(`\\(order #${order.orderId}\\)$`));
    expect(mail!.text).toContain(`http://localhost:3000/orders/${order.orderId}/tickets.pdf`);
    const table = await cli('mail', 'outbox', '--limit', '1');
    expect(table.stdout).toContain(`Subject: ${mail!.subject}`);
  }, 120_000);

  it('explains itself in --help', async () => {
    const help = await cli('tickets', 'pdf', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: park tickets pdf [options]');
    expect(help.stdout).toContain('--out <file>');
    expect(help.stdout).toContain('$ park tickets pdf --order 42');
    const group = await cli('tickets', '--help');
    expect(group.stdout).toMatch(/pdf \[options\]\s+write an order's tickets PDF/);
  }, 120_000);
});
