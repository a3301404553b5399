import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import type { OrderBody } from '../contract/orders';
import type { OrderAccountBody } from '../contract/order-changes';
import { clientAs } from '../http/testing/logins';
import { aPlacedOrder, placeOrder } from '../http/testing/builders';
import { orderPark } from '../http/testing/order-park';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { cliDatabase, park, type CliDatabase } from './testing/run-park';

/** `park order show|refund|move` and `park day close` as real processes, on orders bought over HTTP. */
describe.each(parkTargets)('park order and park day on %s', (target) => {
  let db: CliDatabase;
  let today: string;
  let order: OrderBody;
  let account: OrderAccountBody;
  let other: OrderBody;
  const cli = (...args: string[]) => park(args, db.url);
  const MANAGER = ['--as', 'manager@example.com'];

  beforeAll(async () => {
    const testPark = await openTestPark(target);
    try {
      const op = orderPark(testPark);
      today = op.clock.today();
      const { c, order: first } = await aPlacedOrder(testPark, { visitDate: addDays(today, 10) });
      order = first;
      other = (await placeOrder(testPark, c, { visitDate: addDays(today, 11) })).order;
      const manager = await clientAs(testPark, 'manager');
      account = (await manager.get(`/orders/${order.orderId}`)).body as OrderAccountBody;
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 120_000);
  afterAll(() => db?.cleanup());

  it('shows an order as GET /orders/:orderId answers it, and in lines', async () => {
    const json = await cli('order', 'show', String(order.orderId), '--format', 'json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(account);
    const table = await cli('order', 'show', String(order.orderId));
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`Order ${order.orderId}  paid`);
    for (const line of account.lines) expect(table.stdout).toContain(line.line);
    const missing = await cli('order', 'show', '999999');
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toMatch(/^park: Order not found\n$/);
  }, 60_000);

  it('refunds a line as a manager, once; staff and bad options are refused in one line', async () => {
    const line = account.lines[0]!.line;
    const refund = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--lines',
      line,
      '--reason',
      'Goodwill',
      ...MANAGER,
    );
    expect(refund).toMatchObject({ code: 0, stderr: '' });
    expect(refund.stdout).toMatch(
      new RegExp(`^Refund \\d+ of order ${order.orderId}: \\$[\\d.,]+ .* for ${line}\\n$`),
    );
    const again = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--lines',
      line,
      '--reason',
      'Twice',
      ...MANAGER,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`park: Line ${line} is already refunded\n`);
    const staff = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--reason',
      'x',
      '--as',
      'staff@example.com',
    );
    expect(staff.code).toBe(1);
    expect(staff.stderr).toMatch(/needs a Manager/);
    const noReason = await cli('order', 'refund', String(order.orderId), ...MANAGER);
    expect(noReason.stderr).toBe('park: --reason is required\n');
    const badLine = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--lines',
      'seat-1',
      '--reason',
      'x',
      ...MANAGER,
    );
    expect(badLine.code).toBe(1);
    expect(badLine.stderr).toMatch(/^park: --lines: /);
    const shown = JSON.parse(
      (await cli('order', 'show', String(order.orderId), '--format', 'json')).stdout,
    ) as OrderAccountBody;
    expect(shown.status).toBe('partly-refunded');
    expect(shown.refunds).toHaveLength(1);
  }, 60_000);

  it('refunds part of a line with --line LINE:N; more than is left and bad quantities are refused', async () => {
    const meal = account.lines.find((l) => l.kind === 'meal')!;
    expect(meal.quantity).toBe(2);
    const part = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--line',
      `${meal.line}:1`,
      '--reason',
      'One voucher unused',
      ...MANAGER,
    );
    expect(part).toMatchObject({ code: 0, stderr: '' });
    expect(part.stdout).toMatch(new RegExp(`for ${meal.line} \\(1 of 2\\)\\n$`));
    const more = await cli(
      'order',
      'refund',
      String(order.orderId),
      '--lines',
      `${meal.line}:2`,
      '--reason',
      'x',
      ...MANAGER,
    );
    expect(more).toMatchObject({
      code: 1,
      stderr: `park: Line ${meal.line} has only 1 left to refund\n`,
    });
    for (const bad of [
      `${meal.line}:0`,
      `${meal.line}:1.5`,
      `${meal.line}:x`,
      `${meal.line}:1:2`,
    ]) {
      const refused = await cli(
        'order',
        'refund',
        String(order.orderId),
        '--line',
        bad,
        '--reason',
        'x',
        ...MANAGER,
      );
      expect(refused.code, bad).toBe(1);
      expect(refused.stderr, bad).toMatch(/^park: --line: /);
    }
    const table = await cli('order', 'show', String(order.orderId));
    expect(table.stdout).toContain('1 of 2');
    expect(table.stdout).toContain(`${meal.line}×1`);
  }, 60_000);

  it('moves an order to another day, and closes a day with one mail per holder', async () => {
    const to = addDays(today, 20);
    const moved = await cli('order', 'move', String(other.orderId), '--date', to, ...MANAGER);
    expect(moved).toMatchObject({
      code: 0,
      stdout: `Order ${other.orderId} now visits on ${to}.\n`,
    });
    const closed = await cli('day', 'close', to, '--reason', 'Ice storm', ...MANAGER);
    expect(closed).toMatchObject({
      code: 0,
      stdout: `${to} is closed (Ice storm): 1 guest mailed.\n`,
    });
    const twice = await cli('day', 'close', to, '--reason', 'Ice storm', ...MANAGER);
    expect(twice).toMatchObject({ code: 1, stderr: `park: ${to} is already closed\n` });
    const past = await cli('day', 'close', addDays(today, -1), '--reason', 'x', ...MANAGER);
    expect(past.stderr).toBe('park: A day that has passed cannot be closed\n');
  }, 60_000);
});
