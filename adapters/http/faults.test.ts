import { afterEach, describe, expect, it } from 'vitest';
import type { SessionStore } from '../../core/accounts/session-store';
import { DatabaseUnavailable } from '../../core/shared/database-unavailable';
import { PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { createContainer } from '../composition-root';
import { TOKENS } from '../tokens';
import { createApp } from './app';
import { STALE_WARNING } from './list-body';
import { CookieClient } from './testing/cookie-client';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';
import { listenOnFreePort, testConfig } from './testing/test-server';

/** What the persistence adapter throws when the driver's connection is refused. */
const connectionRefused = () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  return new DatabaseUnavailable(refused.message, { cause: refused });
};

describe.each(parkTargets)('faults on %s', (target) => {
  let park: TestPark | null = null;
  afterEach(async () => {
    await park?.close();
    park = null;
  });

  it('answers 503 when the database is unreachable, and recovers when it is back', async () => {
    let down = false;
    park = await openTestPark(target, {
      customize(container) {
        const real = container.get<SessionStore>(TOKENS.SessionStore);
        const flaky: SessionStore = {
          get: (key) => (down ? Promise.reject(connectionRefused()) : real.get(key)),
          set: (key, data, ttl) => real.set(key, data, ttl),
          destroy: (key) => real.destroy(key),
          purgeExpired: () => real.purgeExpired(),
        };
        container.rebind(TOKENS.SessionStore).toConstantValue(flaky);
      },
    });
    const c = park.client();
    await c.get('/park-info');
    await c.post('/auth/login', { email: 'visitor@example.com', password: 'Visitor#2024' });
    down = true;
    const lost = await c.get('/api/user');
    expect(lost.status).toBe(503);
    expect(lost.text).not.toMatch(/ECONNREFUSED|5432|stack/i);
    down = false;
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('serves the public lists from their last good copy, marked stale, while the database is down', async () => {
    let down = false;
    park = await openTestPark(target, {
      customize(container) {
        for (const key of [TOKENS.ListAttractions, TOKENS.ListMerchandise]) {
          const real = container.get<{ execute(): Promise<unknown[]> }>(key);
          container.rebind(key).toConstantValue({
            execute: () => (down ? Promise.reject(connectionRefused()) : real.execute()),
          } as never);
        }
      },
    });
    const c = park.client();
    const good = await c.get('/attractions');
    expect(good.status).toBe(200);
    expect(good.headers.get('warning')).toBeNull();
    down = true;
    const stale = await c.get('/attractions');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(good.body);
    expect(stale.headers.get('etag')).toBe(good.headers.get('etag'));
    expect(stale.headers.get('warning')).toBe(STALE_WARNING);
    const neverRead = await c.get('/get-merch');
    expect(neverRead.status).toBe(503);
    down = false;
    const back = await c.get('/attractions');
    expect(back.headers.get('warning')).toBeNull();
  });

  it('answers 500 without SQL or stack for an unexpected error', async () => {
    park = await openTestPark(target, {
      customize(container) {
        container.rebind(TOKENS.ListAttractions).toConstantValue({
          execute: () =>
            Promise.reject(
              new Error('select "secret" from "attractions" - relation does not exist'),
            ),
        } as never);
      },
    });
    const response = await park.client().get('/attractions');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  it('answers 503 with a plain message, from the real driver error', async () => {
    // A key of the park's own: on PostgreSQL the development ticket key is refused (config.ts).
    const config = testConfig({
      DATABASE_URL: 'postgres://park@127.0.0.1:1/nowhere',
      TICKET_SECRET: 'faults-test-ticket-key-0123456789abcdef',
    });
    const park = await createContainer(config, { hasher: new PlainTextHasher() });
    const server = await listenOnFreePort(createApp(park.container));
    try {
      const response = await new CookieClient(server.url).get('/attractions');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: expect.any(String) });
      expect(response.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|nowhere/);
    } finally {
      await server.close();
      await park.dispose();
    }
  });
});
