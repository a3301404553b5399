import { describe, expect, it } from 'vitest';
import { changedFields, changeSummary, fieldNames, shortValue } from './audit-changes';

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
