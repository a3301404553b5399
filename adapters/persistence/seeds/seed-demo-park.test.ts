import { describe, expect, it } from 'vitest';
import { ATTRACTION_TYPES } from '../../../core/catalog/catalog';
import { RESTAURANT_TYPES, restaurantCostByType } from '../../../core/orders/pricing';
import { PlainTextHasher } from '../../../core/testing/in-memory-infrastructure';
import { databaseTargets } from '../../testing/test-database';
import { countRows, useTestDatabase } from '../contracts/use-test-database';
import { KnexCatalogRepository } from '../knex-catalog-repository';
import { KnexEmployeeRepository } from '../knex-employee-repository';
import { KnexUserRepository } from '../knex-user-repository';
import { DEMO_ACCOUNTS } from './demo-park-data';
import { seedDemoPark } from './seed-demo-park';

const hasher = new PlainTextHasher();

describe.each(databaseTargets)('seedDemoPark on %s', (target) => {
  const db = useTestDatabase(target);

  it('fills an empty park once, then leaves it alone', async () => {
    expect(await seedDemoPark(db().knex, hasher)).toEqual({ seeded: true });
    const tables = ['attractions', 'restaurants', 'merchandise', 'users', 'employees'];
    const counts = () => Promise.all(tables.map((t) => countRows(db().knex, t)));
    const before = await counts();
    expect(await seedDemoPark(db().knex, hasher)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('opens at least eight attractions of all five types, one of them closed', async () => {
    await seedDemoPark(db().knex, hasher);
    const attractions = await new KnexCatalogRepository(db().knex).listAttractions();
    expect(attractions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(attractions.map((a) => a.type))).toEqual(new Set(ATTRACTION_TYPES));
    expect(attractions.filter((a) => !a.open)).toHaveLength(1);
    expect(attractions.find((a) => a.name === 'Thunder Falls')?.image).toBe(
      '/images/attractions/thunder-falls.svg',
    );
  });

  it('has restaurants of every type, priced by their type', async () => {
    await seedDemoPark(db().knex, hasher);
    const restaurants = await new KnexCatalogRepository(db().knex).listRestaurants();
    expect(new Set(restaurants.map((r) => r.type))).toEqual(new Set(RESTAURANT_TYPES));
    for (const r of restaurants) expect(r.amount).toBe(restaurantCostByType(r.type));
    expect(restaurants.find((r) => r.type === 'Deluxe')?.amount).toBe(3_500);
    expect(restaurants.every((r) => r.image.startsWith('/images/restaurants/'))).toBe(true);
  });

  it('sells clothing and accessories, above their supplier cost', async () => {
    await seedDemoPark(db().knex, hasher);
    const items = await new KnexCatalogRepository(db().knex).listMerchandise();
    expect(new Set(items.map((m) => m.type))).toEqual(new Set(['Clothing', 'Accessory']));
    expect(items.every((m) => m.sellingCost > m.supplierCost)).toBe(true);
    expect(items.find((m) => m.name === 'Park Logo T-Shirt')).toMatchObject({
      sellingCost: 2_500,
      image: '/images/merch/park-logo-t-shirt.svg',
    });
  });

  it('creates the three demo accounts with hashed passwords that verify', async () => {
    await seedDemoPark(db().knex, hasher);
    const { visitor, staff, manager } = DEMO_ACCOUNTS;
    const user = await new KnexUserRepository(db().knex).findCredentials(visitor.email);
    expect(user?.user.fullname).toBe(visitor.fullname);
    expect(await hasher.verify(user!.passwordHash, visitor.password)).toBe(true);
    const employees = new KnexEmployeeRepository(db().knex);
    for (const account of [staff, manager]) {
      const found = await employees.findCredentials(account.email);
      expect(found?.employee).toMatchObject({ role: account.role, archived: false });
      expect(found?.passwordHash).not.toBe(account.password);
      expect(await hasher.verify(found!.passwordHash, account.password)).toBe(true);
    }
    expect(await countRows(db().knex, 'employees')).toBe(2);
    expect(await countRows(db().knex, 'users')).toBe(1);
  });

  it('does not seed a park whose attractions were all retired', async () => {
    await seedDemoPark(db().knex, hasher);
    await db().knex('attractions').update({ retired: true });
    expect(await seedDemoPark(db().knex, hasher)).toEqual({ seeded: false });
  });

  it('seeds once when two starts race', async () => {
    const results = await Promise.all([
      seedDemoPark(db().knex, hasher),
      seedDemoPark(db().knex, hasher),
    ]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
  });
});
