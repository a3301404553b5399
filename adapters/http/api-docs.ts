import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import send from 'koa-send';
import { buildOpenApiDocument } from '../contract/openapi';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The reference renderer's files, served from the installed package (no CDN). */
const SWAGGER_UI_ROOT = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const ONE_HOUR_MS = 60 * 60 * 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference page: no inline script (the CSP allows scripts from this origin only). */
function docsPage(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script></body></html>`;
}

/**
 * Starts the renderer on the document. "Try it out" sends the session cookie by itself; the
 * interceptor copies the CSRF cookie into its header, as the web app's client does.
 */
const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      var token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
      if (token) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(token[1]);
      return request;
    },
  });
});
`;

/** The OpenAPI document of this park, built once. */
export function openApiHandler(parkName: string): (ctx: Context) => void {
  let document: Record<string, unknown> | null = null;
  return (ctx) => {
    document ??= buildOpenApiDocument({ title: `${parkName} API` });
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  };
}

/** GET /api/openapi.json on the API's router (so it is routed, documented and 405s like the rest). */
export function docsRoutes(handler: (ctx: Context) => void): Router {
  const router = new Router();
  router.get(OPENAPI_PATH, handler);
  return router;
}

/**
 * The API reference, anyone may read it: GET /api/docs (the page, also for a browser's
 * navigation, which the web app would otherwise take), its script and the renderer's files
 * under /api/docs/, and GET /api/openapi.json (the router serves the same handler). Placed
 * before the web app; compressed like the API's answers.
 */
export function apiDocs(options: {
  parkName: string;
  openApi: (ctx: Context) => void;
}): Middleware {
  const page = docsPage(`${options.parkName} API`);
  const compressor = compress({ threshold: 1024 });
  const serve = async (ctx: Context): Promise<boolean> => {
    const { path } = ctx;
    if (path === OPENAPI_PATH) {
      options.openApi(ctx);
      return true;
    }
    if (path === DOCS_PATH || path === `${DOCS_PATH}/`) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = page;
      return true;
    }
    if (!path.startsWith(`${DOCS_PATH}/`)) return false;
    const file = path.slice(DOCS_PATH.length + 1);
    if (file === 'init.js') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/javascript';
      ctx.body = INIT_JS;
      return true;
    }
    if (!SWAGGER_UI_FILES.has(file)) return false;
    await send(ctx, file, { root: SWAGGER_UI_ROOT, maxage: ONE_HOUR_MS });
    return true;
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path !== OPENAPI_PATH && !ctx.path.startsWith(DOCS_PATH)) return next();
    let served = false;
    await compressor(ctx, async () => {
      served = await serve(ctx);
    });
    if (!served) await next();
  };
}
