import type { Middleware } from 'koa';

export const HTTPS_REQUIRED = 'HTTPS is required';

/**
 * With Secure cookies, a request that did not come over HTTPS (directly, or per the trusted
 * proxy's X-Forwarded-Proto) cannot be given a cookie: a page or file is redirected to its
 * https:// address (308 keeps the method), any other call answers 403 JSON. Never a 500.
 */
export function httpsOnly(options: { secureCookies: boolean }): Middleware {
  if (!options.secureCookies) return (_ctx, next) => next();
  return async (ctx, next) => {
    if (ctx.secure) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      ctx.status = 308;
      ctx.redirect(`https://${ctx.host}${ctx.originalUrl}`);
      return;
    }
    ctx.status = 403;
    ctx.body = { message: HTTPS_REQUIRED };
  };
}
