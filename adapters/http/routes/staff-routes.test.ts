import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { EMPLOYEE_EMAIL_TAKEN } from '../../../core/employees/employee-profile';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { EmployeeBody } from '../../contract/auth';
import type { UpdateEmployeeRequest, WeatherFormRequest } from '../../contract/staff';
import { anEmployee } from '../testing/builders';
import { clientAs, type Who } from '../testing/logins';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };

describe.each(parkTargets)('staff routes on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let today: string;

  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
    today = (resolve(park.container, TOKENS.Clock) as FixedClock).today();
  });
  afterAll(() => park.close());

  /** A new employee of this role, logged in (password Hire#2024), so each test owns the record it edits. */
  const hire = (role: 'Staff' | 'Manager') => anEmployee(park, { role });

  const employeeRow = (id: number) => knex('employees').where({ id }).first();

  describe('GET /loggedInEmployee', () => {
    it.each<Who>(['staff', 'manager'])('answers the %s’s own record', async (who) => {
      const c = await clientAs(park, who);
      const res = await c.get('/loggedInEmployee');
      expect(res.status).toBe(200);
      expect(res.body).toEqual((await c.get('/api/employee')).body);
      expect(res.body).toMatchObject({ SRole: who === 'staff' ? 'Staff' : 'Manager' });
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it('answers 401 without a session and 403 for a visitor', async () => {
      expect((await (await clientAs(park, 'anonymous')).get('/loggedInEmployee')).status).toBe(401);
      const visitor = await (await clientAs(park, 'visitor')).get('/loggedInEmployee');
      expect(visitor.status).toBe(403);
      expect(visitor.body).toEqual({ message: expect.any(String) });
    });
  });

  describe('POST /updateLoggedInEmployee', () => {
    const edited = (me: EmployeeBody): UpdateEmployeeRequest => ({
      id: me.id,
      name: '  Sam Updated ',
      email: me.email.toUpperCase(),
      phoneNumber: '(512) 555 0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'tx',
      zipcode: '73301-0001',
    });

    it.each<'Staff' | 'Manager'>(['Staff', 'Manager'])(
      'updates a %s’s own record and answers it',
      async (role) => {
        const { c, me } = await hire(role);
        const res = await c.post('/updateLoggedInEmployee', edited(me));
        expect(res.status).toBe(200);
        const expected: EmployeeBody = {
          ...me,
          name: 'Sam Updated',
          phoneNumber: '512-555-0100',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zipcode: '73301-0001',
        };
        expect(res.body).toEqual(expected);
        expect((await c.get('/loggedInEmployee')).body).toEqual(expected);
        expect(await employeeRow(me.id)).toMatchObject({ role, phone_number: '512-555-0100' });
      },
    );

    it('works without an id, and clears optional fields sent empty or null', async () => {
      const { c, me } = await hire('Staff');
      await c.post('/updateLoggedInEmployee', edited(me));
      const res = await c.post('/updateLoggedInEmployee', {
        name: 'Sam',
        email: me.email,
        phoneNumber: '',
        address: null,
        city: '',
        state: '',
        zipcode: null,
      });
      expect(res.status).toBe(200);
      expect(await employeeRow(me.id)).toMatchObject({
        name: 'Sam',
        phone_number: null,
        address: null,
        city: null,
        state: null,
        zipcode: null,
      });
    });

    it('changes the email, which is then the login', async () => {
      const { c, me } = await hire('Staff');
      const res = await c.post('/updateLoggedInEmployee', {
        ...edited(me),
        email: ' New.Mail@Example.com ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: 'new.mail@example.com' });
      const again = park.client();
      await again.get('/park-info');
      const login = await again.post('/employee/login', {
        email: 'new.mail@example.com',
        password: 'Hire#2024',
      });
      expect(login.status).toBe(200);
    });

    it('answers 403 for another employee’s id and changes neither record', async () => {
      const { c, me } = await hire('Staff');
      const other = await hire('Manager');
      const [mine, theirs] = [await employeeRow(me.id), await employeeRow(other.me.id)];
      const res = await c.post('/updateLoggedInEmployee', { ...edited(me), id: other.me.id });
      expect(res.status).toBe(403);
      expect(await employeeRow(me.id)).toEqual(mine);
      expect(await employeeRow(other.me.id)).toEqual(theirs);
    });

    it('answers 409 for another employee’s email and changes nothing', async () => {
      const { c, me } = await hire('Staff');
      const before = await employeeRow(me.id);
      const res = await c.post('/updateLoggedInEmployee', {
        ...edited(me),
        email: 'Manager@Example.com',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: EMPLOYEE_EMAIL_TAKEN });
      expect(await employeeRow(me.id)).toEqual(before);
    });

    it.each<[string, Record<string, unknown>]>([
      ['name', { name: '  ' }],
      ['name', { name: 'x'.repeat(101) }],
      ['name', { name: undefined }],
      ['email', { email: 'not-an-email' }],
      ['email', { email: undefined }],
      ['phoneNumber', { phoneNumber: '555-0100' }],
      ['phoneNumber', { phoneNumber: 'call me' }],
      ['phoneNumber', { phoneNumber: '512-555-01000' }],
      ['phoneNumber', { phoneNumber: 5125550100 }],
      ['address', { address: 'a'.repeat(201) }],
      ['city', { city: 7 }],
      ['state', { state: 'XX' }],
      ['state', { state: 'Texas' }],
      ['zipcode', { zipcode: '7330' }],
      ['zipcode', { zipcode: '73301-12' }],
      ['id', { id: 'me' }],
    ])('answers 400 for a bad %s and changes nothing', async (path, change) => {
      const { c, me } = await hire('Staff');
      const before = await employeeRow(me.id);
      const res = await c.post('/updateLoggedInEmployee', { ...edited(me), ...change });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await employeeRow(me.id)).toEqual(before);
    });

    it('answers 400 for a body that is not an object', async () => {
      const { c, me } = await hire('Staff');
      const before = await employeeRow(me.id);
      expect((await c.post('/updateLoggedInEmployee', [edited(me)])).status).toBe(400);
      expect(await employeeRow(me.id)).toEqual(before);
    });

    it('answers 401 without a session, 403 for a visitor and without the CSRF header', async () => {
      const { c, me } = await hire('Staff');
      const before = await knex('employees').orderBy('id');
      const body = edited(me);
      const anonymous = await clientAs(park, 'anonymous');
      expect((await anonymous.post('/updateLoggedInEmployee', body)).status).toBe(401);
      const visitor = await clientAs(park, 'visitor');
      expect((await visitor.post('/updateLoggedInEmployee', body)).status).toBe(403);
      expect((await c.post('/updateLoggedInEmployee', body, { csrf: false })).status).toBe(403);
      expect(await knex('employees').orderBy('id')).toEqual(before);
    });
  });

  describe('PUT /employee/password', () => {
    it('ends every other session of the account, and keeps this one logged in', async () => {
      const { c, me } = await hire('Staff');
      const others = [park.client(), park.client()];
      for (const other of others) {
        await other.get('/park-info');
        const login = await other.post('/employee/login', {
          email: me.email,
          password: 'Hire#2024',
        });
        expect(login.status).toBe(200);
        expect((await other.get('/api/employee')).status).toBe(200); // kept in the session cache
      }
      const someoneElse = await clientAs(park, 'staff');

      const chosen = await c.request('PUT', '/employee/password', {
        json: { password: 'Chosen#2026!' },
      });
      expect(chosen.status).toBe(200);

      for (const other of others) expect((await other.get('/api/employee')).status).toBe(401);
      expect((await c.get('/api/employee')).status).toBe(200);
      expect((await c.get('/loggedInEmployee')).status).toBe(200);
      expect((await someoneElse.get('/api/employee')).status).toBe(200);
      const sessions = await knex('sessions').whereRaw(`data ->> 'employeeId' = ?`, [
        String(me.id),
      ]);
      expect(sessions).toHaveLength(1);
    });
  });

  describe('POST /weatherform', () => {
    const weatherRows = () => knex('weather').orderBy('date');

    it('stores the day’s weather (201), which GET /current-weather then shows', async () => {
      const staff = await clientAs(park, 'staff');
      const res = await staff.post('/weatherform', { WeatherCondition: 'rainy', WDate: today });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Weather Input Successful' });
      expect((await staff.get('/current-weather')).body).toEqual({
        requests: [{ weatherStatus: 'rainy', date: today }],
      });
      const me = (await staff.get('/api/employee')).body as EmployeeBody;
      expect(await knex('weather').where({ date: today }).first()).toMatchObject({
        condition: 'rainy',
        entered_by: me.id,
      });
    });

    it('answers the spec’s “No update needed” for the same condition and writes nothing', async () => {
      const staff = await clientAs(park, 'staff');
      const day = addDays(today, -3);
      expect(
        (await staff.post('/weatherform', { WeatherCondition: 'cloudy', WDate: day })).status,
      ).toBe(201);
      const before = await weatherRows();
      const manager = await clientAs(park, 'manager');
      const again = await manager.post('/weatherform', { WeatherCondition: 'cloudy', WDate: day });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({
        message: 'No update needed: The weather condition is the same as the existing record.',
      });
      expect(await weatherRows()).toEqual(before);
    });

    it('lets a manager change a day’s condition', async () => {
      const manager = await clientAs(park, 'manager');
      const day = addDays(today, -1);
      await manager.post('/weatherform', { WeatherCondition: 'sunny', WDate: day });
      const res = await manager.post('/weatherform', { WeatherCondition: 'snowy', WDate: day });
      expect(res.status).toBe(201);
      const me = (await manager.get('/api/employee')).body as EmployeeBody;
      expect(await knex('weather').where({ date: day }).first()).toMatchObject({
        condition: 'snowy',
        entered_by: me.id,
      });
    });

    it.each<[string, Partial<Record<keyof WeatherFormRequest, unknown>>]>([
      ['WDate', { WDate: 'tomorrow' }],
      ['WDate', { WDate: '2026-02-30' }],
      ['WDate', { WDate: '1899-12-31' }],
      ['WDate', { WDate: undefined }],
      ['WeatherCondition', { WeatherCondition: 'foggy' }],
      ['WeatherCondition', { WeatherCondition: undefined }],
      ['WeatherCondition', { WeatherCondition: 3 }],
    ])('answers 400 for a bad %s and writes nothing', async (path, change) => {
      const staff = await clientAs(park, 'staff');
      const before = await weatherRows();
      const body = {
        WeatherCondition: 'snowy',
        WDate: addDays(today, -10),
        ...change,
      };
      if (body.WDate === 'tomorrow') body.WDate = addDays(today, 1);
      const res = await staff.post('/weatherform', body);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await weatherRows()).toEqual(before);
    });

    it('answers 401 without a session, 403 for a visitor and without the CSRF header', async () => {
      const before = await weatherRows();
      const body = { WeatherCondition: 'snowy', WDate: addDays(today, -20) };
      expect((await (await clientAs(park, 'anonymous')).post('/weatherform', body)).status).toBe(
        401,
      );
      expect((await (await clientAs(park, 'visitor')).post('/weatherform', body)).status).toBe(403);
      const staff = await clientAs(park, 'staff');
      expect((await staff.post('/weatherform', body, { csrf: false })).status).toBe(403);
      expect(await weatherRows()).toEqual(before);
    });
  });
});
