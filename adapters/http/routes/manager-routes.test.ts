import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import {
  CANNOT_ARCHIVE_SELF,
  EMPLOYEE_ALREADY_ARCHIVED,
} from '../../../core/employees/employee-admin';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type {
  AddEmployeeRequest,
  AddEmployeeResponse,
  ContactFormRow,
  EmployeeListRow,
} from '../../contract/manager';
import { clientAs, type Who } from '../testing/logins';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };

describe.each(parkTargets)('manager routes: employees and contact forms on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let today: string;
  let hires = 0;

  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
    today = (resolve(park.container, TOKENS.Clock) as FixedClock).today();
  });
  afterAll(() => park.close());

  const count = async (table: string) =>
    Number(((await knex(table).count({ n: '*' })) as { n: number | string }[])[0]?.n);

  const newHire = (overrides: Partial<AddEmployeeRequest> = {}): AddEmployeeRequest => {
    hires += 1;
    return {
      fullname: 'jane van Doe',
      address: '1 Main St',
      role: 'Staff',
      email: `new.hire${hires}@example.com`,
      phoneNum: '5125550100',
      password: '',
      DOB: '1990-05-01',
      city: 'Austin',
      state: 'tx',
      zipcode: '78701',
      ...overrides,
    };
  };

  const logIn = async (email: string, password: string) => {
    const c = park.client();
    await c.get('/park-info');
    return c.post('/employee/login', { email, password });
  };

  describe('the role matrix and CSRF', () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/employees', undefined],
      ['GET', '/employees?status=all', undefined],
      ['POST', '/addEmp', {}],
      ['POST', '/archiveEmp', { employeeToArchive: 1 }],
      [
        'POST',
        '/viewContactForms',
        { startDate: '2026-01-01', endDate: '2026-01-31', type: 'all' },
      ],
    ];
    it.each(calls)('%s %s: anonymous 401, visitor 403, staff 403', async (method, path, body) => {
      const expected: [Who, number][] = [
        ['anonymous', 401],
        ['visitor', 403],
        ['staff', 403],
      ];
      const before = await count('employees');
      for (const [who, status] of expected) {
        const c = await clientAs(park, who);
        const res = await c.request(method, path, body === undefined ? {} : { json: body });
        expect(res.status, who).toBe(status);
        expect(res.body).toEqual({ message: expect.any(String) });
      }
      expect(await count('employees')).toBe(before);
    });

    it('refuses a manager’s write without the CSRF header', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('employees');
      const res = await c.post('/addEmp', newHire(), { csrf: false });
      expect(res.status).toBe(403);
      expect(await count('employees')).toBe(before);
    });
  });

  describe('GET /employees', () => {
    type Stored = { id: number; name: string; role: string; email: string; archived: boolean };
    const rowOf = (e: Stored) => ({
      id: e.id,
      name: e.name,
      role: e.role,
      email: e.email,
      status: e.archived ? 'archived' : 'active',
    });

    it('lists the employees not archived, by name: id, name, role, email and status', async () => {
      const c = await clientAs(park, 'manager');
      const res = await c.get('/employees');
      expect(res.status).toBe(200);
      const rows = res.body as EmployeeListRow[];
      const active = await knex('employees').where({ archived: false }).orderBy(['name', 'id']);
      expect(rows).toEqual(active.map(rowOf));
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['Morgan Manager', 'Sam Staff']),
      );
    });

    it('with status=all lists the archived ones too, after the others; a bad status is a 400', async () => {
      const c = await clientAs(park, 'manager');
      const hired = await c.post('/addEmp', { ...newHire(), email: 'gone@example.com' });
      expect(hired.status).toBe(201);
      const id = (hired.body as AddEmployeeResponse).id;
      expect((await c.post('/archiveEmp', { employeeToArchive: id })).status).toBe(200);
      const res = await c.get('/employees?status=all');
      expect(res.status).toBe(200);
      const stored = await knex('employees').orderBy(['archived', 'name', 'id']);
      expect(res.body).toEqual(stored.map(rowOf));
      expect(res.body).toContainEqual(expect.objectContaining({ id, status: 'archived' }));
      expect((await c.get('/employees')).body).not.toContainEqual(expect.objectContaining({ id }));
      const bad = await c.get('/employees?status=gone');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: "Status must be 'active' or 'all'" });
    });
  });

  describe('POST /addEmp', () => {
    it('adds an employee with a generated password, shown once, who can then log in', async () => {
      const c = await clientAs(park, 'manager');
      const body = newHire();
      const res = await c.post('/addEmp', body);
      expect(res.status).toBe(201);
      const answer = res.body as AddEmployeeResponse;
      expect(answer).toEqual({
        message: 'Employee Added',
        id: expect.any(Number),
        generatedPassword: 'JDoe1990',
      });
      const row = await knex('employees').where({ id: answer.id }).first();
      expect(row).toMatchObject({
        name: 'jane van Doe',
        email: body.email,
        role: 'Staff',
        phone_number: '512-555-0100',
        state: 'TX',
        zipcode: '78701',
        archived: false,
      });
      expect(row.password_hash).not.toBe('JDoe1990');
      const login = await logIn(body.email, 'JDoe1990');
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ id: answer.id, SRole: 'Staff' });
      expect((await c.get('/employees')).body).toContainEqual(
        expect.objectContaining({ id: answer.id, name: 'jane van Doe', status: 'active' }),
      );
    });

    it('uses a password the manager typed and does not answer it', async () => {
      const c = await clientAs(park, 'manager');
      const body = newHire({ role: 'Manager', password: 'Chosen#Pass1', phoneNum: '512-555-0199' });
      const res = await c.post('/addEmp', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Employee Added', id: expect.any(Number) });
      expect((await logIn(body.email, 'Chosen#Pass1')).body).toMatchObject({ SRole: 'Manager' });
    });

    it('answers 409 for an email in use (in any case) and writes nothing', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('employees');
      const res = await c.post('/addEmp', newHire({ email: 'STAFF@example.com' }));
      expect(res.status).toBe(409);
      expect(await count('employees')).toBe(before);
    });

    const invalid: [string, Partial<AddEmployeeRequest> | Record<string, unknown>][] = [
      ['fullname', { fullname: 'Cher' }],
      ['fullname', { fullname: 'J' }],
      ['email', { email: 'not-an-email' }],
      ['phoneNum', { phoneNum: '555-0100' }],
      ['DOB', { DOB: '1899-12-31' }],
      ['DOB', { DOB: '2001-02-30' }],
      ['DOB', { DOB: 'tomorrow' }],
      ['state', { state: 'XX' }],
      ['zipcode', { zipcode: '1234' }],
      ['password', { password: 'short' }],
      ['role', { role: 'Owner' }],
      ['address', { address: '' }],
    ];
    it.each(invalid)('answers 400 naming %s and writes nothing', async (path, overrides) => {
      const c = await clientAs(park, 'manager');
      const before = await count('employees');
      const dob = overrides.DOB === 'tomorrow' ? { DOB: addDays(today, 1) } : {};
      const res = await c.post('/addEmp', { ...newHire(), ...overrides, ...dob });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await count('employees')).toBe(before);
    });
  });

  describe('POST /archiveEmp', () => {
    it('archives: the employee leaves the list, cannot log in, their session ends, history stays', async () => {
      const manager = await clientAs(park, 'manager');
      const body = newHire({ password: 'Hire#2024!' });
      const { id } = (await manager.post('/addEmp', body)).body as AddEmployeeResponse;
      const hired = park.client();
      await hired.get('/park-info');
      expect(
        (await hired.post('/employee/login', { email: body.email, password: 'Hire#2024!' })).status,
      ).toBe(200);
      const attraction = (await knex('attractions').first('id')) as { id: number };
      await knex('maintenance_requests').insert({
        attraction_id: attraction.id,
        subject: 'Squeak',
        description: 'Oil it',
        cost_cents: 0,
        submitted_date: today,
        created_by_employee_id: id,
      });
      const res = await manager.post('/archiveEmp', { employeeToArchive: id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Employee Archived' });
      expect((await manager.get('/employees')).body).not.toContainEqual(
        expect.objectContaining({ id }),
      );
      expect((await logIn(body.email, 'Hire#2024!')).status).toBe(401);
      expect((await hired.get('/api/employee')).status).toBe(401);
      expect(await knex('employees').where({ id }).first()).toMatchObject({ archived: true });
      expect(
        await knex('maintenance_requests').where({ created_by_employee_id: id }).first(),
      ).toBeTruthy();
      const again = await manager.post('/archiveEmp', { employeeToArchive: id });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: EMPLOYEE_ALREADY_ARCHIVED });
    });

    it('refuses a manager archiving themself (409), an unknown id (404), a bad body (400)', async () => {
      const c = await clientAs(park, 'manager');
      const me = (await c.get('/api/employee')).body as { id: number };
      const self = await c.post('/archiveEmp', { employeeToArchive: me.id });
      expect(self.status).toBe(409);
      expect(self.body).toEqual({ message: CANNOT_ARCHIVE_SELF });
      expect((await c.post('/archiveEmp', { employeeToArchive: 999_999 })).status).toBe(404);
      for (const bad of [
        {},
        { employeeToArchive: 'x' },
        { employeeToArchive: -1 },
        { employeeToArchive: 1.5 },
      ])
        expect((await c.post('/archiveEmp', bad)).status).toBe(400);
      expect(await knex('employees').where({ id: me.id }).first()).toMatchObject({
        archived: false,
      });
    });
  });

  describe('POST /viewContactForms', () => {
    beforeAll(async () => {
      const rows = [
        ['Old', 'query', addDays(today, -40)],
        ['First', 'feedback', addDays(today, -10)],
        ['Issue', 'issue', addDays(today, -5)],
        ['Untyped', null, addDays(today, -5)],
        ['Latest', 'query', today],
      ] as const;
      for (const [name, type, date] of rows)
        await knex('contact_forms').insert({
          name,
          email: `${name.toLowerCase()}@example.com`,
          type,
          message: `From ${name}`,
          ticket_id: name === 'Issue' ? 42 : null,
          submitted_date: date,
        });
    });
    const range = { startDate: '', endDate: '' };
    beforeAll(() => {
      range.startDate = addDays(today, -10);
      range.endDate = today;
    });

    it('lists the messages in the range, newest first, with the spec’s fields', async () => {
      const c = await clientAs(park, 'manager');
      const res = await c.post('/viewContactForms', { ...range, type: 'all' });
      expect(res.status).toBe(200);
      const rows = res.body as ContactFormRow[];
      expect(rows.map((r) => r.Cname)).toEqual(['Latest', 'Untyped', 'Issue', 'First']);
      expect(rows[2]).toEqual({
        SubmissionID: expect.any(Number),
        Cname: 'Issue',
        Cemail: 'issue@example.com',
        Cdate: addDays(today, -5),
        CType: 'issue',
        Content: 'From Issue',
        TicketID: 42,
      });
    });

    it('filters by type and answers [] for a range without messages', async () => {
      const c = await clientAs(park, 'manager');
      const issues = await c.post('/viewContactForms', { ...range, type: 'issue' });
      expect((issues.body as ContactFormRow[]).map((r) => r.Cname)).toEqual(['Issue']);
      const queries = await c.post('/viewContactForms', { ...range, type: 'query' });
      expect((queries.body as ContactFormRow[]).map((r) => r.Cname)).toEqual(['Latest']);
      const none = await c.post('/viewContactForms', {
        startDate: '2001-01-01',
        endDate: '2001-12-31',
        type: 'all',
      });
      expect(none.status).toBe(200);
      expect(none.body).toEqual([]);
    });

    it.each([
      ['endDate', { startDate: '2026-02-01', endDate: '2026-01-31', type: 'all' }],
      ['startDate', { startDate: '2026-02-30', endDate: '2026-03-01', type: 'all' }],
      ['type', { startDate: '2026-01-01', endDate: '2026-01-31', type: 'complaint' }],
      ['endDate', { startDate: '2026-01-01', type: 'all' }],
    ])('answers 400 naming %s', async (path, body) => {
      const c = await clientAs(park, 'manager');
      const res = await c.post('/viewContactForms', body);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
    });
  });
});
