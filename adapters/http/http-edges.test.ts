import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from './csrf';
import { SESSION_COOKIE } from './session';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';
import { TEST_ASSET, TEST_INDEX_HTML } from './testing/test-server';

const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const setCookie = (headers: Headers, name: string) =>
  headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe.each(parkTargets)('the HTTP edge on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('hands out a readable XSRF-TOKEN cookie once', async () => {
    const c = park.client();
    const first = await c.get('/attractions');
    const cookie = setCookie(first.headers, CSRF_COOKIE);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/httponly/i);
    expect(setCookie((await c.get('/attractions')).headers, CSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a POST without the CSRF header, or with a wrong one (403 JSON)', async () => {
    const c = park.client();
    const cold = await c.post('/auth/login', VISITOR);
    expect(cold.status).toBe(403);
    expect(cold.body).toEqual({ message: expect.any(String) });
    expect(c.cookies.get(CSRF_COOKIE)).toBeTruthy();
    const missing = await c.post('/auth/login', VISITOR, { csrf: false });
    const wrong = await c.post('/auth/login', VISITOR, { headers: { 'x-xsrf-token': 'forged' } });
    expect([missing.status, wrong.status]).toEqual([403, 403]);
    expect((await c.post('/auth/login', VISITOR)).status).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const c = park.client();
    await c.get('/park-info');
    const login = await c.post('/auth/login', VISITOR);
    const cookie = setCookie(login.headers, SESSION_COOKIE);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, both JSON', async () => {
    const c = park.client();
    await c.get('/park-info');
    const headers = { 'content-type': 'application/json' };
    const malformed = await c.request('POST', '/auth/login', { body: '{"email": ', headers });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body', errors: [] });
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) });
    const oversized = await c.request('POST', '/auth/login', { body: big, headers });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ message: expect.any(String) });
  });

  it('answers unknown API paths and methods with JSON', async () => {
    const c = park.client();
    await c.get('/park-info');
    const unknown = await c.get('/no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found' });
    const method = await c.request('DELETE', '/attractions');
    expect(method.status).toBe(405);
    expect(method.body).toEqual({ message: expect.any(String) });
  });

  it('gives browsers the web app for page paths and API clients the data', async () => {
    const c = park.client();
    const page = await c.get('/attractions', { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toBe(TEST_INDEX_HTML);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const data = await c.get('/attractions');
    expect(data.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(data.body)).toBe(true);
    expect((await c.get('/', { headers: { accept: '*/*' } })).text).toBe(TEST_INDEX_HTML);
    expect((await c.get('/employee/profile', { headers: HTML })).text).toBe(TEST_INDEX_HTML);
  });

  it('serves files, hashed assets with a long cache', async () => {
    const c = park.client();
    const asset = await c.get(TEST_ASSET, { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await c.get('/images/logo.svg')).headers.get('content-type')).toMatch(/svg/);
    const missing = await c.get('/assets/missing-1234.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
  });

  it('sends security headers on pages and on the API', async () => {
    const c = park.client();
    for (const response of [await c.get('/', { headers: HTML }), await c.get('/attractions')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});

describe('a server without a built web app', () => {
  it('says how to build it', async () => {
    const park = await openTestPark('pglite', {
      env: { WEB_DIST: '/nonexistent/park-dist' },
    });
    try {
      const page = await park.client().get('/tickets', { headers: HTML });
      expect(page.status).toBe(200);
      expect(page.text).toContain('make build');
    } finally {
      await park.close();
    }
  });
});

describe('in production behind a TLS proxy', () => {
  it('marks both cookies Secure', async () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), TRUST_PROXY: 'true' };
    const park = await openTestPark('pglite', { env });
    try {
      const c = park.client();
      const https = { 'x-forwarded-proto': 'https' };
      const first = await c.get('/park-info', { headers: https });
      expect(setCookie(first.headers, CSRF_COOKIE)).toMatch(/secure/i);
      const login = await c.post('/auth/login', VISITOR, { headers: https });
      expect(login.status).toBe(200);
      expect(setCookie(login.headers, SESSION_COOKIE)).toMatch(/;\s*secure/i);
      expect(first.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await park.close();
    }
  });
});
