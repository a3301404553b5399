import { describe, expect, it } from 'vitest';
import type { CapacityRepository } from '../capacity/capacity-repository';
import { dayFull } from '../capacity/capacity-repository';
import type { Actor } from '../employees/permissions';
import { cents } from '../shared/money';
import { err, ok } from '../shared/result';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { CancelOrder } from './cancel-order';
import { ChangeVisitDate } from './change-visit-date';
import type { StoredOrder } from './order';
import type { OrderChangeRepository } from './order-change-repository';
import type { OrderChangeSettings } from './order-changes';
import { RefundOrder } from './refund-order';
import { USED_AT_GATE, type OrderAccount, type StoredRefund } from './refunds';

// Each expected refusal of an order change is a conflict with its own reason code.

const VISIT = '2026-12-20';
const MANAGER: Actor = { id: 1, email: 'm@example.com', role: 'Manager' as Actor['role'] };
const settings: OrderChangeSettings = {
  policy: { timeZone: 'America/Chicago', opensAt: '09:00', cutoffHours: 24 },
  capacity: { capacity: 100, expressCapacity: 20 },
  salesDays: 365,
};

const order: StoredOrder = {
  id: 7,
  userId: 3,
  orderDate: '2026-12-01',
  visitDate: VISIT,
  attractions: [],
  tickets: [
    {
      id: 1,
      ticketType: 'standard',
      quantity: 1,
      unitPrice: cents(1000),
      lineTotal: cents(1000),
    } as StoredOrder['tickets'][number],
  ],
  meals: [],
  merchandise: [],
  subtotal: cents(1000),
  tax: cents(83),
  total: cents(1083),
};

const account = (more: Partial<OrderAccount> = {}): OrderAccount => ({
  order,
  email: 'v@example.com',
  name: 'V',
  refunds: [],
  usedAdmissions: 0,
  dayClosed: false,
  ...more,
});

/** The rules' decision on `held`, as the repository hands it to them; a full day for `full`. */
function repository(held: OrderAccount, full?: string): OrderChangeRepository {
  return {
    account: async () => held,
    refund: async (_id, decide) => {
      const plan = decide(held);
      if (!plan.ok) return plan;
      const { kind, reason, day, amount, lines } = plan.value;
      const stored: StoredRefund = {
        id: 1,
        orderId: order.id,
        kind,
        reason,
        day,
        at: new Date(),
        ...amount,
        lines: lines.map((l) => l.ref),
        parts: lines.map((l) => ({ ref: l.ref, quantity: l.quantity, amount: l.amount })),
      };
      return ok(stored);
    },
    move: async (_id, decide) => {
      const plan = decide(held);
      if (!plan.ok) return plan;
      return full ? err(dayFull(full)) : ok(held);
    },
    closeDay: async () => null,
    search: async () => [],
  };
}

const capacity = {
  days: async (from: string) => [
    { date: from, capacity: 100, expressCapacity: 20, sold: 98, expressSold: 0 },
  ],
} as unknown as CapacityRepository;

const before = new FixedClock(new Date('2026-12-10T15:00:00Z'));
const afterCutoff = new FixedClock(new Date('2026-12-19T16:00:00Z'));

describe('order changes answer each refusal with its reason code', () => {
  it('cutoff-passed: a visitor cancels after the cutoff', async () => {
    const cancel = new CancelOrder(repository(account()), afterCutoff, settings);
    const result = await cancel.execute({
      visitorId: 3,
      visitorEmail: 'v@example.com',
      orderId: 7,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'cutoff-passed' } });
  });

  it('nothing-to-refund: a manager refunds an order with nothing left', async () => {
    const refunded: StoredRefund = {
      id: 1,
      orderId: 7,
      kind: 'refund',
      reason: 'r',
      day: '2026-12-02',
      at: new Date(),
      subtotal: cents(1000),
      tax: cents(83),
      amount: cents(1083),
      lines: ['ticket-1'],
      parts: [{ ref: 'ticket-1', quantity: 1, amount: cents(1000) }],
    };
    const refund = new RefundOrder(repository(account({ refunds: [refunded] })), before);
    const result = await refund.execute({ actor: MANAGER, orderId: 7, reason: 'Broken ride' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'nothing-to-refund' },
    });
  });

  it('used-at-gate: one code and one message for the visitor and the manager who would move it', async () => {
    const used = repository(account({ usedAdmissions: 1 }));
    const move = new ChangeVisitDate(used, capacity, before, settings);
    const refusal = {
      ok: false,
      error: { kind: 'conflict', code: 'used-at-gate', message: USED_AT_GATE },
    };
    const by = async (viewer: Parameters<ChangeVisitDate['execute']>[0]['viewer']) =>
      move.execute({ viewer, orderId: 7, visitDate: '2026-12-22' });
    expect(await by({ visitorId: 3, email: 'v@example.com' })).toEqual(refusal);
    expect(await by(MANAGER)).toEqual(refusal);
  });

  it('day-full: the new day has no room (a value from the repository), with what remains', async () => {
    const move = new ChangeVisitDate(
      repository(account(), '2026-12-22'),
      capacity,
      before,
      settings,
    );
    const result = await move.execute({ viewer: MANAGER, orderId: 7, visitDate: '2026-12-22' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'sold-out',
        code: 'day-full',
        message: 'Only 2 tickets left for 2026-12-22',
        remaining: 2,
        path: 'visitDate',
      },
    });
  });
});
