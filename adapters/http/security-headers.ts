import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Helmet's security headers with a Content-Security-Policy for the built Vite app: scripts
 * only from this origin, inline styles for MUI/emotion, data: and blob: images (icons, PDFs).
 */
export function securityHeaders(options: { production: boolean }): Middleware {
  return helmet({
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
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production,
    referrerPolicy: { policy: 'same-origin' },
  });
}
