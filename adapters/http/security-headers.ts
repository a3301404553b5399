import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

type HeaderOp = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * What helmet does to a response, recorded once: its headers depend only on the options
 * (the policy has no per-request parts such as nonces), so every request replays the same
 * list instead of running helmet's dozen middlewares and rebuilding the policy string.
 */
async function recordHelmet(middleware: Middleware): Promise<HeaderOp[]> {
  const ops: HeaderOp[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      ops.push({ set: name, value });
      return res;
    },
    removeHeader(name: string) {
      ops.push({ remove: name });
    },
    getHeader: () => undefined,
    hasHeader: () => false,
  } as unknown as ServerResponse;
  const req = { headers: {}, method: 'GET', url: '/' } as IncomingMessage;
  await middleware({ req, res } as never, async () => {});
  return ops;
}

/**
 * Helmet's options: a Content-Security-Policy for the built Vite app (scripts only from this
 * origin, inline styles for MUI/emotion, data: and blob: images for icons and PDFs).
 */
export function helmetOptions(production: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production,
    referrerPolicy: { policy: 'same-origin' },
  };
}

/**
 * Helmet's security headers (helmetOptions), recorded from helmet on the first request and
 * replayed on every one (recordHelmet).
 */
export function securityHeaders(options: { production: boolean }): Middleware {
  const recorded = recordHelmet(helmet(helmetOptions(options.production)));
  let ops: HeaderOp[] | null = null;
  return async (ctx, next) => {
    ops ??= await recorded;
    const { res } = ctx;
    for (const op of ops)
      if ('set' in op) res.setHeader(op.set, op.value);
      else res.removeHeader(op.remove);
    await next();
  };
}
