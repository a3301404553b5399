import { describe, expect, it } from 'vitest';
import type { CatalogKind } from '../../core/catalog/departments';
import { cents } from '../../core/shared/money';
import { InMemoryDepartmentRepository } from '../../core/testing/in-memory-departments';
import { insertOrderRow } from '../testing/db-builders';
import { databaseTargets } from '../testing/test-database';
import {
  attractionTypeContract,
  departmentAuditContract,
  departmentRepositoryContract,
} from './contracts/department-repository-contract';
import { KnexAuditLog } from './knex-audit-log';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexDepartmentRepository } from './knex-department-repository';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

describe('DepartmentRepository contract: in memory', () => {
  departmentRepositoryContract(async () => {
    const repo = new InMemoryDepartmentRepository();
    return { repo, staffId: 1, refer: async (kind, id) => repo.refer(kind, id) };
  });
  attractionTypeContract(async () => ({
    repo: new InMemoryDepartmentRepository(),
    staffId: 1,
    refer: async () => {},
  }));
  departmentAuditContract(async () => {
    const repo = new InMemoryDepartmentRepository();
    return { repo, staffId: 1, refer: async (kind, id) => repo.refer(kind, id), log: repo.audit };
  });
});

describe.each(databaseTargets)('KnexDepartmentRepository on %s', (target) => {
  const db = useTestDatabase(target);

  async function fixture() {
    const knex = db().knex;
    const [employee] = (await knex('employees')
      .insert({
        name: 'Max Manager',
        email: 'max@example.com',
        password_hash: 'x',
        role: 'Manager',
      })
      .returning('id')) as { id: number }[];
    const [user] = (await knex('users')
      .insert({ fullname: 'Vera Visitor', email: 'vera@example.com', password_hash: 'x' })
      .returning('id')) as { id: number }[];
    const staffId = employee!.id;
    const order = () =>
      insertOrderRow(knex, user!.id, {
        visit_date: null,
        order_date: '2026-06-01',
        zipcode: '73301',
        subtotal_cents: 2000,
        tax_cents: 165,
        total_cents: 2165,
      });
    const refer = async (kind: CatalogKind, id: number) => {
      if (kind === 'attraction')
        await knex('maintenance_requests').insert({
          attraction_id: id,
          subject: 'Check',
          description: 'Bolts',
          cost_cents: 0,
          submitted_date: '2026-06-01',
        });
      else if (kind === 'merchandise')
        await knex('merchandise_lines').insert({
          order_id: await order(),
          merchandise_id: id,
          size: 'M',
          quantity: 1,
          unit_price_cents: 2000,
          unit_cost_cents: 500,
          line_total_cents: 2000,
        });
      else
        await knex('restaurant_transactions').insert({
          order_id: await order(),
          restaurant_id: id,
          quantity: 1,
          unit_price_cents: 3500,
          amount_cents: 3500,
          transaction_date: '2026-06-01',
        });
    };
    return { repo: new KnexDepartmentRepository(knex), refer, staffId };
  }

  describe('contract', () => {
    departmentRepositoryContract(fixture);
    attractionTypeContract(fixture);
    departmentAuditContract(async () => ({
      ...(await fixture()),
      log: new KnexAuditLog(db().knex, 'America/Chicago'),
    }));
  });

  it('keeps the history rows of a retired record and its row, marked retired', async () => {
    const { repo, refer, staffId } = await fixture();
    const knex = db().knex;
    const r = await repo.addRestaurant(
      {
        name: 'Diner',
        type: 'Standard',
        amount: cents(1000),
        description: 'd',
        image: '/d.png',
      },
      FIXTURE_ACTOR,
    );
    if (r === 'name-taken') throw new Error('taken');
    await refer('restaurant', r.id);
    await repo.addRestaurantExpense(
      {
        restaurantId: r.id,
        staffId,
        amount: cents(999),
        date: '2026-06-01',
        type: 'supplies',
      },
      FIXTURE_ACTOR,
    );
    expect(await repo.remove('restaurant', r.id, FIXTURE_ACTOR)).toBe('retired');
    expect(await knex('restaurants').where({ id: r.id }).first()).toMatchObject({ retired: true });
    expect(await countRows(knex, 'restaurant_transactions')).toBe(1);
    expect(await knex('restaurant_expenses').first()).toMatchObject({
      restaurant_id: r.id,
      staff_id: staffId,
      amount_cents: 999,
      expense_type: 'supplies',
    });
  });
});
