import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { AuditEntryBody, AuditPageBody } from '../../contract/audit';
import type { EmployeeBody } from '../../contract/auth';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder, ticketsOf } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type Actor = AuditEntryBody['actor'];

describe.each(parkTargets)('the audit log over HTTP on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let knex: Knex;
  let manager: CookieClient;
  let staff: CookieClient;
  let MO: Actor;
  let SAM: Actor;
  let n = 0;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    knex = op.knex;
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
    const who = async (c: CookieClient, role: Actor['role']) => {
      const e = (await c.get('/api/employee')).body as EmployeeBody;
      return { id: e.id, email: e.email, role };
    };
    MO = await who(manager, 'manager');
    SAM = await who(staff, 'staff');
  });
  afterAll(() => park.close());

  const count = async () =>
    Number(((await knex('audit_log').count({ n: '*' })) as { n: number | string }[])[0]!.n);

  async function page(query = ''): Promise<AuditPageBody> {
    const res = await manager.get(`/audit${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as AuditPageBody;
  }

  /**
   * Runs a write and answers the one entry it left (read back through GET /audit), after
   * checking that it left exactly one.
   */
  async function oneEntry(write: () => Promise<{ status: number }>, status: number) {
    const before = await count();
    const res = await write();
    expect(res.status).toBe(status);
    expect(await count()).toBe(before + 1);
    const [newest] = (await page('?limit=1')).entries;
    return newest!;
  }

  /** Runs a write that must be refused, and checks that it left no entry. */
  async function noEntry(write: () => Promise<{ status: number }>, status: number) {
    const before = await count();
    expect((await write()).status).toBe(status);
    expect(await count()).toBe(before);
  }

  const ride = () => ({
    name: `Audit Ride ${(n += 1)}`,
    type: 'Water Ride',
    description: 'A splashy ride.',
    shortDescription: 'Splash',
    thrillLevel: 'Moderate',
    heightRequirement: '42 inches',
    image: '/images/attractions/ride.png',
  });

  describe('GET /audit: who may read it', () => {
    it('answers a manager 200, staff and a visitor 403, no session 401', async () => {
      for (const [who, status] of [
        ['anonymous', 401],
        ['visitor', 403],
        ['staff', 403],
        ['manager', 200],
      ] as const) {
        const c = await clientAs(park, who);
        expect((await c.get('/audit')).status, who).toBe(status);
        expect((await c.get('/audit?limit=nonsense')).status, who).toBe(
          status === 200 ? 400 : status,
        );
      }
    });
  });

  describe('the manager writes each leave one entry naming the manager', () => {
    it('hiring and archiving an employee: employee.add and employee.archive, never a password', async () => {
      const hire = {
        fullname: 'Ada Lovelace',
        address: '1 Main St',
        role: 'Staff',
        email: `ada${(n += 1)}@example.com`,
        phoneNum: '512-555-0100',
        password: 'Typed#Pass1',
        DOB: '1990-12-10',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
      };
      const added = await oneEntry(() => manager.post('/addEmp', hire), 201);
      const id = Number(added.target.replace('employee ', ''));
      expect(added).toMatchObject({
        actor: MO,
        action: 'employee.add',
        target: `employee ${id}`,
        before: null,
        after: { id, name: 'Ada Lovelace', email: hire.email, role: 'Staff', archived: false },
      });
      expect(JSON.stringify(added)).not.toMatch(/Typed#Pass1|plain:|hash/i);
      await noEntry(() => manager.post('/addEmp', hire), 409);
      await noEntry(() => manager.post('/addEmp', { ...hire, email: 'no' }), 400);
      const archived = await oneEntry(
        () => manager.post('/archiveEmp', { employeeToArchive: id }),
        200,
      );
      expect(archived).toMatchObject({
        actor: MO,
        action: 'employee.archive',
        target: `employee ${id}`,
        before: { archived: false },
        after: { archived: true },
      });
      await noEntry(() => manager.post('/archiveEmp', { employeeToArchive: id }), 409);
      await noEntry(() => manager.post('/archiveEmp', { employeeToArchive: MO.id }), 409);
    });

    it('the catalog: <kind>.add, .update, .delete, .retire and expense.add', async () => {
      const body = ride();
      const added = await oneEntry(() => manager.post('/insert-new-attractions', body), 201);
      const id = Number(added.target.split(' ')[1]);
      expect(added).toMatchObject({
        actor: MO,
        action: 'attraction.add',
        before: null,
        after: { id, name: body.name, open: true },
      });
      const update = {
        UPDATEid: id,
        UPDATEDname: `${body.name} II`,
        description: 'New words',
        shortDescription: 'New',
        thrill: 'High',
        height: '48 in',
        image: 'https://example.com/ride.png',
        status: 0,
      };
      expect(await oneEntry(() => manager.post('/update-attraction', update), 200)).toMatchObject({
        actor: MO,
        action: 'attraction.update',
        target: `attraction ${id}`,
        before: { name: body.name, open: true, thrillLevel: 'Moderate' },
        after: { name: `${body.name} II`, open: false, thrillLevel: 'High' },
      });
      await noEntry(
        () => manager.post('/update-attraction', { ...update, UPDATEid: 999_999 }),
        404,
      );
      await noEntry(
        () => manager.post('/insert-new-attractions', { ...ride(), name: 'Thunder Falls' }),
        409,
      );
      await noEntry(() => manager.post('/insert-new-attractions', { ...ride(), type: 'Zip' }), 400);
      const merch = {
        name: `Audit Cap ${n}`,
        type: 'Accessory',
        supplierCost: 2,
        sellingCost: 9.5,
        image: '/c.png',
      };
      const cap = await oneEntry(() => manager.post('/insert-new-merch', merch), 201);
      expect(cap).toMatchObject({ action: 'merchandise.add', after: { sellingCost: 950 } });
      const capId = Number(cap.target.split(' ')[1]);
      expect(
        await oneEntry(
          () =>
            manager.post('/update-merch', {
              merchIDUpdate: capId,
              newMerchName: merch.name,
              newMerchType: 'Accessory',
              newSupplierCost: 2,
              newSellingCost: 12,
              newImageMerch: '/c.png',
            }),
          200,
        ),
      ).toMatchObject({
        action: 'merchandise.update',
        before: { sellingCost: 950 },
        after: { sellingCost: 1200 },
      });
      const rest = {
        name: `Audit Grill ${n}`,
        type: 'Standard',
        description: 'Grill',
        image: '/g.png',
      };
      const grill = await oneEntry(() => manager.post('/insert-new-rest', rest), 201);
      const grillId = Number(grill.target.split(' ')[1]);
      expect(
        await oneEntry(
          () =>
            manager.post('/update-rest', {
              UPDATEDRestaurantID: grillId,
              UPDATEDRestaurantName: rest.name,
              UPDATEDRestaurantType: 'Deluxe',
              UPDATEDRImage: '/g.png',
              UPDATEDRDescription: 'Grill',
            }),
          200,
        ),
      ).toMatchObject({
        action: 'restaurant.update',
        before: { type: 'Standard' },
        after: { type: 'Deluxe' },
      });
      const spent = await oneEntry(
        () =>
          manager.post('/expense-restaurant', {
            RestaurantID: grillId,
            ExpenseAmt: 12.34,
            ExpenseDate: op.clock.today(),
            ExpenseType: 'produce',
          }),
        201,
      );
      expect(spent).toMatchObject({
        actor: MO,
        action: 'expense.add',
        before: null,
        after: { restaurantId: grillId, staffId: MO.id, amount: 1234, type: 'produce' },
      });
      await noEntry(
        () =>
          manager.post('/expense-restaurant', {
            RestaurantID: grillId,
            ExpenseAmt: 1,
            ExpenseDate: addDays(op.clock.today(), 1),
            ExpenseType: 'produce',
          }),
        400,
      );
      expect(await oneEntry(() => manager.post('/delete-merch', { id: capId }), 200)).toMatchObject(
        {
          action: 'merchandise.delete',
          target: `merchandise ${capId}`,
          after: null,
        },
      );
      expect(
        await oneEntry(() => manager.post('/delete-rest', { id: grillId }), 200),
      ).toMatchObject({
        action: 'restaurant.retire',
        before: { name: rest.name },
        after: null,
      });
      await noEntry(() => manager.post('/delete-rest', { id: grillId }), 404);
    });

    it("a day's capacity: capacity.set on the day, before and after", async () => {
      const date = addDays(op.clock.today(), 40);
      expect(
        await oneEntry(
          () =>
            manager.request('PUT', '/capacity', {
              json: { date, capacity: 80, expressCapacity: 8 },
            }),
          200,
        ),
      ).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        actor: MO,
        action: 'capacity.set',
        target: `day ${date}`,
        before: { capacity: null, expressCapacity: null },
        after: { capacity: 80, expressCapacity: 8 },
      });
      await noEntry(
        () => manager.request('PUT', '/capacity', { json: { date, capacity: -1 } }),
        400,
      );
      await noEntry(() => staff.request('PUT', '/capacity', { json: { date, capacity: 1 } }), 403);
    });
  });

  describe('the staff writes each leave one entry naming the staff member', () => {
    it('the profile (employee.update), and a taken email leaves none', async () => {
      const me = (await staff.get('/api/employee')).body as EmployeeBody;
      const profile = {
        name: me.name,
        email: me.email,
        phoneNumber: '512-555-0142',
        address: me.address,
        city: me.city,
        state: me.state,
        zipcode: me.zipcode,
      };
      expect(
        await oneEntry(() => staff.post('/updateLoggedInEmployee', profile), 200),
      ).toMatchObject({
        actor: SAM,
        action: 'employee.update',
        target: `employee ${SAM.id}`,
        after: { phoneNumber: '512-555-0142' },
      });
      await noEntry(
        () => staff.post('/updateLoggedInEmployee', { ...profile, email: 'manager@example.com' }),
        409,
      );
      await noEntry(
        () => staff.post('/updateLoggedInEmployee', { ...profile, phoneNumber: '1' }),
        400,
      );
    });

    it('weather (weather.add), maintenance (maintenance.add, maintenance.resolve)', async () => {
      const today = op.clock.today();
      const weather = await oneEntry(
        () => staff.post('/weatherform', { WeatherCondition: 'snowy', WDate: today }),
        201,
      );
      expect(weather).toMatchObject({
        actor: SAM,
        action: 'weather.add',
        target: `day ${today}`,
        after: { date: today, condition: 'snowy' },
      });
      await noEntry(
        () => staff.post('/weatherform', { WeatherCondition: 'snowy', WDate: today }),
        200,
      );
      await noEntry(
        () => staff.post('/weatherform', { WeatherCondition: 'rainy', WDate: addDays(today, 1) }),
        400,
      );
      const attraction = await op.idOf('attractions', 'Sky Wheel');
      const filed = await oneEntry(
        () =>
          staff.post('/maintenance-requests', {
            MRSubject: 'Squeak',
            MRDescription: 'Oil it',
            MRCost: 12.5,
            AttractionID: attraction,
          }),
        201,
      );
      expect(filed).toMatchObject({
        actor: SAM,
        action: 'maintenance.add',
        before: null,
        after: { attractionId: attraction, subject: 'Squeak', cost: 1250, status: 'Open' },
      });
      const requestId = Number(filed.target.split(' ')[1]);
      await noEntry(
        () =>
          staff.post('/updateMaintenanceRequest', {
            RequestID: requestId,
            status: 'Completed',
            comment: 'Oiled',
            cost: 20,
            dateResolved: null,
          }),
        400,
      );
      expect(
        await oneEntry(
          () =>
            staff.post('/updateMaintenanceRequest', {
              RequestID: requestId,
              status: 'Completed',
              comment: 'Oiled',
              cost: 20,
              dateResolved: today,
            }),
          200,
        ),
      ).toMatchObject({
        actor: SAM,
        action: 'maintenance.resolve',
        target: `maintenance ${requestId}`,
        before: { status: 'Open' },
        after: { status: 'Completed', dateResolved: today, cost: 2000 },
      });
    });

    it('the gate (gate.check-in): an admitted scan only', async () => {
      const { c, order } = await aPlacedOrder(park);
      const orderId = order.orderId;
      const [ticket] = await ticketsOf(c, orderId);
      const scan = { code: ticket!.code, gate: 'North' };
      const admitted = await oneEntry(() => staff.post('/gate/check-in', scan), 200);
      expect(admitted).toMatchObject({
        actor: SAM,
        action: 'gate.check-in',
        target: expect.stringMatching(/^ticket \d+$/),
        before: { orderId, type: 'standard', status: 'valid', usedAt: null, gate: null },
        after: { orderId, type: 'standard', status: 'used', gate: 'North' },
      });
      await noEntry(() => staff.post('/gate/check-in', scan), 409);
      await noEntry(() => staff.post('/gate/check-in', { code: 'not-a-code' }), 404);
      await noEntry(() => staff.post('/gate/check-in', {}), 400);
    });
  });

  describe('GET /audit: filters and pages', () => {
    it("filters by actor (any case), action and the park's days, and pages with next", async () => {
      const today = op.clock.today();
      const mine = await page(`?actor=${encodeURIComponent(SAM.email.toUpperCase())}&limit=200`);
      expect(mine.entries.length).toBeGreaterThan(3);
      expect(new Set(mine.entries.map((e) => e.actor.email))).toEqual(new Set([SAM.email]));
      const gate = await page('?action=gate.check-in');
      expect(gate.entries.map((e) => e.action)).toEqual(['gate.check-in']);
      expect((await page(`?from=${today}&to=${today}&limit=200`)).entries.length).toBe(
        (await page('?limit=200')).entries.length,
      );
      expect((await page(`?to=${addDays(today, -1)}`)).entries).toEqual([]);
      expect((await page(`?from=${addDays(today, 1)}`)).entries).toEqual([]);

      const all = (await page('?limit=200')).entries;
      expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const next: AuditPageBody = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(next.entries.length).toBeLessThanOrEqual(3);
        seen.push(...next.entries.map((e) => e.id));
        cursor = next.next;
      } while (cursor !== null);
      expect(seen).toEqual(all.map((e) => e.id));
    });

    it("shows the order writes' own entries too (a visitor's cancellation, a closed day)", async () => {
      await knex.raw(
        `INSERT INTO audit_log (actor_id, actor_email, actor_role, action, target, before, after)
         VALUES (NULL, 'visitor@example.com', 'visitor', 'order.cancel', 'order 77',
                 '{"status":"paid"}', '{"status":"cancelled"}')`,
      );
      const [cancel] = (await page('?action=order.cancel')).entries;
      expect(cancel).toMatchObject({
        actor: { id: null, email: 'visitor@example.com', role: 'visitor' },
        target: 'order 77',
        before: { status: 'paid' },
        after: { status: 'cancelled' },
      });
    });

    it('refuses a bad query with 400 and the field', async () => {
      for (const [query, path] of [
        ['?from=2026-07-02&to=2026-07-01', 'to'],
        ['?from=someday', 'from'],
        ['?limit=0', 'limit'],
        ['?limit=201', 'limit'],
        ['?limit=1.5', 'limit'],
        ['?cursor=-4', 'cursor'],
        ['?action=DROP%20TABLE', 'action'],
        [`?actor=${'a'.repeat(300)}`, 'actor'],
        ['?limit=5&limit=6', 'limit'],
      ] as const) {
        const res = await manager.get(`/audit${query}`);
        expect(res.status, query).toBe(400);
        expect(
          (res.body as { errors: { path: string }[] }).errors.map((e) => e.path),
          query,
        ).toContain(path);
      }
    });
  });
});
