import { noTickets } from '../../../core/orders/cart';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { CheckoutRequest, OrderBody } from '../../contract/orders';
import type { CookieClient } from './cookie-client';
import { CHECKOUT_CONTACT, orderPark } from './order-park';
import type { DatabaseTarget } from '../../testing/test-database';
import { clientAs } from './logins';
import { openTestPark, type TestPark } from './test-park';

/** The days of the report fixture: D0 (before the range), D1, D2, (D1+2 empty), D3 = D1+3. */
export interface FixtureDays {
  D0: string;
  D1: string;
  D2: string;
  D3: string;
}

/**
 * A small known park history, 10–13 days ahead of the test's today (so nothing else a test
 * does lands on these days), written through the real POST /checkout and the staff's
 * maintenance calls (the clock moved to each day); restaurant expenses are inserted as rows.
 *
 * - A, ordered D1 for D1: 2 Standard + 1 Child; Thunder Falls, Sky Wheel; 2 vouchers Main
 *   Street Diner (Standard), 1 The Golden Fork (Deluxe); 2 Park Logo T-Shirt (L).
 * - B, ordered D1 for D2: 1 Express; Thunder Falls; 2 vouchers Chef’s Table (Special);
 *   3 Rain Poncho (M).
 * - C, ordered D2, shop only: 1 Mouse Ears Headband, 2 Starlight Keychain.
 * - D, ordered D3 for D3: 3 Standard + 2 Express; Comet Run, Thunder Falls.
 * - Restaurant expenses: D0 Main Street Diner supplies $999.00 (outside); D1 Main Street Diner
 *   produce $12.50 and utilities $7.25; D2 The Golden Fork supplies $40.00; D3 Chef’s Table
 *   produce $100.00.
 * - Maintenance: M4 D0 Comet Run 'Old issue' $500 Open; M1 D1 Thunder Falls 'Brake check'
 *   ('Replace worn brake pads') $150.00, Completed on D2; M2 D2 Sky Wheel 'Gondola door'
 *   ('Door latch sticks') $75.50 In Progress; M3 D3 Thunder Falls 'Paint' ('Touch up the
 *   BRAKE housing paint') $20.00 Open.
 */
export async function loadReportFixture(park: TestPark): Promise<FixtureDays & { ids: number[] }> {
  const op = orderPark(park);
  const { knex } = op;
  const today = op.clock.today();
  const D0 = addDays(today, 9);
  const D1 = addDays(today, 10);
  const D2 = addDays(today, 11);
  const D3 = addDays(today, 13);
  const restaurant = (name: string) => op.idOf('restaurants', name);
  const item = (name: string) => op.idOf('merchandise', name);
  const base = CHECKOUT_CONTACT;
  const none = noTickets();

  async function checkout(daysAhead: number, order: Omit<CheckoutRequest, keyof typeof base>) {
    await op.daysFromNow(daysAhead, async () => {
      const c = await op.visitor();
      const res = await c.post('/checkout', { ...base, ...order });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as OrderBody;
    });
  }

  await checkout(10, {
    tickets: { ...none, standardTicket: 2, childTicket: 1 },
    visitDate: D1,
    attractions: ['Thunder Falls', 'Sky Wheel'],
    foodTickets: [
      { restaurantId: await restaurant('Main Street Diner'), qty: 2 },
      { restaurantId: await restaurant('The Golden Fork'), qty: 1 },
    ],
    merchItems: [{ MId: await item('Park Logo T-Shirt'), quantity: 2, size: 'L' }],
  });
  await checkout(10, {
    tickets: { ...none, expressTicket: 1 },
    visitDate: D2,
    attractions: ['Thunder Falls'],
    foodTickets: [{ restaurantId: await restaurant('Chef\u2019s Table'), qty: 2 }],
    merchItems: [{ MId: await item('Rain Poncho'), quantity: 3, size: 'M' }],
  });
  await checkout(11, {
    tickets: none,
    visitDate: null,
    attractions: [],
    foodTickets: [],
    merchItems: [
      { MId: await item('Mouse Ears Headband'), quantity: 1, size: 'M' },
      { MId: await item('Starlight Keychain'), quantity: 2, size: 'M' },
    ],
  });
  await checkout(13, {
    tickets: { ...none, standardTicket: 3, expressTicket: 2 },
    visitDate: D3,
    attractions: ['Comet Run', 'Thunder Falls'],
    foodTickets: [],
    merchItems: [],
  });

  const staffId = (
    (await knex('employees').where({ email: 'manager@example.com' }).first('id')) as {
      id: number;
    }
  ).id;
  const expense = async (day: string, name: string, type: string, amountCents: number) =>
    knex('restaurant_expenses').insert({
      restaurant_id: await restaurant(name),
      staff_id: staffId,
      amount_cents: amountCents,
      expense_date: day,
      expense_type: type,
    });
  await expense(D0, 'Main Street Diner', 'supplies', 99_900);
  await expense(D1, 'Main Street Diner', 'produce', 1_250);
  await expense(D1, 'Main Street Diner', 'utilities', 725);
  await expense(D2, 'The Golden Fork', 'supplies', 4_000);
  await expense(D3, 'Chef\u2019s Table', 'produce', 10_000);

  // Maintenance through the staff's own calls, on the day each is submitted or resolved.
  async function asStaffOn<T>(daysAhead: number, work: (c: CookieClient) => Promise<T>) {
    return op.daysFromNow(daysAhead, async () => work(await op.staff()));
  }
  const request = (daysAhead: number, ride: string, subject: string, text: string, cost: number) =>
    asStaffOn(daysAhead, async (c) => {
      const res = await c.post('/maintenance-requests', {
        MRSubject: subject,
        MRDescription: text,
        MRCost: cost,
        AttractionID: await op.idOf('attractions', ride),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: number }).id;
    });
  const update = (daysAhead: number, id: number, status: string, dateResolved: string | null) =>
    asStaffOn(daysAhead, async (c) => {
      const current = await knex('maintenance_requests').where({ id }).first();
      const res = await c.post('/updateMaintenanceRequest', {
        RequestID: id,
        status,
        comment: current.description,
        cost: current.cost_cents / 100,
        dateResolved,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  const m4 = await request(9, 'Comet Run', 'Old issue', 'Squeaky wheel', 500);
  const m1 = await request(10, 'Thunder Falls', 'Brake check', 'Replace worn brake pads', 150);
  const m2 = await request(11, 'Sky Wheel', 'Gondola door', 'Door latch sticks', 75.5);
  const m3 = await request(13, 'Thunder Falls', 'Paint', 'Touch up the BRAKE housing paint', 20);
  await update(11, m1, 'Completed', D2);
  await update(11, m2, 'In Progress', null);
  return { D0, D1, D2, D3, ids: [m1, m2, m3, m4] };
}

/** What a report test file gets: the fixture's days (filled before its tests) and a manager's POST. */
export interface ReportFixtureSession {
  readonly days: FixtureDays & { ids: number[] };
  /** POST as the demo manager; asserts 200 and returns the body. */
  post<T = Record<string, unknown>>(path: string, body: object): Promise<T>;
}

/**
 * Opens a test park on `target`, loads the fixture and logs the manager in before the file's
 * tests (registering the hooks of the describe it is called in), and closes it after them.
 */
export function reportFixtureSession(target: DatabaseTarget): ReportFixtureSession {
  let park: TestPark | undefined;
  let manager: CookieClient;
  const days = {} as FixtureDays & { ids: number[] };
  beforeAll(async () => {
    park = await openTestPark(target);
    Object.assign(days, await loadReportFixture(park));
    manager = await clientAs(park, 'manager');
  }, 120_000);
  afterAll(() => park?.close());
  return {
    days,
    async post<T>(path: string, body: object) {
      const res = await manager.post(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as T;
    },
  };
}
