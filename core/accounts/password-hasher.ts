/** Slow salted password hashing (argon2id); a hash is never shown to anyone. */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
}
