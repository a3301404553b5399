import type { PasswordHasher } from './password-hasher';

/**
 * Checks a password against a stored hash, or against a throw-away hash when the
 * account does not exist, so both failures take the same time.
 */
export class CredentialCheck {
  private decoy: Promise<string> | null = null;

  constructor(private readonly hasher: PasswordHasher) {}

  async matches(storedHash: string | null, password: string): Promise<boolean> {
    if (storedHash === null) {
      this.decoy ??= this.hasher.hash('decoy password for unknown accounts');
      await this.hasher.verify(await this.decoy, password);
      return false;
    }
    return this.hasher.verify(storedHash, password);
  }
}
