import { describe, expect, it } from 'vitest';
import { cents } from '../../core/shared/money';
import { InMemoryMaintenanceRepository } from '../../core/testing/in-memory-maintenance';
import { databaseTargets } from '../testing/test-database';
import {
  maintenanceAuditContract,
  maintenanceRepositoryContract,
  type MaintenanceFixture,
} from './contracts/maintenance-repository-contract';
import { KnexAuditLog } from './knex-audit-log';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import type { Executor } from './executor';
import { KnexMaintenanceRepository } from './knex-maintenance-repository';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

describe('MaintenanceRepository contract: in memory', () => {
  const inMemory = () => {
    const repo = new InMemoryMaintenanceRepository([
      { id: 1, name: 'Carousel' },
      { id: 2, name: 'Thunder Coaster' },
      { id: 3, name: 'Old Mill', retired: true },
    ]);
    return {
      repo,
      attractions: [
        { id: 1, name: 'Carousel' },
        { id: 2, name: 'Thunder Coaster' },
      ] as MaintenanceFixture['attractions'],
      retiredAttractionId: 3,
      employeeId: 7,
      log: repo.audit,
    };
  };
  maintenanceRepositoryContract(async () => inMemory());
  maintenanceAuditContract(async () => inMemory());
});

async function insertAttraction(db: Executor, name: string, retired = false): Promise<number> {
  const [row]: { id: number }[] = await db('attractions')
    .insert({
      name,
      type: 'Carousel',
      description: `${name}, a ride`,
      short_description: name,
      thrill_level: 'Low',
      height_requirement: 'None',
      image: '/images/x.svg',
      retired,
    })
    .returning('id');
  return row!.id;
}

describe.each(databaseTargets)('KnexMaintenanceRepository on %s', (target) => {
  const db = useTestDatabase(target);

  async function fixture(): Promise<MaintenanceFixture> {
    const knex = db().knex;
    const first = await insertAttraction(knex, 'Carousel');
    const second = await insertAttraction(knex, 'Thunder Coaster');
    const retired = await insertAttraction(knex, 'Old Mill', true);
    const [employee]: { id: number }[] = await knex('employees')
      .insert({ name: 'Sam', email: 'sam@example.com', password_hash: 'plain:x', role: 'Staff' })
      .returning('id');
    return {
      repo: new KnexMaintenanceRepository(knex),
      attractions: [
        { id: first, name: 'Carousel' },
        { id: second, name: 'Thunder Coaster' },
      ],
      retiredAttractionId: retired,
      employeeId: employee!.id,
    };
  }

  describe('contract', () => {
    maintenanceRepositoryContract(fixture);
    maintenanceAuditContract(async () => ({
      ...(await fixture()),
      log: new KnexAuditLog(db().knex, 'America/Chicago'),
    }));
  });

  it('never opens two automatic requests for one attraction on one day, even at once', async () => {
    const f = await fixture();
    const ids = f.attractions.map((a) => a.id);
    const request = {
      subject: 'Maintenance Required',
      description: 'x',
      submittedDate: '2026-06-30',
      createdByEmployeeId: f.employeeId,
    };
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => f.repo.openAutomatic(ids, request, FIXTURE_ACTOR)),
    );
    expect(runs.flat()).toHaveLength(2);
    expect(await countRows(db().knex, 'maintenance_requests')).toBe(2);
    // Each request opened once has its one entry: the runs that opened nothing appended none.
    expect(await countRows(db().knex, 'audit_log')).toBe(2);
  });

  it('keeps a request’s cost in cents exactly and its author after the employee is gone', async () => {
    const f = await fixture();
    const stored = await f.repo.add(
      {
        attractionId: f.attractions[0].id,
        subject: 'Paint',
        description: 'Repaint the horses',
        cost: cents(123_456_789),
        submittedDate: '2026-06-01',
        createdByEmployeeId: f.employeeId,
      },
      FIXTURE_ACTOR,
    );
    if (stored === 'unknown-attraction') throw new Error('unreachable');
    expect((await f.repo.findById(stored.id))?.cost).toBe(123_456_789);
    await db().knex('employees').where({ id: f.employeeId }).delete();
    expect((await f.repo.findById(stored.id))?.createdByEmployeeId).toBeNull();
  });
});
