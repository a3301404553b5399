import { expect, it } from 'vitest';
import type {
  PasswordResetRepository,
  ResetTokenRecord,
} from '../../../core/accounts/password-reset-repository';

const now = new Date('2026-06-01T15:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000);
const token = (overrides: Partial<ResetTokenRecord> = {}): ResetTokenRecord => ({
  kind: 'user',
  accountId: 42,
  tokenHash: 'a'.repeat(64),
  expiresAt: inAnHour,
  ...overrides,
});

/** What every PasswordResetRepository must do; `make` gives one over no tokens. */
export function passwordResetRepositoryContract(
  make: () => PasswordResetRepository | Promise<PasswordResetRepository>,
) {
  it('consumes a fresh token once, answering its account', async () => {
    const repo = await make();
    await repo.save(token());
    expect(await repo.consume(token().tokenHash, 'user', now)).toEqual({ accountId: 42 });
    expect(await repo.consume(token().tokenHash, 'user', now)).toBeNull();
  });

  it('refuses an unknown token', async () => {
    const repo = await make();
    await repo.save(token());
    expect(await repo.consume('b'.repeat(64), 'user', now)).toBeNull();
  });

  it('refuses a token of the other kind of account', async () => {
    const repo = await make();
    await repo.save(token({ kind: 'employee', accountId: 3 }));
    expect(await repo.consume(token().tokenHash, 'user', now)).toBeNull();
    expect(await repo.consume(token().tokenHash, 'employee', now)).toEqual({ accountId: 3 });
  });

  it('refuses an expired token, from the instant it expires', async () => {
    const repo = await make();
    await repo.save(token());
    expect(await repo.consume(token().tokenHash, 'user', inAnHour)).toBeNull();
    const justBefore = new Date(inAnHour.getTime() - 1);
    expect(await repo.consume(token().tokenHash, 'user', justBefore)).toEqual({ accountId: 42 });
  });

  it('keeps tokens apart', async () => {
    const repo = await make();
    await repo.save(token({ tokenHash: 'c'.repeat(64), accountId: 1 }));
    await repo.save(token({ tokenHash: 'd'.repeat(64), accountId: 2 }));
    expect(await repo.consume('d'.repeat(64), 'user', now)).toEqual({ accountId: 2 });
    expect(await repo.consume('c'.repeat(64), 'user', now)).toEqual({ accountId: 1 });
  });
}
