/** A checkout retried with the same Idempotency-Key and body within a day is answered, not redone. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was used for a different checkout; send a new key for a new order';

/** The key a client sent with a checkout, and a digest of the body it came with. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/** An order placed under a key, with the digest of the body it was placed for. */
export interface KeyedOrder<O> {
  requestHash: string;
  order: O;
}

/**
 * The repository found the key already taken when it wrote the order (a parallel retry won),
 * and wrote nothing: the caller reads the winner's order instead.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}
