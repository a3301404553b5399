import Router from '@koa/router';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRole } from '../../core/employees/employee';
import { InMemoryEmployeeRepository } from '../../core/testing/in-memory-employees';
import {
  FixedClock,
  InMemorySessionStore,
  SequentialIdGenerator,
} from '../../core/testing/in-memory-infrastructure';
import { InMemoryUserRepository } from '../../core/testing/in-memory-users';
import { GetCurrentEmployee } from '../../core/accounts/get-current-employee';
import { GetCurrentUser } from '../../core/accounts/get-current-user';
import { managerOnly, NOT_ALLOWED } from '../../core/employees/permissions';
import { guardedEmployee, guardedUser, NOT_LOGGED_IN, SessionAuth } from './auth';
import { errorMapper } from './error-mapper';
import { sessionMiddleware, startSession } from './session';
import { CookieClient } from './testing/cookie-client';
import { listenOnFreePort } from './testing/test-server';
import { aStoredEmployee } from '../../core/testing/builders';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

async function seed(users: InMemoryUserRepository, employees: InMemoryEmployeeRepository) {
  await users.create({ fullname: 'Vera', email: 'v@example.com', passwordHash: 'x' });
  const hire = (name: string, role: EmployeeRole) =>
    aStoredEmployee(employees, { name, email: `${name}@example.com`, role, passwordHash: 'x' });
  await hire('staff', 'Staff');
  await hire('manager', 'Manager');
}

/** A small app: test-only logins by id, and one route behind each guard. */
async function guardedApp() {
  const users = new InMemoryUserRepository();
  const employees = new InMemoryEmployeeRepository();
  await seed(users, employees);
  const auth = new SessionAuth(new GetCurrentUser(users), new GetCurrentEmployee(employees));
  const app = new Koa({ keys: ['test secret that is long enough to sign'] });
  const store = new InMemorySessionStore(new FixedClock(new Date()));
  app.use(errorMapper(pino({ level: 'silent' })));
  app.use(sessionMiddleware(app, { store, ids: new SequentialIdGenerator(), secure: false }));
  const router = new Router();
  router.get('/as-user/:id', async (ctx) => {
    await startSession(ctx, { userId: Number(ctx.params.id) });
    ctx.body = {};
  });
  router.get('/as-employee/:id', async (ctx) => {
    await startSession(ctx, { employeeId: Number(ctx.params.id) });
    ctx.body = {};
  });
  router.get('/user-only', auth.requireUser, (ctx) => (ctx.body = { id: guardedUser(ctx).id }));
  router.get(
    '/staff-only',
    auth.requireEmployee,
    (ctx) => (ctx.body = { id: guardedEmployee(ctx).id }),
  );
  router.get(
    '/manager-only',
    auth.allowedTo({ authorize: managerOnly }),
    (ctx) => (ctx.body = { id: guardedEmployee(ctx).id }),
  );
  app.use(router.routes());
  return { app, employees };
}

describe('the role guards', () => {
  let server: Awaited<ReturnType<typeof listenOnFreePort>>;
  let employees: InMemoryEmployeeRepository;
  beforeAll(async () => {
    const built = await guardedApp();
    employees = built.employees;
    server = await listenOnFreePort(built.app);
  });
  afterAll(() => server.close());

  const statuses = async (client: CookieClient) =>
    Promise.all(
      ['/user-only', '/staff-only', '/manager-only'].map(async (p) => (await client.get(p)).status),
    );

  it('answer 401 without a session', async () => {
    const client = new CookieClient(server.url);
    expect(await statuses(client)).toEqual([401, 401, 401]);
    expect((await client.get('/user-only')).body).toEqual({ message: NOT_LOGGED_IN });
  });

  it('let a visitor through to visitor routes only (403 elsewhere)', async () => {
    const client = new CookieClient(server.url);
    await client.get('/as-user/1');
    expect(await statuses(client)).toEqual([200, 403, 403]);
    expect((await client.get('/staff-only')).body).toEqual({ message: NOT_ALLOWED });
  });

  it('let staff through to employee routes, not to manager routes', async () => {
    const client = new CookieClient(server.url);
    await client.get('/as-employee/1');
    expect(await statuses(client)).toEqual([403, 200, 403]);
  });

  it('let a manager through to employee and manager routes', async () => {
    const client = new CookieClient(server.url);
    await client.get('/as-employee/2');
    expect(await statuses(client)).toEqual([403, 200, 200]);
  });

  it('end the session of an employee who was archived', async () => {
    const client = new CookieClient(server.url);
    await client.get('/as-employee/2');
    await employees.archive(2, FIXTURE_ACTOR);
    expect((await client.get('/manager-only')).status).toBe(401);
    expect((await client.get('/staff-only')).status).toBe(401);
  });
});
