import type { Middleware } from 'koa';
import { isReady, type Readiness } from '../../core/shared/readiness';

/**
 * `GET /healthz`: the process is up (no database call). `GET /readyz`: the database answers and
 * its migrations are this build's; 200 or 503, JSON. Both come before HTTPS, CSRF cookies and
 * sessions, so a load balancer's plain probe works and leaves nothing behind.
 */
export function healthChecks(readiness: Readiness): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const report = await readiness.check();
      const ready = isReady(report);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'not ready', ...report };
      return;
    }
    return next();
  };
}
