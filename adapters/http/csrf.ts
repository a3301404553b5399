import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { HttpFailure } from './error-mapper';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_FAILED = 'Invalid or missing CSRF token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function sameToken(cookie: string, header: string): boolean {
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit CSRF protection, as the spec's HTTP client expects: every response gives a
 * client without one a readable XSRF-TOKEN cookie, and every unsafe method must echo it in
 * the X-XSRF-TOKEN header. Another site can neither read the cookie nor set the header.
 */
export function csrfProtection(options: { secure: boolean }): Middleware {
  return async (ctx, next) => {
    const cookie = ctx.cookies.get(CSRF_COOKIE, { signed: false }) || null;
    if (!cookie) {
      ctx.cookies.set(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        signed: false,
        maxAge: ONE_YEAR_MS,
        overwrite: true,
      });
    }
    if (UNSAFE_METHODS.has(ctx.method)) {
      const header = ctx.get(CSRF_HEADER);
      if (!cookie || !header || !sameToken(cookie, header)) throw new HttpFailure(403, CSRF_FAILED);
    }
    await next();
  };
}
