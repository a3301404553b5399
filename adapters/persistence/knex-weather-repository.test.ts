import { describe, expect, it } from 'vitest';
import { InMemoryWeatherRepository } from '../../core/testing/in-memory-catalog';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import {
  weatherAuditContract,
  weatherRepositoryContract,
} from './contracts/weather-repository-contract';
import { KnexAuditLog } from './knex-audit-log';
import { KnexWeatherRepository } from './knex-weather-repository';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';
import { AUDIT_STAFF } from './contracts/audit-contract';

describe('WeatherRepository contract: in memory', () => {
  weatherRepositoryContract(() => new InMemoryWeatherRepository());
  weatherAuditContract(async () => {
    const repo = new InMemoryWeatherRepository();
    return { repo, log: repo.audit, by: AUDIT_STAFF };
  });
});

describe.each(databaseTargets)('KnexWeatherRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    weatherRepositoryContract(() => new KnexWeatherRepository(db().knex));
    weatherAuditContract(async () => {
      const knex = db().knex;
      const [{ id }] = (await knex('employees')
        .insert({ name: 'Sam', email: AUDIT_STAFF.email, password_hash: 'h', role: 'Staff' })
        .returning('id')) as [{ id: number }];
      return {
        repo: new KnexWeatherRepository(knex),
        log: new KnexAuditLog(knex, 'America/Chicago'),
        by: { ...AUDIT_STAFF, id },
      };
    });
  });

  it('records who entered the day, and the latest one who changed it', async () => {
    const knex = db().knex;
    const [{ id }] = (await knex('employees')
      .insert({ name: 'Sam', email: 'sam@example.com', password_hash: 'h', role: 'Staff' })
      .returning('id')) as [{ id: number }];
    const repo = new KnexWeatherRepository(knex);
    await repo.save({ date: '2026-06-01', condition: 'rainy' }, FIXTURE_ACTOR);
    await repo.save({ date: '2026-06-01', condition: 'snowy' }, { ...AUDIT_STAFF, id });
    const rows = await knex('weather').select('date', 'condition', 'entered_by');
    expect(rows).toEqual([{ date: '2026-06-01', condition: 'snowy', entered_by: id }]);
  });

  it('refuses an unknown employee and an unknown condition', async () => {
    const repo = new KnexWeatherRepository(db().knex);
    await expect(
      repo.save({ date: '2026-06-01', condition: 'sunny' }, { ...AUDIT_STAFF, id: 999_999 }),
    ).rejects.toMatchObject({ code: '23503' });
    const hail = { date: '2026-06-01', condition: 'hail' } as never;
    await expect(repo.save(hail, FIXTURE_ACTOR)).rejects.toMatchObject({ code: '23514' });
  });
});
