import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../http/main';
import { loadConfig } from '../../config';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';
import { layoutShift, watchLayoutShift } from './layout-shift';
import { PUBLIC_PAGES } from './public-pages';

/** Issue 18's budget: CLS at most 0.05 on every public page, desktop and phone. */
const CLS_BUDGET = 0.05;

/**
 * Every public page, opened by an anonymous visitor at 1280 px and at 412 px (Lighthouse's
 * phone): no console error, no failed request (the start-up session call answers 200 with
 * nulls), and a layout shift within the budget while the page and its lists load.
 */
describe.skipIf(!hasChromium)('public pages, anonymous: no console error, steady layout', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    requireWebBuild();
    const config = loadConfig({
      DATABASE_URL: 'pglite://memory',
      PORT: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST,
    });
    server = await startServer(config, { handleSignals: false, print: () => {} });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = [1280, 412].flatMap((width) => PUBLIC_PAGES.map((path) => [width, path] as const));

  it.each(cases)('at %i px, %s', async (width, path) => {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 800 : 823 },
    });
    await watchLayoutShift(context);
    // The API's answers come late, as on a phone: the page is drawn while its lists load first.
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() === 'fetch') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
    try {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500); // late answers, and anything they would move
      const shift = await layoutShift(page);
      console.info(`CLS ${width}px ${path}: ${shift.toFixed(4)}`);
      expect(problems).toEqual([]);
      expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-').toLowerCase();
      await screenshot(page, `public-${name}-${width}`);
    } finally {
      await context.close();
    }
  });
});
