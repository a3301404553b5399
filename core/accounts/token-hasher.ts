/** A fast one-way digest of a random token (SHA-256, hex), so only the digest is stored. */
export interface TokenHasher {
  digest(token: string): string;
}
