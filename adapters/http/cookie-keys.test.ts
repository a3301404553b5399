import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CookieKeys, SignatureMemo } from './cookie-keys';

/** keygrip's signature, written out: HMAC-SHA1, base64 made URL-safe, no padding. */
const keygripSignature = (key: string, data: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\//g, '_')
    .replace(/\+/g, '-')
    .replace(/=/g, '');

describe('CookieKeys', () => {
  const keys = new CookieKeys(['new-secret', 'old-secret']);

  it('signs with the first key as keygrip does, so existing cookies stay valid', () => {
    for (const data of ['park.sid=abc', 'park.sid=' + 'x'.repeat(300), 'ünïcode=1']) {
      expect(keys.sign(data)).toBe(keygripSignature('new-secret', data));
      expect(keys.sign(data)).not.toMatch(/[/+=]/);
    }
  });

  it('finds the key that signed a digest, and refuses anything else', () => {
    const data = 'park.sid=abc';
    expect(keys.index(data, keygripSignature('new-secret', data))).toBe(0);
    expect(keys.index(data, keygripSignature('old-secret', data))).toBe(1);
    expect(keys.verify(data, keygripSignature('old-secret', data))).toBe(true);
    const good = keygripSignature('new-secret', data);
    const forged = (good[0] === 'A' ? 'B' : 'A') + good.slice(1);
    for (const digest of [forged, good.slice(1), good + 'A', '', keygripSignature('other', data)]) {
      expect(keys.index(data, digest)).toBe(-1);
      expect(keys.verify(data, digest)).toBe(false);
    }
    expect(keys.verify('park.sid=abd', good)).toBe(false);
  });

  it('needs a key', () => {
    expect(() => new CookieKeys([])).toThrow(/Keys must be provided/);
  });

  it('answers a cookie seen again with the same verdict, forged or not', () => {
    const data = 'park.sid=again';
    const good = keygripSignature('new-secret', data);
    const forged = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A');
    for (let round = 0; round < 3; round++) {
      expect(keys.index(data, good)).toBe(0);
      expect(keys.index(data, forged)).toBe(-1);
    }
  });
});

describe('SignatureMemo', () => {
  it('keeps at most its number of signatures, oldest forgotten first, and signs the same', () => {
    const memo = new SignatureMemo('k', 3);
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) expect(memo.signature(name)).toBe(keygripSignature('k', name));
    expect(memo.size).toBe(3);
    for (const name of names) expect(memo.signature(name)).toBe(keygripSignature('k', name));
    expect(memo.size).toBe(3);
  });

  it('does not keep long data, which only a client making up cookies sends', () => {
    const memo = new SignatureMemo('k');
    const long = 'park.sid=' + 'x'.repeat(500);
    expect(memo.signature(long)).toBe(keygripSignature('k', long));
    expect(memo.size).toBe(0);
    memo.signature('park.sid=short');
    expect(memo.size).toBe(1);
  });
});
