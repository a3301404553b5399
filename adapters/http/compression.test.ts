import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactFormRow } from '../contract/manager';
import { clientAs } from './testing/logins';
import { decoded, rawGet, varies, type RawResponse } from './testing/raw-get';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

const BROWSER = 'gzip, deflate, br, zstd';

describe.each(parkTargets)('compressed answers on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  const list = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${park.url}${path}`, { accept: 'application/json', ...headers });

  it.each(['/attractions', '/get-rest', '/get-merch'])(
    'sends %s in brotli or gzip as the client accepts, the same list and ETag',
    async (path) => {
      const plain = await list(path);
      const br = await list(path, { 'accept-encoding': BROWSER });
      const gzip = await list(path, { 'accept-encoding': 'gzip, deflate' });
      const weighed = await list(path, { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' });
      const refused = await list(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      const encodings = [plain, br, gzip, weighed, refused].map(
        (r: RawResponse) => r.headers['content-encoding'],
      );
      expect(encodings).toEqual([undefined, 'br', 'gzip', 'gzip', undefined]);
      for (const answer of [br, gzip, weighed, refused]) {
        expect(answer.status).toBe(200);
        expect(decoded(answer)).toBe(plain.body.toString('utf8'));
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(varies(answer)).toContain('accept-encoding');
      }
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      const current = await list(path, {
        'accept-encoding': BROWSER,
        'if-none-match': plain.headers.etag ?? '',
      });
      expect(current.status).toBe(304);
      expect(current.body.length).toBe(0);
    },
  );

  it('compresses an API answer of 1 KB or more for a client that accepts it', async () => {
    const visitor = await clientAs(park, 'visitor');
    for (let n = 0; n < 8; n++) {
      const sent = await visitor.post('/contact-us', {
        name: `Guest ${n}`,
        email: `guest${n}@example.com`,
        type: 'feedback',
        message: `The carousel music is lovely, number ${n}. `.repeat(6),
        submittedTicketId: null,
      });
      expect(sent.status).toBe(201);
    }
    const manager = await clientAs(park, 'manager');
    const { today } = (await manager.get('/park-info')).body as { today: string };
    const query = { startDate: today, endDate: today, type: 'all' };
    const plain = await manager.post('/viewContactForms', query, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch undoes the encoding; the header says which one was sent.
    const br = await manager.post('/viewContactForms', query, {
      headers: { 'accept-encoding': BROWSER },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.body as ContactFormRow[]).toEqual(plain.body);
    expect((br.body as ContactFormRow[]).length).toBeGreaterThanOrEqual(8);
  });

  it('sends an answer under 1 KB as it is, still saying it varies with Accept-Encoding', async () => {
    const visitor = await clientAs(park, 'visitor');
    const small = await visitor.get('/api/user', { headers: { 'accept-encoding': BROWSER } });
    expect(small.status).toBe(200);
    expect(small.text.length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(small.text));
  });
});
