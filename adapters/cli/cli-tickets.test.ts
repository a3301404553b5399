import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import type { TicketBody } from '../contract/tickets';
import type { OrderBody } from '../contract/orders';
import { formatVisitDay } from '../reports/ticket-labels';
import { clientAs } from '../http/testing/logins';
import { aPlacedOrder, placeOrder, ticketsOf } from '../http/testing/builders';
import { orderPark } from '../http/testing/order-park';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import {
  cliDatabase,
  park,
  SHARED_TICKET_KEY,
  parseCsv,
  type CliDatabase,
} from './testing/run-park';
import { csvField } from './render';

/** The server under test and the `park` processes sign with the same key. */
const SAME_KEY = SHARED_TICKET_KEY;

/** `park tickets list` and `park gate check` as real processes, on an order bought over HTTP. */
describe.each(parkTargets)('park tickets and park gate on %s', (target) => {
  let db: CliDatabase;
  let today: string;
  let order: OrderBody;
  let tomorrowOrder: OrderBody;
  let tickets: TicketBody[];
  let tomorrowCode: string;
  /** An order of today for the lookup (2 Standard + 1 Child, for Zoë Öztürk). */
  let lookupOrder: OrderBody;
  const cli = (...args: string[]) => park(args, db.url, SAME_KEY);
  /** `park gate check OPTIONS -- CODE`: a code may start with '-' (one in 64 does). */
  const check = (code: string, ...options: string[]) =>
    cli('gate', 'check', ...options, '--', code);
  const STAFF = ['--as', 'staff@example.com'];
  /** The statuses of the order's tickets, as `park tickets list --format json` shows them. */
  const statuses = async () =>
    (
      JSON.parse(
        (await cli('tickets', 'list', '--order', String(order.orderId), '--format', 'json')).stdout,
      ) as TicketBody[]
    ).map((t) => t.status);

  beforeAll(async () => {
    const testPark = await openTestPark(target, { env: SAME_KEY });
    try {
      const op = orderPark(testPark);
      today = op.clock.today();
      const { c, order: first } = await aPlacedOrder(testPark, { visitDate: today });
      order = first;
      tomorrowOrder = (await placeOrder(testPark, c, { visitDate: addDays(today, 1) })).order;
      tickets = await ticketsOf(await clientAs(testPark, 'manager'), order.orderId);
      tomorrowCode = (await ticketsOf(c, tomorrowOrder.orderId))[0]!.code;
      const lookup = { visitDate: today, firstName: 'Zoë', lastName: 'Öztürk' };
      lookupOrder = (await placeOrder(testPark, c, lookup)).order;
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 240_000);
  afterAll(() => db?.cleanup());

  it('lists an order’s tickets as GET /orders/:orderId/tickets answers them, and as a table and CSV', async () => {
    const json = await cli('tickets', 'list', '--order', String(order.orderId), '--format', 'json');
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual(tickets);
    // As wide as a terminal of 120 columns lets it be: one table (80, the default when not a
    // terminal, folds it under the codes).
    const table = await park(['tickets', 'list', '--order', String(order.orderId)], db.url, {
      ...SAME_KEY,
      COLUMNS: '120',
    });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Code\s+Type\s+Visit day\s+Status\s+Used \(park time\)\s+Gate$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 4))).toEqual(
      tickets.map((t) => [t.code, t.type === 'child' ? 'Child' : 'Standard', today, 'valid']),
    );
    const csv = await cli('tickets', 'list', '--order', String(order.orderId), '--format', 'csv');
    // A code is random base64url: one in 64 starts with "-", which a spreadsheet would take
    // for a formula, so the CSV writes it with a leading apostrophe as it does any such text.
    expect(
      parseCsv(csv.stdout)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(tickets.map((t) => csvField(t.code)));
  }, 120_000);

  it('admits a ticket once (exit 0), then refuses it saying when and at which gate (exit 2)', async () => {
    const code = tickets[2]!.code;
    const admitted = await check(code, '--gate', 'North 2', ...STAFF);
    expect(admitted).toMatchObject({ code: 0, stderr: '' });
    expect(admitted.stdout).toBe(
      `ADMITTED  Child ticket\n  ${formatVisitDay(today)}\n  Order #${order.orderId}\n`,
    );
    const again = await check(code, '--as', 'manager@example.com');
    expect(again.code).toBe(2);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(/^REFUSED {2}Already used at \d\d:\d\d at North 2\n$/);
    const json = await check(code, '--format', 'json', ...STAFF);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ result: 'already-used', gate: 'North 2' });
    expect(await statuses()).toEqual(['valid', 'valid', 'used']);
  }, 120_000);

  it('refuses another day’s ticket and a forged code with exit 2, writing nothing', async () => {
    const wrongDay = await check(tomorrowCode, ...STAFF);
    expect(wrongDay).toMatchObject({ code: 2, stderr: '' });
    expect(wrongDay.stdout).toBe(
      `REFUSED  Ticket is for ${formatVisitDay(addDays(today, 1))}\n  That day is still to come.\n`,
    );
    const code = tickets[0]!.code;
    const forged = `${code.slice(0, 10)}${code[10] === 'A' ? 'B' : 'A'}${code.slice(11)}`;
    const unknown = await check(forged, '--format', 'json', ...STAFF);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stdout)).toEqual({ result: 'unknown' });
    const words = await check(forged, ...STAFF);
    expect(words).toMatchObject({ code: 2, stderr: '' });
    expect(words.stdout).toBe(
      'REFUSED  Unknown code\n  Not a ticket of this park. Check the code, or scan it again.\n',
    );
    expect((await statuses())[0]).toBe('valid');
  }, 120_000);

  it('finds an order’s tickets for today by number and name, and admits as many as asked (park gate lookup)', async () => {
    const id = String(lookupOrder.orderId);
    const lookup = (...args: string[]) => cli('gate', 'lookup', '--order', id, ...args, ...STAFF);
    const listed = await park(
      ['gate', 'lookup', '--order', id, '--name', 'zoe ozturk', ...STAFF],
      db.url,
      { ...SAME_KEY, COLUMNS: '120' },
    );
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^#\s+Type\s+Status\s+Used \(park time\)\s+Code$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 3))).toEqual([
      ['1', 'Standard', 'valid'],
      ['2', 'Standard', 'valid'],
      ['3', 'Child', 'valid'],
    ]);
    const two = await lookup('--name', 'ÖZTÜRK', '--admit', '2', '--gate', 'East');
    expect(two).toMatchObject({ code: 0, stderr: '' });
    expect(two.stdout).toMatch(/Admitted 2 of 2 tickets asked\.\n$/);
    const json = JSON.parse((await lookup('--name', 'Öztürk', '--format', 'json')).stdout) as {
      status: string;
    }[];
    expect(json.map((t) => t.status)).toEqual(['used', 'used', 'valid']);
    const rest = await lookup('--name', 'Öztürk', '--admit', '--format', 'json');
    expect(rest).toMatchObject({ code: 0, stderr: '' });
    const none = await lookup('--name', 'Öztürk', '--admit');
    expect(none.code).toBe(2);
    expect(none.stdout).toMatch(/No ticket of this order can be admitted today\.\n$/);
    for (const [args, message] of [
      [['--name', 'Someone Else'], /^park: No order with that number and name\n$/],
      [['--name', 'Öztürk', '--admit', 'two'], /--admit takes how many tickets/],
      [[], /--name/],
    ] as const) {
      const run = await lookup(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
  }, 120_000);

  it('says what is wrong in one line on stderr with exit 1: no --as, a visitor, an unknown order, a long gate', async () => {
    const code = tickets[0]!.code;
    for (const [args, message] of [
      [['gate', 'check', '--', code], /name the employee doing it with --as/],
      [['gate', 'check', '--as', 'visitor@example.com', '--', code], /No employee has the email/],
      [
        ['gate', 'check', '--gate', 'g'.repeat(41), ...STAFF, '--', code],
        /Gate must be at most 40/,
      ],
      [['tickets', 'list', '--order', '999999'], /Order not found/],
      [['tickets', 'list', '--order', 'seven'], /--order must be an order id/],
    ] as const) {
      const run = await cli(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
    expect((await statuses())[0]).toBe('valid');
  }, 240_000);

  it('refuses every ticket once a manager closed today, with the reason and exit 2, writing nothing', async () => {
    const close = await cli(
      'day',
      'close',
      today,
      '--reason',
      'Ice storm',
      '--as',
      'manager@example.com',
    );
    expect(close.code, close.stderr).toBe(0);
    const refused = await check(tickets[1]!.code, ...STAFF);
    expect(refused).toMatchObject({ code: 2, stderr: '' });
    expect(refused.stdout).toBe(
      'REFUSED  Park closed today\n  Nobody is admitted on a closed day.\n' +
        '  The guest may choose another day or cancel for a full refund.\n',
    );
    const json = await check(tickets[1]!.code, '--format', 'json', ...STAFF);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ result: 'closed' });
    expect((await statuses())[1]).toBe('valid');
  }, 240_000);
});
