import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { AttractionBody } from '../../contract/catalog';
import type {
  CreatedBody,
  NewAttractionRequest,
  RestaurantExpenseRequest,
  UpdateAttractionRequest,
} from '../../contract/manager';
import { clientAs, type Who } from '../testing/logins';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };

/** Every department call with a body that would succeed, for the role matrix. */
const CALLS = [
  '/expense-restaurant',
  '/insert-new-attractions',
  '/update-attraction',
  '/delete-attraction',
  '/insert-new-merch',
  '/update-merch',
  '/delete-merch',
  '/insert-new-rest',
  '/update-rest',
  '/delete-rest',
];

describe.each(parkTargets)('department routes: expenses and attractions on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let n = 0;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  const count = async (table: string) =>
    Number(((await op.knex(table).count({ n: '*' })) as { n: number | string }[])[0]?.n);

  const newRide = (overrides: Partial<NewAttractionRequest> = {}): NewAttractionRequest => ({
    name: `Ride ${(n += 1)}`,
    type: 'Water Ride',
    description: 'A splashy ride.',
    shortDescription: 'Splash',
    thrillLevel: 'Moderate',
    heightRequirement: '42 inches',
    image: '/images/attractions/ride.png',
    status: 1,
    ...overrides,
  });

  describe('the role matrix and CSRF', () => {
    it.each(CALLS)(
      'POST %s: anonymous 401, visitor 403, staff 403, writing nothing',
      async (path) => {
        const tables = ['attractions', 'merchandise', 'restaurants', 'restaurant_expenses'];
        const before = await Promise.all(tables.map(count));
        const body = { id: 1, name: 'Nope', type: 'Standard', description: 'x', image: '/x.png' };
        for (const [who, status] of [
          ['anonymous', 401],
          ['visitor', 403],
          ['staff', 403],
        ] as [Who, number][]) {
          const res = await (await clientAs(park, who)).post(path, body);
          expect(res.status, who).toBe(status);
        }
        expect(await Promise.all(tables.map(count))).toEqual(before);
      },
    );

    it('refuses a manager’s write without the CSRF header', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('attractions');
      expect((await c.post('/insert-new-attractions', newRide(), { csrf: false })).status).toBe(
        403,
      );
      expect(await count('attractions')).toBe(before);
    });
  });

  describe('POST /expense-restaurant', () => {
    const expense = async (overrides: Partial<RestaurantExpenseRequest> = {}) => ({
      RestaurantID: await op.idOf('restaurants', 'Main Street Diner'),
      ExpenseAmt: 123.45,
      ExpenseDate: op.clock.today(),
      ExpenseType: 'produce' as const,
      ...overrides,
    });

    it('stores the expense in cents, entered by the session’s manager (201)', async () => {
      const c = await clientAs(park, 'manager');
      const me = (await c.get('/api/employee')).body as { id: number };
      const body = await expense({ StaffID: me.id });
      const res = await c.post('/expense-restaurant', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Expense Submitted' });
      const row = await op.knex('restaurant_expenses').orderBy('id', 'desc').first();
      expect(row).toMatchObject({
        restaurant_id: body.RestaurantID,
        staff_id: me.id,
        amount_cents: 12345,
        expense_type: 'produce',
      });
      // without a StaffID the session's employee is used too
      expect(
        (await c.post('/expense-restaurant', await expense({ ExpenseType: 'utilities' }))).status,
      ).toBe(201);
    });

    it.each<[string, Record<string, unknown>]>([
      ['ExpenseAmt', { ExpenseAmt: -1 }],
      ['ExpenseAmt', { ExpenseAmt: 1.234 }],
      ['ExpenseAmt', { ExpenseAmt: 'lots' }],
      ['ExpenseType', { ExpenseType: 'salaries' }],
      ['ExpenseDate', { ExpenseDate: '2026-02-30' }],
      ['ExpenseDate', { ExpenseDate: 'tomorrow' }],
      ['RestaurantID', { RestaurantID: 999_999 }],
    ])('answers 400 naming %s and writes nothing', async (path, overrides) => {
      const c = await clientAs(park, 'manager');
      const before = await count('restaurant_expenses');
      const date =
        overrides.ExpenseDate === 'tomorrow' ? { ExpenseDate: addDays(op.clock.today(), 1) } : {};
      const res = await c.post('/expense-restaurant', {
        ...(await expense()),
        ...overrides,
        ...date,
      });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await count('restaurant_expenses')).toBe(before);
    });

    it('answers 403 for another employee’s StaffID and writes nothing', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('restaurant_expenses');
      const res = await c.post('/expense-restaurant', await expense({ StaffID: 999 }));
      expect(res.status).toBe(403);
      expect(await count('restaurant_expenses')).toBe(before);
    });
  });

  describe('attractions', () => {
    const listed = async (id: number) =>
      (
        (await (await clientAs(park, 'anonymous')).get('/attractions')).body as AttractionBody[]
      ).find((a) => a.attractionID === id);

    it('adds an attraction that opens at once, even when sent with status 0', async () => {
      const c = await clientAs(park, 'manager');
      const ride = newRide({ status: 0 });
      const res = await c.post('/insert-new-attractions', ride);
      expect(res.status).toBe(201);
      const { id } = res.body as CreatedBody;
      expect(res.body).toEqual({ message: 'Attraction Submitted', id: expect.any(Number) });
      const { status: _s, ...fields } = ride;
      expect(await listed(id)).toEqual({ ...fields, attractionID: id, status: 1 });
    });

    it('updates an attraction and switches it closed and open again', async () => {
      const c = await clientAs(park, 'manager');
      const { id } = (await c.post('/insert-new-attractions', newRide())).body as CreatedBody;
      const update: UpdateAttractionRequest = {
        UPDATEid: id,
        UPDATEDname: `Renamed ${id}`,
        description: 'New words',
        shortDescription: 'New',
        thrill: 'High',
        height: '48 in',
        image: 'https://example.com/ride.png',
      };
      const res = await c.post('/update-attraction', update);
      expect(res.status).toBe(200);
      expect(await listed(id)).toMatchObject({
        name: `Renamed ${id}`,
        type: 'Water Ride',
        thrillLevel: 'High',
        status: 1,
      });
      await c.post('/update-attraction', { ...update, status: 0 });
      expect(await listed(id)).toMatchObject({ status: 0, description: 'New words' });
      await c.post('/update-attraction', { ...update, status: 1 });
      expect(await listed(id)).toMatchObject({ status: 1 });
      expect((await c.post('/update-attraction', { ...update, UPDATEid: 999_999 })).status).toBe(
        404,
      );
    });

    it('answers 409 for a name in use and 400 for bad fields, writing nothing', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('attractions');
      const taken = await c.post('/insert-new-attractions', newRide({ name: 'Thunder Falls' }));
      expect(taken.status).toBe(409);
      const bad: [string, Record<string, unknown>][] = [
        ['type', { type: 'Zip Line' }],
        ['thrillLevel', { thrillLevel: 'Extreme' }],
        ['name', { name: '  ' }],
        ['image', { image: 'javascript:alert(1)' }],
        ['description', { description: undefined }],
      ];
      for (const [path, overrides] of bad) {
        const res = await c.post('/insert-new-attractions', { ...newRide(), ...overrides });
        expect(res.status, path).toBe(400);
        expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      }
      expect((await c.post('/update-attraction', { UPDATEid: 1, status: 2 })).status).toBe(400);
      expect(await count('attractions')).toBe(before);
    });

    it('retires an attraction with maintenance history and deletes one without', async () => {
      const c = await clientAs(park, 'manager');
      const used = ((await c.post('/insert-new-attractions', newRide())).body as CreatedBody).id;
      const unused = ((await c.post('/insert-new-attractions', newRide())).body as CreatedBody).id;
      const staff = await clientAs(park, 'staff');
      const request = {
        MRSubject: 'Check',
        MRDescription: 'Bolts',
        MRCost: 10,
        AttractionID: used,
      };
      expect((await staff.post('/maintenance-requests', request)).status).toBe(201);
      const retired = await c.post('/delete-attraction', { id: used });
      expect(retired.status).toBe(200);
      expect(retired.body).toMatchObject({
        outcome: 'retired',
        message: expect.stringMatching(/^Attraction retired/),
      });
      expect(await listed(used)).toBeUndefined();
      expect(
        await op.knex('maintenance_requests').where({ attraction_id: used }).first(),
      ).toBeTruthy();
      const deleted = await c.post('/delete-attraction', { id: unused });
      expect(deleted.body).toEqual({
        message: 'Successfully deleted attraction!',
        outcome: 'deleted',
      });
      expect(await op.knex('attractions').where({ id: unused }).first()).toBeUndefined();
      expect((await c.post('/delete-attraction', { id: used })).status).toBe(404);
      expect((await c.post('/delete-attraction', { id: 'one' })).status).toBe(400);
    });
  });
});
