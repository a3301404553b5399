import { describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../core/testing/in-memory-users';
import { databaseTargets } from '../testing/test-database';
import { userRepositoryContract } from './contracts/user-repository-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexUserRepository } from './knex-user-repository';

const vera = { fullname: 'Vera Visitor', email: 'vera@example.com', passwordHash: 'hash-1' };

describe('UserRepository contract: in memory', () => {
  userRepositoryContract(() => new InMemoryUserRepository());
});

describe.each(databaseTargets)('KnexUserRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    userRepositoryContract(() => new KnexUserRepository(db().knex));
  });

  it('stores the email normalised and finds it however it is written', async () => {
    const repo = new KnexUserRepository(db().knex);
    const created = await repo.create({ ...vera, email: '  Vera@Example.COM ' });
    expect(created).toMatchObject({ email: 'vera@example.com' });
    expect(await repo.findCredentials('VERA@example.com')).toMatchObject({ user: created });
    expect(await repo.create({ ...vera, email: 'vera@EXAMPLE.com' })).toBe('email-taken');
  });

  it('lets exactly one of two racing sign-ups with one email win', async () => {
    const repo = new KnexUserRepository(db().knex);
    const results = await Promise.all([repo.create(vera), repo.create(vera)]);
    expect(results.filter((r) => r === 'email-taken')).toHaveLength(1);
    expect(await countRows(db().knex, 'users')).toBe(1);
  });

  it('answers email-taken inside a transaction and leaves the transaction usable', async () => {
    await new KnexUserRepository(db().knex).create(vera);
    await db().knex.transaction(async (trx) => {
      const repo = new KnexUserRepository(trx);
      expect(await repo.create(vera)).toBe('email-taken');
      expect(await repo.create({ ...vera, email: 'second@example.com' })).not.toBe('email-taken');
    });
    expect(
      await new KnexUserRepository(db().knex).findCredentials('second@example.com'),
    ).not.toBeNull();
  });

  it('rolls back with the transaction it runs on', async () => {
    await expect(
      db().knex.transaction(async (trx) => {
        await new KnexUserRepository(trx).create(vera);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await new KnexUserRepository(db().knex).findCredentials(vera.email)).toBeNull();
  });
});
