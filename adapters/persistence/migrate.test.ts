import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { anOrderRow } from '../testing/db-builders';
import { createTestDatabase, databaseTargets } from '../testing/test-database';
import type { Database } from './db';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { migrateLatest, migrationNames, migrationStatus, rollbackAll } from './migrate';

const CHECK = '23514';
const FOREIGN_KEY = '23503';
const NOT_NULL = '23502';
const UNIQUE = '23505';

interface Basics {
  userId: number;
  employeeId: number;
  attractionId: number;
  restaurantId: number;
  merchandiseId: number;
  orderId: number;
}

async function insertOne(knex: Knex, table: string, row: object): Promise<number> {
  const [inserted] = (await knex(table).insert(row).returning('id')) as { id: number }[];
  return inserted!.id;
}

const validOrder = (userId: number) =>
  anOrderRow(userId, {
    visit_date: '2026-07-04',
    order_date: '2026-07-01',
    subtotal_cents: 6_500,
    tax_cents: 536,
    total_cents: 7_036,
  });

async function insertBasics(knex: Knex): Promise<Basics> {
  const userId = await insertOne(knex, 'users', {
    fullname: 'Vera',
    email: 'vera@example.com',
    password_hash: 'h',
  });
  const employeeId = await insertOne(knex, 'employees', {
    name: 'Sam',
    email: 'sam@example.com',
    password_hash: 'h',
    role: 'Staff',
  });
  const attractionId = await insertOne(knex, 'attractions', {
    name: 'Comet Run',
    type: 'Roller Coaster',
    description: 'd',
    short_description: 's',
    thrill_level: 'High',
    height_requirement: '48 in',
    image: '/i.svg',
  });
  const restaurantId = await insertOne(knex, 'restaurants', {
    name: 'Diner',
    type: 'Standard',
    amount_cents: 1_000,
    description: 'd',
    image: '/i.svg',
  });
  const merchandiseId = await insertOne(knex, 'merchandise', {
    name: 'Cap',
    type: 'Accessory',
    supplier_cost_cents: 300,
    selling_cost_cents: 1_200,
    image: '/i.svg',
  });
  const orderId = await insertOne(knex, 'orders', validOrder(userId));
  return { userId, employeeId, attractionId, restaurantId, merchandiseId, orderId };
}

type Row = (b: Basics) => Record<string, unknown>;

const ticket: Row = (b) => ({
  order_id: b.orderId,
  ticket_type: 'standard',
  quantity: 1,
  unit_price_cents: 6_500,
  visit_date: '2026-07-04',
});
const merchLine: Row = (b) => ({
  order_id: b.orderId,
  merchandise_id: b.merchandiseId,
  size: 'M',
  quantity: 2,
  unit_price_cents: 1_200,
  unit_cost_cents: 300,
  line_total_cents: 2_400,
});
const mealSale: Row = (b) => ({
  order_id: b.orderId,
  restaurant_id: b.restaurantId,
  quantity: 2,
  unit_price_cents: 1_000,
  amount_cents: 2_000,
  transaction_date: '2026-07-01',
});
const expense: Row = (b) => ({
  restaurant_id: b.restaurantId,
  staff_id: b.employeeId,
  amount_cents: 12_345,
  expense_date: '2026-07-01',
  expense_type: 'produce',
});
const maintenance: Row = (b) => ({
  attraction_id: b.attractionId,
  subject: 'Brakes',
  description: 'Squeaky',
  cost_cents: 50_000,
  submitted_date: '2026-07-01',
});
const contact: Row = () => ({
  name: 'Vera',
  email: 'vera@example.com',
  type: 'query',
  message: 'Hello',
  submitted_date: '2026-07-01',
});

/** [table, what is wrong, a valid row, the change that breaks it, the error code expected] */
const BROKEN_ROWS: [string, string, Row, Record<string, unknown>, string][] = [
  ['ticket_lines', 'quantity 0', ticket, { quantity: 0 }, CHECK],
  ['ticket_lines', 'unknown ticket type', ticket, { ticket_type: 'vip' }, CHECK],
  ['ticket_lines', 'negative price', ticket, { unit_price_cents: -1 }, CHECK],
  ['ticket_lines', 'an order that does not exist', ticket, { order_id: 999_999 }, FOREIGN_KEY],
  ['merchandise_lines', 'size XXL', merchLine, { size: 'XXL' }, CHECK],
  [
    'merchandise_lines',
    'a total that is not quantity × price',
    merchLine,
    { line_total_cents: 1 },
    CHECK,
  ],
  ['merchandise_lines', 'unknown merchandise', merchLine, { merchandise_id: 999_999 }, FOREIGN_KEY],
  [
    'restaurant_transactions',
    'quantity -1',
    mealSale,
    { quantity: -1, amount_cents: -1_000 },
    CHECK,
  ],
  ['restaurant_transactions', 'a wrong amount', mealSale, { amount_cents: 1 }, CHECK],
  ['restaurant_expenses', 'a negative amount', expense, { amount_cents: -5 }, CHECK],
  ['restaurant_expenses', 'expense type rent', expense, { expense_type: 'rent' }, CHECK],
  ['restaurant_expenses', 'an unknown staff member', expense, { staff_id: 999_999 }, FOREIGN_KEY],
  ['maintenance_requests', 'a negative cost', maintenance, { cost_cents: -1 }, CHECK],
  [
    'maintenance_requests',
    'status Pending (shown, not stored)',
    maintenance,
    { status: 'Pending' },
    CHECK,
  ],
  ['maintenance_requests', 'Completed without a date', maintenance, { status: 'Completed' }, CHECK],
  [
    'maintenance_requests',
    'a date while Open',
    maintenance,
    { date_resolved: '2026-07-02' },
    CHECK,
  ],
  ['maintenance_requests', 'no attraction', maintenance, { attraction_id: null }, NOT_NULL],
  ['contact_forms', 'type complaint', contact, { type: 'complaint' }, CHECK],
  ['contact_forms', 'no message', contact, { message: null }, NOT_NULL],
];

describe.each(databaseTargets)('migrations on %s', (target) => {
  describe('a migrated database', () => {
    const db = useTestDatabase(target);

    it('has every migration applied, in order', async () => {
      const status = await migrationStatus(db().knex);
      expect(status.map((s) => s.name)).toEqual(migrationNames());
      expect(status.every((s) => s.applied)).toBe(true);
      expect(migrationNames()).toEqual([...migrationNames()].sort());
      expect(await migrateLatest(db().knex)).toEqual([]);
    });

    it('accepts a complete, valid order with every kind of line', async () => {
      const knex = db().knex;
      const b = await insertBasics(knex);
      await knex('ticket_lines').insert(ticket(b));
      await knex('order_attractions').insert({
        order_id: b.orderId,
        attraction_id: b.attractionId,
      });
      await knex('merchandise_lines').insert(merchLine(b));
      await knex('restaurant_transactions').insert(mealSale(b));
      await knex('restaurant_expenses').insert(expense(b));
      await knex('maintenance_requests').insert({
        ...maintenance(b),
        status: 'Completed',
        date_resolved: '2026-07-03',
      });
      await knex('contact_forms').insert({ ...contact(b), type: null, ticket_id: 1 });
      await knex('weather').insert({ date: '2026-07-01', condition: 'sunny' });
      expect(await countRows(knex, 'ticket_lines')).toBe(1);
    });

    it.each(BROKEN_ROWS)('refuses a %s row with %s', async (table, _what, valid, broken, code) => {
      const knex = db().knex;
      const b = await insertBasics(knex);
      await knex(table).insert(valid(b)); // the valid row is fine…
      await expect(knex(table).insert({ ...valid(b), ...broken })).rejects.toMatchObject({ code });
    });

    it.each([
      [
        'restaurants',
        { name: 'X', type: 'Standard', amount_cents: -1, description: 'd', image: 'i' },
      ],
      ['restaurants', { name: 'X', type: 'Buffet', amount_cents: 0, description: 'd', image: 'i' }],
      [
        'merchandise',
        { name: 'X', type: 'Food', supplier_cost_cents: 1, selling_cost_cents: 2, image: 'i' },
      ],
      [
        'merchandise',
        { name: 'X', type: 'Clothing', supplier_cost_cents: -1, selling_cost_cents: 2, image: 'i' },
      ],
      [
        'attractions',
        {
          name: 'X',
          type: 'Bumper Cars',
          description: 'd',
          short_description: 's',
          thrill_level: 'Low',
          height_requirement: 'None',
          image: 'i',
        },
      ],
      [
        'attractions',
        {
          name: 'X',
          type: 'Carousel',
          description: 'd',
          short_description: 's',
          thrill_level: 'Extreme',
          height_requirement: 'None',
          image: 'i',
        },
      ],
      ['users', { fullname: 'X', email: 'Upper@Example.com', password_hash: 'h' }],
      ['employees', { name: 'X', email: 'x@example.com', password_hash: 'h', role: 'Owner' }],
      ['weather', { date: '2026-07-01', condition: 'hail' }],
      [
        'password_reset_tokens',
        { kind: 'admin', account_id: 1, token_hash: 'x', expires_at: new Date() },
      ],
    ])('refuses a bad %s row (%j)', async (table, row) => {
      await expect(db().knex(table).insert(row)).rejects.toMatchObject({ code: CHECK });
    });

    it('refuses an order whose total is not subtotal plus tax, or without a user', async () => {
      const knex = db().knex;
      const { userId } = await insertBasics(knex);
      await expect(
        knex('orders').insert({ ...validOrder(userId), total_cents: 1 }),
      ).rejects.toMatchObject({ code: CHECK });
      await expect(
        knex('orders').insert({ ...validOrder(userId), user_id: null }),
      ).rejects.toMatchObject({ code: NOT_NULL });
    });

    it('keeps emails unique', async () => {
      const knex = db().knex;
      await insertBasics(knex);
      await expect(
        knex('users').insert({ fullname: 'V2', email: 'vera@example.com', password_hash: 'h' }),
      ).rejects.toMatchObject({ code: UNIQUE });
    });

    it("removes an order's lines with it, but never an attraction with history", async () => {
      const knex = db().knex;
      const b = await insertBasics(knex);
      await knex('ticket_lines').insert(ticket(b));
      await knex('maintenance_requests').insert(maintenance(b));
      await knex('orders').where({ id: b.orderId }).delete();
      expect(await knex('ticket_lines').select('id')).toEqual([]);
      await expect(
        knex('attractions').where({ id: b.attractionId }).delete(),
      ).rejects.toMatchObject({ code: FOREIGN_KEY });
    });

    it('answers dates as YYYY-MM-DD, and counts, sums and affected rows as numbers', async () => {
      const knex = db().knex;
      const b = await insertBasics(knex);
      await knex('ticket_lines').insert([ticket(b), { ...ticket(b), ticket_type: 'child' }]);
      const order = (await knex('orders').where({ id: b.orderId }).first()) as {
        visit_date: unknown;
        created_at: unknown;
      };
      expect(order.visit_date).toBe('2026-07-04');
      expect(order.created_at).toBeInstanceOf(Date);
      const [totals] = (await knex('ticket_lines')
        .count({ count: '*' })
        .sum({ quantity: 'quantity' })
        .sum({ revenue: knex.raw('quantity::bigint * unit_price_cents') })) as Record<
        string,
        unknown
      >[];
      expect(totals).toEqual({ count: 2, quantity: 2, revenue: 13_000 });
      expect(await knex('ticket_lines').where({ ticket_type: 'child' }).delete()).toBe(1);
      expect(
        await knex('ticket_lines').where({ ticket_type: 'child' }).update({ quantity: 3 }),
      ).toBe(0);
    });
  });

  describe('from nothing and back', () => {
    let db: Database | null = null;
    afterEach(async () => {
      await db?.close();
      db = null;
    });

    it('rolls everything back, then applies every migration again', async () => {
      db = await createTestDatabase(target);
      expect(await rollbackAll(db.knex)).toHaveLength(migrationNames().length);
      expect((await migrationStatus(db.knex)).some((s) => s.applied)).toBe(false);
      expect(await db.knex.schema.hasTable('users')).toBe(false);
      expect(await migrateLatest(db.knex)).toEqual(migrationNames());
      expect(await db.knex.schema.hasTable('mail_outbox')).toBe(true);
      expect(await migrateLatest(db.knex)).toEqual([]);
    });
  });
});
