import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USED_AT_GATE, zonedInstant } from '../../../core/orders/refunds';
import { addDays } from '../../../core/shared/dates';
import type { OrderBody } from '../../contract/orders';
import type { TicketBody } from '../../contract/tickets';
import { resolve, TOKENS } from '../../tokens';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/** Pairs of {an order change, a gate's check-in of one of its tickets}, each fired at once. */
const PAIRS = 48;
/** How many pairs run at the same time (PostgreSQL's pool has 10 connections). */
const AT_ONCE = 8;

/**
 * A manager's date change or a visitor's cancellation, and a gate's check-in, of the same order
 * at the same moment: the order's row makes them take turns (knex-admission-repository.ts), so
 * exactly one of each pair succeeds and the day's sold count stays what its tickets are. On
 * PGlite every statement runs in turn (one connection), so only PostgreSQL can race; the test
 * runs on both.
 */
describe.each(parkTargets)('an order change and a check-in at once on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let knex: Knex;
  let manager: CookieClient;
  let staff: CookieClient;
  let visitor: { c: CookieClient; user: { UEmail: string } };
  let today: string;

  beforeAll(async () => {
    // A visitor may cancel until the park opens (cutoff 0), and the park's clock stands at
    // 07:00 today: before opening, when the gate already scans.
    park = await openTestPark(target, { env: { PARK_CANCEL_CUTOFF_HOURS: '0' } });
    op = orderPark(park);
    knex = op.knex;
    const tz = resolve(park.container, TOKENS.Config).parkTz;
    op.clock.set(zonedInstant(addDays(op.clock.today(), 1), '07:00', tz));
    today = op.clock.today();
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
    visitor = await op.newVisitor();
  });
  afterAll(() => park.close());

  /** A day's admissions sold, as capacity keeps them. */
  const soldOn = async (day: string) =>
    Number(
      ((await knex('visit_days').where({ day }).first('sold')) as { sold: number } | undefined)
        ?.sold ?? 0,
    );
  /** A day's admissions not void, counted from the tickets themselves. */
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

  /** PAIRS orders of 3 tickets for today, with one ticket's code each. */
  async function orders(): Promise<{ orderId: number; code: string }[]> {
    const request = { ...(await op.sampleRequest()), visitDate: today };
    const bought: { orderId: number; code: string }[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const res = await visitor.c.post('/checkout', request);
      expect(res.status).toBe(200);
      const { orderId } = res.body as OrderBody;
      const tickets = (await visitor.c.get(`/orders/${orderId}/tickets`)).body as TicketBody[];
      bought.push({ orderId, code: tickets[0]!.code });
    }
    return bought;
  }

  /** Fires `change` and a check-in of the order's ticket at once, AT_ONCE pairs at a time. */
  async function race(
    bought: { orderId: number; code: string }[],
    change: (orderId: number) => ReturnType<CookieClient['post']>,
  ) {
    const outcomes: { orderId: number; changed: boolean; admitted: boolean; body: unknown }[] = [];
    for (let i = 0; i < bought.length; i += AT_ONCE) {
      const answers = await Promise.all(
        bought
          .slice(i, i + AT_ONCE)
          .map(({ orderId, code }) =>
            Promise.all([change(orderId), staff.post('/gate/check-in', { code, gate: 'Race' })]),
          ),
      );
      answers.forEach(([changed, scan], j) => {
        expect([200, 409]).toContain(changed.status);
        expect([200, 409]).toContain(scan.status);
        outcomes.push({
          orderId: bought[i + j]!.orderId,
          changed: changed.status === 200,
          admitted: scan.status === 200,
          body: changed.body,
        });
      });
    }
    const both = outcomes.filter((o) => o.changed && o.admitted).length;
    expect(both, 'pairs where the change and the check-in both succeeded').toBe(0);
    // exactly one of the two wins each pair
    expect(outcomes.filter((o) => o.changed !== o.admitted)).toHaveLength(PAIRS);
    return outcomes;
  }

  /** Check-ins of the orders that `where` picks (a day left, a cancellation). */
  const usedWhere = async (ids: number[], where: (q: Knex.QueryBuilder) => Knex.QueryBuilder) =>
    Number(
      (
        (await where(
          knex('admission_check_ins as c')
            .join('admissions as a', 'a.id', 'c.admission_id')
            .join('orders as o', 'o.id', 'a.order_id')
            .whereIn('a.order_id', ids),
        )
          .count({ n: '*' })
          .first()) as { n: number | string }
      ).n,
    );

  it('a manager’s date change: the order moves with no ticket used, or a ticket is used and it stays', async () => {
    const to = addDays(today, 3);
    const bought = await orders();
    const [todayBefore, toBefore] = [await soldOn(today), await soldOn(to)];
    const outcomes = await race(bought, (orderId) =>
      manager.put(`/orders/${orderId}/visit-date`, { visitDate: to }),
    );
    const moved = outcomes.filter((o) => o.changed).length;
    const ids = bought.map((o) => o.orderId);
    // no ticket used today belongs to an order that left today
    expect(await usedWhere(ids, (q) => q.whereNot('o.visit_date', today))).toBe(0);
    // each moved order took its 3 admissions along, the others kept theirs
    expect(await soldOn(today)).toBe(todayBefore - 3 * moved);
    expect(await soldOn(to)).toBe(toBefore + 3 * moved);
    expect(await soldOn(today)).toBe(await liveOn(today));
    expect(await soldOn(to)).toBe(await liveOn(to));
    // every admission moved with its order, and every check-in is on its admission's day
    const outOfStep = await knex('admissions as a')
      .join('orders as o', 'o.id', 'a.order_id')
      .whereIn('a.order_id', ids)
      .whereRaw('a.visit_date <> o.visit_date')
      .select('a.id');
    expect(outOfStep).toEqual([]);
    expect(await usedWhere(ids, (q) => q.whereRaw('c.day <> a.visit_date'))).toBe(0);
  });

  it('a visitor’s cancellation: the whole order is refunded with no ticket used, or a ticket is used and nothing is', async () => {
    const bought = await orders();
    const todayBefore = await soldOn(today);
    const outcomes = await race(bought, (orderId) =>
      visitor.c.post(`/orders/${orderId}/cancel`, {}),
    );
    for (const o of outcomes.filter((x) => x.admitted))
      expect(o.body).toEqual({ message: USED_AT_GATE });
    const cancelled = outcomes.filter((o) => o.changed).length;
    const ids = bought.map((o) => o.orderId);
    // no used ticket was refunded: an order with one has no refund at all
    expect(
      await usedWhere(ids, (q) =>
        q.whereExists(knex('refunds as r').whereRaw('r.order_id = o.id')),
      ),
    ).toBe(0);
    expect(await usedWhere(ids, (q) => q.whereNotNull('a.voided_at'))).toBe(0);
    expect(await soldOn(today)).toBe(todayBefore - 3 * cancelled);
    expect(await soldOn(today)).toBe(await liveOn(today));
  });
});
