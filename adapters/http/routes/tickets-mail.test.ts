import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { OrderBody } from '../../contract/orders';
import { listOutbox, type OutboxMessage } from '../../persistence/index';
import { aDay, anOrder, aPlacedOrder, aVisitor, placeOrder, SHOP_ONLY } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

const PUBLIC_URL = 'https://park.example.com';

/** The mail a checkout with tickets writes with the order (issue 15): its link, to the order's email. */
describe.each(parkTargets)('the tickets mail at checkout on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  const outbox = (): Promise<OutboxMessage[]> => listOutbox(op.knex, 1000);

  beforeAll(async () => {
    park = await openTestPark(target, { env: { PUBLIC_URL } });
    op = orderPark(park);
  });
  afterAll(() => park.close());

  it('puts one mail in the outbox, to the email given at checkout, with the order, its day, its tickets and the PDF’s link', async () => {
    const before = await outbox();
    const { c, user, order } = await aPlacedOrder(park, { email: 'tickets.to@example.com' });
    const { orderId } = order;
    const added = (await outbox()).filter((m) => !before.some((b) => b.id === m.id));
    expect(added).toHaveLength(1);
    const [mail] = added;
    expect(mail!.to).toBe('tickets.to@example.com');
    expect(user.UEmail).not.toBe(mail!.to); // the checkout's email, not the account's
    expect(mail!.subject).toMatch(
      new RegExp(`^Your Test Park tickets for .+ \\(order #${orderId}\\)$`),
    );
    const link = `${PUBLIC_URL}/orders/${orderId}/tickets.pdf`;
    expect(mail!.text.split('\n')).toContain(link);
    expect(mail!.text).toContain(`order #${orderId}`);
    expect(mail!.text).toMatch(/Your 3 tickets \(2 Standard, 1 Child\) are for \w+day, /);
    // the link is the PDF call's path, and it opens for the buyer
    const pdf = await c.get(new URL(link).pathname);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('sends none for a shop-only order, and one only for an order retried with its Idempotency-Key', async () => {
    const { c } = await aVisitor(park);
    const count = async () => (await outbox()).length;
    const start = await count();
    await placeOrder(park, c, SHOP_ONLY);
    expect(await count()).toBe(start);
    const keyed = { headers: { 'idempotency-key': 'tickets-mail-once' } };
    const request = await anOrder(park);
    const first = await c.post('/checkout', request, keyed);
    const again = await c.post('/checkout', request, keyed);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(start + 1);
  });

  it('is written once for one Idempotency-Key sent by five requests at once', async () => {
    const { c } = await aVisitor(park);
    const before = (await outbox()).length;
    const request = await anOrder(park);
    const keyed = { headers: { 'idempotency-key': 'tickets-mail-race' } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/checkout', request, keyed)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.body as OrderBody).orderId));
    expect(ids.size).toBe(1);
    const after = await outbox(); // newest first
    const added = after.slice(0, after.length - before);
    expect(added).toHaveLength(1);
    expect(added[0]!.subject).toContain(`(order #${[...ids][0]})`);
  });

  it('is written with the order or not at all: a day without room writes neither', async () => {
    const day = addDays(op.clock.today(), 3);
    await aDay(park, { date: day, capacity: 2 });
    const { c } = await aVisitor(park);
    const before = await outbox();
    const refused = await c.post('/checkout', await anOrder(park, { visitDate: day }));
    expect(refused.status).toBe(409);
    expect(await outbox()).toEqual(before);
  });
});
