import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money';
import type { StoredOrder } from './order';
import {
  cancellationCutoff,
  orderStatus,
  refundAmount,
  refundLines,
  USED_AT_GATE,
  visitorChangeRefusal,
  zonedInstant,
  type OrderAccount,
  type StoredRefund,
} from './refunds';

const CHICAGO = { timeZone: 'America/Chicago', opensAt: '09:00', cutoffHours: 24 };

/** An order of three lines: $10.00, $10.00, $10.00 before tax; tax $2.48 (8.25 % of $30.00, rounded). */
function order(lines: number[] = [1000, 1000, 1000]): StoredOrder {
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const tax = Math.floor((subtotal * 825 + 5000) / 10000);
  return {
    id: 7,
    userId: 3,
    orderDate: '2026-12-01',
    visitDate: '2026-12-20',
    attractions: [],
    tickets: lines.map((amount, i) => ({
      kind: 'ticket' as const,
      id: i + 1,
      ticketType: (['standard', 'express', 'child'] as const)[i % 3]!,
      quantity: 1,
      unitPrice: cents(amount),
      lineTotal: cents(amount),
    })),
    meals: [],
    merchandise: [],
    subtotal: cents(subtotal),
    tax: cents(tax),
    total: cents(subtotal + tax),
  };
}

const account = (
  o: StoredOrder,
  refunds: StoredRefund[] = [],
  more: Partial<OrderAccount> = {},
) => ({
  order: o,
  email: 'v@example.com',
  name: 'V',
  refunds,
  usedAdmissions: 0,
  dayClosed: false,
  ...more,
});

function refundOf(o: StoredOrder, before: StoredRefund[], refs: string[]): StoredRefund {
  const lines = refundLines(account(o, before), refs);
  if (!lines.ok) throw new Error(lines.error.message);
  const amount = refundAmount(o, before, lines.value);
  return {
    id: before.length + 1,
    orderId: o.id,
    kind: 'refund',
    reason: 'r',
    day: '2026-12-02',
    at: new Date(),
    ...amount,
    lines: lines.value.map((l) => l.ref),
  };
}

describe('refund amounts', () => {
  it('splits an order in three refunds that add up exactly to what it cost', () => {
    const o = order();
    expect(o.tax).toBe(248);
    const refunds: StoredRefund[] = [];
    for (const ref of ['ticket-1', 'ticket-2', 'ticket-3'])
      refunds.push(refundOf(o, refunds, [ref]));
    expect(refunds.map((r) => r.tax)).toEqual([83, 82, 83]);
    expect(refunds.reduce((n, r) => n + r.amount, 0)).toBe(o.total);
    expect(refunds.reduce((n, r) => n + r.tax, 0)).toBe(o.tax);
  });

  it('never gives back more than the order cost, whatever the lines and their order', () => {
    for (const lines of [
      [1, 1, 1],
      [333, 334, 333],
      [999, 1, 1],
      [5, 10_000, 7],
    ]) {
      const o = order(lines);
      for (const sequence of [
        [1, 2, 3],
        [3, 2, 1],
        [2, 3, 1],
      ]) {
        const refunds: StoredRefund[] = [];
        for (const i of sequence) {
          refunds.push(refundOf(o, refunds, [`ticket-${i}`]));
          expect(refunds.reduce((n, r) => n + r.amount, 0)).toBeLessThanOrEqual(o.total);
        }
        expect(refunds.reduce((n, r) => n + r.amount, 0)).toBe(o.total);
      }
    }
  });

  it('refunds everything left when no line is named, and nothing twice', () => {
    const o = order();
    const first = refundOf(o, [], ['ticket-2']);
    const rest = refundOf(o, [first], []);
    expect(rest.lines).toEqual(['ticket-1', 'ticket-3']);
    expect(first.amount + rest.amount).toBe(o.total);
    const again = refundLines(account(o, [first, rest]), ['ticket-1']);
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'line-refunded' } });
    expect(refundLines(account(o, [first, rest]), undefined)).toMatchObject({ ok: false });
    expect(refundLines(account(o), ['ticket-9'])).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });

  it('says what became of the order', () => {
    const o = order();
    expect(orderStatus(account(o))).toBe('paid');
    const first = refundOf(o, [], ['ticket-2']);
    expect(orderStatus(account(o, [first]))).toBe('partly-refunded');
    expect(
      visitorChangeRefusal(account(o, [first]), new Date('2026-01-01'), CHICAGO)?.message,
    ).toBe('Part of this order was refunded: ask the park to refund or move the rest');
    const rest = refundOf(o, [first], []);
    expect(orderStatus(account(o, [first, rest]))).toBe('refunded');
    expect(orderStatus(account(o, [{ ...first, kind: 'cancellation' }]))).toBe('cancelled');
  });
});

describe('the cancellation cutoff', () => {
  it('is 24 hours before the park opens at 09:00 in its zone', () => {
    // December: Chicago is UTC-6, so 09:00 is 15:00 UTC.
    expect(zonedInstant('2026-12-20', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-12-20T15:00:00.000Z',
    );
    expect(cancellationCutoff('2026-12-20', CHICAGO).toISOString()).toBe(
      '2026-12-19T15:00:00.000Z',
    );
  });

  it('holds to the minute: at the cutoff a visitor may, a minute later not', () => {
    const a = account(order());
    const cutoff = cancellationCutoff('2026-12-20', CHICAGO);
    expect(visitorChangeRefusal(a, cutoff, CHICAGO)).toBeNull();
    const late = visitorChangeRefusal(a, new Date(cutoff.getTime() + 60_000), CHICAGO);
    expect(late?.message).toBe(
      'This order can no longer be cancelled or moved: that was possible until Saturday, December 19, 2026 at 09:00 (park time)',
    );
    // a closed day may always be cancelled
    expect(
      visitorChangeRefusal(
        { ...a, dayClosed: true },
        new Date(cutoff.getTime() + 86_400_000),
        CHICAGO,
      ),
    ).toBeNull();
  });

  it('follows the daylight-saving change: a day after the spring change opens at 14:00 UTC', () => {
    // 2027-03-14: clocks go from 02:00 to 03:00 in Chicago (CST -6 to CDT -5).
    expect(zonedInstant('2027-03-14', '09:00', 'America/Chicago').toISOString()).toBe(
      '2027-03-14T14:00:00.000Z',
    );
    expect(zonedInstant('2027-03-13', '09:00', 'America/Chicago').toISOString()).toBe(
      '2027-03-13T15:00:00.000Z',
    );
    // the cutoff of the 14th is the 13th at 09:00 CST (24 real hours before 09:00 CDT = 08:00 CST+1h)
    expect(cancellationCutoff('2027-03-14', CHICAGO).toISOString()).toBe(
      '2027-03-13T14:00:00.000Z',
    );
    // autumn: 2026-11-01 clocks go back; 09:00 CST is 15:00 UTC
    expect(zonedInstant('2026-11-01', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
    // a time the spring change skips is read after it, as the clocks do
    expect(zonedInstant('2027-03-14', '02:30', 'America/Chicago').toISOString()).toBe(
      '2027-03-14T08:30:00.000Z',
    );
  });

  it('refuses an order with a ticket used at the gate, before the cutoff and on a closed day', () => {
    const o = order();
    const early = new Date('2026-01-01');
    const refusal = (more: Partial<OrderAccount>) =>
      visitorChangeRefusal(account(o, [], more), early, CHICAGO);
    expect(refusal({ usedAdmissions: 1 })).toEqual({
      kind: 'conflict',
      code: 'used-at-gate',
      message: USED_AT_GATE,
    });
    expect(refusal({ usedAdmissions: 1, dayClosed: true })?.message).toBe(USED_AT_GATE);
    expect(refusal({ usedAdmissions: 0, dayClosed: true })).toBeNull();
    expect(
      visitorChangeRefusal(account(o, [], { usedAdmissions: 2 }), early, {
        ...CHICAGO,
        cutoffHours: 0,
      })?.message,
    ).toBe(USED_AT_GATE);
  });

  it('refuses an order without a visit day and one already cancelled', () => {
    const shop = { ...order(), visitDate: null };
    expect(visitorChangeRefusal(account(shop), new Date('2026-01-01'), CHICAGO)?.message).toContain(
      'no visit day',
    );
    const o = order();
    const cancelled = { ...refundOf(o, [], []), kind: 'cancellation' as const };
    expect(
      visitorChangeRefusal(account(o, [cancelled]), new Date('2026-01-01'), CHICAGO)?.message,
    ).toContain('already cancelled');
  });
});
