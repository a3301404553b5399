import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id a proxy may hand on: short, and nothing a log viewer could misread. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of this request (kept from X-Request-Id when a proxy sent a sound one). */
export function requestIdOf(ctx: Pick<Context, 'state'>): string | undefined {
  return (ctx.state as { requestId?: string }).requestId;
}

/**
 * Names every request: an X-Request-Id answer header (the proxy's when it sent one) and one log
 * line per request with that id, method, path (never the query: reset links carry tokens there),
 * status and milliseconds. Never bodies or cookies.
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const given = ctx.get(REQUEST_ID_HEADER);
    const reqId = GIVEN_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = reqId;
    ctx.set(REQUEST_ID_HEADER, reqId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ reqId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
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
export function streamErrorLog(
  log: Pick<Logger, 'debug' | 'warn'>,
): (error: unknown, ctx?: Pick<Context, 'state'>) => void {
  return (error, ctx) => {
    const code = (error as { code?: unknown } | null)?.code;
    const reqId = ctx ? requestIdOf(ctx) : undefined;
    const named = reqId ? { reqId } : {};
    if (typeof code === 'string' && CLIENT_GONE.has(code)) {
      log.debug({ ...named, code }, 'client closed before the answer was sent');
    } else {
      log.warn({ ...named, err: error }, 'response error');
    }
  };
}
