import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { DEMO_ACCOUNTS } from '../../persistence/seeds/demo-park-data';
import type { OrderAccountBody } from '../../contract/order-changes';
import { aPlacedOrder, SHOP_ONLY } from '../../http/testing/builders';
import { clientAs } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { accessibilityProblems } from './axe';
import {
  hasChromium,
  launchChromium,
  requireWebBuild,
  screenshot,
  settle,
  WEB_DIST,
} from './browser';

/**
 * Money a manager can trust (docs/reports.md): today a poncho is sold twice ($17.98, shop
 * sales count on the order day) and the tickets ($175) of an order for a day 12 days ahead
 * are refunded. The dashboard of today shows net revenue $17.98 (the refund lowers the visit
 * day, not today) and the $175 paid out beside it, labelled; every box names the day it counts
 * by. The all-areas finance report says the same per day. Screenshots:
 * test-results/screenshots/refunds-dashboard.png, refunds-finance-report.png (1280 px) and
 * refunds-dashboard-phone.png (390 px).
 */
describe.skipIf(!hasChromium)('browser: refunds by the day their sales count on', () => {
  let park: TestPark;
  let browser: Browser;
  let page: Page;
  let today: string;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    today = orderPark(park).clock.today();
    await aPlacedOrder(park, SHOP_ONLY);
    const { order } = await aPlacedOrder(park, { visitDate: addDays(today, 12) });
    const manager = await clientAs(park, 'manager');
    const account = (await manager.get(`/orders/${order.orderId}`)).body as OrderAccountBody;
    const tickets = account.lines.filter((l) => l.kind === 'ticket').map((l) => l.line);
    const refund = await manager.post(`/orders/${order.orderId}/refund`, {
      reason: 'Rain',
      lines: tickets,
    });
    expect(refund.status).toBe(200);
    browser = await launchChromium();
    // axe's script is injected: the page's CSP would refuse it.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  const box = (title: string) => page.getByRole('region', { name: title, exact: true });

  it('the dashboard: today’s net is its sales; the refund paid out today is beside it, labelled', async () => {
    const { email, password } = DEMO_ACCOUNTS.manager;
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL('**/manager/dashboard');
    await box('Shop').getByText('$17.98').waitFor();
    await settle(page);
    await screenshot(page, 'refunds-dashboard');
    const refunds = await box('Refunds').innerText();
    expect(refunds).toMatch(/Net revenue\s+\$17\.98/);
    expect(refunds).toMatch(/Refunds of these sales\s+\$0\.00/);
    expect(refunds).toMatch(/Refunds paid out today\s+\$175\.00/);
    expect(await box('Tickets').innerText()).toContain('By visit day');
    expect(await box('Shop').innerText()).toContain('By order day');
    expect(refunds).toContain('paid out by refund day');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await screenshot(page, 'refunds-dashboard-phone');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the all-areas finance report: each day’s net is what its sales came to, refunds paid out beside', async () => {
    await page.goto(`${park.url}/manager/data-reports`);
    await page.getByRole('button', { name: 'Finance' }).click();
    const filters = page.getByRole('group', { name: 'Finance report filters' });
    await filters.getByLabel(/^Start Date/).fill(today);
    await filters.getByLabel(/^End Date/).fill(addDays(today, 12));
    await filters.getByLabel(/^Category/).selectOption('all');
    const table = page.getByRole('table', { name: 'Finance report: profit (all areas)' });
    await table.waitFor();
    await settle(page);
    await screenshot(page, 'refunds-finance-report');
    const header = await table.getByRole('row').first().innerText();
    expect(header).toContain('Refunds paid out');
    const rows = table.getByRole('row');
    // Day, … Revenue, Refunds, Net, Expense, Profit, Refunds paid out
    expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toContain(today);
    expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toMatch(
      /\$17\.98 \$0\.00 \$17\.98 \$3\.00 \$14\.98 \$175\.00$/,
    );
    expect((await rows.nth(2).innerText()).replace(/\s+/g, ' ')).toMatch(
      /\$245\.00 \$175\.00 \$70\.00 \$0\.00 \$70\.00 \$0\.00$/,
    );
    expect(await page.getByText(/ticket sales by visit day/).count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
