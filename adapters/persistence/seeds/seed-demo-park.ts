import type { Knex } from 'knex';
import { restaurantCostByType } from '../../../core/orders/pricing';
import type { PasswordHasher } from '../../../core/accounts/password-hasher';
import {
  DEMO_ACCOUNTS,
  DEMO_ATTRACTIONS,
  DEMO_MERCHANDISE,
  DEMO_RESTAURANTS,
  imagePath,
} from './demo-park-data';

interface HashedPasswords {
  visitor: string;
  staff: string;
  manager: string;
}

const attractionRows = () =>
  DEMO_ATTRACTIONS.map((a) => ({
    name: a.name,
    type: a.type,
    description: a.description,
    short_description: a.shortDescription,
    thrill_level: a.thrillLevel,
    height_requirement: a.heightRequirement,
    image: imagePath('attractions', a.name),
    is_open: a.open,
  }));

const restaurantRows = () =>
  DEMO_RESTAURANTS.map((r) => ({
    name: r.name,
    type: r.type,
    amount_cents: restaurantCostByType(r.type),
    description: r.description,
    image: imagePath('restaurants', r.name),
  }));

const merchandiseRows = () =>
  DEMO_MERCHANDISE.map((m) => ({
    name: m.name,
    type: m.type,
    supplier_cost_cents: m.supplierCost,
    selling_cost_cents: m.sellingCost,
    image: imagePath('merch', m.name),
  }));

async function insertAccounts(trx: Knex.Transaction, hashes: HashedPasswords): Promise<void> {
  const { visitor, staff, manager } = DEMO_ACCOUNTS;
  await trx('users')
    .insert({ fullname: visitor.fullname, email: visitor.email, password_hash: hashes.visitor })
    .onConflict('email')
    .ignore();
  await trx('employees')
    .insert([
      { name: staff.name, email: staff.email, role: staff.role, password_hash: hashes.staff },
      {
        name: manager.name,
        email: manager.email,
        role: manager.role,
        password_hash: hashes.manager,
      },
    ])
    .onConflict('email')
    .ignore();
}

async function hashDemoPasswords(hasher: PasswordHasher): Promise<HashedPasswords> {
  const [visitor, staff, manager] = await Promise.all([
    hasher.hash(DEMO_ACCOUNTS.visitor.password),
    hasher.hash(DEMO_ACCOUNTS.staff.password),
    hasher.hash(DEMO_ACCOUNTS.manager.password),
  ]);
  return { visitor, staff, manager };
}

const hasAttractions = async (db: Knex) => (await db('attractions').first('id')) !== undefined;

/**
 * Fills an empty park with the demo data of demo-park-data.ts and the three demo
 * accounts, in one transaction. A park that has any attraction (even retired) is left
 * alone, so running this on every start is safe.
 */
export async function seedDemoPark(
  knex: Knex,
  hasher: PasswordHasher,
): Promise<{ seeded: boolean }> {
  if (await hasAttractions(knex)) return { seeded: false };
  const hashes = await hashDemoPasswords(hasher); // slow: kept outside the transaction
  return knex.transaction(async (trx) => {
    // Two processes starting at once: the second waits here, then sees the first's rows.
    await trx.raw('LOCK TABLE attractions IN SHARE ROW EXCLUSIVE MODE');
    if (await hasAttractions(trx)) return { seeded: false };
    await trx('attractions').insert(attractionRows());
    await trx('restaurants').insert(restaurantRows());
    await trx('merchandise').insert(merchandiseRows());
    await insertAccounts(trx, hashes);
    return { seeded: true };
  });
}
