import parsePrometheusTextFormat, { type PrometheusMetric } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketBody } from '../contract/tickets';
import { aPlacedOrder, ticketsOf } from './testing/builders';
import { clientAs } from './testing/logins';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';
import { routeLabel } from './metrics';

const TOKEN = 'scrape-token-0123456789';

describe('a request’s route in the metrics', () => {
  it('is the route table’s pattern, never the raw path', () => {
    expect(routeLabel('GET', '/orders/123')).toBe('/orders/:orderId');
    expect(routeLabel('POST', '/orders/77/refund')).toBe('/orders/:orderId/refund');
    expect(routeLabel('GET', '/attractions')).toBe('/attractions');
    expect(routeLabel('GET', '/assets/index-abc.js')).toBe('/assets/*');
    expect(routeLabel('GET', '/readyz')).toBe('/readyz');
    expect(routeLabel('GET', '/no/such/page/42')).toBe('other');
  });
});

describe.each(parkTargets)('GET /metrics on %s', (target) => {
  let park: TestPark;
  let proxied: TestPark;

  beforeAll(async () => {
    park = await openTestPark(target);
    // Behind one proxy: the client's address is X-Forwarded-For's, not this machine's.
    proxied = await openTestPark(target, { env: { TRUST_PROXY_HOPS: '1', METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => {
    await park?.close();
    await proxied?.close();
  });

  async function scrape(
    p = park,
    headers: Record<string, string> = {},
  ): Promise<PrometheusMetric[]> {
    const res = await p.client().request('GET', '/metrics', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(res.text);
  }
  const metric = (all: PrometheusMetric[], name: string) => all.find((m) => m.name === name)!;
  const value = (all: PrometheusMetric[], name: string, labels: Record<string, string> = {}) =>
    Number(
      metric(all, name)?.metrics.find((m) =>
        Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
      )?.value ?? 0,
    );

  it('parses as Prometheus text, and its counters move with the requests, by route pattern', async () => {
    const before = await scrape();
    const c = park.client();
    await c.get('/attractions');
    await c.get('/attractions');
    await c.get('/orders/123456');
    const after = await scrape();
    const ok = { method: 'GET', route: '/attractions', status: '200' };
    expect(
      value(after, 'park_http_requests_total', ok) - value(before, 'park_http_requests_total', ok),
    ).toBe(2);
    expect(
      value(after, 'park_http_requests_total', { route: '/orders/:orderId', status: '401' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = metric(after, 'park_http_requests_total').metrics.map(
      (m) => m.labels?.route ?? '',
    );
    expect(routes.some((r) => /\d{3,}/.test(r))).toBe(false); // no raw path with an id
    const histogram = metric(after, 'park_http_request_duration_seconds');
    expect(histogram.type).toBe('HISTOGRAM');
    // (the parser keeps a histogram's buckets but not its labels: read its count in the text)
    const text = (await park.client().get('/metrics')).text;
    const count =
      /^park_http_request_duration_seconds_count\{method="GET",route="\/attractions"\} (\d+)$/m.exec(
        text,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    for (const name of ['park_db_pool_connections', 'park_process_memory_bytes'])
      expect(metric(after, name)?.type, name).toBe('GAUGE');
    expect(value(after, 'park_process_memory_bytes', { kind: 'rss' })).toBeGreaterThan(0);
  });

  it('counts orders placed and admissions checked in, and the outbox’s pending mails', async () => {
    const before = await scrape();
    const { c, order } = await aPlacedOrder(park);
    const [ticket] = (await ticketsOf(c, order.orderId)) as TicketBody[];
    const staff = await clientAs(park, 'staff');
    expect((await staff.post('/gate/check-in', { code: ticket!.code })).status).toBe(200);
    const after = await scrape();
    const moved = (name: string) => value(after, name) - value(before, name);
    expect(moved('park_orders_placed_total')).toBe(1);
    expect(moved('park_admissions_checked_in_total')).toBe(1);
    // the order's tickets mail waits in the outbox (no SMTP_URL here)
    expect(
      value(after, 'park_mail_outbox', { status: 'pending' }) -
        value(before, 'park_mail_outbox', { status: 'pending' }),
    ).toBe(1);
  });

  it('answers 404 to a client elsewhere without the token, and 200 with it', async () => {
    const elsewhere = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await proxied.client().request('GET', '/metrics', { headers: elsewhere });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('park_http_requests_total');
    const wrong = await proxied.client().request('GET', '/metrics', {
      headers: { ...elsewhere, Authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(404);
    const all = await scrape(proxied, { ...elsewhere, Authorization: `Bearer ${TOKEN}` });
    expect(metric(all, 'park_http_requests_total').type).toBe('COUNTER');
  });
});
