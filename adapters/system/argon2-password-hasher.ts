import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../core/accounts/password-hasher';

/** argon2id with the library's defaults (19 MiB, 2 passes), salted per password. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(plain: string): Promise<string> {
    return hash(plain);
  }
  async verify(stored: string, plain: string): Promise<boolean> {
    try {
      return await verify(stored, plain);
    } catch {
      return false; // a malformed stored hash never matches
    }
  }
}
