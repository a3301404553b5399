import type { Knex } from 'knex';
import { aContact, BUILDER_DAY } from '../../core/testing/builders';

/**
 * Database builders: rows written straight into a migrated test database, for the persistence
 * tests that need a record no repository call makes as they want it (an order row without lines,
 * as older orders and the demo loader's are). The core builders' defaults, in the tables' columns.
 */

/** An `orders` row without lines: aContact's details, no money, ordered and visiting BUILDER_DAY. */
export function anOrderRow(userId: number, overrides: Record<string, unknown> = {}) {
  const contact = aContact();
  return {
    user_id: userId,
    visit_date: BUILDER_DAY,
    order_date: BUILDER_DAY,
    email: contact.email,
    phone: contact.phone,
    first_name: contact.firstName,
    last_name: contact.lastName,
    address: contact.address,
    city: contact.city,
    state: contact.state,
    zipcode: contact.zipcode,
    subtotal_cents: 0,
    tax_cents: 0,
    total_cents: 0,
    ...overrides,
  };
}

/** Writes anOrderRow(userId, overrides) and answers its id. */
export async function insertOrderRow(
  knex: Knex,
  userId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const [row] = (await knex('orders').insert(anOrderRow(userId, overrides)).returning('id')) as {
    id: number;
  }[];
  return row!.id;
}

/** The id of the first visitor of the database (the demo's, on a seeded one). */
export async function firstUserId(knex: Knex): Promise<number> {
  const user = (await knex('users').orderBy('id').first('id')) as { id: number } | undefined;
  if (!user) throw new Error('the test database has no user');
  return user.id;
}
