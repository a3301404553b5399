import { createHash } from 'node:crypto';
import type { TokenHasher } from '../../core/accounts/token-hasher';

/** SHA-256 in hex: enough for random 256-bit tokens, which need no slow hashing. */
export class Sha256TokenHasher implements TokenHasher {
  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
