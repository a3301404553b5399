import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { zonedInstant } from '../../../core/orders/refunds';
import type { CancelledBody, OrderAccountBody, RefundBody } from '../../contract/order-changes';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aLogin, aPlacedOrder, ticketsOf, type OrderRequestOverrides } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { resolve, TOKENS } from '../../tokens';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Refunds of part of a line (DECISIONS.md: `{ line, quantity }`): 1 of 2 tickets, the rest of a
 * line to the cent, never more than is left (also when many come at once), never a used ticket,
 * and the visitor's Cancel and Change date after a partial refund, under the same cutoff.
 */
describe.each(parkTargets)('refunds of part of a line on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let knex: Knex;
  let manager: CookieClient;
  let staff: CookieClient;
  let start: Date;
  let tz: string;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    knex = op.knex;
    start = op.clock.now();
    tz = resolve(park.container, TOKENS.Config).parkTz;
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
  });
  beforeEach(async () => {
    if (op.clock.now().getTime() === start.getTime()) return;
    op.clock.set(start);
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
  });
  afterAll(() => park.close());

  const inDays = (n: number) => addDays(op.clock.today(), n);
  const again = (email: string) => aLogin(park, { email, password: 'Buyer#2024!' });
  /** 2 Standard + 1 Child, 2 meal vouchers, a poncho, for `visitDate`. */
  const buy = (visitDate = inDays(10), change: OrderRequestOverrides = {}) =>
    aPlacedOrder(park, { visitDate, ...change });
  const accountOf = async (c: CookieClient, orderId: number) => {
    const res = await c.get(`/orders/${orderId}`);
    expect(res.status).toBe(200);
    return res.body as OrderAccountBody;
  };
  const soldOn = async (day: string) =>
    Number(
      ((await knex('visit_days').where({ day }).first('sold')) as { sold: number } | undefined)
        ?.sold ?? 0,
    );
  const countOf = async (table: string, orderId: number) =>
    Number(
      ((await knex(table).where({ order_id: orderId }).count({ n: '*' })) as { n: string }[])[0]!.n,
    );
  const refund = (orderId: number, lines: unknown[]) =>
    manager.post(`/orders/${orderId}/refund`, { reason: 'Part', lines });
  const lineOf = (account: OrderAccountBody, detail: string) =>
    account.lines.find((l) => l.detail === detail)!;

  it('refunds 1 of 2 standard tickets: one void, one still admitted, 1 place back, to the cent', async () => {
    const today = op.clock.today();
    const { c, order } = await buy(today);
    const sold = await soldOn(today);
    const standard = lineOf(await accountOf(manager, order.orderId), 'Standard');
    expect(standard.quantity).toBe(2);
    const res = await refund(order.orderId, [{ line: standard.line, quantity: 1 }]);
    expect(res.status).toBe(200);
    const body = res.body as RefundBody;
    expect(body.parts).toEqual([{ line: standard.line, quantity: 1, amount: standard.unitPrice }]);
    expect(body.lines).toEqual([standard.line]);
    expect(body.subtotal).toBe(standard.unitPrice);
    expect(cents(body.amount)).toBe(cents(body.subtotal) + cents(body.tax));
    expect(await soldOn(today)).toBe(sold - 1);

    const tickets = (await ticketsOf(c, order.orderId)).filter((t) => t.type === 'standard');
    expect(tickets.map((t) => t.status).sort()).toEqual(['valid', 'void']);
    const valid = tickets.find((t) => t.status === 'valid')!;
    const voided = tickets.find((t) => t.status === 'void')!;
    expect((await staff.post('/gate/check-in', { code: valid.code })).status).toBe(200);
    expect(await staff.post('/gate/check-in', { code: voided.code })).toMatchObject({
      status: 409,
      body: { result: 'void' },
    });
    const child = (await ticketsOf(c, order.orderId)).find((t) => t.type === 'child')!;
    expect(child.status).toBe('valid');

    const account = await accountOf(manager, order.orderId);
    expect(account.status).toBe('partly-refunded');
    expect(lineOf(account, 'Standard')).toMatchObject({
      refunded: false,
      refundedQuantity: 1,
      quantityLeft: 1,
    });

    // The one left was used at the gate: a quantity never takes it (409, nothing written).
    const refunds = await countOf('refunds', order.orderId);
    const used = await refund(order.orderId, [{ line: standard.line, quantity: 1 }]);
    expect(used.status).toBe(409);
    expect((used.body as { message: string }).message).toContain('used at the gate');
    expect(await countOf('refunds', order.orderId)).toBe(refunds);
    expect(await soldOn(today)).toBe(sold - 1);
  });

  it('refunds the rest of a line in a second part: the parts add up to the line, then the order, exactly', async () => {
    const { order } = await buy(inDays(4), {
      merchItems: [
        {
          MId: (await knex('merchandise').where({ name: 'Rain Poncho' }).first('id')).id,
          quantity: 3,
          size: 'L',
        },
      ],
    });
    const account = await accountOf(manager, order.orderId);
    const poncho = lineOf(account, 'L');
    const standard = lineOf(account, 'Standard');
    const parts: RefundBody[] = [];
    for (const lines of [
      [
        { line: standard.line, quantity: 1 },
        { line: poncho.line, quantity: 2 },
      ],
      [{ line: standard.line, quantity: 1 }],
      [poncho.line],
    ]) {
      const res = await refund(order.orderId, lines);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      parts.push(res.body as RefundBody);
    }
    const ofLine = (line: string) => parts.flatMap((r) => r.parts).filter((p) => p.line === line);
    expect(ofLine(standard.line).reduce((n, p) => n + cents(p.amount), 0)).toBe(
      cents(standard.lineTotal),
    );
    expect(ofLine(poncho.line).map((p) => p.quantity)).toEqual([2, 1]);
    expect(ofLine(poncho.line).reduce((n, p) => n + cents(p.amount), 0)).toBe(
      cents(poncho.lineTotal),
    );
    // More than is left: 409, nothing written.
    const refunds = await countOf('refunds', order.orderId);
    const more = await refund(order.orderId, [{ line: poncho.line, quantity: 1 }]);
    expect(more.status).toBe(409);
    expect(await countOf('refunds', order.orderId)).toBe(refunds);
    // What is left (the child ticket, the meals) in one more refund: the order to the cent.
    const rest = await manager.post(`/orders/${order.orderId}/refund`, { reason: 'Rest' });
    expect(rest.status).toBe(200);
    const all = [...parts, rest.body as RefundBody];
    expect(all.reduce((n, r) => n + cents(r.amount), 0)).toBe(cents(account.total));
    expect((await accountOf(manager, order.orderId)).status).toBe('refunded');
    const [row] = (await knex('refund_lines')
      .where({ order_id: order.orderId, line_id: Number(poncho.line.split('-')[1]) })
      .andWhere({ line_kind: 'merchandise' })
      .sum({ q: 'quantity' })) as { q: string }[];
    expect(Number(row!.q)).toBe(3);
  });

  it('never voids a used ticket for a quantity: it picks the unused one', async () => {
    const today = op.clock.today();
    const { c, order } = await buy(today);
    const standard = lineOf(await accountOf(manager, order.orderId), 'Standard');
    const [first] = (await ticketsOf(c, order.orderId)).filter((t) => t.type === 'standard');
    expect((await staff.post('/gate/check-in', { code: first!.code })).status).toBe(200);
    const res = await refund(order.orderId, [{ line: standard.line, quantity: 1 }]);
    expect(res.status).toBe(200);
    const after = (await ticketsOf(c, order.orderId)).filter((t) => t.type === 'standard');
    expect(after.find((t) => t.code === first!.code)!.status).toBe('used');
    expect(after.filter((t) => t.status === 'void')).toHaveLength(1);
    expect((await refund(order.orderId, [{ line: standard.line, quantity: 1 }])).status).toBe(409);
  });

  it('voids only as many admissions as the part refunds: those of its line, not every one of the order', async () => {
    const today = op.clock.today();
    const { order } = await buy(today);
    // An order holds one ticket line per type (the database refuses a second): a line's
    // admissions are its order's admissions of that type.
    await expect(
      knex('ticket_lines').insert({
        order_id: order.orderId,
        ticket_type: 'standard',
        quantity: 3,
        unit_price_cents: 100,
        visit_date: today,
      }),
    ).rejects.toThrow(/ticket_lines_order_type_unique/);
    const live = async (type: string) =>
      Number(
        (
          (await knex('admissions')
            .where({ order_id: order.orderId, ticket_type: type })
            .whereNull('voided_at')
            .count({ n: '*' })) as { n: string }[]
        )[0]!.n,
      );
    const standard = lineOf(await accountOf(manager, order.orderId), 'Standard');
    expect((await refund(order.orderId, [{ line: standard.line, quantity: 1 }])).status).toBe(200);
    expect([await live('standard'), await live('child')]).toEqual([1, 1]);
    expect((await refund(order.orderId, [standard.line])).status).toBe(200);
    expect([await live('standard'), await live('child')]).toEqual([0, 1]);
  });

  it('lets the visitor cancel and move what is left after a shop line alone was refunded, under the cutoff', async () => {
    const day = inDays(6);
    const { c, user, order } = await buy(day);
    const poncho = lineOf(await accountOf(manager, order.orderId), 'L');
    const shirt = await refund(order.orderId, [poncho.line]);
    expect(shirt.status).toBe(200);
    const account = await accountOf(c, order.orderId);
    expect(account).toMatchObject({
      status: 'partly-refunded',
      cancellable: true,
      movable: true,
      changeRefusal: null,
    });
    const moved = await c.put(`/orders/${order.orderId}/visit-date`, { visitDate: inDays(7) });
    expect(moved.status).toBe(200);
    const cancel = await c.post(`/orders/${order.orderId}/cancel`, {});
    expect(cancel.status).toBe(200);
    const cancelled = cancel.body as CancelledBody;
    expect(cancelled.refund.lines).not.toContain(poncho.line);
    expect(cents(cancelled.refund.amount)).toBe(cents(account.cancelRefund!));
    expect(cents(cancelled.refund.amount) + cents((shirt.body as RefundBody).amount)).toBe(
      cents(account.total),
    );
    expect((await ticketsOf(c, order.orderId)).every((t) => t.status === 'void')).toBe(true);

    // ...under the same cutoff: past it, no cancel and no move, and the reason says so.
    const late = await buy(day);
    const latePoncho = lineOf(await accountOf(manager, late.order.orderId), 'L');
    expect((await refund(late.order.orderId, [latePoncho.line])).status).toBe(200);
    const cutoff = zonedInstant(day, '09:00', tz).getTime() - 24 * 3_600_000;
    op.clock.set(new Date(cutoff + 60_000));
    const visitor = await again(late.user.UEmail);
    const lateAccount = await accountOf(visitor, late.order.orderId);
    expect(lateAccount).toMatchObject({ cancellable: false, movable: false });
    expect(lateAccount.changeRefusal).toContain('can no longer be cancelled or moved');
    expect((await visitor.post(`/orders/${late.order.orderId}/cancel`, {})).status).toBe(409);
    void user;
  });

  it('refuses bad parts with 400 and a line not of the order with 400; writes nothing', async () => {
    const { order } = await buy();
    const line = lineOf(await accountOf(manager, order.orderId), 'Standard').line;
    for (const lines of [
      [{ line, quantity: 0 }],
      [{ line, quantity: -1 }],
      [{ line, quantity: 1.5 }],
      [{ line, quantity: '1' }],
      [{ line }],
      [{ quantity: 1 }],
      [{ line, quantity: 1, extra: true }],
      [{ line: 'nope', quantity: 1 }],
      [{ line, quantity: 1001 }],
      [
        { line, quantity: 1 },
        { line, quantity: 1 },
      ],
      [{ line: 'ticket-999999', quantity: 1 }],
      Array.from({ length: 201 }, () => ({ line, quantity: 1 })),
    ]) {
      const res = await refund(order.orderId, lines);
      expect(res.status, JSON.stringify(lines).slice(0, 80)).toBe(400);
    }
    expect(await countOf('refunds', order.orderId)).toBe(0);
  });

  it('never refunds more of a line than it has, however many partial refunds come at once', async () => {
    const day = inDays(8);
    const { order } = await buy(day);
    const sold = await soldOn(day);
    const standard = lineOf(await accountOf(manager, order.orderId), 'Standard');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        refund(order.orderId, [{ line: standard.line, quantity: 1 }]),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const [row] = (await knex('refund_lines')
      .where({ order_id: order.orderId, line_kind: 'ticket' })
      .sum({ q: 'quantity', a: 'amount_cents' })) as { q: string; a: string }[];
    expect(Number(row!.q)).toBe(2);
    expect(Number(row!.a)).toBe(cents(standard.lineTotal));
    expect(await countOf('refunds', order.orderId)).toBe(2);
    expect(await soldOn(day)).toBe(sold - 2);
  });

  it('holds a line to its quantity in the database itself, for writers that skip the order’s lock', async () => {
    const { order } = await buy(inDays(9));
    const standard = lineOf(await accountOf(manager, order.orderId), 'Standard');
    const lineId = Number(standard.line.split('-')[1]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        knex.transaction(async (trx) => {
          const [r] = (await trx('refunds')
            .insert({
              order_id: order.orderId,
              kind: 'refund',
              reason: 'direct',
              day: inDays(0),
              subtotal_cents: 1,
              tax_cents: 0,
              amount_cents: 1,
            })
            .returning('id')) as { id: number }[];
          await trx('refund_lines').insert({
            refund_id: r!.id,
            order_id: order.orderId,
            line_kind: 'ticket',
            line_id: lineId,
            quantity: 1,
            amount_cents: 1,
          });
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    for (const a of attempts.filter((x) => x.status === 'rejected'))
      expect(String((a as PromiseRejectedResult).reason)).toMatch(
        /refund_line_totals_within_quantity/,
      );
    expect(await countOf('refund_lines', order.orderId)).toBe(2);
    expect(await countOf('refunds', order.orderId)).toBe(2);
  });
});
