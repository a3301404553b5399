/** Unguessable random identifiers: session keys, reset tokens. */
export interface IdGenerator {
  /** A URL-safe random token with at least 128 bits of entropy. */
  token(): string;
}
