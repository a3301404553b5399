import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionBody } from '../../contract/auth';
import { clientAs } from '../testing/logins';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/**
 * GET /api/session: the web app's one start-up call. It answers 200 for everyone, with the
 * records GET /api/user and GET /api/employee answer (each null for nobody), while those two
 * keep answering as the spec has them (401 without the session).
 */
describe.each(parkTargets)('GET /api/session on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('answers an anonymous visitor 200 with both null, not stored; the spec calls stay 401', async () => {
    const c = await clientAs(park, 'anonymous');
    const session = await c.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null, employee: null });
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await c.get('/api/employee')).status).toBe(401);
  });

  it('answers a visitor with the user exactly as GET /api/user does', async () => {
    const c = await clientAs(park, 'visitor');
    const session = await c.get('/api/session');
    const user = await c.get('/api/user');
    expect(session.status).toBe(200);
    expect(user.status).toBe(200);
    expect(session.body).toEqual({ user: user.body, employee: null });
    expect((await c.get('/api/employee')).status).toBe(401);
  });

  it.each(['staff', 'manager'] as const)(
    'answers %s with the employee exactly as GET /api/employee does',
    async (who) => {
      const c = await clientAs(park, who);
      const session = await c.get('/api/session');
      const employee = await c.get('/api/employee');
      expect(session.status).toBe(200);
      expect(employee.status).toBe(200);
      expect(session.body).toEqual({ user: null, employee: employee.body });
      expect((session.body as SessionBody).employee?.email).toBe(`${who}@example.com`);
      expect((await c.get('/api/user')).status).toBe(401);
    },
  );

  it('answers nulls again after logout', async () => {
    const c = await clientAs(park, 'visitor');
    expect((await c.post('/auth/logout', {})).status).toBe(200);
    expect((await c.get('/api/session')).body).toEqual({ user: null, employee: null });
  });
});
