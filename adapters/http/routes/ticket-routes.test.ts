import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { CheckInBody } from '../../contract/tickets';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder, aVisitor, ticketsOf } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/** The code with one character replaced by another URL-safe one. */
const forge = (code: string, at: number) =>
  code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);

describe.each(parkTargets)('e-tickets and the gate on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let knex: Knex;
  let manager: CookieClient;
  let staff: CookieClient;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    knex = op.knex;
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
  });
  afterAll(() => park.close());

  /** A new visitor's order of 2 Standard + 1 Child (the sample) for `visitDate`. */
  const buy = (visitDate = op.clock.today()) => aPlacedOrder(park, { visitDate });
  const scan = (c: CookieClient, body: object) => c.post('/gate/check-in', body);

  it('gives the buyer one ticket per person (2 Standard + 1 Child: 3), each with its own code', async () => {
    const { c, order } = await buy();
    const tickets = await ticketsOf(c, order.orderId);
    const today = op.clock.today();
    expect(tickets.map(({ code: _, ...t }) => t)).toEqual([
      { type: 'standard', visitDate: today, status: 'valid', usedAt: null },
      { type: 'standard', visitDate: today, status: 'valid', usedAt: null },
      { type: 'child', visitDate: today, status: 'valid', usedAt: null },
    ]);
    for (const t of tickets) expect(t.code).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(3);
    const [row] = (await knex('admissions')
      .where({ order_id: order.orderId })
      .count({ n: '*' })) as { n: number }[];
    expect(Number(row!.n)).toBe(3);
    // the codes stay the same: they are the tickets
    expect(await ticketsOf(c, order.orderId)).toEqual(tickets);
  });

  it('shows an order’s tickets to its owner and a manager only: another visitor 404, staff 403, nobody 401', async () => {
    const { c, order } = await buy();
    const path = `/orders/${order.orderId}/tickets`;
    const own = await ticketsOf(c, order.orderId);
    expect(await ticketsOf(manager, order.orderId)).toEqual(own);
    const other = await aVisitor(park);
    expect(await other.c.get(path)).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect((await other.c.get('/orders/999999/tickets')).status).toBe(404);
    expect((await staff.get(path)).status).toBe(403);
    expect((await staff.get('/orders/abc/tickets')).status).toBe(403);
    const anonymous = await clientAs(park, 'anonymous');
    expect((await anonymous.get(path)).status).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await c.get(`/orders/${bad}/tickets`)).status, bad).toBe(400);
    expect((await manager.get('/orders/999999/tickets')).status).toBe(404);
  });

  it('admits a ticket once: the same code again is 409 already-used, saying when and at which gate', async () => {
    const { c, order } = await buy();
    const [first] = await ticketsOf(c, order.orderId);
    const admitted = await scan(staff, { code: first!.code, gate: '  North 2 ' });
    expect(admitted).toMatchObject({
      status: 200,
      body: {
        result: 'admitted',
        type: 'standard',
        visitDate: op.clock.today(),
        orderId: order.orderId,
      },
    });
    const again = await scan(manager, { code: first!.code, gate: 'South' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      result: 'already-used',
      usedAt: op.clock.now().toISOString(),
      gate: 'North 2',
    });
    const [shown] = await ticketsOf(c, order.orderId);
    expect(shown).toMatchObject({ status: 'used', usedAt: op.clock.now().toISOString() });
  });

  it('refuses another day’s ticket (409 wrong-day) and a void one (409 void)', async () => {
    const tomorrow = addDays(op.clock.today(), 1);
    const { c, order } = await buy(tomorrow);
    const [ticket] = await ticketsOf(c, order.orderId);
    expect(await scan(staff, { code: ticket!.code })).toMatchObject({
      status: 409,
      body: { result: 'wrong-day', visitDate: tomorrow },
    });
    const today = await buy();
    const [mine] = await ticketsOf(today.c, today.order.orderId);
    await knex('admissions')
      .where({ order_id: today.order.orderId })
      .update({ voided_at: op.clock.now() });
    expect(await scan(staff, { code: mine!.code })).toMatchObject({
      status: 409,
      body: { result: 'void' },
    });
    expect((await ticketsOf(today.c, today.order.orderId))[0]!.status).toBe('void');
    // nothing was written by the refusals
    const used = (await knex('admission_check_ins as c')
      .join('admissions as a', 'a.id', 'c.admission_id')
      .whereIn('a.order_id', [order.orderId, today.order.orderId])
      .count({ n: '*' })) as { n: number }[];
    expect(Number(used[0]!.n)).toBe(0);
  });

  it('answers 404 unknown for a forged code (one character changed) and for garbage', async () => {
    const { c, order } = await buy();
    const [ticket] = await ticketsOf(c, order.orderId);
    for (const code of [
      forge(ticket!.code, 0),
      forge(ticket!.code, 30),
      forge(ticket!.code, 43),
      'hello',
      'x'.repeat(2_000),
      'https://example.com/not-a-ticket',
    ]) {
      const res = await scan(staff, { code });
      expect(res.status, code.slice(0, 50)).toBe(404);
      expect(res.body).toEqual({ result: 'unknown' });
    }
    expect((await ticketsOf(c, order.orderId))[0]!.status).toBe('valid');
  });

  it('answers 400 without a code or with a bad gate, 401 to nobody and 403 to a visitor', async () => {
    const { c, order } = await buy();
    const [ticket] = await ticketsOf(c, order.orderId);
    for (const body of [
      {},
      { code: '' },
      { code: '   ' },
      { code: 42 },
      { code: null },
      { gate: 'North' },
      { code: ticket!.code, gate: 'g'.repeat(41) },
      { code: ticket!.code, gate: 'North\n2' },
      { code: ticket!.code, gate: 7 },
      { code: 'x'.repeat(2_049) },
    ]) {
      const res = await scan(staff, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect((await scan(staff, {})).body).toEqual({
      message: 'Code is required',
      errors: [{ path: 'code', message: 'Code is required' }],
    });
    const anonymous = await clientAs(park, 'anonymous');
    expect((await scan(anonymous, { code: ticket!.code })).status).toBe(401);
    expect((await scan(c, { code: ticket!.code })).status).toBe(403);
    expect((await scan(c, {})).status).toBe(403); // the role first, whatever the body
    expect((await ticketsOf(c, order.orderId))[0]!.status).toBe('valid');
  });

  it('admits a ticket scanned at twenty gates at once exactly once, and writes one check-in', async () => {
    const { c, order } = await buy();
    const [ticket] = await ticketsOf(c, order.orderId);
    const gates = await Promise.all(Array.from({ length: 4 }, () => clientAs(park, 'staff')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scan(gates[i % gates.length]!, { code: ticket!.code, gate: `Gate ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.findIndex((a) => a.status === 200);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body as CheckInBody).toMatchObject({
        result: 'already-used',
        gate: `Gate ${winner}`,
      });
    const rows = (await knex('admission_check_ins as c')
      .join('admissions as a', 'a.id', 'c.admission_id')
      .where('a.order_id', order.orderId)
      .select('c.gate')) as { gate: string }[];
    expect(rows).toEqual([{ gate: `Gate ${winner}` }]);
  });

  it('shows the manager today’s check-ins beside today’s admissions sold', async () => {
    const day = op.clock.today();
    const dashboard = async () =>
      (await manager.post('/dashboardData', { startDate: day, endDate: day })).body as {
        checkIns: number;
        admissionsSold: number;
      };
    const before = await dashboard();
    const { c, order } = await buy();
    const [a, b] = await ticketsOf(c, order.orderId);
    await scan(staff, { code: a!.code });
    await scan(staff, { code: b!.code });
    await scan(staff, { code: b!.code });
    const after = await dashboard();
    expect(after.admissionsSold - before.admissionsSold).toBe(3);
    expect(after.checkIns - before.checkIns).toBe(2);
    // admissions sold as capacity counts them: what /availability says is sold that day
    const days = await manager.get(`/availability?from=${day}&to=${day}`);
    expect(after.admissionsSold).toBe((days.body as { sold: number }[])[0]!.sold);
  });
});
