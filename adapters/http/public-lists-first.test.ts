import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStore } from '../../core/accounts/session-store';
import { TOKENS } from '../tokens';
import { CSRF_COOKIE } from './csrf';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

const VISITOR = { email: 'visitor@example.com', password: 'Visitor#2024' };
const LISTS = ['/attractions', '/get-rest', '/get-merch'];

describe.each(parkTargets)('public lists answered before sessions on %s', (target) => {
  let park: TestPark;
  let sessionReads = 0;
  beforeAll(async () => {
    park = await openTestPark(target, {
      customize(container) {
        const real = container.get<SessionStore>(TOKENS.SessionStore);
        const counting: SessionStore = {
          get: (key) => {
            sessionReads += 1;
            return real.get(key);
          },
          set: (key, data, ttl) => real.set(key, data, ttl),
          destroy: (key) => real.destroy(key),
          purgeExpired: () => real.purgeExpired(),
        };
        container.rebind(TOKENS.SessionStore).toConstantValue(counting);
      },
    });
  });
  afterAll(() => park.close());

  it('reads no session for a logged-in visitor’s lists, and still does for the API', async () => {
    const c = park.client();
    await c.get('/park-info');
    expect((await c.post('/auth/login', VISITOR)).status).toBe(200);
    const before = sessionReads;
    for (const path of LISTS) {
      const list = await c.get(path);
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
      expect((list.body as unknown[]).length).toBeGreaterThan(0);
    }
    expect(sessionReads).toBe(before);
    expect((await c.get('/api/user')).status).toBe(200);
    expect(sessionReads).toBe(before + 1);
  });

  it('keeps the edge: CSRF cookie, security headers, HEAD, 405 and the page for browsers', async () => {
    const c = park.client();
    const first = await c.get('/get-merch');
    expect(first.headers.getSetCookie().some((line) => line.startsWith(`${CSRF_COOKIE}=`))).toBe(
      true,
    );
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await c.request('HEAD', '/get-rest');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(
      (await c.get('/get-rest')).headers.get('content-length'),
    );
    const wrongMethod = await c.request('PUT', '/get-rest', { body: '{}' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toMatch(/GET/);
    const page = await c.get('/attractions', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
