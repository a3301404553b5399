import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHtmlFile } from './static-files';
import { rawGet } from './testing/raw-get';
import { openTestPark, type TestPark } from './testing/test-park';
import { makeWebDist, TEST_INDEX_HTML } from './testing/test-server';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const TICKETS_HTML = '<!doctype html><html><head><link rel="modulepreload"></head></html>';
const SIGNUP_HTML = '<!doctype html><html><head><link rel="modulepreload" href="/s"></head></html>';

describe('pageHtmlFile', () => {
  it('is the lower-cased path under pages/, without a final slash', () => {
    expect(pageHtmlFile('/tickets')).toBe('/pages/tickets.html');
    expect(pageHtmlFile('/Shop/')).toBe('/pages/shop.html');
    expect(pageHtmlFile('/auth/signup')).toBe('/pages/auth/signup.html');
  });
});

describe("a navigation to a page with its own copy of index.html (the build's preloads)", () => {
  let park: TestPark;
  beforeAll(async () => {
    const dist = makeWebDist();
    mkdirSync(join(dist, 'pages', 'auth'), { recursive: true });
    writeFileSync(join(dist, 'pages', 'tickets.html'), TICKETS_HTML);
    writeFileSync(join(dist, 'pages', 'auth', 'signup.html'), SIGNUP_HTML);
    park = await openTestPark('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(() => park.close());

  const page = (path: string) => rawGet(`${park.url}${path}`, { accept: HTML });

  it('gets that copy, in any case, with the history fallback headers', async () => {
    for (const [path, body] of [
      ['/tickets', TICKETS_HTML],
      ['/TICKETS/', TICKETS_HTML],
      ['/auth/signup', SIGNUP_HTML],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString('utf8')).toBe(body);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves index.html to the root, the other pages and unknown paths (404)', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/login', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(status);
      expect(response.body.toString('utf8')).toBe(TEST_INDEX_HTML);
    }
  });

  it('still answers the JSON list to a call on the same address', async () => {
    const list = await rawGet(`${park.url}/attractions`, { accept: 'application/json' });
    expect(list.status).toBe(200);
    expect(Array.isArray(JSON.parse(list.body.toString('utf8')))).toBe(true);
  });
});
