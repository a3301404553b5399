import { describe, expect, it } from 'vitest';
import type { VisitDay } from '../capacity/capacity';
import type { CapacityRepository } from '../capacity/capacity-repository';
import { reasonOf } from '../shared/errors';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryOrderRepository } from '../testing/in-memory-orders';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { Checkout } from './checkout';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

// What the order write answers as a value (a full day, a key a parallel retry took) and how
// checkout answers it, on its one path: the order is written at most once.

const VISIT = '2026-06-20';

function park(day?: Partial<VisitDay>) {
  const clock = new FixedClock(new Date('2026-06-15T15:00:00Z'));
  const shop = inMemoryShop();
  const orders = new InMemoryOrderRepository(shop.catalog, () => clock.now());
  const writes: unknown[] = [];
  const create = orders.create.bind(orders);
  orders.create = (order) => {
    writes.push(order);
    return create(order);
  };
  const capacity: Pick<CapacityRepository, 'days'> = {
    days: async (from) => [
      { date: from, capacity: 100, expressCapacity: 20, sold: 99, expressSold: 0, ...day },
    ],
  };
  const checkout = new Checkout(
    { catalog: shop.catalog, orders, capacity: capacity as CapacityRepository },
    clock,
  );
  const run = (key?: string, requestHash = 'h1') =>
    checkout.execute({
      sessionUserId: 7,
      selection: sampleSelection(VISIT),
      contact: CONTACT,
      idempotency: key === undefined ? undefined : { key, requestHash },
    });
  return { clock, orders, writes, run };
}

describe('Checkout answers the outcomes of the order write', () => {
  it('a full day: 409 sold-out with code day-full and how many remain, nothing written', async () => {
    const { orders, writes, run } = park({ sold: 99 });
    orders.fullDays.add(VISIT);
    const result = await run();
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'sold-out',
        code: 'day-full',
        message: `Only 1 tickets left for ${VISIT}`,
        remaining: 1,
        path: 'tickets',
      },
    });
    expect(!result.ok && reasonOf(result.error)).toBe('day-full');
    expect(writes).toHaveLength(1);
    expect(orders.orders).toEqual([]);
  });

  it('a key a parallel retry took with the same body: the winner’s order, placed once', async () => {
    const { orders, writes, run } = park();
    // both read the key before either writes: the second write finds it taken
    const [one, two] = await Promise.all([run('k-1', 'h1'), run('k-1', 'h1')]);
    expect(one.ok).toBe(true);
    expect(two).toEqual(one);
    expect(writes).toHaveLength(2); // the winner's, and the refused one: never placed again
    expect(orders.orders).toHaveLength(1);
  });

  it('a key a parallel request took with another body: 409 key-reused, nothing written', async () => {
    const { orders, writes, run } = park();
    const [one, two] = await Promise.all([run('k-1', 'h1'), run('k-1', 'h2')]);
    expect(one.ok).toBe(true);
    expect(two).toEqual({
      ok: false,
      error: { kind: 'conflict', code: 'key-reused', message: IDEMPOTENCY_KEY_REUSED },
    });
    expect(!two.ok && reasonOf(two.error)).toBe('key-reused');
    expect(writes).toHaveLength(2);
    expect(orders.orders).toHaveLength(1);
  });

  it('a key used more than a day ago is forgotten as it is read: one new order', async () => {
    const { clock, orders, writes, run } = park();
    const first = await run('k-1', 'h1');
    clock.set(new Date('2026-06-16T15:00:01Z'));
    const later = await run('k-1', 'h2');
    expect(later.ok && first.ok && later.value.id !== first.value.id).toBe(true);
    expect(writes).toHaveLength(2);
    expect(orders.orders).toHaveLength(2);
  });
});
