import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../../../core/shared/errors';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { PlainTextHasher } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { CookieClient } from '../testing/cookie-client';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { aStoredEmployee } from '../../../core/testing/builders';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';

const PUBLIC_URL = 'https://park.example.test';
const SENT = 'If an account exists for that email, a reset link is on its way.';
const INVALID_LINK = 'This reset link is invalid or has expired';
const HOUR = 3_600_000;

describe.each(parkTargets)('password reset routes on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let clock: FixedClock;
  let started: Date;
  let accounts = 0;

  beforeAll(async () => {
    park = await openTestPark(target, { env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
    knex = resolve(park.container, TOKENS.Database).knex;
    clock = resolve(park.container, TOKENS.Clock) as FixedClock;
    started = clock.now();
  });
  afterEach(() => clock.set(started));
  afterAll(() => park.close());

  async function anonymous(): Promise<CookieClient> {
    const c = park.client();
    await c.get('/park-info');
    return c;
  }

  /** A new visitor account of its own (the per-email limit and password changes stay apart). */
  async function newVisitor(): Promise<{ email: string; password: string }> {
    accounts += 1;
    const account = { email: `reset${accounts}@example.com`, password: 'Before#2024' };
    const c = await anonymous();
    expect((await c.post('/auth/signup', { fullname: 'Rey Reset', ...account })).status).toBe(201);
    return account;
  }

  async function newEmployee(archived = false): Promise<{ email: string; password: string }> {
    accounts += 1;
    const account = { email: `crew${accounts}@example.com`, password: 'Before#2024' };
    const employees = resolve(park.container, TOKENS.EmployeeRepository);
    const created = await aStoredEmployee(employees, {
      name: 'Casey Crew',
      email: account.email,
      passwordHash: await new PlainTextHasher().hash(account.password),
    });
    if (archived) await employees.archive(created.id, FIXTURE_ACTOR);
    return account;
  }

  const outbox = (to: string): Promise<{ subject: string; body: string }[]> =>
    knex('mail_outbox').where({ to_address: to }).orderBy('id');
  const outboxCount = async () => {
    const [row] = (await knex('mail_outbox').count({ n: '*' })) as { n: number }[];
    return Number(row?.n ?? 0);
  };
  const tokenCount = async () => {
    const [row] = (await knex('password_reset_tokens').count({ n: '*' })) as { n: number }[];
    return Number(row?.n ?? 0);
  };

  /** Asks for a reset link and reads the token out of the mail the outbox got. */
  async function mailedToken(email: string, kind: 'user' | 'employee'): Promise<string> {
    const c = await anonymous();
    const ask = await c.post('/forgot-password', { email, kind });
    expect(ask.status).toBe(200);
    const mails = await outbox(email);
    const path = kind === 'user' ? '/forgot-password' : '/employee/forgot-password';
    const link = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(
      mails.at(-1)?.body ?? '',
    );
    if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
    return decodeURIComponent(link[1]);
  }

  const logIn = async (path: string, account: { email: string; password: string }) =>
    (await (await anonymous()).post(path, account)).status;

  describe('POST /forgot-password', () => {
    it('answers a known and an unknown email alike, mailing only the known one', async () => {
      const known = await newVisitor();
      const c = await anonymous();
      const before = await outboxCount();
      const t0 = performance.now();
      const forKnown = await c.post('/forgot-password', { email: known.email, kind: 'user' });
      const t1 = performance.now();
      const forUnknown = await c.post('/forgot-password', {
        email: 'nobody-here@example.com',
        kind: 'user',
      });
      const t2 = performance.now();
      for (const answer of [forKnown, forUnknown]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ message: SENT });
      }
      expect(forKnown.text).toBe(forUnknown.text);
      // Both are held to the same floor, so their times differ by far less than the floor.
      expect(t1 - t0).toBeGreaterThanOrEqual(350);
      expect(t2 - t1).toBeGreaterThanOrEqual(350);
      expect(Math.abs(t1 - t0 - (t2 - t1))).toBeLessThan(300);
      expect(await outboxCount()).toBe(before + 1);
      const [mail] = await outbox(known.email);
      expect(mail?.subject).toBe('Reset your Test Park password');
      expect(mail?.body).toMatch(
        new RegExp(`${PUBLIC_URL}/forgot-password\\?token=[A-Za-z0-9_-]{40,}`),
      );
    });

    it('stores only the SHA-256 of the token, expiring in one hour', async () => {
      const known = await newVisitor();
      const token = await mailedToken(known.email, 'user');
      const rows: { token_hash: string; expires_at: Date; kind: string }[] = await knex(
        'password_reset_tokens',
      ).orderBy('id', 'desc');
      const digest = createHash('sha256').update(token).digest('hex');
      const row = rows.find((r) => r.token_hash === digest);
      expect(row).toMatchObject({ kind: 'user' });
      expect(row?.expires_at.getTime()).toBe(started.getTime() + HOUR);
      expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    });

    it('mails an employee link, but neither a visitor link to an employee nor an archived employee', async () => {
      const crew = await newEmployee();
      const gone = await newEmployee(true);
      const c = await anonymous();
      const answers = [
        await c.post('/forgot-password', { email: crew.email, kind: 'user' }),
        await c.post('/forgot-password', { email: gone.email, kind: 'employee' }),
      ];
      expect(await outbox(crew.email)).toHaveLength(0);
      expect(await outbox(gone.email)).toHaveLength(0);
      answers.push(await c.post('/forgot-password', { email: crew.email, kind: 'employee' }));
      for (const answer of answers) expect(answer.body).toEqual({ message: SENT });
      expect((await outbox(crew.email))[0]?.body).toContain(
        `${PUBLIC_URL}/employee/forgot-password?token=`,
      );
    });

    it('sends at most three mails per email in a while, answering every request alike', async () => {
      const known = await newVisitor();
      const c = await anonymous();
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(await c.post('/forgot-password', { email: known.email, kind: 'user' }));
      }
      for (const answer of answers) expect(answer.body).toEqual({ message: SENT });
      expect(await outbox(known.email)).toHaveLength(3);
    });

    it.each<[string, Record<string, unknown>]>([
      ['email', { email: 'not-an-email', kind: 'user' }],
      ['email', { kind: 'user' }],
      ['kind', { email: 'visitor@example.com', kind: 'visitor' }],
      ['kind', { email: 'visitor@example.com' }],
    ])('answers 400 for a bad %s and mails nothing', async (path, body) => {
      const before = [await outboxCount(), await tokenCount()];
      const answer = await (await anonymous()).post('/forgot-password', body);
      expect(answer.status).toBe(400);
      expect((answer.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
        path,
      ]);
      expect([await outboxCount(), await tokenCount()]).toEqual(before);
    });

    it('answers 403 without the CSRF header and mails nothing', async () => {
      const known = await newVisitor();
      const answer = await (
        await anonymous()
      ).post('/forgot-password', { email: known.email, kind: 'user' }, { csrf: false });
      expect(answer.status).toBe(403);
      expect(await outbox(known.email)).toHaveLength(0);
    });
  });

  describe('PUT /reset-password and /reset-staff-password', () => {
    it('sets the new password with the mailed token, once, and ends the account’s sessions', async () => {
      const account = await newVisitor();
      const session = await anonymous();
      expect((await session.post('/auth/login', account)).status).toBe(200);
      const token = await mailedToken(account.email, 'user');
      const c = await anonymous();
      const reset = await c.request('PUT', '/reset-password', {
        json: { token, password: 'After#2024!' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: expect.any(String) });
      expect(await logIn('/auth/login', account)).toBe(401);
      expect(await logIn('/auth/login', { ...account, password: 'After#2024!' })).toBe(200);
      expect((await session.get('/api/user')).status).toBe(401);
      const again = await c.request('PUT', '/reset-password', {
        json: { token, password: 'Third#2024!' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: INVALID_LINK });
      expect(await logIn('/auth/login', { ...account, password: 'After#2024!' })).toBe(200);
    });

    it('refuses an expired token', async () => {
      const account = await newVisitor();
      const token = await mailedToken(account.email, 'user');
      clock.set(new Date(started.getTime() + HOUR));
      const reset = await (
        await anonymous()
      ).request('PUT', '/reset-password', { json: { token, password: 'After#2024!' } });
      expect(reset.status).toBe(400);
      expect(reset.body).toMatchObject({ message: INVALID_LINK });
      expect(await logIn('/auth/login', account)).toBe(200);
    });

    it('refuses a visitor’s token on /reset-staff-password (and it still works for the visitor)', async () => {
      const account = await newVisitor();
      const token = await mailedToken(account.email, 'user');
      const c = await anonymous();
      const wrong = await c.request('PUT', '/reset-staff-password', {
        json: { token, password: 'After#2024!' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: INVALID_LINK });
      expect(await logIn('/auth/login', account)).toBe(200);
      const right = await c.request('PUT', '/reset-password', {
        json: { token, password: 'After#2024!' },
      });
      expect(right.status).toBe(200);
    });

    it('resets an employee’s password through /reset-staff-password', async () => {
      const crew = await newEmployee();
      const token = await mailedToken(crew.email, 'employee');
      const c = await anonymous();
      expect(
        (await c.request('PUT', '/reset-password', { json: { token, password: 'After#2024!' } }))
          .status,
      ).toBe(400);
      const reset = await c.request('PUT', '/reset-staff-password', {
        json: { token, password: 'After#2024!' },
      });
      expect(reset.status).toBe(200);
      expect(await logIn('/employee/login', crew)).toBe(401);
      expect(await logIn('/employee/login', { ...crew, password: 'After#2024!' })).toBe(200);
    });

    it('refuses an unknown token', async () => {
      const reset = await (
        await anonymous()
      ).request('PUT', '/reset-password', {
        json: { token: 'x'.repeat(43), password: 'After#2024!' },
      });
      expect(reset.status).toBe(400);
      expect(reset.body).toMatchObject({ message: INVALID_LINK });
    });

    it.each<[string, Record<string, unknown>]>([
      ['password', { password: 'short' }],
      ['password', { password: 'p'.repeat(129) }],
      ['password', { password: undefined }],
      ['token', { token: '' }],
      ['token', { token: undefined }],
    ])('answers 400 for a bad %s, keeping the token and the password', async (path, change) => {
      const account = await newVisitor();
      const token = await mailedToken(account.email, 'user');
      const c = await anonymous();
      const bad = await c.request('PUT', '/reset-password', {
        json: { token, password: 'After#2024!', ...change },
      });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
        path,
      ]);
      expect(await logIn('/auth/login', account)).toBe(200);
      const good = await c.request('PUT', '/reset-password', {
        json: { token, password: 'After#2024!' },
      });
      expect(good.status).toBe(200);
    });

    it('answers 403 without the CSRF header, keeping the token', async () => {
      const account = await newVisitor();
      const token = await mailedToken(account.email, 'user');
      const c = await anonymous();
      const body = { token, password: 'After#2024!' };
      expect((await c.request('PUT', '/reset-password', { json: body, csrf: false })).status).toBe(
        403,
      );
      expect(await logIn('/auth/login', account)).toBe(200);
      expect((await c.request('PUT', '/reset-password', { json: body })).status).toBe(200);
    });
  });

  it('never says whether the login failures come from a reset account', async () => {
    const account = await newVisitor();
    const token = await mailedToken(account.email, 'user');
    await (
      await anonymous()
    ).request('PUT', '/reset-password', { json: { token, password: 'After#2024!' } });
    const old = await (await anonymous()).post('/auth/login', account);
    expect(old.body).toEqual({ message: INVALID_CREDENTIALS });
  });
});
