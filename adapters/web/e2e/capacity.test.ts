import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { resolve, TOKENS } from '../../tokens';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';

/**
 * Capacity in a real browser: a manager closes a day on the Capacity page, and a visitor's
 * ticket calendar then shows it closed and will not take it.
 */
describe.skipIf(!hasChromium)('browser: a day a manager closes', () => {
  let park: TestPark;
  let browser: Browser;
  let day: string;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    day = addDays(resolve(park.container, TOKENS.Clock).today(), 1);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }

  it('closes tomorrow on the Capacity page', async () => {
    const page = await newPage();
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill('manager@example.com');
    await page.getByLabel(/^Password/).fill('Manager#2024');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/manager/dashboard');
    await page.getByRole('link', { name: 'Capacity' }).click();
    await page.getByRole('heading', { name: 'Capacity', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Day', exact: true }).click();
    await page.getByRole('option', { name: day }).click();
    await page.getByLabel('Capacity', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText(`${day}: capacity 0, 0 remaining`).isVisible())
      .toBe(true);
    // The list is read again after the save: the day's line says so.
    const row = page.getByRole('row').filter({ hasText: day });
    await expect.poll(() => row.textContent()).toContain('Closed');
    await screenshot(page, 'capacity-manager');
  });

  it('shows the day closed in the visitor’s calendar, and it cannot be chosen', async () => {
    const page = await newPage();
    await page.goto(`${park.url}/tickets`);
    const calendar = page.getByRole('grid');
    await calendar.waitFor();
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const today = resolve(park.container, TOKENS.Clock).today();
    if (today.slice(0, 7) !== day.slice(0, 7))
      await page.getByRole('button', { name: /next month/i }).click();
    const label = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const closed = calendar.getByRole('gridcell', { name: `${label}, Closed` });
    await closed.waitFor();
    expect(await closed.isDisabled()).toBe(true);
    expect(await closed.getAttribute('title')).toBe('Closed');
    await screenshot(page, 'capacity-visitor-calendar');
    expect(errors).toEqual([]);
  });
});
