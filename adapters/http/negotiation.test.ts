import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGES } from '../contract/pages';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';
import { TEST_INDEX_HTML } from './testing/test-server';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_ONLY = { accept: 'application/json' };
const varies = (headers: Headers) =>
  (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe.each(parkTargets)('pages and JSON on one address, on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('varies by Accept where the page and the JSON list share a path (the Back button)', async () => {
    const c = park.client();
    const page = await c.get('/attractions', { headers: HTML });
    const list = await c.get('/attractions', { headers: JSON_ONLY });
    expect(page.text).toBe(TEST_INDEX_HTML);
    expect(Array.isArray(list.body)).toBe(true);
    expect(varies(page.headers)).toContain('accept');
    expect(varies(list.headers)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
    const head = await c.request('HEAD', '/attractions', { headers: JSON_ONLY });
    expect(varies(head.headers)).toContain('accept');
  });

  it('answers every page of the app 200, in any case and with a final slash', async () => {
    const c = park.client();
    for (const path of [...WEB_PAGES, '/Shop', '/ContactUs', '/manager/HR', '/tickets/']) {
      const page = await c.get(path, { headers: HTML });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(TEST_INDEX_HTML);
    }
  });

  it("answers a browser's unknown path 404 with the app (its 'Page Not Found'), an API client's 404 JSON", async () => {
    const c = park.client();
    for (const path of ['/no-such-page', '/user/nothing', '/get-rest', '/manager']) {
      const page = await c.get(path, { headers: HTML });
      expect(page.status, path).toBe(404);
      expect(page.text, path).toBe(TEST_INDEX_HTML);
      expect(page.headers.get('content-type'), path).toMatch(/text\/html/);
    }
    const api = await c.get('/no-such-page', { headers: JSON_ONLY });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
  });
});

describe.each(parkTargets)('personal answers are never stored, on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('marks account, order, employee and refused answers no-store; the public lists stay revalidated', async () => {
    const c = park.client();
    await c.get('/park-info');
    const login = await c.post('/auth/login', {
      email: 'visitor@example.com',
      password: 'Visitor#2024',
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const res of [
      await c.get('/api/user'),
      await c.post('/getRecentTicketOrders', { type: 'all' }),
      await c.get('/api/employee'),
      await c.post('/auth/login', { email: 'nobody@example.com', password: 'x' }),
    ])
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    expect((await c.get('/attractions')).headers.get('cache-control')).toBe('no-cache');
    const route = await c.request('HEAD', '/attractions');
    expect(route.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('request ids', () => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark('pglite');
  });
  afterAll(() => park.close());

  it('names every answer with X-Request-Id, keeping a sound one a proxy sent', async () => {
    const c = park.client();
    const ids = new Set<string>();
    for (const path of ['/attractions', '/api/user', '/no-such-page', '/park-info']) {
      const id = (await c.get(path)).headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(4);
    const kept = await c.get('/park-info', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const odd = await c.get('/park-info', { headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
