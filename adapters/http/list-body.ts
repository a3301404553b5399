import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A list's JSON answer, serialized once, with a weak ETag of its bytes. */
interface ListBody {
  bytes: Buffer;
  etag: string;
}

/**
 * Answers a public list as JSON, serialized once per list rather than once per request: the
 * catalog cache (adapters/persistence/cached-catalog.ts) hands every request the same array
 * until it reads the list again (after its TTL or a catalog write), so the array is the key
 * and a new array gets a new body and a new ETag. A request whose If-None-Match names the
 * current ETag gets 304 without a body. `Cache-Control: no-cache` makes browsers ask again
 * every time (a manager's change shows at once) and lets the ETag spare them the body.
 */
export class ListBodies<T extends object> {
  private readonly bodies = new WeakMap<readonly T[], ListBody>();

  constructor(private readonly present: (item: T) => unknown) {}

  /** The list's body, serialized on its first use. */
  bodyOf(list: readonly T[]): ListBody {
    let body = this.bodies.get(list);
    if (!body) {
      const bytes = Buffer.from(JSON.stringify(list.map(this.present)));
      const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
      body = { bytes, etag: `W/"${bytes.length.toString(16)}-${digest}"` };
      this.bodies.set(list, body);
    }
    return body;
  }

  /** Sets the answer on `ctx`: 200 with the body, or 304 when the client's copy is current. */
  answer(ctx: Context, list: readonly T[]): void {
    const { bytes, etag } = this.bodyOf(list);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    ctx.status = 200;
    // ctx.fresh copies every response header first; only a revalidation can be fresh.
    if (ctx.get('If-None-Match') !== '' && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    ctx.body = bytes;
  }
}
