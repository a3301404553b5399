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
});
