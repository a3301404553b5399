import { describe, expect, it } from 'vitest';
import { PARK_DEFAULT_CAPACITY } from '../../core/capacity/capacity';
import { InMemoryCapacityRepository } from '../../core/testing/in-memory-capacity';
import { databaseTargets } from '../testing/test-database';
import { AUDIT_MANAGER } from './contracts/audit-contract';
import { capacityRepositoryContract } from './contracts/capacity-repository-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexAuditLog } from './knex-audit-log';
import { KnexCapacityRepository } from './knex-capacity-repository';

describe('CapacityRepository contract: in memory', () => {
  capacityRepositoryContract(() => {
    const repo = new InMemoryCapacityRepository();
    return { repo, log: repo.audit };
  });
});

describe.each(databaseTargets)('KnexCapacityRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    capacityRepositoryContract(() => ({
      repo: new KnexCapacityRepository(db().knex, PARK_DEFAULT_CAPACITY),
      log: new KnexAuditLog(db().knex, 'America/Chicago'),
    }));
  });

  it('writes neither the day nor its entry when the transaction it joined rolls back', async () => {
    const knex = db().knex;
    await expect(
      knex.transaction(async (trx) => {
        const repo = new KnexCapacityRepository(trx, PARK_DEFAULT_CAPACITY);
        await repo.setLimits('2030-07-04', { capacity: 10 }, AUDIT_MANAGER);
        throw new Error('the caller fails after the write');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await countRows(knex, 'visit_days')).toBe(0);
    expect(await countRows(knex, 'audit_log')).toBe(0);
  });
});
