import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { cents } from '../../core/domain/money';
import { inMemoryShop } from '../../core/testing/order-fixtures';
import { databaseTargets } from '../testing/test-database';
import {
  attraction,
  merchandise,
  restaurant,
  type CatalogFixture,
} from './contracts/catalog-repository-contract';
import {
  orderRepositoryContract,
  sampleOrder,
  type OrderFixture,
} from './contracts/order-repository-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { knexCatalogFixture } from './contracts/knex-catalog-fixture';
import { KnexOrderRepository } from './knex-order-repository';
import { KnexUnitOfWork } from './knex-unit-of-work';

const ORDER_TABLES = [
  'orders',
  'ticket_lines',
  'order_attractions',
  'restaurant_transactions',
  'merchandise_lines',
];

async function fillCatalog(fx: Omit<CatalogFixture, 'repo'>) {
  return {
    attractions: {
      comet: await fx.addAttraction(attraction('Comet Run')),
      sky: await fx.addAttraction(attraction('Sky Wheel')),
      lagoon: await fx.addAttraction(attraction('Lagoon Splash', false)),
    },
    restaurants: {
      diner: await fx.addRestaurant(restaurant('Main Street Diner', 1_000)),
      fork: await fx.addRestaurant({ ...restaurant('The Golden Fork', 3_500), type: 'Deluxe' }),
    },
    merchandise: {
      poncho: await fx.addMerchandise({ ...merchandise('Rain Poncho'), sellingCost: cents(899) }),
      shirt: await fx.addMerchandise({
        ...merchandise('Park Logo T-Shirt'),
        sellingCost: cents(2_500),
      }),
    },
  };
}

async function inMemoryFixture(): Promise<OrderFixture> {
  const shop = inMemoryShop();
  shop.catalog.attractions = [];
  shop.catalog.restaurants = [];
  shop.catalog.merchandise = [];
  let id = 0;
  const add =
    <T extends object>(list: (T & { id: number })[]) =>
    async (row: T) => {
      const stored = { ...row, id: ++id };
      list.push(stored);
      return stored;
    };
  const catalog = await fillCatalog({
    addAttraction: add(shop.catalog.attractions),
    addRestaurant: add(shop.catalog.restaurants),
    addMerchandise: add(shop.catalog.merchandise),
  });
  const o = shop.orders;
  return {
    orders: o,
    unitOfWork: shop.unitOfWork,
    ...catalog,
    users: [1, 2],
    rowCount: async () =>
      o.orders.length +
      o.orders.reduce((n, x) => n + x.tickets.length + x.meals.length + x.merchandise.length, 0),
  };
}

async function addUser(knex: Knex, email: string): Promise<number> {
  const [row] = (await knex('users')
    .insert({ fullname: email, email, password_hash: 'x' })
    .returning('id')) as { id: number }[];
  return row!.id;
}

async function knexFixture(knex: Knex): Promise<OrderFixture> {
  const catalog = await fillCatalog(knexCatalogFixture(knex));
  return {
    orders: new KnexOrderRepository(knex),
    unitOfWork: new KnexUnitOfWork(knex),
    ...catalog,
    users: [await addUser(knex, 'vera@example.com'), await addUser(knex, 'otto@example.com')],
    rowCount: async () => {
      let n = 0;
      for (const table of ORDER_TABLES) n += await countRows(knex, table);
      return n;
    },
  };
}

describe('OrderRepository contract: in memory', () => {
  orderRepositoryContract(inMemoryFixture);
});

describe.each(databaseTargets)('KnexOrderRepository on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    orderRepositoryContract(() => knexFixture(db().knex));
  });

  it('writes the rows the reports read, with totals the schema checks', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const stored = await fx.orders.create(sampleOrder(fx, fx.users[0], '2026-06-15'));
    expect(await knex('orders').where({ id: stored.id }).first()).toMatchObject({
      user_id: fx.users[0],
      order_date: '2026-06-15',
      visit_date: '2026-06-15',
      first_name: 'Vera',
      state: 'TX',
      subtotal_cents: 25_399,
      tax_cents: 2_095,
      total_cents: 27_494,
    });
    expect(
      await knex('ticket_lines')
        .select('ticket_type', 'quantity', 'unit_price_cents', 'visit_date')
        .orderBy('id'),
    ).toEqual([
      { ticket_type: 'standard', quantity: 2, unit_price_cents: 6_500, visit_date: '2026-06-15' },
      { ticket_type: 'child', quantity: 1, unit_price_cents: 4_500, visit_date: '2026-06-15' },
    ]);
    expect(await countRows(knex, 'order_attractions')).toBe(2);
    expect(
      await knex('restaurant_transactions').select(
        'order_id',
        'restaurant_id',
        'quantity',
        'amount_cents',
        'transaction_date',
      ),
    ).toEqual([
      {
        order_id: stored.id,
        restaurant_id: fx.restaurants.fork.id,
        quantity: 2,
        amount_cents: 7_000,
        transaction_date: '2026-06-15',
      },
    ]);
    expect(
      await knex('merchandise_lines').select(
        'merchandise_id',
        'size',
        'quantity',
        'unit_price_cents',
        'unit_cost_cents',
        'line_total_cents',
      ),
    ).toEqual([
      {
        merchandise_id: fx.merchandise.poncho.id,
        size: 'L',
        quantity: 1,
        unit_price_cents: 899,
        unit_cost_cents: 350,
        line_total_cents: 899,
      },
    ]);
  });

  it('keeps the connection usable after a unit of work rolled back', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    await expect(
      fx.unitOfWork.run(async () => {
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    const stored = await fx.unitOfWork.run(({ orders }) =>
      orders.create(sampleOrder(fx, fx.users[1], '2026-06-15')),
    );
    expect(await fx.orders.findForUser(stored.id, fx.users[1])).toEqual(stored);
  });
});
