import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('forgets the oldest key when a new one comes past its limit', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) map.set(key, i);
    expect([...map]).toEqual([
      ['c', 2],
      ['d', 3],
      ['e', 4],
    ]);
  });

  it('keeps its size when a held key is set again, and its place unless deleted first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    map.delete('a');
    map.set('a', 4).set('c', 5);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('needs room for one entry', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
