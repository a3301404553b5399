import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/** The encodings a list is kept in besides identity. */
type Encoding = 'br' | 'gzip';

/** A list's JSON answer, serialized once, with a weak ETag of its bytes and its encodings. */
interface ListBody {
  bytes: Buffer;
  etag: string;
  /** Compressed on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const compress: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The encoding to answer in. A browser's header has no q-values ('gzip, deflate, br, zstd'),
 * so it is read as a list; anything with q-values goes through Koa's full negotiation.
 */
function listEncoding(ctx: Context): Encoding | null {
  const header = ctx.get('Accept-Encoding');
  if (header === '') return null;
  if (!header.includes(';')) {
    const names = header.toLowerCase().split(',');
    if (names.some((n) => n.trim() === 'br')) return 'br';
    return names.some((n) => n.trim() === 'gzip' || n.trim() === '*') ? 'gzip' : null;
  }
  const chosen = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Answers a public list as JSON, serialized once per list rather than once per request: the
 * catalog cache (adapters/persistence/cached-catalog.ts) hands every request the same array
 * until it reads the list again (after its TTL or a catalog write), so the array is the key,
 * and a new array with the same bytes keeps the body, ETag and encodings it had. A request
 * whose If-None-Match names the current ETag gets 304 without a body. `Cache-Control:
 * no-cache` makes browsers ask again every time (a manager's change shows at once) and lets
 * the ETag spare them the body. Browsers accept brotli: the attractions' 3.2 KB go out as
 * about 1 KB, compressed once per list and not per request. The ETag is weak, so one tag
 * serves every encoding of the same list.
 */
export class ListBodies<T extends object> {
  private readonly bodies = new WeakMap<readonly T[], ListBody>();
  private last: ListBody | null = null;

  constructor(private readonly present: (item: T) => unknown) {}

  /** The list's body, serialized on its first use. */
  bodyOf(list: readonly T[]): ListBody {
    let body = this.bodies.get(list);
    if (!body) {
      const bytes = Buffer.from(JSON.stringify(list.map(this.present)));
      body = this.last?.bytes.equals(bytes) ? this.last : withTag(bytes);
      this.bodies.set(list, body);
      this.last = body;
    }
    return body;
  }

  /** The body in `encoding`, compressed on first use. */
  private encodedBody(body: ListBody, encoding: Encoding): Buffer {
    return (body.encoded[encoding] ??= compress[encoding](body.bytes));
  }

  /** Sets the answer on `ctx`: 200 with the body, or 304 when the client's copy is current. */
  answer(ctx: Context, list: readonly T[]): void {
    this.send(ctx, this.bodyOf(list));
  }

  /**
   * When the list cannot be read (the database is down), answers the last good copy marked
   * stale (`Warning: 110`); false when this process has none yet.
   */
  answerLastGood(ctx: Context): boolean {
    if (!this.last) return false;
    this.send(ctx, this.last);
    ctx.set('Warning', STALE_WARNING);
    return true;
  }

  private send(ctx: Context, body: ListBody): void {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', body.etag);
    ctx.vary('Accept-Encoding'); // added to, not replacing, what an earlier middleware varies by
    ctx.status = 200;
    // ctx.fresh copies every response header first; only a revalidation can be fresh.
    if (ctx.get('If-None-Match') !== '' && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    const encoding = listEncoding(ctx);
    if (encoding === null) {
      ctx.body = body.bytes;
      return;
    }
    ctx.set('Content-Encoding', encoding);
    ctx.body = this.encodedBody(body, encoding);
  }
}

/** RFC 7234's mark for an answer that is not fresh (here: the database could not be read). */
export const STALE_WARNING = '110 - "Response is Stale"';

function withTag(bytes: Buffer): ListBody {
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { bytes, etag: `W/"${bytes.length.toString(16)}-${digest}"`, encoded: {} };
}
