import type { Knex } from 'knex';
import { expect } from 'vitest';
import { ADMISSION_PRODUCTS } from '../../../core/admissions/products';
import type { EmployeeRole } from '../../../core/employees/employee';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { nextNumber, type TicketCounts } from '../../../core/testing/builders';
import type { EmployeeBody, UserBody } from '../../contract/auth';
import type { CheckoutRequest, OrderBody } from '../../contract/orders';
import type { TicketBody } from '../../contract/tickets';
import { resolve, TOKENS } from '../../tokens';
import type { CookieClient } from './cookie-client';
import { clientAs } from './logins';
import type { TestPark } from './test-park';

/**
 * Integration builders: the core builders' records made for real, through the HTTP app of a
 * test park (a signed-up visitor with a session, an employee's session, a placed order, a day's
 * capacity) or straight into its database where no call makes them (an employee). Each checks
 * the answer it relies on, so a broken set-up fails where it happens.
 */

const knexOf = (park: TestPark): Knex => resolve(park.container, TOKENS.Database).knex;
const clockOf = (park: TestPark) => resolve(park.container, TOKENS.Clock) as FixedClock;

/** A client holding its XSRF-TOKEN cookie, as a browser does after opening any page. */
export async function anAnonymousClient(park: TestPark): Promise<CookieClient> {
  const c = park.client();
  await c.get('/park-info');
  return c;
}

export interface VisitorOverrides {
  fullname?: string;
  email?: string;
  password?: string;
}

/** A new visitor account, signed up and logged in, so a test owns every order it sees. */
export async function aVisitor(
  park: TestPark,
  overrides: VisitorOverrides = {},
): Promise<{ c: CookieClient; user: UserBody; credentials: { email: string; password: string } }> {
  const credentials = {
    email: overrides.email ?? `buyer${nextNumber()}@example.com`,
    password: overrides.password ?? 'Buyer#2024!',
  };
  const c = await anAnonymousClient(park);
  const signup = await c.post('/auth/signup', {
    fullname: overrides.fullname ?? 'Bo Buyer',
    ...credentials,
  });
  expect(signup.status, 'the visitor signs up').toBe(201);
  const login = await c.post('/auth/login', credentials);
  expect(login.status, 'the visitor logs in').toBe(200);
  return { c, user: login.body as UserBody, credentials };
}

export interface EmployeeOverrides {
  role?: EmployeeRole;
  name?: string;
  email?: string;
  password?: string;
}

/** A new employee (Staff unless `role` says otherwise), in the database and logged in. */
export async function anEmployee(
  park: TestPark,
  overrides: EmployeeOverrides = {},
): Promise<{ c: CookieClient; me: EmployeeBody; email: string }> {
  const n = nextNumber();
  const email = overrides.email ?? `hire${n}@example.com`;
  const password = overrides.password ?? 'Hire#2024';
  await knexOf(park)('employees').insert({
    name: overrides.name ?? `Hire ${n}`,
    email,
    password_hash: `plain:${password}`,
    role: overrides.role ?? 'Staff',
  });
  const c = await anAnonymousClient(park);
  const login = await c.post('/employee/login', { email, password });
  expect(login.status, 'the employee logs in').toBe(200);
  return { c, me: login.body as EmployeeBody, email };
}

/** A client logged in as the visitor of `credentials` (a new session, as after a restart). */
export async function aLogin(
  park: TestPark,
  credentials: { email: string; password: string },
): Promise<CookieClient> {
  const c = await anAnonymousClient(park);
  expect((await c.post('/auth/login', credentials)).status, 'the visitor logs in').toBe(200);
  return c;
}

/** The demo park's manager, logged in. */
export const aManagerSession = (park: TestPark) => clientAs(park, 'manager');
/** The demo park's staff member, logged in. */
export const aStaffSession = (park: TestPark) => clientAs(park, 'staff');

export interface OrderRequestOverrides extends Partial<Omit<CheckoutRequest, 'tickets'>> {
  /** The tickets of the order by kind: the kinds named, every other kind 0. */
  tickets?: TicketCounts;
}

/** The id of a demo park's restaurant, item or attraction (not retired) by its name. */
export async function idOf(park: TestPark, table: string, name: string): Promise<number> {
  const row = (await knexOf(park)(table).where({ name, retired: false }).first('id')) as
    { id: number } | undefined;
  if (!row) throw new Error(`no ${table} named ${name}`);
  return row.id;
}

/**
 * A POST /checkout body on the demo park: by default 2 Standard + 1 Child for Thunder Falls and
 * Sky Wheel, 2 vouchers at The Golden Fork and 1 Rain Poncho (L), today, with the sample
 * contact. `tickets` replaces the tickets as a whole (kinds left out are 0).
 */
export async function anOrder(
  park: TestPark,
  overrides: OrderRequestOverrides = {},
): Promise<CheckoutRequest> {
  const { tickets, ...rest } = overrides;
  const counts: TicketCounts = tickets ?? { standard: 2, child: 1 };
  return {
    tickets: Object.fromEntries(
      ADMISSION_PRODUCTS.map((p) => [p.checkoutField, counts[p.kind] ?? 0]),
    ) as CheckoutRequest['tickets'],
    visitDate: clockOf(park).today(),
    foodTickets: [{ restaurantId: await idOf(park, 'restaurants', 'The Golden Fork'), qty: 2 }],
    attractions: ['Thunder Falls', 'Sky Wheel'],
    merchItems: [{ MId: await idOf(park, 'merchandise', 'Rain Poncho'), quantity: 1, size: 'L' }],
    ...CHECKOUT_CONTACT,
    ...rest,
  };
}

/** anOrder's overrides for a shop-only order: no tickets, meals or rides, no visit day. */
export const SHOP_ONLY: OrderRequestOverrides = {
  tickets: {},
  foodTickets: [],
  attractions: [],
  visitDate: null,
};

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

/** An order placed through POST /checkout by `c` (anOrder's body with `overrides`). */
export async function placeOrder(
  park: TestPark,
  c: CookieClient,
  overrides: OrderRequestOverrides = {},
): Promise<{ order: OrderBody; request: CheckoutRequest }> {
  const request = await anOrder(park, overrides);
  const res = await c.post('/checkout', request);
  expect(res.status, 'the order is placed').toBe(200);
  return { order: res.body as OrderBody, request };
}

/** A new visitor (aVisitor) who placed an order (placeOrder with `overrides`). */
export async function aPlacedOrder(park: TestPark, overrides: OrderRequestOverrides = {}) {
  const visitor = await aVisitor(park);
  return { ...visitor, ...(await placeOrder(park, visitor.c, overrides)) };
}

/** The tickets of an order, as its buyer (or a manager) gets them. */
export async function ticketsOf(c: CookieClient, orderId: number): Promise<TicketBody[]> {
  const res = await c.get(`/orders/${orderId}/tickets`);
  expect(res.status, 'the tickets answer').toBe(200);
  return res.body as TicketBody[];
}

export interface DayOverrides {
  date: string;
  capacity?: number | null;
  expressCapacity?: number | null;
  /** Close the day (POST /days/:date/close) with this reason. */
  closedFor?: string;
}

/** A visit day with its capacity set (PUT /capacity), and closed, by the demo manager. */
export async function aDay(park: TestPark, overrides: DayOverrides): Promise<void> {
  const { date, closedFor, ...limits } = overrides;
  const manager = await aManagerSession(park);
  if (limits.capacity !== undefined || limits.expressCapacity !== undefined) {
    const json = { date, capacity: limits.capacity ?? null, ...limits };
    const set = await manager.request('PUT', '/capacity', { json });
    expect(set.status, 'the day’s capacity is set').toBe(200);
  }
  if (closedFor !== undefined) {
    const closed = await manager.post(`/days/${date}/close`, { reason: closedFor });
    expect(closed.status, 'the day is closed').toBe(200);
  }
}
