import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One log line per request: method, path, status and milliseconds (never bodies or cookies). */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
