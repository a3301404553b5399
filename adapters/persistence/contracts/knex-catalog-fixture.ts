import type { Knex } from 'knex';
import type { Attraction } from '../../../core/catalog/catalog';
import { KnexCatalogRepository } from '../knex-catalog-repository';
import type { CatalogFixture } from './catalog-repository-contract';

async function insertId(knex: Knex, table: string, row: object): Promise<number> {
  const [inserted] = (await knex(table).insert(row).returning('id')) as { id: number }[];
  return inserted!.id;
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

/** A catalog fixture over the database's tables (the order tests fill their catalog with it). */
export function knexCatalogFixture(knex: Knex): CatalogFixture {
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
