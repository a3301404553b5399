import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LOGIN_ATTEMPTS_PER_ACCOUNT,
  MAX_LOGIN_ATTEMPTS_PER_ADDRESS,
  MAX_RESET_MAILS_PER_EMAIL,
  TOO_MANY_LOGINS,
} from '../../core/accounts/login-throttle';
import { PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { createContainer, type ParkContainer } from '../composition-root';
import { resolve, TOKENS } from '../tokens';
import { createApp } from './app';
import { CookieClient } from './testing/cookie-client';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';
import { listenOnFreePort, makeWebDist, testConfig } from './testing/test-server';

/** A second server on the same database: what a second process behind the proxy would be. */
async function secondServer(park: TestPark) {
  const env = { WEB_DIST: makeWebDist(), TRUST_PROXY_HOPS: '1' };
  const second: ParkContainer = await createContainer(testConfig(env), {
    database: resolve(park.container, TOKENS.Database),
    hasher: new PlainTextHasher(),
    clock: resolve(park.container, TOKENS.Clock),
  });
  const server = await listenOnFreePort(createApp(second.container));
  return {
    client: () => new CookieClient(server.url),
    close: async () => {
      await server.close();
      await second.dispose();
    },
  };
}

describe.each(parkTargets)('the login lock on %s', (target) => {
  let park: TestPark;
  let other: Awaited<ReturnType<typeof secondServer>>;
  let accounts = 0;
  beforeAll(async () => {
    park = await openTestPark(target, { env: { TRUST_PROXY_HOPS: '1' } });
    other = await secondServer(park);
  });
  afterAll(async () => {
    await other.close();
    await park.close();
  });

  /**
   * A client ready to post (its XSRF cookie), from an address of its own: each test's attempts
   * count against its own address, as a client behind the proxy would.
   */
  let addresses = 0;
  async function ready(c: CookieClient, address = `198.51.100.${(addresses += 1)}`) {
    const request = c.request.bind(c);
    c.request = (method, path, options = {}) =>
      request(method, path, {
        ...options,
        headers: { 'x-forwarded-for': address, ...options.headers },
      });
    await c.get('/park-info');
    return c;
  }

  /** A new visitor with a known password. */
  async function newAccount(): Promise<{ email: string; password: string }> {
    const account = { email: `lock${(accounts += 1)}@example.com`, password: 'Right#2024!' };
    const c = await ready(park.client());
    expect((await c.post('/auth/signup', { fullname: 'Lo Cked', ...account })).status).toBe(201);
    return account;
  }

  it('locks an account after its failures, refusing even the right password with 429 and Retry-After', async () => {
    const account = await newAccount();
    const c = await ready(park.client());
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
      expect((await c.post('/auth/login', { ...account, password: 'wrong' })).status).toBe(401);
    const right = await c.post('/auth/login', account);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: TOO_MANY_LOGINS });
    const retry = Number(right.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect(c.cookies.has('koa.sess')).toBe(false);
    const fresh = await newAccount();
    expect((await c.post('/auth/login', fresh)).status).toBe(200);
  });

  it('counts parallel guesses before checking them: forty at once, five checked, the right one locked out', async () => {
    const account = await newAccount();
    const c = await ready(park.client());
    const guesses = Array.from({ length: 39 }, (_, n) => ({ ...account, password: `wrong${n}` }));
    const answers = await Promise.all(
      [...guesses, account].map((body) => c.post('/auth/login', body)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(MAX_LOGIN_ATTEMPTS_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_LOGIN_ATTEMPTS_PER_ACCOUNT);
    // Once locked, a burst is refused whole, the right password with it.
    const burst = await Promise.all(
      [...guesses.slice(0, 9), account].map((body) => c.post('/auth/login', body)),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(10).fill(429));
  });

  it('is shared by two servers on one database: failures alternated between them add up', async () => {
    const account = await newAccount();
    const clients = [await ready(park.client()), await ready(other.client())];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
      const res = await clients[i % 2]!.post('/auth/login', { ...account, password: 'wrong' });
      expect(res.status).toBe(401);
    }
    for (const c of clients) expect((await c.post('/auth/login', account)).status).toBe(429);
  });

  it('locks an address after five times an account’s failures, whichever accounts they named', async () => {
    const clients = [
      await ready(park.client(), '203.0.113.9'),
      await ready(other.client(), '203.0.113.9'),
    ];
    const attempts = MAX_LOGIN_ATTEMPTS_PER_ADDRESS;
    for (let i = 0; i < attempts; i++) {
      const body = { email: `nobody${i}@example.com`, password: 'wrong' };
      expect((await clients[i % 2]!.post('/auth/login', body)).status).toBe(401);
    }
    const account = await newAccount();
    expect((await clients[0]!.post('/auth/login', account)).status).toBe(429);
    expect((await (await ready(park.client())).post('/auth/login', account)).status).toBe(200);
  });

  it('shares the reset-mail limit between the two servers too', async () => {
    const account = await newAccount();
    const clients = [await ready(park.client()), await ready(other.client())];
    const knex = resolve(park.container, TOKENS.Database).knex;
    const mails = async () =>
      Number(
        (
          (await knex('mail_outbox').where({ to_address: account.email }).count({ n: '*' })) as {
            n: string | number;
          }[]
        )[0]!.n,
      );
    for (let i = 0; i < 6; i++) {
      const res = await clients[i % 2]!.post('/forgot-password', {
        email: account.email,
        kind: 'user',
      });
      expect(res.status).toBe(200);
    }
    expect(await mails()).toBe(MAX_RESET_MAILS_PER_EMAIL);
  });
});
