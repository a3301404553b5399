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
  type LineChoice,
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

function refundOf(
  o: StoredOrder,
  before: StoredRefund[],
  refs: LineChoice[],
  more: Partial<OrderAccount> = {},
): StoredRefund {
  const lines = refundLines(account(o, before, more), refs);
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
    parts: lines.value.map((l) => ({ ref: l.ref, quantity: l.quantity, amount: l.amount })),
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
    // After a partial refund the visitor may still cancel or move what is left (DECISIONS.md).
    expect(visitorChangeRefusal(account(o, [first]), new Date('2026-01-01'), CHICAGO)).toBeNull();
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

/** Two standard tickets at $59.99 and a T-shirt at $24.99 ×3: tax 8.25 % on the whole. */
function bigOrder(): StoredOrder {
  const subtotal = 2 * 5999 + 3 * 2499;
  const tax = Math.floor((subtotal * 825 + 5000) / 10000);
  return {
    ...order(),
    tickets: [
      {
        kind: 'ticket',
        id: 12,
        ticketType: 'standard',
        quantity: 2,
        unitPrice: cents(5999),
        lineTotal: cents(11998),
      },
    ],
    merchandise: [
      {
        kind: 'merchandise',
        id: 5,
        merchandiseId: 1,
        name: 'T-shirt',
        size: 'M',
        quantity: 3,
        unitPrice: cents(2499),
        unitCost: cents(900),
        lineTotal: cents(7497),
      },
    ],
    subtotal: cents(subtotal),
    tax: cents(tax),
    total: cents(subtotal + tax),
  };
}

describe('refunds of part of a line', () => {
  it('refunds 1 of 2 tickets, then the rest: the parts add up to the line and the order exactly', () => {
    const o = bigOrder();
    const one = refundOf(o, [], [{ line: 'ticket-12', quantity: 1 }]);
    expect(one.parts).toEqual([{ ref: 'ticket-12', quantity: 1, amount: 5999 }]);
    expect(one.subtotal).toBe(5999);
    expect(one.tax).toBe(Math.floor((5999 * o.tax * 2 + o.subtotal) / (2 * o.subtotal)));
    expect(orderStatus(account(o, [one]))).toBe('partly-refunded');
    const rest = refundOf(o, [one], ['ticket-12']);
    expect(rest.parts).toEqual([{ ref: 'ticket-12', quantity: 1, amount: 5999 }]);
    const shirts = [1, 1, 1].reduce<StoredRefund[]>(
      (done) => [
        ...done,
        refundOf(o, [one, rest, ...done], [{ line: 'merchandise-5', quantity: 1 }]),
      ],
      [],
    );
    const all = [one, rest, ...shirts];
    expect(orderStatus(account(o, all))).toBe('refunded');
    expect(all.reduce((n, r) => n + r.amount, 0)).toBe(o.total);
    expect(all.reduce((n, r) => n + r.subtotal, 0)).toBe(o.subtotal);
    expect(refundLines(account(o, all), undefined)).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-refund' },
    });
  });

  it('the last part of a line takes exactly the cents left of it, whatever the unit price', () => {
    const o = bigOrder();
    // A line whose total is not units × unit price (a price rounded at sale) still adds up.
    const odd: StoredOrder = {
      ...o,
      merchandise: [{ ...o.merchandise[0]!, lineTotal: cents(7496) }],
    };
    const a = refundOf(odd, [], [{ line: 'merchandise-5', quantity: 2 }]);
    const b = refundOf(odd, [a], [{ line: 'merchandise-5', quantity: 1 }]);
    expect(a.subtotal + b.subtotal).toBe(7496);
  });

  it('refuses more than is left (409), 0, negative or fractional quantities and a line twice (400)', () => {
    const o = bigOrder();
    const one = refundOf(o, [], [{ line: 'ticket-12', quantity: 1 }]);
    expect(refundLines(account(o, [one]), [{ line: 'ticket-12', quantity: 2 }])).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        code: 'more-than-left',
        message: 'Line ticket-12 has only 1 left to refund',
      },
    });
    for (const quantity of [0, -1, 1.5, Number.NaN])
      expect(refundLines(account(o), [{ line: 'ticket-12', quantity }])).toMatchObject({
        ok: false,
        error: { kind: 'validation' },
      });
    expect(
      refundLines(account(o), [
        { line: 'ticket-12', quantity: 1 },
        { line: 'ticket-12', quantity: 1 },
      ]),
    ).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(refundLines(account(o), [{ line: 'meal-99', quantity: 1 }])).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'Line meal-99 is not part of this order' },
    });
  });

  it('a quantity of a ticket line takes only unused tickets; the whole line may take used ones', () => {
    const o = bigOrder();
    const used = { usedAdmissions: 1, unusedTickets: { standard: 1 } };
    expect(refundOf(o, [], [{ line: 'ticket-12', quantity: 1 }], used).parts).toHaveLength(1);
    expect(refundLines(account(o, [], used), [{ line: 'ticket-12', quantity: 2 }])).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'used-at-gate' },
    });
    const whole = refundLines(account(o, [], used), ['ticket-12']);
    expect(whole).toMatchObject({ ok: true, value: [{ ref: 'ticket-12', quantity: 2 }] });
  });

  it('after a shop line alone was refunded, the visitor may still cancel or move what is left', () => {
    const o = bigOrder();
    const shirts = refundOf(o, [], ['merchandise-5']);
    expect(visitorChangeRefusal(account(o, [shirts]), new Date('2026-01-01'), CHICAGO)).toBeNull();
    // ...under the same cutoff.
    expect(
      visitorChangeRefusal(account(o, [shirts]), new Date('2026-12-19T16:00:00Z'), CHICAGO)?.code,
    ).toBe('cutoff-passed');
    const rest = refundLines(account(o, [shirts]), undefined);
    expect(rest).toMatchObject({ ok: true, value: [{ ref: 'ticket-12', quantity: 2 }] });
  });
});
