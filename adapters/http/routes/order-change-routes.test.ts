import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { USED_AT_GATE, zonedInstant } from '../../../core/orders/refunds';
import type {
  CancelledBody,
  OrderAccountBody,
  OrderSummaryBody,
  RefundBody,
} from '../../contract/order-changes';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import {
  aLogin,
  aPlacedOrder,
  aVisitor,
  placeOrder,
  ticketsOf,
  type OrderRequestOverrides,
} from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { resolve, TOKENS } from '../../tokens';
import { foldPendingOrders } from '../../persistence/report-days';

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(parkTargets)(
  'cancellations, refunds, date changes and closed days on %s',
  (target) => {
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

    /** Sessions end as the clock moves days ahead: a visitor's new login at the clock's now. */
    const again = (email: string) => aLogin(park, { email, password: 'Buyer#2024!' });

    /** A new visitor's sample order (2 Standard + 1 Child, 2 meal vouchers, a poncho) for `visitDate`. */
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
    const auditOf = async (action: string, target: string) =>
      (await knex('audit_log').where({ action, target }).orderBy('id')) as {
        actor_id: number;
        actor_email: string;
        actor_role: string;
        before: unknown;
        after: unknown;
      }[];

    it('shows the owner and a manager an order with its status and what may be done; others 404, staff 403', async () => {
      const { c, order } = await buy();
      const account = await accountOf(c, order.orderId);
      expect(account).toMatchObject({
        orderId: order.orderId,
        status: 'paid',
        refunded: 0,
        cancellable: true,
        movable: true,
        cancelRefund: order.total,
        dayClosed: false,
        refunds: [],
      });
      expect(account.lines.map((l) => l.line)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^ticket-\d+$/),
          expect.stringMatching(/^meal-\d+$/),
        ]),
      );
      expect(account.lines).toHaveLength(4);
      expect(await accountOf(manager, order.orderId)).toEqual(account);
      expect((await (await aVisitor(park)).c.get(`/orders/${order.orderId}`)).status).toBe(404);
      expect((await staff.get(`/orders/${order.orderId}`)).status).toBe(403);
      expect(
        (await (await clientAs(park, 'anonymous')).get(`/orders/${order.orderId}`)).status,
      ).toBe(401);
      expect((await c.get('/orders/abc')).status).toBe(400);
      // the visitor's list holds only their own orders, with the status
      const mine = (await c.get('/orders')).body as OrderSummaryBody[];
      expect(mine).toEqual([expect.objectContaining({ orderId: order.orderId, status: 'paid' })]);
    });

    it('lets the visitor cancel before the cutoff: a full refund, void tickets, places back; once', async () => {
      const day = inDays(10);
      const before = await soldOn(day);
      const { c, user, order } = await buy(day);
      expect(await soldOn(day)).toBe(before + 3);
      const res = await c.post(`/orders/${order.orderId}/cancel`, {});
      expect(res.status).toBe(200);
      const body = res.body as CancelledBody;
      expect(body).toMatchObject({ orderId: order.orderId, status: 'cancelled' });
      expect(body.refund).toMatchObject({
        kind: 'cancellation',
        amount: order.total,
        tax: order.tax,
      });
      expect(body.refund.subtotal + body.refund.tax).toBeCloseTo(order.total, 2);
      expect(await soldOn(day)).toBe(before);
      expect((await ticketsOf(c, order.orderId)).map((t) => t.status)).toEqual([
        'void',
        'void',
        'void',
      ]);
      const twice = await c.post(`/orders/${order.orderId}/cancel`, {});
      expect(twice.status).toBe(409);
      expect((await accountOf(c, order.orderId)).status).toBe('cancelled');
      // another visitor cannot, and learns nothing
      const { order: theirs } = await buy(day);
      expect((await c.post(`/orders/${theirs.orderId}/cancel`, {})).status).toBe(404);
      const audit = await auditOf('order.cancel', `order ${order.orderId}`);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: user.UserID, actor_role: 'visitor' });
    });

    it('refuses a cancellation after the cutoff, to the minute', async () => {
      const day = inDays(5);
      const { user, order } = await buy(day);
      const opens = zonedInstant(day, '09:00', tz);
      const cutoff = new Date(opens.getTime() - 24 * 3_600_000);
      op.clock.set(new Date(cutoff.getTime() + 60_000));
      let c = await again(user.UEmail);
      const late = await c.post(`/orders/${order.orderId}/cancel`, {});
      expect(late.status).toBe(409);
      expect((late.body as { message: string }).message).toContain('can no longer be cancelled');
      expect((await accountOf(c, order.orderId)).cancellable).toBe(false);
      op.clock.set(cutoff);
      c = await again(user.UEmail);
      expect((await c.post(`/orders/${order.orderId}/cancel`, {})).status).toBe(200);
    });

    it('lets a manager refund lines one by one: the refunds add up to the total exactly, each line once', async () => {
      const { c, order } = await buy(inDays(3), {
        tickets: { standard: 1, express: 1, child: 1 },
      });
      const lines = (await accountOf(manager, order.orderId)).lines.map((l) => l.line);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      const refunds: RefundBody[] = [];
      for (const line of lines) {
        const res = await manager.post(`/orders/${order.orderId}/refund`, {
          reason: 'Goodwill',
          lines: [line],
        });
        expect(res.status, line).toBe(200);
        refunds.push(res.body as RefundBody);
      }
      const sum = refunds.reduce((n, r) => n + cents(r.amount), 0);
      expect(sum).toBe(cents(order.total));
      expect(refunds.reduce((n, r) => n + cents(r.tax), 0)).toBe(cents(order.tax));
      const twice = await manager.post(`/orders/${order.orderId}/refund`, {
        reason: 'Twice',
        lines: [lines[0]],
      });
      expect(twice.status).toBe(409);
      expect((await accountOf(c, order.orderId)).status).toBe('refunded');
      const entries = await auditOf('order.refund', `order ${order.orderId}`);
      expect(entries).toHaveLength(lines.length);
      expect(entries[0]).toMatchObject({ actor_email: 'manager@example.com' });
    });

    it('refuses refunds to staff, visitors, bad bodies and lines of another order; changes nothing', async () => {
      const { c, order } = await buy();
      const { order: other } = await buy();
      const otherLine = (await accountOf(manager, other.orderId)).lines[0]!.line;
      expect((await staff.post(`/orders/${order.orderId}/refund`, { reason: 'x' })).status).toBe(
        403,
      );
      expect((await c.post(`/orders/${order.orderId}/refund`, { reason: 'x' })).status).toBe(403);
      for (const body of [
        {},
        { reason: '' },
        { reason: 'x', lines: ['nope'] },
        { reason: 'x', lines: [otherLine] },
        { reason: 'a\u0000b' },
      ])
        expect(
          (await manager.post(`/orders/${order.orderId}/refund`, body)).status,
          JSON.stringify(body),
        ).toBe(400);
      expect((await manager.post('/orders/999999/refund', { reason: 'x' })).status).toBe(404);
      const [row] = (await knex('refunds')
        .where({ order_id: order.orderId })
        .count({ n: '*' })) as { n: number }[];
      expect(Number(row!.n)).toBe(0);
    });

    it('voids a refunded line’s tickets at the gate and gives the day its places back', async () => {
      const today = op.clock.today();
      const { c, order } = await buy(today);
      const before = await soldOn(today);
      const account = await accountOf(manager, order.orderId);
      const child = account.lines.find(
        (l) => l.line.startsWith('ticket-') && l.detail === 'Child',
      )!;
      const res = await manager.post(`/orders/${order.orderId}/refund`, {
        reason: 'Sick child',
        lines: [child.line],
      });
      expect(res.status).toBe(200);
      expect(await soldOn(today)).toBe(before - 1);
      const tickets = await ticketsOf(c, order.orderId);
      const childTicket = tickets.find((t) => t.type === 'child')!;
      expect(childTicket.status).toBe('void');
      const scan = await staff.post('/gate/check-in', { code: childTicket.code });
      expect(scan).toMatchObject({ status: 409, body: { result: 'void' } });
      const adult = tickets.find((t) => t.type === 'standard')!;
      expect((await staff.post('/gate/check-in', { code: adult.code })).status).toBe(200);
      expect((await accountOf(c, order.orderId)).status).toBe('partly-refunded');
    });

    it('moves an order to a day with room (same codes, valid there only), never into a full day', async () => {
      const from = inDays(2);
      const to = inDays(4);
      const full = inDays(6);
      const { c, user, order } = await buy(from);
      const codes = (await ticketsOf(c, order.orderId)).map((t) => t.code);
      const [soldFrom, soldTo] = [await soldOn(from), await soldOn(to)];
      expect((await manager.put('/capacity', { date: full, capacity: 2 })).status).toBe(200);
      const refused = await c.put(`/orders/${order.orderId}/visit-date`, { visitDate: full });
      expect(refused).toMatchObject({ status: 409, body: { remaining: 2 } });
      expect(await soldOn(full)).toBe(0);
      const moved = await c.put(`/orders/${order.orderId}/visit-date`, { visitDate: to });
      expect(moved.status).toBe(200);
      expect((moved.body as OrderAccountBody).visitDate).toBe(to);
      expect([await soldOn(from), await soldOn(to)]).toEqual([soldFrom - 3, soldTo + 3]);
      const tickets = await ticketsOf(c, order.orderId);
      expect(tickets.map((t) => t.code)).toEqual(codes);
      expect(tickets.every((t) => t.visitDate === to)).toBe(true);
      op.clock.set(zonedInstant(from, '10:00', tz));
      staff = await clientAs(park, 'staff');
      manager = await clientAs(park, 'manager');
      expect(await staff.post('/gate/check-in', { code: codes[0] })).toMatchObject({
        status: 409,
        body: { result: 'wrong-day', visitDate: to },
      });
      op.clock.set(zonedInstant(to, '10:00', tz));
      staff = await clientAs(park, 'staff');
      manager = await clientAs(park, 'manager');
      expect((await staff.post('/gate/check-in', { code: codes[0] })).status).toBe(200);
      // a used ticket keeps the order where it is, even for a manager
      expect(
        (await manager.put(`/orders/${order.orderId}/visit-date`, { visitDate: inDays(3) })).status,
      ).toBe(409);
      expect(await auditOf('order.move', `order ${order.orderId}`)).toHaveLength(1);
      const visitor = await again(user.UEmail);
      for (const body of [
        {},
        { visitDate: 'tomorrow' },
        { visitDate: addDays(op.clock.today(), -1) },
      ])
        expect((await visitor.put(`/orders/${order.orderId}/visit-date`, body)).status).toBe(400);
    });

    it('moves the report figures with the order: the visit report counts its tickets on the new day', async () => {
      const from = inDays(20);
      const to = inDays(21);
      const ticketsOn = async (day: string) => {
        await foldPendingOrders(knex);
        return Number(
          (
            (await knex('report_ticket_days').where({ day }).sum({ n: 'tickets' }).first()) as {
              n: number | null;
            }
          ).n ?? 0,
        );
      };
      const [a, b] = [await ticketsOn(from), await ticketsOn(to)];
      const { c, order } = await buy(from);
      expect(await ticketsOn(from)).toBe(a + 3);
      expect((await c.put(`/orders/${order.orderId}/visit-date`, { visitDate: to })).status).toBe(
        200,
      );
      expect([await ticketsOn(from), await ticketsOn(to)]).toEqual([a, b + 3]);
    });

    it('closes a day: capacity 0, one mail per holder, and its guests may cancel whatever the cutoff', async () => {
      const day = inDays(40);
      const one = await buy(day, { email: 'holder-one@example.com' });
      const second = await placeOrder(park, one.c, {
        visitDate: day,
        email: 'holder-one@example.com',
      });
      await buy(day, { email: 'holder-two@example.com' });
      const cancelledEarlier = await buy(day, { email: 'gone@example.com' });
      expect(
        (
          await manager.post(`/orders/${cancelledEarlier.order.orderId}/refund`, {
            reason: 'Asked',
          })
        ).status,
      ).toBe(200);
      const mailsBefore = Number(
        ((await knex('mail_outbox').count({ n: '*' }).first()) as { n: number }).n,
      );
      expect((await staff.post(`/days/${day}/close`, { reason: 'Storm' })).status).toBe(403);
      const closed = await manager.post(`/days/${day}/close`, { reason: 'Storm' });
      expect(closed).toMatchObject({
        status: 200,
        body: { date: day, reason: 'Storm', mailed: 2 },
      });
      const mails = (await knex('mail_outbox')
        .where('id', '>', mailsBefore)
        .orderBy('to_address')) as {
        to_address: string;
        body: string;
      }[];
      expect(mails.map((m) => m.to_address)).toEqual([
        'holder-one@example.com',
        'holder-two@example.com',
      ]);
      expect(mails[0]!.body).toContain(`order=${one.order.orderId}&action=cancel`);
      expect(mails[0]!.body).toContain(`order=${second.order.orderId}&action=change-date`);
      const twice = await manager.post(`/days/${day}/close`, { reason: 'Storm' });
      expect(twice.status).toBe(409);
      expect(
        Number(((await knex('mail_outbox').count({ n: '*' }).first()) as { n: number }).n),
      ).toBe(mailsBefore + 2);
      const availability = (await manager.get(`/availability?from=${day}&to=${day}`)).body as {
        status: string;
      }[];
      expect(availability[0]!.status).toBe('closed');
      // past the cutoff, but the day is closed: the guest may still cancel
      op.clock.set(zonedInstant(day, '08:00', tz));
      manager = await clientAs(park, 'manager');
      const holder = await again(one.user.UEmail);
      const account = await accountOf(holder, one.order.orderId);
      expect(account).toMatchObject({ dayClosed: true, cancellable: true });
      expect((await holder.post(`/orders/${one.order.orderId}/cancel`, {})).status).toBe(200);
      expect(
        (await manager.post(`/days/${addDays(day, -1)}/close`, { reason: 'Late' })).status,
      ).toBe(400);
      expect((await manager.post(`/days/${addDays(day, 1)}/close`, {})).status).toBe(400);
      expect((await manager.post(`/days/2026-02-30/close`, { reason: 'x' })).status).toBe(400);
    });

    /** Moves the park's clock to 10:00 on `day` (after opening) and logs the employees in again. */
    async function openOn(day: string) {
      op.clock.set(zonedInstant(day, '10:00', tz));
      manager = await clientAs(park, 'manager');
      staff = await clientAs(park, 'staff');
    }
    const usedOf = async (orderId: number) =>
      Number(
        (
          (await knex('admission_check_ins as c')
            .join('admissions as a', 'a.id', 'c.admission_id')
            .where('a.order_id', orderId)
            .count({ n: '*' })
            .first()) as { n: number | string }
        ).n,
      );

    it('admits nobody at the gate on a day closed today (409 closed), writing nothing', async () => {
      const day = inDays(50);
      const { c, user, order } = await buy(day);
      const later = await buy(addDays(day, 1));
      const [ticket] = await ticketsOf(c, order.orderId);
      const [tomorrows] = await ticketsOf(later.c, later.order.orderId);
      await openOn(day);
      const closed = await manager.post(`/days/${day}/close`, { reason: 'Storm' });
      expect(closed.status).toBe(200);
      for (const who of [staff, manager])
        expect(await who.post('/gate/check-in', { code: ticket!.code, gate: 'North' })).toEqual(
          expect.objectContaining({ status: 409, body: { result: 'closed' } }),
        );
      // another day's ticket still says which day it is for
      expect(await staff.post('/gate/check-in', { code: tomorrows!.code })).toMatchObject({
        status: 409,
        body: { result: 'wrong-day', visitDate: addDays(day, 1) },
      });
      expect(await usedOf(order.orderId)).toBe(0);
      const holder = await again(user.UEmail);
      expect((await ticketsOf(holder, order.orderId)).map((t) => t.status)).toEqual([
        'valid',
        'valid',
        'valid',
      ]);
      const entries = (await knex('audit_log')
        .where({ action: 'gate.check-in' })
        .whereIn(
          'target',
          (await knex('admissions').where({ order_id: order.orderId }).select('id')).map(
            (a: { id: number }) => `ticket ${a.id}`,
          ),
        )
        .count({ n: '*' })
        .first()) as { n: number | string };
      expect(Number(entries.n)).toBe(0);
      // its guests may still cancel for a full refund
      expect((await holder.post(`/orders/${order.orderId}/cancel`, {})).status).toBe(200);
    });

    it('never lets a visitor cancel or move an order with a used ticket; a manager may refund it, audited', async () => {
      const day = inDays(55);
      const { c, user, order } = await buy(day);
      const tickets = await ticketsOf(c, order.orderId);
      await openOn(day);
      expect((await staff.post('/gate/check-in', { code: tickets[0]!.code })).status).toBe(200);
      // the day is then closed: its guests could otherwise cancel whatever the cutoff
      expect((await manager.post(`/days/${day}/close`, { reason: 'Storm' })).status).toBe(200);
      const sold = await soldOn(day);
      const visitor = await again(user.UEmail);
      const cancel = await visitor.post(`/orders/${order.orderId}/cancel`, {});
      expect(cancel).toMatchObject({ status: 409, body: { message: USED_AT_GATE } });
      const move = await visitor.put(`/orders/${order.orderId}/visit-date`, {
        visitDate: addDays(day, 2),
      });
      expect(move).toMatchObject({ status: 409, body: { message: USED_AT_GATE } });
      expect(await accountOf(visitor, order.orderId)).toMatchObject({
        status: 'paid',
        refunded: 0,
        dayClosed: true,
        cancellable: false,
        cancelRefund: null,
        movable: false,
        visitDate: day,
      });
      expect(await soldOn(day)).toBe(sold);
      const [refunds] = (await knex('refunds')
        .where({ order_id: order.orderId })
        .count({ n: '*' })) as { n: number }[];
      expect(Number(refunds!.n)).toBe(0);
      expect((await ticketsOf(visitor, order.orderId)).map((t) => t.status)).toEqual([
        'used',
        'valid',
        'valid',
      ]);
      // a manager's refund of the used line stays possible, and is audited
      const line = (await accountOf(manager, order.orderId)).lines.find(
        (l) => l.line.startsWith('ticket-') && l.detail === 'Standard',
      )!;
      const refund = await manager.post(`/orders/${order.orderId}/refund`, {
        reason: 'Storm: sent home',
        lines: [line.line],
      });
      expect(refund.status).toBe(200);
      const audit = await auditOf('order.refund', `order ${order.orderId}`);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_email: 'manager@example.com',
        after: expect.objectContaining({ lines: line.line, reason: 'Storm: sent home' }),
      });
    });

    it('finds orders for a manager by id, email and day', async () => {
      const { order } = await buy(inDays(30), { email: 'findme@example.com' });
      const byId = (await manager.get(`/orders?id=${order.orderId}`)).body as OrderSummaryBody[];
      expect(byId).toEqual([
        expect.objectContaining({ orderId: order.orderId, total: order.total }),
      ]);
      const byEmail = (await manager.get('/orders?email=FINDME@example.com'))
        .body as OrderSummaryBody[];
      expect(byEmail.map((o) => o.orderId)).toContain(order.orderId);
      const byDay = (await manager.get(`/orders?day=${inDays(30)}`)).body as OrderSummaryBody[];
      expect(byDay.map((o) => o.orderId)).toContain(order.orderId);
      expect((await staff.get('/orders')).status).toBe(403);
      expect((await manager.get('/orders?day=nope')).status).toBe(400);
    });

    it('keeps refunds and the audit log append-only: UPDATE and DELETE fail', async () => {
      const { order } = await buy();
      expect(
        (await manager.post(`/orders/${order.orderId}/refund`, { reason: 'Test' })).status,
      ).toBe(200);
      await expect(knex('refunds').update({ reason: 'changed' })).rejects.toThrow(/never changed/);
      await expect(knex('refunds').delete()).rejects.toThrow(/never changed/);
      await expect(knex('refund_lines').delete()).rejects.toThrow(/never changed/);
      await expect(knex('audit_log').update({ action: 'x' })).rejects.toThrow(/never changed/);
      await expect(knex('audit_log').delete()).rejects.toThrow(/never changed/);
    });

    it('refunds one line of an order once however many managers try at once', async () => {
      const { order } = await buy();
      const line = (await accountOf(manager, order.orderId)).lines[0]!.line;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          manager.post(`/orders/${order.orderId}/refund`, { reason: 'Race', lines: [line] }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      const [row] = (await knex('refund_lines')
        .where({ order_id: order.orderId })
        .count({ n: '*' })) as { n: number }[];
      expect(Number(row!.n)).toBe(1);
    });

    it('moves the finance report and the dashboard by exactly the refund, on the day it was made', async () => {
      const today = op.clock.today();
      const figures = async () => {
        const dash = (await manager.post('/dashboardData', { startDate: today, endDate: today }))
          .body as {
          totalRevenue: number;
          totalRefunds: number;
          totalNet: number;
          totalProfit: number;
        };
        const all = (
          (
            await manager.post('/finance-report', {
              startDate: today,
              endDate: today,
              category: 'all',
              type: 'profit',
            })
          ).body as {
            profitData: {
              summary: { revenue: number; refunds: number; net: number; profit: number };
              rows: { date: string; refunds: number }[];
            };
          }
        ).profitData;
        return { dash, all };
      };
      // an order for a later day, bought before: the refund is today's, whatever its visit day
      const { order } = await buy(inDays(12));
      const before = await figures();
      const line = (await accountOf(manager, order.orderId)).lines.find(
        (l) => l.kind === 'merchandise',
      )!;
      const res = await manager.post(`/orders/${order.orderId}/refund`, {
        reason: 'Torn',
        lines: [line.line],
      });
      expect((res.body as RefundBody).subtotal).toBe(line.lineTotal);
      const after = await figures();
      const moved = (a: number, b: number) => cents(b) - cents(a);
      const amount = cents(line.lineTotal);
      expect(moved(before.dash.totalRefunds, after.dash.totalRefunds)).toBe(amount);
      expect(moved(before.dash.totalNet, after.dash.totalNet)).toBe(-amount);
      expect(moved(before.dash.totalProfit, after.dash.totalProfit)).toBe(-amount);
      expect(after.dash.totalRevenue).toBe(before.dash.totalRevenue);
      expect(moved(before.all.summary.refunds, after.all.summary.refunds)).toBe(amount);
      expect(moved(before.all.summary.profit, after.all.summary.profit)).toBe(-amount);
      expect(after.all.summary.revenue).toBe(before.all.summary.revenue);
      expect(after.all.rows.find((r) => r.date === today)?.refunds).toBe(after.all.summary.refunds);
    });
  },
);
