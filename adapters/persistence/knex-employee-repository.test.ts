import { describe, expect, it } from 'vitest';
import { aNewEmployee } from '../../core/testing/builders';
import { InMemoryEmployeeRepository } from '../../core/testing/in-memory-employees';
import type { NewEmployee } from '../../core/employees/employee-repository';
import { databaseTargets } from '../testing/test-database';
import {
  employeeAuditContract,
  employeeRepositoryContract,
} from './contracts/employee-repository-contract';
import { KnexAuditLog } from './knex-audit-log';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexEmployeeRepository } from './knex-employee-repository';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

const base = aNewEmployee({ name: 'Sam Staff', email: 'sam@example.com', passwordHash: 'hash' });

describe('EmployeeRepository contract: in memory', () => {
  employeeRepositoryContract(() => new InMemoryEmployeeRepository());
  employeeAuditContract(() => {
    const repo = new InMemoryEmployeeRepository();
    return { repo, log: repo.audit };
  });
});

describe.each(databaseTargets)('KnexEmployeeRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    employeeRepositoryContract(() => new KnexEmployeeRepository(db().knex));
    employeeAuditContract(() => ({
      repo: new KnexEmployeeRepository(db().knex),
      log: new KnexAuditLog(db().knex, 'America/Chicago'),
    }));
  });

  it('stores emails normalised, on create and on update', async () => {
    const repo = new KnexEmployeeRepository(db().knex);
    const sam = await repo.create({ ...base, email: ' Sam@Example.com' }, FIXTURE_ACTOR);
    if (sam === 'email-taken') throw new Error('unreachable');
    expect(sam.email).toBe('sam@example.com');
    const updated = await repo.updateProfile(
      sam.id,
      { ...base, email: 'SAMMY@example.com' },
      FIXTURE_ACTOR,
    );
    expect(updated).toMatchObject({ email: 'sammy@example.com' });
    expect(await repo.findCredentials('Sammy@Example.com')).not.toBeNull();
  });

  it('refuses a taken email inside a transaction without breaking the transaction', async () => {
    const repo = new KnexEmployeeRepository(db().knex);
    await repo.create({ ...base, email: 'taken@example.com' }, FIXTURE_ACTOR);
    const sam = await repo.create(base, FIXTURE_ACTOR);
    if (sam === 'email-taken') throw new Error('unreachable');
    await db().knex.transaction(async (trx) => {
      const inTrx = new KnexEmployeeRepository(trx);
      const changes = { ...base, email: 'taken@example.com' };
      expect(await inTrx.updateProfile(sam.id, changes, FIXTURE_ACTOR)).toBe('email-taken');
      expect(
        await inTrx.updateProfile(sam.id, { ...base, name: 'Sam Renamed' }, FIXTURE_ACTOR),
      ).toMatchObject({
        name: 'Sam Renamed',
      });
    });
    expect(await repo.findById(sam.id)).toMatchObject({ name: 'Sam Renamed' });
  });

  it('refuses a role the park does not have', async () => {
    const repo = new KnexEmployeeRepository(db().knex);
    const bad = { ...base, role: 'Janitor' } as unknown as NewEmployee;
    await expect(repo.create(bad, FIXTURE_ACTOR)).rejects.toMatchObject({ code: '23514' });
  });
});
