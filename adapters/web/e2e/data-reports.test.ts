import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../persistence/seeds/demo-park-data';
import { loadReportFixture } from '../../http/testing/report-fixture';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import {
  hasChromium,
  launchChromium,
  screenshot,
  SCREENSHOTS,
  WEB_DIST,
  requireWebBuild,
} from './browser';

/**
 * A manager runs the three data reports over the report fixture's days in a real browser
 * and exports the maintenance report: the download is data_report.pdf with the same figures
 * as the page. Screenshot: test-results/screenshots/data-reports.png.
 */
describe.skipIf(!hasChromium)('browser: a manager runs the data reports', () => {
  let park: TestPark;
  let browser: Browser;
  let page: Page;
  let days: { D1: string; D3: string };
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    days = await loadReportFixture(park);
    browser = await launchChromium();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function openWithRange(section: string) {
    await page.getByRole('button', { name: section }).click();
    const filters = page.getByRole('group', { name: `${section} report filters` });
    await filters.getByLabel(/^Start Date/).fill(days.D1);
    await filters.getByLabel(/^End Date/).fill(days.D3);
    return filters;
  }
  const results = (section: string) =>
    page.getByRole('region', { name: `${section.toLowerCase()} report results` });

  it('shows each report once its filters are set', async () => {
    const { email, password } = DEMO_ACCOUNTS.manager;
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/manager'));
    await page.goto(`${park.url}/manager/data-reports`);

    const finance = await openWithRange('Finance');
    await finance.getByLabel(/^Category/).selectOption('all');
    await results('Finance')
      .getByRole('table', { name: 'Finance report: profit (all areas)' })
      .waitFor();

    await openWithRange('Maintenance');
    // M1 $150.00, M2 $75.50, M3 $20.00 were submitted on D1..D3 (M4 the day before).
    const summary = results('Maintenance').getByLabel('Maintenance report summary');
    await summary.getByText('$245.50').waitFor();
    expect(await summary.textContent()).toContain('Requests3');

    const visit = await openWithRange('Visit');
    await visit.getByLabel(/^Category/).selectOption('dining');
    await visit.getByLabel(/^Restaurant/).selectOption('The Golden Fork');
    await results('Visit').getByRole('table').waitFor();
    expect(await results('Visit').getByRole('row').count()).toBe(2); // header + D1
    await screenshot(page, 'data-reports');
  });

  it('exports the maintenance report as data_report.pdf', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results('Maintenance').getByRole('button', { name: 'Export to PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('data_report.pdf');
    const path = join(SCREENSHOTS, 'data_report.pdf');
    await download.saveAs(path);
    const pdf = readFileSync(path, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Total cost: $245.50) Tj');
    expect(pdf).toContain('(Brake check) Tj');
    expect(errors).toEqual([]);
  });
});
