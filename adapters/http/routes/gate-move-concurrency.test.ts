import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { OrderBody } from '../../contract/orders';
import type { TicketBody } from '../../contract/tickets';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/** Pairs of {a manager's date change, a gate's check-in} of one order, fired at once. */
const PAIRS = 48;
/** How many pairs run at the same time (the pool has 10 connections). */
const AT_ONCE = 8;

describe.each(parkTargets)('a date change and a check-in of one order at once on %s', (target) => {
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

  /** A day's admissions sold, as capacity keeps them. */
  const soldOn = async (day: string) =>
    Number(
      ((await knex('visit_days').where({ day }).first('sold')) as { sold: number } | undefined)
        ?.sold ?? 0,
    );
  /** A day's live admissions, counted from the tickets themselves. */
  const liveOn = async (day: string) =>
    Number(
      (
        (await knex('admissions as a')
          .join('orders as o', 'o.id', 'a.order_id')
          .where('o.visit_date', day)
          .whereNull('a.voided_at')
          .count({ n: '*' })
          .first()) as { n: number | string }
      ).n,
    );

  it('never lets both succeed: the order moves with no ticket used, or a ticket is used and it stays', async () => {
    const today = op.clock.today();
    const to = addDays(today, 3);
    const { c } = await op.newVisitor();
    const request = { ...(await op.sampleRequest()), visitDate: today };
    const orders: { orderId: number; code: string }[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const res = await c.post('/checkout', request);
      expect(res.status).toBe(200);
      const { orderId } = res.body as OrderBody;
      const tickets = (await c.get(`/orders/${orderId}/tickets`)).body as TicketBody[];
      orders.push({ orderId, code: tickets[0]!.code });
    }
    const [todayBefore, toBefore] = [await soldOn(today), await soldOn(to)];

    const outcomes: { moved: boolean; admitted: boolean }[] = [];
    for (let i = 0; i < orders.length; i += AT_ONCE) {
      const batch = orders.slice(i, i + AT_ONCE);
      const answers = await Promise.all(
        batch.map(({ orderId, code }) =>
          Promise.all([
            manager.put(`/orders/${orderId}/visit-date`, { visitDate: to }),
            staff.post('/gate/check-in', { code, gate: 'Race' }),
          ]),
        ),
      );
      for (const [move, scan] of answers) {
        expect([200, 409]).toContain(move.status);
        expect([200, 409]).toContain(scan.status);
        outcomes.push({ moved: move.status === 200, admitted: scan.status === 200 });
      }
    }

    const both = outcomes.filter((o) => o.moved && o.admitted).length;
    expect(both, 'pairs where the move and the check-in both succeeded').toBe(0);
    // exactly one of the two wins each pair
    expect(outcomes.filter((o) => o.moved !== o.admitted)).toHaveLength(PAIRS);
    const moved = outcomes.filter((o) => o.moved).length;
    // no ticket used today belongs to an order that left today
    const ids = orders.map((o) => o.orderId);
    const usedAway = (await knex('admissions as a')
      .join('orders as o', 'o.id', 'a.order_id')
      .whereIn('a.order_id', ids)
      .whereNotNull('a.used_at')
      .whereNot('o.visit_date', today)
      .count({ n: '*' })
      .first()) as { n: number | string };
    expect(Number(usedAway.n)).toBe(0);
    // the sold counts: each moved order took its 3 admissions along, the others kept theirs
    expect(await soldOn(today)).toBe(todayBefore - 3 * moved);
    expect(await soldOn(to)).toBe(toBefore + 3 * moved);
    expect(await soldOn(today)).toBe(await liveOn(today));
    expect(await soldOn(to)).toBe(await liveOn(to));
  });
});
