import { describe, expect, it } from 'vitest';
import { InMemoryPasswordResetRepository } from '../../core/testing/in-memory-infrastructure';
import { databaseTargets } from '../testing/test-database';
import { passwordResetRepositoryContract } from './contracts/password-reset-repository-contract';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexPasswordResetRepository } from './knex-password-reset-repository';

const now = new Date('2026-06-01T15:00:00Z');
const record = {
  kind: 'employee' as const,
  accountId: 5,
  tokenHash: 'e'.repeat(64),
  expiresAt: new Date(now.getTime() + 3_600_000),
};

describe('PasswordResetRepository contract: in memory', () => {
  passwordResetRepositoryContract(() => new InMemoryPasswordResetRepository());
});

describe.each(databaseTargets)('KnexPasswordResetRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    passwordResetRepositoryContract(() => new KnexPasswordResetRepository(db().knex));
  });

  it('lets only one of many simultaneous uses of a token win', async () => {
    const repo = new KnexPasswordResetRepository(db().knex);
    await repo.save(record);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => repo.consume(record.tokenHash, 'employee', now)),
    );
    expect(attempts.filter((a) => a !== null)).toEqual([{ accountId: 5 }]);
  });

  it('marks the token used at the instant of use and keeps it', async () => {
    const repo = new KnexPasswordResetRepository(db().knex);
    await repo.save(record);
    await repo.consume(record.tokenHash, 'employee', now);
    const row = (await db().knex('password_reset_tokens').first()) as { used_at: Date };
    expect(row.used_at.toISOString()).toBe(now.toISOString());
  });

  it('refuses to store one token hash twice', async () => {
    const repo = new KnexPasswordResetRepository(db().knex);
    await repo.save(record);
    await expect(repo.save(record)).rejects.toMatchObject({ code: '23505' });
  });
});
