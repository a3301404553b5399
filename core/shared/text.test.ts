import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text';

describe('storable text', () => {
  it('accepts ordinary text, accents, emoji (a whole surrogate pair) and an empty string', () => {
    for (const text of ['', 'Thunder Falls', 'Zoë Ñandú', 'Park 🎢 day', 'tab\tand\nnewline'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses a NUL and either half of a surrogate pair on its own', () => {
    for (const text of [
      'a\u0000b',
      '\u0000',
      '\ud800',
      'x\udc00y',
      '\ud83c',
      'end\ud83c',
      '\udf62start',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('names the path of the first bad string inside objects and arrays, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText(['fine', '\ud800'])).toBe('1');
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toBe('bad?key');
    expect(findUnstorableText({ a: 'ok', n: 3, t: true, z: null, list: ['🎢'] })).toBeNull();
    expect(findUnstorableText('plain')).toBeNull();
  });

  it('walks a value nested 200,000 deep without recursion, in time linear in its size', () => {
    // Built from the inside out: a recursive walk overflows the stack long before the top, and
    // one that copies its path at every level does some 2·10^10 steps here.
    const depth = 200_000;
    let deep: unknown = ['fine', 'x\u0000'];
    for (let i = 0; i < depth; i++) deep = i % 2 ? [deep] : { k: deep };
    const started = performance.now();
    const path = findUnstorableText(deep);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(path?.split('.')).toHaveLength(depth + 1);
    expect(path?.startsWith('0.k.0.k.')).toBe(true);
    expect(path?.endsWith('k.1')).toBe(true);
  });
});
