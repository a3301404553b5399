import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryOrderRepository } from '../testing/in-memory-orders';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { Checkout } from './checkout';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

const VISIT = '2026-06-20';

function park() {
  const clock = new FixedClock(new Date('2026-06-15T15:00:00Z'));
  const shop = inMemoryShop();
  const orders = new InMemoryOrderRepository(shop.catalog, () => clock.now());
  const checkout = new Checkout({ catalog: shop.catalog, orders }, clock);
  const run = (key: string | undefined, requestHash = 'h1', standard = 1) =>
    checkout.execute({
      sessionUserId: 7,
      selection: { ...sampleSelection(VISIT), tickets: { standard, express: 0, child: 0 } },
      contact: CONTACT,
      idempotency: key === undefined ? undefined : { key, requestHash },
    });
  return { clock, orders, run };
}

describe('Checkout with an Idempotency-Key', () => {
  it('answers a retry with the first order and writes nothing more', async () => {
    const { orders, run } = park();
    const first = await run('k-1');
    const again = await run('k-1');
    expect(first.ok && again.ok).toBe(true);
    expect(again).toEqual(first);
    expect(orders.orders).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    const { orders, run } = park();
    await run('k-1', 'h1');
    const other = await run('k-1', 'h2', 2);
    expect(other).toEqual({
      ok: false,
      error: { kind: 'conflict', code: 'key-reused', message: IDEMPOTENCY_KEY_REUSED },
    });
    expect(orders.orders).toHaveLength(1);
  });

  it('keeps keys apart per key and without a key buys each time', async () => {
    const { orders, run } = park();
    await run('k-1');
    await run('k-2');
    await run(undefined);
    await run(undefined);
    expect(orders.orders).toHaveLength(4);
  });

  it('lets a key be used again after a day', async () => {
    const { clock, orders, run } = park();
    const first = await run('k-1', 'h1');
    clock.set(new Date('2026-06-16T15:00:01Z'));
    const later = await run('k-1', 'h2', 2);
    expect(later.ok).toBe(true);
    expect(later.ok && first.ok && later.value.id).not.toBe(first.ok && first.value.id);
    expect(orders.orders).toHaveLength(2);
  });

  it('answers parallel retries with one order', async () => {
    const { orders, run } = park();
    const answers = await Promise.all(Array.from({ length: 10 }, () => run('k-9')));
    const ids = new Set(answers.map((a) => (a.ok ? a.value.id : -1)));
    expect(ids.size).toBe(1);
    expect(orders.orders).toHaveLength(1);
  });
});
