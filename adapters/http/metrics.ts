import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { findRoute } from '../contract/routes';

/** The addresses a scrape without METRICS_TOKEN may come from: this machine. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** How long requests take, in seconds: from a cached list's 1 ms to a year's report. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A request's route as the metrics name it: the route table's pattern (`/orders/:orderId`),
 * never the raw path (ids would make a series per order); the probes by name, the built web
 * app's files as `/assets/*`, any other page or unknown path as `other`.
 */
export function routeLabel(method: string, path: string): string {
  const route = findRoute(method, path);
  if (route) return route.path;
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  if (path.startsWith('/assets/')) return '/assets/*';
  return 'other';
}

export interface MetricsOptions {
  knex: Knex;
  /** METRICS_TOKEN: a scrape from elsewhere than this machine must bring it as a Bearer token. */
  token: string | null;
}

/** The knex pool's connections in use and the acquisitions waiting (0 where there is no pool). */
function poolOf(knex: Knex): { used: number; waiting: number } {
  const pool = (knex.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
  return pool
    ? { used: pool.numUsed(), waiting: pool.numPendingAcquires() }
    : { used: 0, waiting: 0 };
}

/**
 * `GET /metrics` (DECISIONS "Mail that reaches people"): Prometheus text (prom-client) with
 * every request by route pattern and status, a duration histogram, the database pool in use and
 * waiting, the outbox's pending and failed mails, orders placed and admissions checked in by this
 * process, and its memory. Answered to loopback addresses (the client's address as the proxy
 * settings read it), or to `Authorization: Bearer <METRICS_TOKEN>`; to anyone else the path does
 * not exist (the app's 404). Each app has its own registry.
 */
export function metrics(options: MetricsOptions): Middleware {
  const registry = new Registry();
  const requests = new Counter({
    name: 'park_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'park_http_request_duration_seconds',
    help: 'How long requests took to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'park_orders_placed_total',
    help: 'Orders placed (POST /checkout answered 200) by this process',
    registers: [registry],
  });
  const admitted = new Counter({
    name: 'park_admissions_checked_in_total',
    help: 'Admissions let in at the gate (POST /gate/check-in answered 200) by this process',
    registers: [registry],
  });
  new Gauge({
    name: 'park_db_pool_connections',
    help: 'Database connections of this process: in use, and acquisitions waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { used, waiting } = poolOf(options.knex);
      this.set({ state: 'in_use' }, used);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'park_mail_outbox',
    help: 'Mails of the outbox by status: pending (to send) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = (await options
        .knex('mail_outbox')
        .whereIn('status', ['pending', 'failed'])
        .groupBy('status')
        .select('status')
        .count({ n: '*' })) as { status: string; n: number | string }[];
      for (const status of ['pending', 'failed'])
        this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'park_process_memory_bytes',
    help: 'This process’s memory: resident set and V8 heap used',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const memory = process.memoryUsage();
      this.set({ kind: 'rss' }, memory.rss);
      this.set({ kind: 'heap_used' }, memory.heapUsed);
    },
  });

  const allowed = (ip: string, authorization: string | undefined) =>
    (options.token !== null && authorization === `Bearer ${options.token}`) || LOOPBACK.test(ip);

  return async (ctx, next) => {
    if (
      ctx.path === '/metrics' &&
      ctx.method === 'GET' &&
      allowed(ctx.ip, ctx.get('Authorization') || undefined)
    ) {
      ctx.set('Cache-Control', 'no-store');
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return;
    }
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const route = routeLabel(ctx.method, ctx.path);
      const status = String(ctx.status);
      requests.inc({ method: ctx.method, route, status });
      duration.observe(
        { method: ctx.method, route },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
      if (ctx.status === 200 && ctx.method === 'POST') {
        if (route === '/checkout') orders.inc();
        else if (route === '/gate/check-in') admitted.inc();
      }
    }
  };
}
