import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOOSE_PASSWORD_FIRST,
  PASSWORD_CHOSEN,
  SAME_AS_GENERATED,
} from '../../../core/employees/choose-password';
import { INVALID_CREDENTIALS } from '../../../core/shared/errors';
import { clientAs } from '../testing/logins';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

describe.each(parkTargets)('a new employee’s first login on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  async function hire(email: string, password = '') {
    const manager = await clientAs(park, 'manager');
    const res = await manager.post('/addEmp', {
      fullname: 'Nia Newhire',
      email,
      role: 'Staff',
      password,
      phoneNum: '5125550100',
      DOB: '1991-04-02',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(res.status).toBe(201);
    return (res.body as { generatedPassword?: string }).generatedPassword;
  }

  async function logIn(email: string, password: string) {
    const c = await clientAs(park, 'anonymous');
    return { c, res: await c.post('/employee/login', { email, password }) };
  }

  it('must choose a password before anything else; the generated one then stops working', async () => {
    const generated = await hire('nia@example.com');
    expect(generated).toBe('NNewhire1991');
    const { c, res } = await logIn('nia@example.com', generated!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'nia@example.com', mustChangePassword: true });

    const me = await c.get('/api/employee');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ mustChangePassword: true });
    for (const refused of [
      await c.get('/loggedInEmployee'),
      await c.post('/weatherform', { WeatherCondition: 'rainy' }),
      await c.post('/get-unresolved-maintenance-requests', {}),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: CHOOSE_PASSWORD_FIRST });
    }

    const same = await c.request('PUT', '/employee/password', { json: { password: generated } });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ errors: [{ path: 'password', message: SAME_AS_GENERATED }] });
    const short = await c.request('PUT', '/employee/password', { json: { password: 'short' } });
    expect(short.status).toBe(400);

    const chosen = await c.request('PUT', '/employee/password', {
      json: { password: 'Chosen#2026!' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ message: PASSWORD_CHOSEN });
    expect((await c.get('/loggedInEmployee')).status).toBe(200);
    expect((await c.get('/api/employee')).body).not.toHaveProperty('mustChangePassword');

    expect((await logIn('nia@example.com', generated!)).res.body).toEqual({
      message: INVALID_CREDENTIALS,
    });
    const again = await logIn('nia@example.com', 'Chosen#2026!');
    expect(again.res.status).toBe(200);
    expect(again.res.body).not.toHaveProperty('mustChangePassword');
  });

  it.each([
    ['the generated one, as the spec’s form sends it', 'pia@example.com', 'NNewhire1991'],
    ['one the manager picked', 'omar@example.com', 'Picked#2026!'],
  ])('makes a first password sent in the body one-time too: %s', async (_what, email, password) => {
    expect(await hire(email, password)).toBeUndefined();
    const { c, res } = await logIn(email, password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, mustChangePassword: true });
    expect((await c.get('/api/employee')).body).toMatchObject({ mustChangePassword: true });
    const refused = await c.get('/loggedInEmployee');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CHOOSE_PASSWORD_FIRST });
    const same = await c.request('PUT', '/employee/password', { json: { password } });
    expect(same.status).toBe(400);
    const mine = 'MyOwn#2026!';
    expect(
      (await c.request('PUT', '/employee/password', { json: { password: mine } })).status,
    ).toBe(200);
    expect((await c.get('/loggedInEmployee')).status).toBe(200);
    expect((await logIn(email, password)).res.status).toBe(401);
    const again = await logIn(email, mine);
    expect(again.res.status).toBe(200);
    expect(again.res.body).not.toHaveProperty('mustChangePassword');
  });

  it('refuses anonymous and visitor calls to choose a password', async () => {
    const body = { json: { password: 'Another#2026!' } };
    const anonymous = await clientAs(park, 'anonymous');
    expect((await anonymous.request('PUT', '/employee/password', body)).status).toBe(401);
    const visitor = await clientAs(park, 'visitor');
    expect((await visitor.request('PUT', '/employee/password', body)).status).toBe(403);
  });
});
