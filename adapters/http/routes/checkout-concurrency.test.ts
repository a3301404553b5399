import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

describe.each(parkTargets)('checkouts at the same time on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  // On PGlite every request shares one connection: a checkout's transaction must neither
  // wait for a query outside it nor let other requests' queries slip into it.
  it('lands every order while other requests run alongside', async () => {
    const visitors = await Promise.all([1, 2, 3, 4, 5].map(() => op.newVisitor()));
    const request = await op.sampleRequest();
    const before = await op.counts();
    const responses = await Promise.all(
      visitors.flatMap(({ c }) => [
        c.post('/checkout', request),
        c.post('/getRecentTicketOrders', { months: 3, orderType: 'all' }),
        c.get('/api/user'),
      ]),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(15).fill(200));
    const after = await op.counts();
    expect(after.orders).toBe(before.orders + 5);
    expect(after.ticket_lines).toBe(before.ticket_lines + 10);
  });
});
