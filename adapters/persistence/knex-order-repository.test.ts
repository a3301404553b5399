import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { cents } from '../../core/shared/money';
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
  placed as written,
  sampleOrder,
  type OrderFixture,
} from './contracts/order-repository-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { knexCatalogFixture } from './contracts/knex-catalog-fixture';
import { KnexOrderRepository } from './knex-order-repository';
import { listOutbox } from './outbox-mailer';
import { priceOrder } from '../../core/orders/order-pricing';
import { CONTACT } from '../../core/testing/order-fixtures';
import { rebuildReportDays, REPORT_DAYS } from './report-days';
import { reportFigures } from './contracts/report-figures';
import { dayFull } from '../../core/capacity/capacity-repository';
import { err } from '../../core/shared/result';
import { restaurantTypesOf, ticketTypesOf } from '../../core/reports/reports';
import { KnexReportRepository } from './knex-report-repository';

const mailFor = (id: string) => ({
  to: 'vera@example.com',
  subject: `Order ${id}`,
  text: `Thanks for order ${id}.`,
});

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
    ...catalog,
    users: [1, 2],
    rowCount: async () =>
      o.orders.length +
      o.orders.reduce((n, x) => n + x.tickets.length + x.meals.length + x.merchandise.length, 0),
    mails: async () => o.mails,
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
    ...catalog,
    users: [await addUser(knex, 'vera@example.com'), await addUser(knex, 'otto@example.com')],
    rowCount: async () => {
      let n = 0;
      for (const table of ORDER_TABLES) n += await countRows(knex, table);
      return n;
    },
    mails: async () =>
      (await listOutbox(knex)).reverse().map(({ to, subject, text }) => ({ to, subject, text })),
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
    const stored = await written(fx.orders.create(sampleOrder(fx, fx.users[0], '2026-06-15')));
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

  /** Every row an order writes, the order tables' and its admissions, journal and mail. */
  async function orderWrites(knex: Knex): Promise<number[]> {
    const tables = [...ORDER_TABLES, 'admissions', 'mail_outbox', 'report_pending_orders'];
    tables.push(...Object.keys(REPORT_DAYS));
    return Promise.all(tables.map((t) => countRows(knex, t)));
  }

  it('writes nothing and answers DayFull (a value) when the day has no room for the tickets', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    await knex('visit_days').insert({ day: '2026-06-15', capacity: 4, sold: 2 });
    const before = await orderWrites(knex);
    // sampleOrder has three admissions: 2 + 3 > 4.
    const order = { ...sampleOrder(fx, fx.users[0], '2026-06-15'), mail: mailFor };
    expect(await fx.orders.create(order)).toEqual(err(dayFull('2026-06-15')));
    expect(await orderWrites(knex)).toEqual(before);
    expect(await knex('visit_days').where({ day: '2026-06-15' }).first()).toMatchObject({
      sold: 2,
    });
    await knex('visit_days').where({ day: '2026-06-15' }).update({ capacity: 5 });
    await written(fx.orders.create(order));
    expect(await knex('visit_days').where({ day: '2026-06-15' }).first()).toMatchObject({
      sold: 5,
    });
  });

  it.runIf(target === 'postgres')(
    'undoes the order it wrote when another order takes the last places meanwhile',
    async () => {
      const { knex } = db();
      const fx = await knexFixture(knex);
      await knex('visit_days').insert({ day: '2026-06-15', capacity: 4, sold: 1 });
      const before = await orderWrites(knex);
      const other = await knex.transaction();
      await other('visit_days').where({ day: '2026-06-15' }).increment('sold', 2);
      // The order reads 1 of 4 sold (room for its 3), writes its rows, then waits for the
      // other transaction's row lock on the day.
      const order = { ...sampleOrder(fx, fx.users[0], '2026-06-15'), mail: mailFor };
      const placing = fx.orders.create(order).then(
        (result) => (result.ok ? 'placed' : result.error),
        (error: unknown) => error,
      );
      let waiting = false;
      for (let tries = 0; tries < 500 && !waiting; tries++) {
        const { rows } = (await knex.raw(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        )) as { rows: { n: number }[] };
        waiting = rows[0]!.n > 0;
        if (!waiting) await new Promise((done) => setTimeout(done, 10));
      }
      expect(waiting).toBe(true);
      await other.commit();
      expect(await placing).toEqual(dayFull('2026-06-15'));
      expect(await orderWrites(knex)).toEqual(before);
      expect(await knex('visit_days').where({ day: '2026-06-15' }).first()).toMatchObject({
        sold: 3,
      });
    },
  );

  it('keeps the connection usable after a transaction rolled back', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    await expect(
      knex.transaction(async () => {
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    const stored = await knex.transaction((trx) =>
      written(new KnexOrderRepository(trx).create(sampleOrder(fx, fx.users[1], '2026-06-15'))),
    );
    expect(await fx.orders.findForUser(stored.id, fx.users[1])).toEqual(stored);
  });

  it('answers a many-line order exactly as it reads it back later, lines by row id', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const { diner, fork } = fx.restaurants;
    const { poncho, shirt } = fx.merchandise;
    const priced = priceOrder(
      {
        tickets: { standard: 3, express: 2, child: 1 },
        meals: [
          { restaurantId: fork.id, qty: 2 },
          { restaurantId: diner.id, qty: 4 },
        ],
        merchandise: [
          { merchandiseId: shirt.id, size: 'XL', quantity: 2 },
          { merchandiseId: poncho.id, size: 'S', quantity: 1 },
          { merchandiseId: shirt.id, size: 'S', quantity: 1 },
        ],
      },
      {
        restaurants: new Map([diner, fork].map((r) => [r.id, r])),
        merchandise: new Map([poncho, shirt].map((m) => [m.id, m])),
      },
    );
    const { comet, sky, lagoon } = fx.attractions;
    const stored = await written(
      fx.orders.create({
        userId: fx.users[0],
        orderDate: '2026-06-15',
        visitDate: '2026-06-20',
        contact: CONTACT,
        attractionIds: [sky.id, lagoon.id, comet.id],
        priced,
      }),
    );
    expect(stored.attractions).toEqual(['Comet Run', 'Lagoon Splash', 'Sky Wheel']);
    expect(stored.tickets.map((t) => [t.ticketType, t.quantity])).toEqual(
      priced.tickets.map((t) => [t.ticketType, t.quantity]),
    );
    expect(stored.meals.map((m) => [m.restaurantName, m.restaurantType, m.lineTotal])).toEqual([
      ['The Golden Fork', 'Deluxe', 7_000],
      ['Main Street Diner', 'Standard', 4_000],
    ]);
    expect(stored.merchandise.map((m) => [m.name, m.size, m.quantity])).toEqual([
      ['Park Logo T-Shirt', 'XL', 2],
      ['Rain Poncho', 'S', 1],
      ['Park Logo T-Shirt', 'S', 1],
    ]);
    for (const lines of [stored.tickets, stored.meals, stored.merchandise])
      expect(lines.map((l) => l.id)).toEqual(lines.map((l) => l.id).sort((x, y) => x - y));
    expect(stored).toMatchObject({
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
    });
    expect(await fx.orders.findForUser(stored.id, fx.users[0])).toEqual(stored);
  });

  it('keeps the report figures equal to a rebuild for orders it wrote', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const { comet, sky } = fx.attractions;
    const one = sampleOrder(fx, fx.users[0], '2026-06-15');
    await written(fx.orders.create(one));
    await written(
      fx.orders.create({
        ...sampleOrder(fx, fx.users[1], '2026-06-15'),
        attractionIds: [comet.id],
      }),
    );
    await written(fx.orders.create({ ...one, visitDate: '2026-06-16', attractionIds: [sky.id] }));
    const kept = await reportFigures(knex);
    expect(kept.report_attraction_days).toEqual([
      { day: '2026-06-15', attraction_id: comet.id, orders: 2, tickets: 6 },
      { day: '2026-06-15', attraction_id: sky.id, orders: 1, tickets: 3 },
      { day: '2026-06-16', attraction_id: sky.id, orders: 1, tickets: 3 },
    ]);
    expect(kept.report_merchandise_order_days).toEqual([{ day: '2026-06-15', orders: 3 }]);
    await rebuildReportDays(knex);
    expect(await reportFigures(knex)).toEqual(kept);
  });

  it('folds each pending order once, however many folds run at once, and a rebuild drops them', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    for (let day = 10; day < 30; day++)
      await written(fx.orders.create(sampleOrder(fx, fx.users[day % 2]!, `2026-06-${day}`)));
    expect(await countRows(knex, 'report_pending_orders')).toBe(20);
    const folds = (await Promise.all(
      Array.from({ length: 8 }, () => knex.raw('SELECT fold_pending_orders() AS n')),
    )) as { rows: { n: number }[] }[];
    expect(folds.reduce((total, fold) => total + fold.rows[0]!.n, 0)).toBe(20);
    expect(await countRows(knex, 'report_pending_orders')).toBe(0);
    const folded = await reportFigures(knex);
    expect(folded.report_merchandise_order_days).toHaveLength(20);
    // Orders still pending when a rebuild counts every order from its lines are not counted again.
    await written(fx.orders.create(sampleOrder(fx, fx.users[0], '2026-06-10')));
    await rebuildReportDays(knex);
    expect(await countRows(knex, 'report_pending_orders')).toBe(0);
    const rebuilt = await reportFigures(knex);
    expect(rebuilt.report_merchandise_order_days).toContainEqual({ day: '2026-06-10', orders: 2 });
    expect(rebuilt.report_ticket_days).toHaveLength(folded.report_ticket_days!.length);
  });

  it('shows every committed order in the reports: one statement each while nothing waits to be folded', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const reports = new KnexReportRepository(knex);
    const june = { start: '2026-06-01', end: '2026-06-30' };
    const all = ticketTypesOf('all');
    const readAll = async () => ({
      ticketSales: await reports.ticketSales(june, all),
      ticketOrders: await reports.ticketOrders(june, all),
      restaurantSales: await reports.restaurantSales(june, restaurantTypesOf('all')),
      merchandiseSales: await reports.merchandiseSales(june),
      merchandiseOrders: await reports.merchandiseOrders(june),
      areaAmounts: await reports.areaAmounts(june),
      rangeTotals: await reports.rangeTotals(june),
      attractionVisits: await reports.attractionVisits(june, null),
    });
    const sent: string[] = [];
    const listen = (query: { sql: string }) => sent.push(query.sql);
    const folds = () => sent.filter((sql) => sql.includes('fold_pending_orders')).length;
    await fx.orders.create(sampleOrder(fx, fx.users[0], '2026-06-15'));
    await knex.raw('SELECT fold_pending_orders()');
    knex.on('query', listen);
    try {
      // Nothing waits: each figure in one statement (dailyFigures adds the catalog's names).
      const one = await readAll();
      expect(folds()).toBe(0);
      expect(sent).toHaveLength(8 + 3);
      expect(one.ticketSales.map((t) => t.tickets)).toEqual([2, 1]);

      // A second order waits to be folded: the reads fold it and count it, as a fold first would.
      await fx.orders.create(sampleOrder(fx, fx.users[1], '2026-06-15'));
      sent.length = 0;
      const two = await readAll();
      expect(folds()).toBeGreaterThan(0);
      expect(two.ticketSales.map((t) => t.tickets)).toEqual([4, 2]);
      expect(two.merchandiseOrders).toEqual([{ date: '2026-06-15', count: 2 }]);
      expect(two.rangeTotals.ticketOrders).toBe(2);
      expect(two).not.toEqual(one);
      await knex.raw('SELECT fold_pending_orders()');
      expect(await readAll()).toEqual(two);

      // A fold that found orders waiting: for a while, the reads fold first (two statements).
      sent.length = 0;
      await reports.ticketSales(june, all);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toContain('fold_pending_orders');
    } finally {
      knex.off('query', listen);
    }
  });

  it('journals every shape of order as a rebuild would, and its admissions in line order', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const { comet, sky } = fx.attractions;
    const { diner, fork } = fx.restaurants;
    const { poncho, shirt } = fx.merchandise;
    const order = (
      visitDate: string | null,
      selection: Parameters<typeof priceOrder>[0],
      attractionIds: number[] = [],
    ) => ({
      userId: fx.users[0],
      orderDate: '2026-06-10',
      visitDate,
      contact: CONTACT,
      attractionIds,
      priced: priceOrder(selection, {
        restaurants: new Map([diner, fork].map((r) => [r.id, r])),
        merchandise: new Map([poncho, shirt].map((m) => [m.id, m])),
      }),
    });
    const none = { standard: 0, express: 0, child: 0 };
    const placed = [
      // the shop only, no visit day: two sizes of one item and another item
      order(null, {
        tickets: none,
        meals: [],
        merchandise: [
          { merchandiseId: shirt.id, size: 'M', quantity: 2 },
          { merchandiseId: shirt.id, size: 'L', quantity: 1 },
          { merchandiseId: poncho.id, size: 'S', quantity: 3 },
        ],
      }),
      // every ticket type, three attractions' worth of riders, one restaurant on two lines
      order(
        '2026-06-20',
        {
          tickets: { standard: 2, express: 1, child: 3 },
          meals: [
            { restaurantId: diner.id, qty: 2 },
            { restaurantId: fork.id, qty: 1 },
            { restaurantId: diner.id, qty: 4 },
          ],
          merchandise: [],
        },
        [comet.id, sky.id],
      ),
      // attractions without tickets, and meals only
      order('2026-06-20', { tickets: none, meals: [], merchandise: [] }, [sky.id]),
      order('2026-06-21', {
        tickets: none,
        meals: [{ restaurantId: fork.id, qty: 2 }],
        merchandise: [],
      }),
      // express only, for the day before
      order('2026-06-19', { tickets: { ...none, express: 4 }, meals: [], merchandise: [] }, [
        comet.id,
      ]),
    ];
    const stored = [];
    for (const o of placed) stored.push(await written(fx.orders.create(o)));
    const kept = await reportFigures(knex);
    expect(kept.report_ticket_order_days).toEqual([
      { day: '2026-06-19', types: expect.any(Number), orders: 1 },
      { day: '2026-06-20', types: expect.any(Number), orders: 1 },
    ]);
    expect(kept.report_merchandise_order_days).toEqual([{ day: '2026-06-10', orders: 1 }]);
    expect(kept.report_attraction_days).toEqual(
      expect.arrayContaining([
        { day: '2026-06-20', attraction_id: sky.id, orders: 2, tickets: 6 },
        { day: '2026-06-19', attraction_id: comet.id, orders: 1, tickets: 4 },
      ]),
    );
    await rebuildReportDays(knex);
    expect(await reportFigures(knex)).toEqual(kept);
    // One admission per ticket, in the order of the lines, as the ticket lines' trigger writes them.
    for (const o of stored) {
      const admissions = (await knex('admissions')
        .where({ order_id: o.id })
        .orderBy('id')
        .select('ticket_type')) as { ticket_type: string }[];
      expect(admissions.map((a) => a.ticket_type)).toEqual(
        o.tickets.flatMap((t) => Array<string>(t.quantity).fill(t.ticketType)),
      );
    }
  });

  it('still journals lines added by anyone but place_order, in the same transaction too', async () => {
    const { knex } = db();
    const fx = await knexFixture(knex);
    const { fork } = fx.restaurants;
    await knex.transaction(async (trx) => {
      const orders = new KnexOrderRepository(trx);
      const placed = await written(orders.create(sampleOrder(fx, fx.users[0], '2026-06-15')));
      await trx('ticket_lines').insert({
        order_id: placed.id,
        ticket_type: 'express',
        quantity: 2,
        unit_price_cents: 7_000,
        visit_date: '2026-06-15',
      });
      await trx('restaurant_transactions').insert({
        order_id: placed.id,
        restaurant_id: fork.id,
        quantity: 1,
        unit_price_cents: 3_500,
        amount_cents: 3_500,
        transaction_date: '2026-06-15',
      });
    });
    const kept = await reportFigures(knex);
    expect(kept.report_ticket_days).toContainEqual({
      day: '2026-06-15',
      ticket_type: 'express',
      tickets: 2,
      orders: 1,
      revenue_cents: 14_000,
    });
    expect(await countRows(knex, 'admissions')).toBe(5);
    await rebuildReportDays(knex);
    expect(await reportFigures(knex)).toEqual(kept);
  });
});
