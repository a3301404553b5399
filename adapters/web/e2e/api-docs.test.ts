import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../http/main';
import { loadConfig } from '../../config';
import { axeViolations, violationReport } from './axe';
import { hasChromium, launchChromium, screenshot, settle, WEB_DIST } from './browser';

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

  /** A page that accepts axe's injected script (bypassCSP), on the reference once it is drawn. */
  async function renderedDocs(): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 1000 },
      bypassCSP: true,
    });
    const axePage = await context.newPage();
    axePage.setDefaultTimeout(30_000);
    axePage.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await axePage.goto(`${server.url}/api/docs`);
    await axePage.locator('.opblock-tag-section').first().waitFor();
    return axePage;
  }

  it('passes axe (WCAG 2.1 A and AA) as drawn, and as a person opens, reads and tries a call', async () => {
    const axePage = await renderedDocs();
    const found = new Map([['/api/docs as drawn', await axeViolations(axePage)]]);

    const checkout = axePage.locator('#operations-Orders-postCheckout');
    await checkout.locator('.opblock-summary-control').click();
    await checkout.getByText('Request body').first().waitFor();
    await checkout.getByRole('tab', { name: 'Schema' }).first().click();
    await checkout.getByRole('button', { name: 'Expand all' }).first().click();
    await checkout.locator('.json-schema-2020-12__title', { hasText: 'zipcode' }).waitFor();
    await settle(axePage);
    found.set('the checkout opened, its body schema unfolded', await axeViolations(axePage));

    // "Try it out" with the example body: the interceptor's CSRF header gets it past the CSRF
    // check (403) to the session check (401, nobody is logged in).
    await checkout.getByRole('button', { name: 'Try it out' }).click();
    await checkout.getByRole('button', { name: 'Execute' }).click();
    const status = checkout.locator('.live-responses-table .response .response-col_status');
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe('401');
    await settle(axePage);
    found.set('the checkout tried', await axeViolations(axePage));

    await axePage.locator('.scheme-container .btn.authorize').click();
    await axePage.locator('.modal-ux').waitFor();
    await settle(axePage);
    found.set('the Authorize dialog', await axeViolations(axePage));
    await axePage.context().close();
    expect(violationReport(found), 'axe found WCAG 2.1 A/AA violations').toBe('');
  });

  it('opens an operation from the keyboard, with Enter and with Space', async () => {
    const keyPage = await renderedDocs();
    const control = (id: string) => keyPage.locator(`#${id} .opblock-summary-control`);
    const opened = (id: string) =>
      keyPage
        .locator(`#${id} .opblock-body`)
        .isVisible({ timeout: 0 })
        .catch(() => false);

    // Tab reaches the first operation from the top of the page.
    await keyPage.locator('body').focus();
    let reached = false;
    for (let tabs = 0; tabs < 40 && !reached; tabs += 1) {
      await keyPage.keyboard.press('Tab');
      reached = await keyPage.evaluate(
        () => document.activeElement?.classList.contains('opblock-summary-control') ?? false,
      );
    }
    expect(reached, 'Tab reaches an operation').toBe(true);

    await control('operations-Orders-postCheckout').focus();
    await keyPage.keyboard.press('Enter');
    await expect.poll(() => opened('operations-Orders-postCheckout')).toBe(true);
    await expect(
      control('operations-Orders-postCheckout').getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    // Deep linking still works: the address names the opened operation.
    expect(await keyPage.evaluate(() => location.hash)).toBe('#/Orders/postCheckout');

    const session = keyPage.locator('.opblock').first();
    const sessionId = (await session.getAttribute('id'))!;
    await control(sessionId).focus();
    await keyPage.keyboard.press('Space');
    await expect.poll(() => opened(sessionId)).toBe(true);
    await keyPage.keyboard.press('Space');
    await expect.poll(() => opened(sessionId)).toBe(false);
    await keyPage.context().close();
    expect(problems).toEqual([]);
  });
});
