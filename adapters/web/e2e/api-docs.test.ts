import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../http/main';
import { loadConfig } from '../../config';
import { hasChromium, launchChromium, screenshot, WEB_DIST } from './browser';

/** Where the lead looks at the reference page after a run. */
const PICTURE = process.env.API_DOCS_SCREENSHOT ?? '/work/tmp/api-docs.png';

/**
 * The API reference (/api/docs) in a real browser under the app's Content-Security-Policy:
 * the renderer and its initializer load from the app, the document from /api/openapi.json,
 * and nothing is reported on the console.
 */
describe.skipIf(!hasChromium)('browser: the API reference at /api/docs', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: 'pglite://memory',
      PORT: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST,
    });
    server = await startServer(config, { handleSignals: false, print: () => {} });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders every tag and the checkout call, with no console errors', async () => {
    const response = await page.goto(`${server.url}/api/docs`);
    expect(response?.status()).toBe(200);
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
    await page.locator('.opblock-tag-section').first().waitFor();
    expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('API');
    expect(await page.locator('.opblock-tag').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Session'),
        expect.stringContaining('Orders'),
        expect.stringContaining('Reports'),
      ]),
    );
    const checkout = page.locator('#operations-Orders-postCheckout');
    await checkout.locator('.opblock-summary').click();
    await checkout.getByText('Request body').first().waitFor();
    await checkout.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: PICTURE });
    await screenshot(page, 'api-docs');
    expect(problems).toEqual([]);
  });
});
