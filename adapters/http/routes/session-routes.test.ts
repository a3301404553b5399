import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from '../../../core/shared/errors';
import { PlainTextHasher } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { EmployeeBody, UserBody } from '../../contract/auth';
import { SESSION_COOKIE } from '../session';
import type { CookieClient } from '../testing/cookie-client';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { aStoredEmployee } from '../../../core/testing/builders';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';

const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };
const STAFF = { email: 'staff@example.com', password: 'Staff#2024' };
const MANAGER = { email: 'manager@example.com', password: 'Manager#2024' };

describe.each(parkTargets)('session routes on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  /** A client that has been handed its XSRF-TOKEN cookie, as a browser would after any page. */
  async function client(): Promise<CookieClient> {
    const c = park.client();
    await c.get('/park-info');
    return c;
  }

  it('creates an account (201), which can then log in', async () => {
    const c = await client();
    const signup = await c.post('/auth/signup', {
      fullname: '  Ada Lovelace ',
      email: ' Ada@Example.com ',
      password: 'correct horse',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({
      message: 'Account created successfully',
      user: expect.objectContaining({ UName: 'Ada Lovelace', UEmail: 'ada@example.com' }),
    });
    const login = await c.post('/auth/login', {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(login.status).toBe(200);
    expect((login.body as UserBody).UEmail).toBe('ada@example.com');
    expect((await c.get('/api/user')).body).toEqual(login.body);
  });

  it('answers 409 with a message the page can show for an email that exists', async () => {
    const c = await client();
    const again = await c.post('/auth/signup', {
      fullname: 'Vera',
      email: 'VISITOR@example.com',
      password: 'whatever123',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: EMAIL_TAKEN });
  });

  it('says the same for a wrong password and an unknown email (401)', async () => {
    const c = await client();
    const wrong = await c.post('/auth/login', { email: VISITOR.email, password: 'not-it' });
    const unknown = await c.post('/auth/login', {
      email: 'nobody@example.com',
      password: 'not-it',
    });
    const employee = await c.post('/employee/login', { email: STAFF.email, password: 'not-it' });
    for (const r of [wrong, unknown, employee]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: INVALID_CREDENTIALS });
    }
  });

  it('rejects invalid bodies with 400, a message and field errors', async () => {
    const c = await client();
    const signup = await c.post('/auth/signup', {
      fullname: ' ',
      email: 'not-an-email',
      password: 'short',
    });
    expect(signup.status).toBe(400);
    const body = signup.body as { message: string; errors: { path: string; message: string }[] };
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e) => e.path).sort()).toEqual(['email', 'fullname', 'password']);
    const login = await c.post('/auth/login', {});
    expect(login.status).toBe(400);
    expect((login.body as typeof body).errors.map((e) => e.path).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('knows the user after login and forgets them after logout, server-side', async () => {
    const c = await client();
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await c.post('/auth/login', VISITOR)).status).toBe(200);
    expect((await c.get('/api/user')).status).toBe(200);
    const stolen = c.copy();
    const logout = await c.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: expect.any(String) });
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await stolen.get('/api/user')).status).toBe(401);
  });

  it('gives the session a new id at every login, so a planted id is worthless', async () => {
    const c = await client();
    await c.post('/auth/login', VISITOR);
    const first = c.cookies.get(SESSION_COOKIE);
    const planted = c.copy();
    await c.post('/employee/login', STAFF);
    const second = c.cookies.get(SESSION_COOKIE);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await planted.get('/api/user')).status).toBe(401);
    expect((await planted.get('/api/employee')).status).toBe(401);
  });

  it('keeps user and employee sessions apart: each login clears the other', async () => {
    const c = await client();
    await c.post('/employee/login', STAFF);
    expect((await c.get('/api/employee')).status).toBe(200);
    expect((await c.get('/api/user')).status).toBe(401);
    await c.post('/auth/login', VISITOR);
    expect((await c.get('/api/user')).status).toBe(200);
    expect((await c.get('/api/employee')).status).toBe(401);
    const manager = await c.post('/employee/login', MANAGER);
    expect((manager.body as EmployeeBody).SRole).toBe('Manager');
    expect((await c.get('/api/user')).status).toBe(401);
    expect(((await c.get('/api/employee')).body as EmployeeBody).email).toBe(MANAGER.email);
  });

  it('answers the employee body with the spec fields', async () => {
    const c = await client();
    const login = await c.post('/employee/login', {
      email: ' Staff@Example.com',
      password: STAFF.password,
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body as object).sort()).toEqual(
      [
        'StaffID',
        'SRole',
        'address',
        'city',
        'email',
        'id',
        'name',
        'phoneNumber',
        'state',
        'zipcode',
      ].sort(),
    );
    expect(login.body).toMatchObject({ SRole: 'Staff', email: STAFF.email });
    expect((await c.get('/api/employee')).body).toEqual(login.body);
  });

  it('ends an archived employee’s session and refuses their login', async () => {
    const employees = resolve(park.container, TOKENS.EmployeeRepository);
    const hash = await new PlainTextHasher().hash('Leaving#2024');
    const created = await aStoredEmployee(employees, {
      name: 'Lee Leaving',
      email: 'lee@example.com',
      passwordHash: hash,
    });
    const c = await client();
    expect(
      (await c.post('/employee/login', { email: 'lee@example.com', password: 'Leaving#2024' }))
        .status,
    ).toBe(200);
    await employees.archive(created.id, FIXTURE_ACTOR);
    expect((await c.get('/api/employee')).status).toBe(401);
    const again = await c.post('/employee/login', {
      email: 'lee@example.com',
      password: 'Leaving#2024',
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: INVALID_CREDENTIALS });
  });

  it('never sends a password or a hash', async () => {
    const c = await client();
    const texts = [
      (
        await c.post('/auth/signup', {
          fullname: 'Chris Check',
          email: 'chris@example.com',
          password: 'Secret#12345',
        })
      ).text,
      (await c.post('/auth/login', { email: 'chris@example.com', password: 'Secret#12345' })).text,
      (await c.get('/api/user')).text,
      (await c.post('/employee/login', MANAGER)).text,
      (await c.get('/api/employee')).text,
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/password|hash|plain:|argon2|Secret#12345|Manager#2024/i);
    }
  });
});
