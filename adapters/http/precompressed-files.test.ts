import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, rawGet, varies } from './testing/raw-get';
import { openTestPark, type TestPark } from './testing/test-park';
import {
  makeWebDist,
  TEST_ASSET,
  TEST_INDEX_HTML,
  TEST_PRECOMPRESSED_ASSET,
  TEST_PRECOMPRESSED_CODE,
} from './testing/test-server';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the built web app with .br and .gz files beside its files', () => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark('pglite', {
      env: { WEB_DIST: makeWebDist({ precompressed: true }) },
    });
  });
  afterAll(() => park.close());

  const asset = (headers: Record<string, string> = {}) =>
    rawGet(`${park.url}${TEST_PRECOMPRESSED_ASSET}`, { accept: '*/*', ...headers });

  it('answers brotli to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await asset({ 'accept-encoding': 'br, gzip' });
    const gzip = await asset({ 'accept-encoding': 'gzip' });
    expect([br.status, gzip.status]).toEqual([200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [br, gzip]) {
      expect(response.body.length).toBeLessThan(TEST_PRECOMPRESSED_CODE.length);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decoded(response)).toBe(TEST_PRECOMPRESSED_CODE);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      expect(varies(response)).toContain('accept-encoding');
    }
  });

  it('answers the file itself without Accept-Encoding or when both encodings are refused', async () => {
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of refusals) {
      const response = await asset(headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString('utf8')).toBe(TEST_PRECOMPRESSED_CODE);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(varies(response)).toContain('accept-encoding');
    }
  });

  it('answers a file without compressed siblings as it is, still varying by Accept-Encoding', async () => {
    const response = await rawGet(`${park.url}${TEST_ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe('console.log("park");');
    expect(varies(response)).toContain('accept-encoding');
  });

  it('compresses index.html behind the history fallback too', async () => {
    const page = await rawGet(`${park.url}/tickets`, { accept: HTML, 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toBe(TEST_INDEX_HTML);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(varies(page)).toContain('accept-encoding');
    const plain = await rawGet(`${park.url}/tickets`, { accept: HTML });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(TEST_INDEX_HTML);
  });

  it('leaves an API answer under 1 KB alone', async () => {
    const data = await rawGet(`${park.url}/park-info`, {
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
    });
    expect(data.status).toBe(200);
    expect(data.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(data.body.toString('utf8'))).toBeTruthy();
  });
});
