export type AccountKind = 'user' | 'employee';

export interface ResetTokenRecord {
  kind: AccountKind;
  accountId: number;
  /** SHA-256 of the token: the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
}

/** One-time password-reset tokens. */
export interface PasswordResetRepository {
  save(record: ResetTokenRecord): Promise<void>;
  /** Marks the token used and returns its account, if it is unused and not expired at `now`. */
  consume(tokenHash: string, kind: AccountKind, now: Date): Promise<{ accountId: number } | null>;
}
