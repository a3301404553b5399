import { createHmac, timingSafeEqual } from 'node:crypto';
import type Keygrip from 'keygrip';
import { BoundedMap } from '../../core/shared/bounded-map';

/**
 * The keys that sign the session cookie, with the same signatures as the `keygrip` package that
 * Koa would build from an array (HMAC-SHA1, URL-safe base64 without padding), so cookies signed
 * before stay valid. Koa builds a new Keygrip for every request given an array, and keygrip's
 * comparison HMACs both digests again under a fresh random key (three HMACs and a random read
 * per cookie, about a tenth of a logged-in `GET /api/user`'s CPU); this one signs once and
 * compares in constant time with `timingSafeEqual` (digests are of one fixed length, so their
 * length tells nothing). A signature once made is kept (SignatureMemo): a logged-in person sends
 * the same session cookie with every request, and its HMAC was a tenth of a `GET /api/user`.
 */
export class CookieKeys implements Keygrip {
  private readonly keys: readonly string[];
  private readonly memos: readonly SignatureMemo[];

  constructor(keys: readonly string[]) {
    if (keys.length === 0) throw new Error('Keys must be provided.');
    this.keys = [...keys];
    this.memos = this.keys.map((key) => new SignatureMemo(key));
  }

  sign(data: unknown): string {
    return this.memos[0]!.signature(String(data));
  }

  verify(data: unknown, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: unknown, digest: string): number {
    const given = Buffer.from(String(digest));
    const text = String(data);
    for (let i = 0; i < this.memos.length; i++) {
      const expected = Buffer.from(this.memos[i]!.signature(text));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return i;
    }
    return -1;
  }
}

/**
 * One key's signatures of recent data, so a cookie seen again costs a Map lookup instead of an
 * HMAC. Only what the key itself signed is kept (never a digest someone sent, which is still
 * compared in constant time); short data only (a session cookie is some 50 characters), and at
 * most MEMO_ENTRIES of them, the oldest forgotten first, so cookies made up by a client cost it
 * nothing but an HMAC each, as before.
 */
export class SignatureMemo {
  private readonly kept: BoundedMap<string, string>;

  constructor(
    private readonly key: string,
    entries = MEMO_ENTRIES,
  ) {
    this.kept = new BoundedMap(entries);
  }

  signature(data: string): string {
    const known = this.kept.get(data);
    if (known !== undefined) return known;
    const made = signWith(this.key, data);
    if (data.length <= MEMO_DATA_CHARS) this.kept.set(data, made);
    return made;
  }

  /** How many signatures are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}

const MEMO_ENTRIES = 10_000;
const MEMO_DATA_CHARS = 200;

function signWith(key: string, data: unknown): string {
  return createHmac('sha1', key)
    .update(String(data))
    .digest('base64')
    .replace(/[/+=]/g, (x) => (x === '/' ? '_' : x === '+' ? '-' : ''));
}
