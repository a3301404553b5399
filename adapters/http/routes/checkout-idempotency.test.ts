import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../core/orders/idempotency';
import { BAD_IDEMPOTENCY_KEY } from '../idempotency-key';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

describe.each(parkTargets)('POST /checkout with Idempotency-Key on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

  it('answers a retry with the first answer and writes nothing more', async () => {
    const { c } = await op.newVisitor();
    const body = await op.sampleRequest();
    const before = await op.counts();
    const first = await c.post('/checkout', body, withKey('retry-1'));
    expect(first.status).toBe(200);
    const after = await op.counts();
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await c.post('/checkout', reordered, withKey('retry-1'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await op.counts()).toEqual(after);
    expect(after.orders).toBe(before.orders + 1);
  });

  it('answers twenty parallel retries with one order', async () => {
    const { c } = await op.newVisitor();
    const body = await op.sampleRequest();
    const before = await op.counts();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.post('/checkout', body, withKey('burst-1'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => (a.body as { orderId: number }).orderId)).size).toBe(1);
    const after = await op.counts();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.ticket_lines - before.ticket_lines).toBe(2);
  });

  it('refuses the same key with another body (409), writing nothing', async () => {
    const { c } = await op.newVisitor();
    const body = await op.sampleRequest();
    expect((await c.post('/checkout', body, withKey('reuse-1'))).status).toBe(200);
    const before = await op.counts();
    const other = await c.post('/checkout', { ...body, firstName: 'Other' }, withKey('reuse-1'));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    expect(await op.counts()).toEqual(before);
  });

  it('keeps one visitor’s key apart from another’s, and buys twice without a key', async () => {
    const a = await op.newVisitor();
    const b = await op.newVisitor();
    const body = await op.sampleRequest();
    const before = await op.counts();
    expect((await a.c.post('/checkout', body, withKey('same'))).status).toBe(200);
    expect((await b.c.post('/checkout', body, withKey('same'))).status).toBe(200);
    expect((await a.c.post('/checkout', body)).status).toBe(200);
    expect((await a.c.post('/checkout', body)).status).toBe(200);
    expect((await op.counts()).orders).toBe(before.orders + 4);
  });

  it('answers 400 to a key that is empty of sense: too long or not visible ASCII', async () => {
    const { c } = await op.newVisitor();
    const body = await op.sampleRequest();
    const before = await op.counts();
    for (const key of ['x'.repeat(256), 'two words']) {
      const res = await c.post('/checkout', body, withKey(key));
      expect(res.status, key).toBe(400);
      expect(res.body).toEqual({
        message: BAD_IDEMPOTENCY_KEY,
        errors: [{ path: 'Idempotency-Key', message: BAD_IDEMPOTENCY_KEY }],
      });
    }
    expect(await op.counts()).toEqual(before);
  });
});
