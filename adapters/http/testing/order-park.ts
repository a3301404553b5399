import { noTickets } from '../../../core/orders/cart';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { CheckoutRequest } from '../../contract/orders';
import type { UserBody } from '../../contract/auth';
import type { CookieClient } from './cookie-client';
import type { TestPark } from './test-park';

export const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };
export const STAFF = { email: 'staff@example.com', password: 'Staff#2024' };

/** The contact fields of a checkout (the visitor's details on the order). */
export const CHECKOUT_CONTACT = {
  email: 'vera@example.com',
  phone: '512-555-0100',
  firstName: 'Vera',
  lastName: 'Visitor',
  address: '1 Main St',
  zipcode: '78701',
  city: 'Austin',
  state: 'TX',
} as const;

export const ORDER_TABLES = [
  'orders',
  'ticket_lines',
  'order_attractions',
  'restaurant_transactions',
  'merchandise_lines',
] as const;

/** Helpers for the order routes' tests on a demo park. */
export function orderPark(park: TestPark) {
  const knex: Knex = resolve(park.container, TOKENS.Database).knex;
  const clock = resolve(park.container, TOKENS.Clock) as FixedClock;
  let accounts = 0;

  /** A client holding its XSRF-TOKEN cookie, as a browser does after opening any page. */
  async function anonymous(): Promise<CookieClient> {
    const c = park.client();
    await c.get('/park-info');
    return c;
  }

  async function loggedIn(path: string, credentials: object): Promise<CookieClient> {
    const c = await anonymous();
    expect((await c.post(path, credentials)).status).toBe(200);
    return c;
  }

  /** A new visitor account, logged in, so a test owns every order it sees. */
  async function newVisitor(): Promise<{ c: CookieClient; user: UserBody }> {
    const n = (accounts += 1);
    const c = await anonymous();
    const credentials = { email: `buyer${n}@example.com`, password: 'Buyer#2024!' };
    const signup = await c.post('/auth/signup', { fullname: 'Bo Buyer', ...credentials });
    expect(signup.status).toBe(201);
    const login = await c.post('/auth/login', credentials);
    return { c, user: login.body as UserBody };
  }

  /** How many rows each order table holds. */
  async function counts(): Promise<Record<(typeof ORDER_TABLES)[number], number>> {
    const result = {} as Record<(typeof ORDER_TABLES)[number], number>;
    for (const table of ORDER_TABLES) {
      const [row] = (await knex(table).count({ n: '*' })) as { n: number | string }[];
      result[table] = Number(row?.n ?? 0);
    }
    return result;
  }

  const idOf = async (table: string, name: string): Promise<number> =>
    ((await knex(table).where({ name, retired: false }).first('id')) as { id: number }).id;

  /** 2 Standard + 1 Child for two rides, 2 vouchers at The Golden Fork, 1 Rain Poncho (L). */
  async function sampleRequest(): Promise<CheckoutRequest> {
    return {
      tickets: { ...noTickets(), standardTicket: 2, childTicket: 1 },
      visitDate: clock.today(),
      foodTickets: [{ restaurantId: await idOf('restaurants', 'The Golden Fork'), qty: 2 }],
      attractions: ['Thunder Falls', 'Sky Wheel'],
      merchItems: [{ MId: await idOf('merchandise', 'Rain Poncho'), quantity: 1, size: 'L' }],
      ...CHECKOUT_CONTACT,
    };
  }

  /** Runs `work` as if the park's today were `days` days from now, then puts the clock back. */
  async function daysFromNow<T>(days: number, work: () => Promise<T>): Promise<T> {
    const now = clock.now();
    clock.set(new Date(now.getTime() + days * 86_400_000));
    try {
      return await work();
    } finally {
      clock.set(now);
    }
  }

  const yesterday = () => addDays(clock.today(), -1);

  return {
    knex,
    clock,
    anonymous,
    newVisitor,
    counts,
    idOf,
    sampleRequest,
    daysFromNow,
    yesterday,
    visitor: () => loggedIn('/auth/login', VISITOR),
    staff: () => loggedIn('/employee/login', STAFF),
  };
}
