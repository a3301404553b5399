import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '../../core/ports/id-generator';

/** 256 random bits, base64url. */
export class CryptoIdGenerator implements IdGenerator {
  token(): string {
    return randomBytes(32).toString('base64url');
  }
}
