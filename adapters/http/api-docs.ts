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
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_PATH}/docs.css"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script></body></html>`;
}

/**
 * Starts the renderer on the document. "Try it out" sends the session cookie by itself; the
 * interceptor copies the CSRF cookie into its header, as the web app's client does.
 *
 * Then keeps swagger-ui's markup accessible (WCAG 2.1 AA, as every page of the park) as it
 * draws and redraws, with a MutationObserver:
 * - the deep link inside each operation's toggle button loses its href (a link inside a button
 *   is nested-interactive; the address still follows the opened operation);
 * - the server select, the request body's textarea, an untitled schema's toggle and the
 *   Authorize dialog's close button get names, and the dialog's buttons the name they show;
 * - the code examples, which scroll, get a place in the Tab order.
 * Attributes only: React leaves alone what it did not set.
 */
const INIT_JS = `function repairDocs(root) {
  root.querySelectorAll('.opblock-summary-control a[href]').forEach(function (link) {
    link.removeAttribute('href');
  });
  root.querySelectorAll('select#servers:not([aria-label])').forEach(function (select) {
    select.setAttribute('aria-label', 'Server');
  });
  root.querySelectorAll('textarea.body-param__text:not([aria-label])').forEach(function (text) {
    text.setAttribute('aria-label', 'Request body');
  });
  root.querySelectorAll('pre.microlight:not([tabindex])').forEach(function (code) {
    code.setAttribute('tabindex', '0');
  });
  root.querySelectorAll('button.json-schema-2020-12-accordion:not([aria-label])').forEach(function (toggle) {
    if (!toggle.textContent.trim()) toggle.setAttribute('aria-label', 'Schema');
  });
  root.querySelectorAll('.modal-ux button.close-modal:not([aria-label])').forEach(function (close) {
    close.setAttribute('aria-label', 'Close');
  });
  root.querySelectorAll('.modal-ux button[aria-label]').forEach(function (button) {
    var text = button.textContent.trim().toLowerCase();
    var label = button.getAttribute('aria-label').toLowerCase();
    if (text && label.indexOf(text) < 0) button.removeAttribute('aria-label');
  });
}
window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  new MutationObserver(function () {
    repairDocs(root);
  }).observe(root, { childList: true, subtree: true });
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

/**
 * The park's colours over swagger-ui's where its text falls short of WCAG 2.1 AA's 4.5:1
 * contrast: the method badges, the version badges, the document's link, the Authorize,
 * Execute, Cancel and Download buttons, a required parameter's mark, a schema's string limits,
 * the grey notes (a parameter's place, extensions, undocumented answers), and the examples'
 * numbers (the "agate" highlighter's #d36363 on #333, set inline, hence the attribute selector
 * and !important).
 */
const DOCS_CSS = `.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17794b; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1a66c0; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5400; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c41a1a; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b7a68; }
.swagger-ui .info .title small { background: #5a6170; }
.swagger-ui .info .title small.version-stamp { background-color: #4a6b00; }
.swagger-ui .info a { color: #1f5fa8; }
.swagger-ui .btn.authorize { border-color: #17794b; color: #17794b; }
.swagger-ui .btn.authorize svg { color: #17794b; }
.swagger-ui .btn.execute { background-color: #1f5fa8; border-color: #1f5fa8; }
.swagger-ui .btn.cancel { border-color: #c41a1a; color: #c41a1a; }
.swagger-ui .parameter__name.required span { color: #c41a1a; }
.swagger-ui .download-contents { background: #5a6170; }
.swagger-ui .json-schema-2020-12__constraint--string { background-color: #9a5400; }
.swagger-ui .parameter__in,
.swagger-ui .parameter__extension,
.swagger-ui .response__extension,
.swagger-ui .response-undocumented,
.swagger-ui .model .property,
.swagger-ui table.headers .header-example,
.swagger-ui .json-schema-2020-12-expand-deep-button,
.swagger-ui .json-schema-2020-12-keyword__name--extension,
.swagger-ui .json-schema-2020-12-keyword__value--extension,
.swagger-ui .json-schema-2020-12-json-viewer__name--extension,
.swagger-ui .json-schema-2020-12-json-viewer__value--extension,
.swagger-ui .json-schema-2020-12-json-viewer-extension-keyword .json-schema-2020-12-json-viewer__name,
.swagger-ui .json-schema-2020-12-json-viewer-extension-keyword .json-schema-2020-12-json-viewer__value,
.swagger-ui .fallback,
.swagger-ui .loading { color: #595959; }
.swagger-ui .microlight span[style*="color: rgb(211, 99, 99)"] { color: #fc9b9b !important; }
`;

/** The page's own files under /api/docs/, served fresh (they change with the app). */
const OWN_FILES = new Map([
  ['init.js', { type: 'application/javascript', body: INIT_JS }],
  ['docs.css', { type: 'text/css', body: DOCS_CSS }],
]);

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
    const own = OWN_FILES.get(file);
    if (own) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = own.type;
      ctx.body = own.body;
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
