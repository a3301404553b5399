import type {
  AccountKind,
  PasswordResetRepository,
  ResetTokenRecord,
} from '../../core/accounts/password-reset-repository';
import type { Executor } from './executor';

/** One-time reset tokens (hashed) in `password_reset_tokens`. */
export class KnexPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly db: Executor) {}

  async save(record: ResetTokenRecord): Promise<void> {
    await this.db('password_reset_tokens').insert({
      kind: record.kind,
      account_id: record.accountId,
      token_hash: record.tokenHash,
      expires_at: record.expiresAt,
    });
  }

  /** One UPDATE … RETURNING: two requests racing with the same token cannot both win. */
  async consume(
    tokenHash: string,
    kind: AccountKind,
    now: Date,
  ): Promise<{ accountId: number } | null> {
    const [row]: { account_id: number }[] = await this.db('password_reset_tokens')
      .where({ token_hash: tokenHash, kind })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .update({ used_at: now })
      .returning('account_id');
    return row ? { accountId: row.account_id } : null;
  }
}
