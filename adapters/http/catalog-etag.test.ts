import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttractionBody } from '../contract/catalog';
import type { NewAttractionRequest } from '../contract/manager';
import { ListBodies } from './list-body';
import { clientAs } from './testing/logins';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

describe('ListBodies', () => {
  it('serializes a list once and gives another list its own body and ETag', () => {
    let presented = 0;
    const bodies = new ListBodies((n: { v: number }) => {
      presented += 1;
      return { value: n.v };
    });
    const list = [{ v: 1 }, { v: 2 }];
    const first = bodies.bodyOf(list);
    expect(first.bytes.toString()).toBe('[{"value":1},{"value":2}]');
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(bodies.bodyOf(list)).toBe(first);
    expect(presented).toBe(2);
    const changed = bodies.bodyOf([{ v: 1 }, { v: 3 }]);
    expect(changed.etag).not.toBe(first.etag);
    expect(bodies.bodyOf([{ v: 1 }, { v: 2 }]).etag).toBe(first.etag); // same bytes, same tag
  });
});

/**
 * A GET as a browser revalidating its cached copy sends it. Not fetch: fetch turns a request
 * with If-None-Match into an uncached one (Cache-Control: no-cache), which must get a 200.
 */
function revalidate(url: string, etag: string, extra: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string | undefined; text: string }>((done, fail) => {
    const headers = { accept: 'application/json', 'if-none-match': etag, ...extra };
    request(url, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, etag: res.headers.etag, text }));
    })
      .on('error', fail)
      .end();
  });
}

describe.each(parkTargets)('public lists with ETags on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it.each(['/attractions', '/get-rest', '/get-merch'])(
    'answers %s with an ETag, and 304 without a body when the copy is current',
    async (path) => {
      const c = await clientAs(park, 'anonymous');
      const first = await c.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(first.text));
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\//);
      expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");

      const url = new URL(path, c.baseUrl).href;
      expect(await revalidate(url, etag)).toEqual({ status: 304, etag, text: '' });
      const stale = await revalidate(url, 'W/"0-stale"');
      expect(stale.status).toBe(200);
      expect(JSON.parse(stale.text)).toEqual(first.body);
      const reload = await revalidate(url, etag, { 'cache-control': 'no-cache' });
      expect(reload.status).toBe(200);
    },
  );

  it('answers a new body and ETag as soon as a manager changes the catalog', async () => {
    const visitor = await clientAs(park, 'anonymous');
    const before = await visitor.get('/attractions');
    const etag = before.headers.get('etag') ?? '';
    const manager = await clientAs(park, 'manager');
    const ride: NewAttractionRequest = {
      name: 'Etag Express',
      type: 'Themed Ride',
      description: 'A ride that proves the list is fresh.',
      shortDescription: 'Fresh.',
      thrillLevel: 'Low',
      heightRequirement: '36 in',
      image: '/images/attractions/etag.png',
    };
    expect((await manager.post('/insert-new-attractions', ride)).status).toBe(201);
    const after = await revalidate(new URL('/attractions', visitor.baseUrl).href, etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(etag);
    const names = (JSON.parse(after.text) as AttractionBody[]).map((a) => a.name);
    expect(names).toContain('Etag Express');
    expect(names.length).toBe((before.body as AttractionBody[]).length + 1);
  });
});
