import { describe, expect, it } from 'vitest';
import {
  changedFields,
  changeInWords,
  changeSummary,
  fieldNames,
  parkClock,
  shortValue,
  valueInWords,
} from './audit-changes';

describe('what an audit entry changed', () => {
  const loop = { id: 3, name: 'Loop', type: 'Water Ride', open: true, cost: 1250 };

  it('puts the fields people look for first, whatever order the database kept', () => {
    expect(fieldNames({ dob: null, city: 'Austin', name: 'Ada', id: 3, email: 'a@b.c' })).toEqual([
      'id',
      'name',
      'email',
      'dob',
      'city',
    ]);
    expect(fieldNames({ a: 1 }, { b: 2, a: 1 }, null)).toEqual(['a', 'b']);
  });

  it('names the fields that differ, or every field of a record added or removed', () => {
    expect(changedFields(loop, { ...loop, name: 'Big Loop', open: false })).toEqual([
      'name',
      'open',
    ]);
    expect(changedFields({ a: [1, 2] }, { a: [1, 2], b: null })).toEqual([]);
    expect(changedFields({ a: 1 }, { b: 1 })).toEqual(['a', 'b']);
    expect(changedFields(null, loop)).toEqual(['id', 'name', 'type', 'open', 'cost']);
    expect(changedFields({ cost: 1, name: 'x' }, null)).toEqual(['name', 'cost']);
    expect(changedFields('a', 'b')).toEqual([]);
  });

  it('says it in one line', () => {
    expect(changeSummary(loop, { ...loop, name: 'Big Loop', open: false })).toBe(
      'name: Loop → Big Loop; open: true → false',
    );
    expect(changeSummary(null, loop)).toBe('new: name=Loop, type=Water Ride, open=true');
    expect(changeSummary({ type: 'Water Ride', name: 'Loop', open: true }, null)).toBe(
      'removed: name=Loop, type=Water Ride, open=true',
    );
    expect(changeSummary(loop, { ...loop })).toBe('no change');
    expect(changeSummary({ capacity: null }, { capacity: 80 })).toBe('capacity: none → 80');
    expect(changeSummary(null, null)).toBe('');
    expect(changeSummary(1, 2)).toBe('1 → 2');
  });

  it('keeps values short and on one line', () => {
    expect(shortValue('a\nb')).toBe('a b');
    expect(shortValue('x'.repeat(30))).toBe(`${'x'.repeat(23)}…`);
    expect(shortValue({ a: 1 })).toBe('{"a":1}');
    expect(shortValue(undefined)).toBe('none');
  });
});

describe('an audit entry in words', () => {
  const TZ = 'America/Chicago';
  const words = (action: string, before: unknown, after: unknown) =>
    changeInWords(action, before, after, TZ);

  it('says a refund or cancellation with its lines named and the amount', () => {
    const refund = {
      status: 'partly-refunded',
      refunded: 19.99,
      refundId: 4,
      amount: 19.99,
      lines: 'merchandise-1',
      items: '1 × T-shirt (M)',
      reason: 'Wrong size',
    };
    expect(words('order.refund', { status: 'paid', refunded: 0 }, refund)).toBe(
      'Refunded: 1 × T-shirt (M), $19.99 (reason: Wrong size)',
    );
    // An entry written before the lines were named: the refs, in words.
    const { items: _items, ...older } = refund;
    expect(words('order.refund', null, older)).toBe(
      'Refunded: merchandise line 1, $19.99 (reason: Wrong size)',
    );
    expect(words('order.cancel', null, { ...refund, amount: 1234.5, reason: '' })).toBe(
      'Cancelled, refunded: 1 × T-shirt (M), $1,234.50',
    );
  });

  it('says a date change, a closed day and a capacity in words', () => {
    expect(words('order.move', { visitDate: '2026-12-08' }, { visitDate: '2026-12-10' })).toBe(
      'Visit moved from Dec 8, 2026 to Dec 10, 2026',
    );
    expect(
      words('day.close', { capacity: null }, { capacity: 0, reason: 'Storm', mailed: 1 }),
    ).toBe('Day closed, 1 guest mailed (reason: Storm)');
    expect(words('capacity.set', { capacity: null }, { capacity: 8000 })).toBe(
      'Capacity set to 8,000',
    );
    expect(words('capacity.set', null, { capacity: null, expressCapacity: 40 })).toBe(
      'Capacity set to the park’s default (express: 40)',
    );
  });

  it('says what was added, removed or changed, money in dollars, times in the park’s zone', () => {
    const loop = { id: 3, name: 'Loop', type: 'Water Ride', open: true, cost: 1250 };
    expect(words('attraction.add', null, loop)).toBe(
      'Added: Loop (type Water Ride, open yes, cost $12.50)',
    );
    expect(words('attraction.delete', loop, null)).toBe('Removed: Loop');
    expect(words('attraction.update', loop, { ...loop, open: false, cost: 1300 })).toBe(
      'Loop: changed open from yes to no; cost from $12.50 to $13.00',
    );
    expect(words('attraction.update', loop, { ...loop })).toBe('No change');
    const resolved = { subject: 'Brake', resolvedAt: '2026-07-01T15:04:00.000Z' };
    expect(words('maintenance.resolve', { ...resolved, resolvedAt: null }, resolved)).toBe(
      'Brake: changed resolved at from none to Jul 1, 2026, 10:04 AM CDT',
    );
    expect(parkClock('2026-01-15T18:30:00Z', TZ)).toBe('Jan 15, 2026, 12:30 PM CST');
    expect(valueInWords('ticket-9, meal-2', TZ)).toBe('ticket line 9, meal line 2');
  });
});

describe('a mail sent again, in words', () => {
  it('names the recipient and why the mail had failed', () => {
    expect(
      changeInWords(
        'mail.retry',
        { status: 'failed', attempts: 15, to: 'guest@example.com', lastError: '550 No such user' },
        { status: 'pending', attempts: 0, to: 'guest@example.com' },
        'America/Chicago',
      ),
    ).toBe('Mail to guest@example.com sent again (it had failed: 550 No such user)');
  });
});
