import { describe, expect, it } from 'vitest';
import { CryptoIdGenerator } from './system/crypto-id-generator';

describe('CryptoIdGenerator', () => {
  it('answers 256-bit base64url tokens, never the same one twice across batches', () => {
    const ids = new CryptoIdGenerator();
    const tokens = Array.from({ length: 1_000 }, () => ids.token());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Two generators share nothing.
    const other = new CryptoIdGenerator().token();
    expect(tokens).not.toContain(other);
  });
});
