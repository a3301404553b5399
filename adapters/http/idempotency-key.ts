import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { IdempotencyKey } from '../../core/orders/idempotency';
import { HttpFailure } from './error-mapper';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const BAD_IDEMPOTENCY_KEY =
  'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say)';

const SOUND_KEY = /^[\x21-\x7e]{1,255}$/;

/** The same JSON with its object keys in order, so two spellings of one body hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The request's Idempotency-Key with a SHA-256 digest of its parsed body; undefined when it
 * sent none; 400 for a key that is empty, too long or not visible ASCII.
 */
export function idempotencyKeyOf(ctx: Context): IdempotencyKey | undefined {
  const header = ctx.get(IDEMPOTENCY_HEADER);
  if (header === '') return undefined;
  if (!SOUND_KEY.test(header))
    throw new HttpFailure(400, BAD_IDEMPOTENCY_KEY, [
      { path: IDEMPOTENCY_HEADER, message: BAD_IDEMPOTENCY_KEY },
    ]);
  const body = JSON.stringify(canonical(ctx.request.body ?? null));
  return { key: header, requestHash: createHash('sha256').update(body).digest('base64url') };
}
