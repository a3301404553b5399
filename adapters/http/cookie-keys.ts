import { createHmac, timingSafeEqual } from 'node:crypto';
import type Keygrip from 'keygrip';

/**
 * The keys that sign the session cookie, with the same signatures as the `keygrip` package that
 * Koa would build from an array (HMAC-SHA1, URL-safe base64 without padding), so cookies signed
 * before stay valid. Koa builds a new Keygrip for every request given an array, and keygrip's
 * comparison HMACs both digests again under a fresh random key (three HMACs and a random read
 * per cookie, about a tenth of a logged-in `GET /api/user`'s CPU); this one signs once and
 * compares in constant time with `timingSafeEqual` (digests are of one fixed length, so their
 * length tells nothing).
 */
export class CookieKeys implements Keygrip {
  private readonly keys: readonly string[];

  constructor(keys: readonly string[]) {
    if (keys.length === 0) throw new Error('Keys must be provided.');
    this.keys = [...keys];
  }

  sign(data: unknown): string {
    return signWith(this.keys[0]!, data);
  }

  verify(data: unknown, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: unknown, digest: string): number {
    const given = Buffer.from(String(digest));
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(signWith(this.keys[i]!, data));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return i;
    }
    return -1;
  }
}

function signWith(key: string, data: unknown): string {
  return createHmac('sha1', key)
    .update(String(data))
    .digest('base64')
    .replace(/[/+=]/g, (x) => (x === '/' ? '_' : x === '+' ? '-' : ''));
}
