import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from './csrf';
import { HTTPS_REQUIRED } from './https-only';
import { createApp } from './app';
import { openTestPark, type TestPark } from './testing/test-park';

const SECRET = 's'.repeat(40);
const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };

/** The client address Koa reads for a request with these headers from this socket. */
function clientIp(park: TestPark, headers: Record<string, string>): string {
  const app = createApp(park.container);
  const req = { headers, socket: { remoteAddress: '10.9.9.9' }, url: '/', method: 'GET' };
  const ctx = app.createContext(
    req as unknown as IncomingMessage,
    { getHeader: () => undefined, setHeader: () => {} } as unknown as ServerResponse,
  );
  return ctx.ip;
}

describe('TRUST_PROXY_HOPS: the client address is read from the right of X-Forwarded-For', () => {
  const parks: Record<string, TestPark> = {};
  beforeAll(async () => {
    parks.none = await openTestPark('pglite');
    parks.one = await openTestPark('pglite', { env: { TRUST_PROXY_HOPS: '1' } });
    parks.two = await openTestPark('pglite', { env: { TRUST_PROXY_HOPS: '2' } });
    parks.legacy = await openTestPark('pglite', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => Promise.all(Object.values(parks).map((p) => p.close())));

  it('ignores the entries a client wrote itself', () => {
    const forged = { 'x-forwarded-for': '192.0.2.44, 203.0.113.7' };
    expect(clientIp(parks.one!, forged)).toBe('203.0.113.7');
    expect(clientIp(parks.legacy!, forged)).toBe('203.0.113.7');
    expect(
      clientIp(parks.two!, { 'x-forwarded-for': '192.0.2.44, 198.51.100.1, 203.0.113.7' }),
    ).toBe('198.51.100.1');
    expect(clientIp(parks.none!, forged)).toBe('10.9.9.9');
    expect(clientIp(parks.one!, {})).toBe('10.9.9.9');
  });

  it('gives thirty forged left-most addresses one client address', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 30; n++)
      seen.add(clientIp(parks.one!, { 'x-forwarded-for': `192.0.2.${n}, 127.0.0.1` }));
    expect([...seen]).toEqual(['127.0.0.1']);
  });
});

describe('NODE_ENV=production never answers 500 over plain HTTP', () => {
  let park: TestPark;
  beforeAll(async () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: SECRET, TRUST_PROXY_HOPS: '1' };
    park = await openTestPark('pglite', { env });
  });
  afterAll(() => park.close());

  it('redirects a page or file to HTTPS and refuses a call with 403 JSON', async () => {
    const c = park.client();
    const page = await c.request('GET', '/attractions?x=1', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toMatch(/^https:\/\/[^/]+\/attractions\?x=1$/);
    expect(page.headers.get('set-cookie')).toBeNull();
    const call = await c.request('POST', '/auth/login', { json: VISITOR });
    expect(call.status).toBe(403);
    expect(call.body).toEqual({ message: HTTPS_REQUIRED });
  });

  it('serves the proxy’s HTTPS requests with Secure cookies', async () => {
    const c = park.client();
    const https = { 'x-forwarded-proto': 'https' };
    const first = await c.get('/park-info', { headers: https });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().find((l) => l.startsWith(`${CSRF_COOKIE}=`))).toMatch(
      /secure/i,
    );
    expect((await c.post('/auth/login', VISITOR, { headers: https })).status).toBe(200);
  });
});

describe('NODE_ENV=production with ALLOW_PLAIN_HTTP=true', () => {
  it('serves plain HTTP with cookies that are not Secure and no HSTS', async () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: SECRET, ALLOW_PLAIN_HTTP: 'true' };
    const park = await openTestPark('pglite', { env });
    try {
      const c = park.client();
      const first = await c.get('/park-info');
      expect(first.status).toBe(200);
      const cookie = first.headers.getSetCookie().find((l) => l.startsWith(`${CSRF_COOKIE}=`));
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/secure/i);
      expect(first.headers.get('strict-transport-security')).toBeNull();
      expect((await c.post('/auth/login', VISITOR)).status).toBe(200);
    } finally {
      await park.close();
    }
  });
});
