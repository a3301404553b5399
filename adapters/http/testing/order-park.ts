import type { Knex } from 'knex';
import { expect } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { CheckoutRequest } from '../../contract/orders';
import type { UserBody } from '../../contract/auth';
import type { CookieClient } from './cookie-client';
import type { TestPark } from './test-park';
import {
  anAnonymousClient,
  anOrder,
  aVisitor,
  CHECKOUT_CONTACT,
  idOf as idOfNamed,
} from './builders';

export const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };
export const STAFF = { email: 'staff@example.com', password: 'Staff#2024' };

/** The contact fields of a checkout (the visitor's details on the order). */
export { CHECKOUT_CONTACT };

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

  const anonymous = () => anAnonymousClient(park);

  async function loggedIn(path: string, credentials: object): Promise<CookieClient> {
    const c = await anonymous();
    expect((await c.post(path, credentials)).status).toBe(200);
    return c;
  }

  /** A new visitor account, logged in, so a test owns every order it sees (see aVisitor). */
  const newVisitor = async (): Promise<{ c: CookieClient; user: UserBody }> => {
    const { c, user } = await aVisitor(park);
    return { c, user };
  };

  /** How many rows each order table holds. */
  async function counts(): Promise<Record<(typeof ORDER_TABLES)[number], number>> {
    const result = {} as Record<(typeof ORDER_TABLES)[number], number>;
    for (const table of ORDER_TABLES) {
      const [row] = (await knex(table).count({ n: '*' })) as { n: number | string }[];
      result[table] = Number(row?.n ?? 0);
    }
    return result;
  }

  const idOf = (table: string, name: string): Promise<number> => idOfNamed(park, table, name);

  /** 2 Standard + 1 Child for two rides, 2 vouchers at The Golden Fork, 1 Rain Poncho (L): anOrder's. */
  const sampleRequest = (): Promise<CheckoutRequest> => anOrder(park);

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
