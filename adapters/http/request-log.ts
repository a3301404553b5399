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

/** Error codes of a client that went away while its answer was being sent. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's 'error' listener, for errors after the error mapper (a file or body stream that broke).
 * A client that closed early (curl after the headers, a tab closed mid-download) is routine:
 * debug. Anything else is a warning.
 */
export function streamErrorLog(log: Pick<Logger, 'debug' | 'warn'>): (error: unknown) => void {
  return (error) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && CLIENT_GONE.has(code)) {
      log.debug({ code }, 'client closed before the answer was sent');
    } else {
      log.warn({ err: error }, 'response error');
    }
  };
}
