import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { isWebPage } from '../contract/pages';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const HASHED_ASSETS = '/assets/';

/**
 * Serves one file of the built app; false when there is no such file. koa-send answers the
 * build's `<file>.br` or `<file>.gz` (adapters/web/precompress.ts) when the client accepts it,
 * so every file varies by Accept-Encoding: a cache must not hand brotli to a client without it.
 */
async function sendFile(ctx: Context, root: string, path: string): Promise<boolean> {
  const hashed = path.startsWith(HASHED_ASSETS);
  try {
    const served = await send(ctx, path, {
      root,
      index: false,
      format: false,
      maxage: hashed ? ONE_YEAR_MS : 0,
      immutable: hashed,
    });
    if (served === undefined) return false;
    ctx.vary('Accept-Encoding');
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return false;
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notBuiltPage(name: string): string {
  const parkName = escapeHtml(name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${parkName}</title></head>
<body><h1>${parkName}</h1>
<p>The web app has not been built yet. Run <code>make build</code> (or <code>npm run build</code>)
and reload this page. The API is running.</p></body></html>`;
}

/**
 * True when the client prefers HTML over JSON: a browser's navigation. An Accept header that
 * names no HTML and no wildcard (the API client's `application/json`) cannot prefer HTML, so
 * it skips the negotiation (about 2 % of GET /attractions' CPU).
 */
export function prefersHtml(ctx: Context): boolean {
  const accept = ctx.get('Accept').toLowerCase();
  if (accept !== '' && !accept.includes('html') && !accept.includes('*')) return false;
  return ctx.accepts('json', 'html') === 'html';
}

/** A browser navigation to one of the app's addresses: the root always, else by Accept. */
const wantsHtml = (ctx: Context) => ctx.path === '/' || prefersHtml(ctx);

/**
 * The build's copy of index.html for one page (pages/tickets.html, pages/auth/signup.html), which
 * adds modulepreload links for the chunks that page loads lazily (adapters/web/page-preloads.ts).
 */
export function pageHtmlFile(path: string): string {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `/pages${bare.toLowerCase()}.html`;
}

/**
 * index.html for a navigation: 200 for one of the app's pages, 404 for any other path (the
 * app then shows its 'Page Not Found'), so crawlers and monitors see a real 404. A page with a
 * copy of its own in the build (pageHtmlFile) gets that copy.
 */
async function sendIndex(ctx: Context, root: string, parkName: string): Promise<void> {
  ctx.set('Cache-Control', 'no-cache');
  const known = isWebPage(ctx.path);
  const own = known && ctx.path !== '/' ? pageHtmlFile(ctx.path) : null;
  if (own && existsSync(join(root, own)) && (await sendFile(ctx, root, own))) return;
  if (existsSync(join(root, 'index.html')) && (await sendFile(ctx, root, '/index.html'))) {
    if (!known) ctx.status = 404;
    return;
  }
  ctx.type = 'html';
  ctx.body = notBuiltPage(parkName);
  if (!known) ctx.status = 404;
}

/**
 * Only a path whose last segment has an extension can be a file of the built app (index.html,
 * /assets/*.js, /images/*.svg, favicon.ico); the API's paths never have one, so they skip the
 * disk lookup (a stat and a thrown 404 on every call cost about 8 % of GET /attractions).
 */
const mayBeFile = (path: string) => /\.[^/]+$/.test(path);

export interface WebAppOptions {
  root: string;
  parkName: string;
  /**
   * The API's documents: paths a browser follows a link to and must get the API's answer for
   * (the tickets PDF, contract/routes.ts isDocumentPath), never a file of the app or its page.
   */
  isDocument?: (path: string) => boolean;
}

/**
 * The built web app on the API's origin: a GET or HEAD for a file gets the file (hashed
 * /assets/ cached for a year, the rest revalidated); one that asks for HTML and is not a file
 * gets index.html (the history fallback; 404 when it is none of the app's pages); everything
 * else goes on to the API. Both vary by Accept. The API's documents go to the API whatever
 * they accept.
 */
export function webApp(options: WebAppOptions): Middleware {
  const { root, parkName, isDocument } = options;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (isDocument?.(ctx.path)) return next();
    if (mayBeFile(ctx.path) && (await sendFile(ctx, root, ctx.path))) return;
    // The same address can be the page or the JSON list, chosen by Accept: a cache (the Back
    // button's too) must keep them apart.
    ctx.vary('Accept');
    if (wantsHtml(ctx)) return sendIndex(ctx, root, parkName);
    return next();
  };
}
