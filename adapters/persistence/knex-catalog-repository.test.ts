import { describe, expect, it } from 'vitest';
import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import { cents } from '../../core/shared/money';
import { InMemoryCatalogRepository } from '../../core/testing/in-memory-catalog';
import { databaseTargets } from '../testing/test-database';
import {
  attraction,
  catalogRepositoryContract,
  merchandise,
  restaurant,
  type CatalogFixture,
} from './contracts/catalog-repository-contract';
import { knexCatalogFixture } from './contracts/knex-catalog-fixture';
import { useTestDatabase } from './contracts/use-test-database';

function inMemoryFixture(): CatalogFixture {
  const repo = new InMemoryCatalogRepository();
  return {
    repo,
    addAttraction: async (a) => {
      const row: Attraction = { ...a, id: repo.attractions.length + 1 };
      repo.attractions.push(row);
      return row;
    },
    addRestaurant: async (r) => {
      const row: Restaurant = { ...r, id: repo.restaurants.length + 1 };
      repo.restaurants.push(row);
      return row;
    },
    addMerchandise: async (m) => {
      const row: Merchandise = { ...m, id: repo.merchandise.length + 1 };
      repo.merchandise.push(row);
      return row;
    },
  };
}

describe('CatalogRepository contract: in memory', () => {
  catalogRepositoryContract(inMemoryFixture);
});

describe.each(databaseTargets)('KnexCatalogRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    catalogRepositoryContract(() => knexCatalogFixture(db().knex));
  });

  it('leaves retired rows out of every list', async () => {
    const fx = knexCatalogFixture(db().knex);
    const kept = await fx.addAttraction(attraction('Comet Run'));
    const gone = await fx.addAttraction(attraction('Old Mill'));
    const diner = await fx.addRestaurant(restaurant('Diner'));
    const oldDiner = await fx.addRestaurant(restaurant('Old Diner'));
    const cap = await fx.addMerchandise(merchandise('Cap'));
    const oldCap = await fx.addMerchandise(merchandise('Old Cap'));
    await db().knex('attractions').where({ id: gone.id }).update({ retired: true });
    await db().knex('restaurants').where({ id: oldDiner.id }).update({ retired: true });
    await db().knex('merchandise').where({ id: oldCap.id }).update({ retired: true });
    expect(await fx.repo.listAttractions()).toEqual([kept]);
    expect(await fx.repo.listRestaurants()).toEqual([diner]);
    expect(await fx.repo.listMerchandise()).toEqual([cap]);
    expect(await fx.repo.findAttractionsByNames(['Comet Run', 'Old Mill'])).toEqual([kept]);
    expect(await fx.repo.findRestaurantsByIds([diner.id, oldDiner.id])).toEqual([diner]);
    expect(await fx.repo.findMerchandiseByIds([cap.id, oldCap.id])).toEqual([cap]);
  });

  it('lets a retired name be used again, but not two active ones', async () => {
    const fx = knexCatalogFixture(db().knex);
    const first = await fx.addAttraction(attraction('Comet Run'));
    await expect(fx.addAttraction(attraction('Comet Run'))).rejects.toMatchObject({
      code: '23505',
    });
    await db().knex('attractions').where({ id: first.id }).update({ retired: true });
    const second = await fx.addAttraction(attraction('Comet Run'));
    expect((await fx.repo.listAttractions()).map((a) => a.id)).toEqual([second.id]);
  });

  it('answers money as Cents numbers', async () => {
    const fx = knexCatalogFixture(db().knex);
    await fx.addMerchandise({ ...merchandise('Hoodie'), sellingCost: cents(4_999) });
    const [hoodie] = await fx.repo.listMerchandise();
    expect(typeof hoodie?.sellingCost).toBe('number');
    expect(hoodie?.sellingCost).toBe(4_999);
  });
});
