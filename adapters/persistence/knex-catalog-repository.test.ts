import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Attraction, Merchandise, Restaurant } from '../../core/domain/catalog';
import { cents } from '../../core/domain/money';
import { InMemoryCatalogRepository } from '../../core/testing/in-memory-catalog';
import { databaseTargets } from '../testing/test-database';
import {
  attraction,
  catalogRepositoryContract,
  merchandise,
  restaurant,
  type CatalogFixture,
} from './contracts/catalog-repository-contract';
import { useTestDatabase } from './contracts/use-test-database';
import { KnexCatalogRepository } from './knex-catalog-repository';

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

async function insertId(knex: Knex, table: string, row: object): Promise<number> {
  const [inserted] = (await knex(table).insert(row).returning('id')) as { id: number }[];
  return inserted!.id;
}

function knexFixture(knex: Knex): CatalogFixture {
  return {
    repo: new KnexCatalogRepository(knex),
    addAttraction: async (a) => ({
      ...a,
      id: await insertId(knex, 'attractions', attractionRow(a)),
    }),
    addRestaurant: async (r) => ({
      ...r,
      id: await insertId(knex, 'restaurants', {
        name: r.name,
        type: r.type,
        amount_cents: r.amount,
        description: r.description,
        image: r.image,
      }),
    }),
    addMerchandise: async (m) => ({
      ...m,
      id: await insertId(knex, 'merchandise', {
        name: m.name,
        type: m.type,
        supplier_cost_cents: m.supplierCost,
        selling_cost_cents: m.sellingCost,
        image: m.image,
      }),
    }),
  };
}

const attractionRow = (a: Omit<Attraction, 'id'>) => ({
  name: a.name,
  type: a.type,
  description: a.description,
  short_description: a.shortDescription,
  thrill_level: a.thrillLevel,
  height_requirement: a.heightRequirement,
  image: a.image,
  is_open: a.open,
});

describe('CatalogRepository contract: in memory', () => {
  catalogRepositoryContract(inMemoryFixture);
});

describe.each(databaseTargets)('KnexCatalogRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    catalogRepositoryContract(() => knexFixture(db().knex));
  });

  it('leaves retired rows out of every list', async () => {
    const fx = knexFixture(db().knex);
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
    const fx = knexFixture(db().knex);
    const first = await fx.addAttraction(attraction('Comet Run'));
    await expect(fx.addAttraction(attraction('Comet Run'))).rejects.toMatchObject({
      code: '23505',
    });
    await db().knex('attractions').where({ id: first.id }).update({ retired: true });
    const second = await fx.addAttraction(attraction('Comet Run'));
    expect((await fx.repo.listAttractions()).map((a) => a.id)).toEqual([second.id]);
  });

  it('answers money as Cents numbers', async () => {
    const fx = knexFixture(db().knex);
    await fx.addMerchandise({ ...merchandise('Hoodie'), sellingCost: cents(4_999) });
    const [hoodie] = await fx.repo.listMerchandise();
    expect(typeof hoodie?.sellingCost).toBe('number');
    expect(hoodie?.sellingCost).toBe(4_999);
  });
});
