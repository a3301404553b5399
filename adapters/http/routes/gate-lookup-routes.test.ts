import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { GateLookupTicketBody } from '../../contract/tickets';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder, aVisitor, placeOrder, ticketsOf } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

const lookupPath = (orderId: number | string, name: string) =>
  `/gate/lookup?orderId=${orderId}&name=${encodeURIComponent(name)}`;

describe.each(parkTargets)('the gate’s lookup by order number and name on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let manager: CookieClient;
  let staff: CookieClient;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
  });
  afterAll(() => park.close());

  it('finds today’s tickets by the contact’s name (any case, accents ignored) or the last name, and each admits with its code', async () => {
    const { c, order } = await aPlacedOrder(park, { firstName: 'José', lastName: 'Núñez-García' });
    const tickets = await ticketsOf(c, order.orderId);
    for (const name of [
      'José Núñez-García',
      'jose nunez garcia',
      'NUNEZ-GARCIA',
      '  núñez garcía ',
    ]) {
      const res = await staff.get(lookupPath(order.orderId, name));
      expect(res.status, name).toBe(200);
      expect(res.body as GateLookupTicketBody[]).toEqual(
        tickets.map(({ visitDate: _, ...t }) => t),
      );
    }
    const [first] = tickets;
    const admitted = await staff.post('/gate/check-in', { code: first!.code });
    expect(admitted.status).toBe(200);
    const after = (await manager.get(lookupPath(order.orderId, 'Núñez-García')))
      .body as GateLookupTicketBody[];
    expect(after.map((t) => t.status)).toEqual(['used', 'valid', 'valid']);
    expect(after[0]!.usedAt).toEqual(expect.any(String));
  });

  it('finds the order by its account’s full name too', async () => {
    const visitor = await aVisitor(park, { fullname: 'Zoë Öztürk' });
    const { order } = await placeOrder(park, visitor.c);
    const res = await staff.get(lookupPath(order.orderId, 'zoe ozturk'));
    expect(res.status).toBe(200);
    expect((res.body as GateLookupTicketBody[]).length).toBe(3);
  });

  it('answers 404, the same for a wrong name and a missing order, and [] for an order of another day', async () => {
    const { order } = await aPlacedOrder(park);
    const wrong = await staff.get(lookupPath(order.orderId, 'Someone Else'));
    const missing = await staff.get(lookupPath(999_999, 'Vera Visitor'));
    expect(wrong.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(wrong.body).toEqual(missing.body);
    expect(wrong.body).toEqual({ message: 'No order with that number and name' });
    // a first name alone, or a part of the name, is not the guest's name
    for (const part of ['Vera', 'Visit', 'V'])
      expect((await staff.get(lookupPath(order.orderId, part))).status, part).toBe(404);
    const later = await aPlacedOrder(park, { visitDate: addDays(op.clock.today(), 3) });
    const res = await staff.get(lookupPath(later.order.orderId, 'Vera Visitor'));
    expect(res).toMatchObject({ status: 200, body: [] });
  });

  it('answers 400 for a bad order id or no name, 401 to nobody and 403 to a visitor, and writes nothing', async () => {
    const { c, order } = await aPlacedOrder(park);
    const before = await op.knex('admission_check_ins').count({ n: '*' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', ''])
      expect((await staff.get(lookupPath(bad, 'Vera Visitor'))).status, bad).toBe(400);
    expect((await staff.get(lookupPath(order.orderId, '   '))).status).toBe(400);
    expect((await staff.get(`/gate/lookup?orderId=${order.orderId}`)).status).toBe(400);
    expect((await staff.get(lookupPath(order.orderId, 'x'.repeat(301)))).status).toBe(400);
    expect((await staff.get(`/gate/lookup?orderId=${order.orderId}&name=a&name=b`)).status).toBe(
      400,
    );
    // strange bytes are a name that matches nobody, never a fault
    for (const odd of ['%00', '%ED%A0%80', '%E0%A4%A', '%FF%FE'])
      expect([400, 404], odd).toContain(
        (await staff.get(`/gate/lookup?orderId=${order.orderId}&name=${odd}`)).status,
      );
    expect((await c.get(lookupPath(order.orderId, 'Vera Visitor'))).status).toBe(403);
    const anonymous = await clientAs(park, 'anonymous');
    expect((await anonymous.get(lookupPath(order.orderId, 'Vera Visitor'))).status).toBe(401);
    expect(await op.knex('admission_check_ins').count({ n: '*' })).toEqual(before);
  });
});
