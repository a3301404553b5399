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
 * The order write found the user's key already taken (a parallel retry won) and wrote nothing:
 * the caller answers with the winner's order.
 */
export interface KeyTaken {
  kind: 'key-taken';
}

export const KEY_TAKEN: KeyTaken = { kind: 'key-taken' };
