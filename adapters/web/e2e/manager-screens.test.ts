import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, longDay } from '../../../core/shared/dates';
import { DEFAULT_SALES_DAYS } from '../../../core/orders/sales-window';
import type { CookieClient } from '../../http/testing/cookie-client';
import { clientAs, DEMO } from '../../http/testing/logins';
import { loadReportFixture } from '../../http/testing/report-fixture';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { accessibilityProblems } from './axe';
import { join } from 'node:path';
import {
  hasChromium,
  launchChromium,
  screenshot,
  SCREENSHOTS,
  settle,
  WEB_DIST,
  requireWebBuild,
} from './browser';

/**
 * Issue 29, items 8-12, the managers' screens in a real browser at a phone's size (390x844) and
 * a desktop's (1280x800): the capacity year calendar (every day of the sales window, by
 * keyboard), wide tables that scroll with their first column kept (cards on a phone), the audit
 * log in words and the park's time, the employee list with archive on the row, and a way back
 * to the park from the portals on a phone. Screenshots: test-results/screenshots/screens-*.png
 * (SHOT_PREFIX names a run, e.g. "before-").
 */
const PREFIX = process.env.SHOT_PREFIX ?? '';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
type Size = typeof PHONE;

describe.skipIf(!hasChromium)('browser: the managers’ screens (issue 29, 8-12)', () => {
  let park: TestPark;
  let browser: Browser;
  let manager: CookieClient;
  let today: string;
  let days: { D1: string; D3: string };
  let refundedOrder: number;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    days = await loadReportFixture(park);
    manager = await clientAs(park, 'manager');
    today = ((await manager.get('/park-info')).body as { today: string }).today;

    // The visitor's order of today: tickets (their PDF link) and a poncho the manager refunds.
    const visitor = await clientAs(park, 'visitor');
    const items = (await visitor.get('/get-merch')).body as { MId: number; name: string }[];
    const order = await visitor.post('/checkout', {
      tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
      visitDate: addDays(today, 2),
      attractions: ['Sky Wheel'],
      foodTickets: [],
      merchItems: [
        { MId: items.find((m) => m.name === 'Rain Poncho')!.MId, quantity: 1, size: 'M' },
      ],
      email: DEMO.visitor.email,
      phone: '512-555-0100',
      firstName: 'Vera',
      lastName: 'Visitor',
      address: '1 Main St',
      zipcode: '78701',
      city: 'Austin',
      state: 'TX',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    refundedOrder = (order.body as { orderId: number }).orderId;
    const account = (await manager.get(`/orders/${refundedOrder}`)).body as {
      lines: { line: string; kind: string }[];
    };
    const poncho = account.lines.find((l) => l.kind === 'merchandise')!;
    const refund = await manager.post(`/orders/${refundedOrder}/refund`, {
      reason: 'Torn seam',
      lines: [poncho.line],
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // An employee to list and archive.
    const hired = await manager.post('/addEmp', {
      fullname: 'Sam Sweeper',
      address: '2 Oak St',
      role: 'Staff',
      email: 'sam.sweeper@example.com',
      phoneNum: '5125550123',
      password: 'Sweeper#2026',
      DOB: '1990-04-02',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(hired.status, JSON.stringify(hired.body)).toBe(201);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function newPage(size: Size): Promise<Page> {
    // bypassCSP: the app's CSP (script-src 'self') would refuse axe-core's injected script.
    const context = await browser.newContext({ viewport: size, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }
  async function logIn(page: Page, who: 'manager' | 'visitor') {
    await page.goto(`${park.url}${who === 'manager' ? '/employee/login' : '/login'}`);
    await page.getByLabel(/^Email/).fill(DEMO[who].email);
    await page.getByLabel(/^Password/).fill(DEMO[who].password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }
  const shot = async (page: Page, name: string) => {
    await settle(page);
    await screenshot(page, `screens-${PREFIX}${name}`);
  };
  /** A picture of one part of a long page (the capacity page is some 13,000 px tall). */
  const shotOf = async (page: Page, part: Locator, name: string) => {
    await settle(page);
    await part.screenshot({ path: join(SCREENSHOTS, `screens-${PREFIX}${name}.png`) });
  };
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
  /** True when the element lies wholly inside the window, sideways. */
  async function inWindow(page: Page, target: Locator): Promise<boolean> {
    const box = await target.boundingBox();
    const width = page.viewportSize()!.width;
    return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
  }
  const dayName = (date: string) => new RegExp(`^${longDay(date)}: `);

  it('8: capacity of any day of the year, by calendar and keyboard, at both sizes', async () => {
    const page = await newPage(DESKTOP);
    await logIn(page, 'manager');
    await page.goto(`${park.url}/manager/capacity`);
    await page.getByRole('heading', { name: 'Capacity', level: 1 }).waitFor();
    const year = page.getByRole('region', { name: 'Capacity calendar' });
    await year.waitFor();
    await shot(page, '8-capacity-desktop');
    // The whole sales window: today to its last day, each day named with its figures.
    const last = addDays(today, DEFAULT_SALES_DAYS);
    await year.getByRole('gridcell', { name: dayName(today) }).waitFor();
    const lastCell = year.getByRole('gridcell', { name: dayName(last) });
    expect(await lastCell.getAttribute('aria-label')).toMatch(
      /: 0 of [\d,]+ sold, [\d,]+ left, open$/,
    );
    expect(await year.getByRole('gridcell', { name: dayName(addDays(last, 1)) }).count()).toBe(0);
    await year.getByText('Legend').waitFor();
    // 366 rows below, one a day.
    const table = page.getByRole('table', { name: /^Every day on sale/ });
    expect(await table.locator('tbody tr').count()).toBe(DEFAULT_SALES_DAYS + 1);

    // Keyboard: Tab reaches the picked day (today); arrows walk the grid across months.
    const first = year.getByRole('gridcell', { name: dayName(today) });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const target = addDays(today, 8);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      dayName(target),
    );
    // Focus shows the day's numbers in words beside the calendar.
    await year.getByText(new RegExp(`^${longDay(target)}: 0 of [\\d,]+ sold`)).waitFor();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('form', { name: 'Edit a day' });
    await expect.poll(() => edit.getByRole('combobox', { name: 'Day' }).innerText()).toBe(target);
    const close = page.getByRole('form', { name: 'Close a day' });
    expect(await close.getByRole('combobox', { name: 'Day to close' }).innerText()).toContain(
      longDay(target),
    );

    // A day ten months ahead, set by its cell: its name then says so.
    const far = addDays(today, 300);
    const farCell = year.getByRole('gridcell', { name: dayName(far) });
    await farCell.click();
    await expect.poll(() => edit.getByRole('combobox', { name: 'Day' }).innerText()).toBe(far);
    await edit.getByLabel('Capacity', { exact: true }).fill('1234');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(`${far}: capacity 1234, 1234 remaining`).waitFor();
    await expect.poll(() => farCell.getAttribute('aria-label')).toMatch(/0 of 1,234 sold/);
    await shot(page, '8-capacity-desktop-set');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: join(SCREENSHOTS, `screens-${PREFIX}8-capacity-desktop-top.png`),
    });
    await shotOf(page, year, '8-capacity-desktop-calendar');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.goto(`${park.url}/manager/capacity`);
    await year.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, '8-capacity-phone');
    await shotOf(page, year, '8-capacity-phone-calendar');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('9: wide tables scroll with their first column kept, or become cards on a phone', async () => {
    const page = await newPage(DESKTOP);
    await logIn(page, 'manager');
    await page.goto(`${park.url}/manager/data-reports`);
    await page.getByRole('button', { name: 'Finance' }).click();
    const filters = page.getByRole('group', { name: 'Finance report filters' });
    await filters.getByLabel(/^Start Date/).fill(days.D1);
    await filters.getByLabel(/^End Date/).fill(days.D3);
    await filters.getByLabel(/^Category/).selectOption('all');
    const table = page.getByRole('table', { name: 'Finance report: profit (all areas)' });
    await table.waitFor();
    await shot(page, '9-finance-desktop');
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    // The table's box scrolls sideways, is reached by Tab and says what it holds.
    const region = page.getByRole('region', { name: 'Finance report: profit (all areas)' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const profit = table.getByRole('columnheader', { name: 'Profit' });
    const firstHead = table.getByRole('columnheader').first();
    expect(await inWindow(page, profit)).toBe(true);
    const [box, head] = [await region.boundingBox(), await firstHead.boundingBox()];
    expect(Math.abs(head!.x - box!.x)).toBeLessThan(2); // the first column stays in view
    await shot(page, '9-finance-desktop-scrolled');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The audit log's headings are whole at a desktop's size.
    await page.goto(`${park.url}/manager/audit-log`);
    const audit = page.getByRole('table', { name: 'Audit entries, newest first' });
    await audit.waitFor();
    for (const heading of await audit.getByRole('columnheader').all()) {
      const [scroll, client] = await heading.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, await heading.innerText()).toBeLessThanOrEqual(client!);
      expect(await inWindow(page, heading), await heading.innerText()).toBe(true);
    }
    await shot(page, '9-audit-desktop');
    await page.context().close();

    // A visitor's Recent Orders on a phone: cards, the PDF link on the screen.
    const phone = await newPage(PHONE);
    await logIn(phone, 'visitor');
    await phone.goto(`${park.url}/user/recent-orders`);
    const link = phone.getByRole('link', { name: /^Download tickets \(PDF\)/ }).first();
    await link.waitFor();
    await shot(phone, '9-recent-orders-phone');
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    expect(await inWindow(phone, link)).toBe(true);
    expect(await accessibilityProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('10: the audit log in words, in the park’s time, with filters that fit', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const page = await newPage(size);
      await logIn(page, 'manager');
      await page.goto(`${park.url}/manager/audit-log`);
      const filters = page.getByRole('search', { name: 'Filter the audit log' });
      await filters.getByLabel('Action').selectOption('order.refund');
      await filters.getByRole('button', { name: 'Apply' }).click();
      const entry = page
        .getByRole('table', { name: 'Audit entries, newest first' })
        .getByRole('row')
        .filter({ hasText: `order ${refundedOrder}` });
      const cards = page.getByRole('list', { name: 'Audit entries, newest first' });
      const where = size === PHONE ? cards.getByRole('listitem') : entry;
      await where.first().waitFor();
      const text = await where.first().innerText();
      expect(text).toMatch(/Refunded: 1 × Rain Poncho \(M\), \$\d+\.\d\d/);
      expect(text).toContain('Torn seam');
      expect(text).not.toMatch(/merchandise-\d|→|\d{4}-\d\d-\d\dT/);
      // The time as the park's clock reads it, its zone named.
      expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4},\s+\d{1,2}:\d\d [AP]M (CST|CDT)/);
      // Each date filter shows its whole date.
      for (const label of ['From', 'To']) {
        const input = filters.getByLabel(label, { exact: true });
        const [scroll, client] = await input.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scroll).toBeLessThanOrEqual(client!);
        const box = (await input.boundingBox())!;
        expect(box.width, `${label} at ${size.width} px`).toBeGreaterThanOrEqual(150);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await shot(page, `10-audit-${size === PHONE ? 'phone' : 'desktop'}`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('11: Manage Employees lists the employees and archives one from its row', async () => {
    const page = await newPage(DESKTOP);
    await logIn(page, 'manager');
    await page.goto(`${park.url}/manager/manage-employees`);
    const list = page.getByRole('table', { name: 'Employees' });
    await list.waitFor();
    const row = list.getByRole('row').filter({ hasText: 'Sam Sweeper' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      /Sam Sweeper\s+Staff\s+sam\.sweeper@example\.com\s+Active/,
    );
    expect(await list.getByRole('row').filter({ hasText: DEMO.manager.email }).count()).toBe(1);
    await shot(page, '11-employees-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
    // By keyboard: the row's button, then the confirmation.
    await row.getByRole('button', { name: 'Archive Sam Sweeper' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Archive Sam Sweeper?' });
    await dialog.waitFor();
    await settle(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    const notice = page.getByRole('dialog', { name: 'Employee Archived' });
    await notice.waitFor();
    await notice.getByRole('button').first().click();
    await notice.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toMatch(/Archived/);
    expect(await row.getByRole('button', { name: 'Archive Sam Sweeper' }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, '11-employees-phone');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('12: on a phone both portals keep a way back to the park, and the cart', async () => {
    for (const who of ['manager', 'visitor'] as const) {
      const page = await newPage(PHONE);
      await logIn(page, who);
      await page.goto(`${park.url}${who === 'manager' ? '/manager/profile' : '/user/profile'}`);
      const home = page.getByRole('banner').getByRole('link', { name: /Dreamland Park/ });
      await home.waitFor();
      expect(await inWindow(page, home)).toBe(true);
      const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
      expect(await cart.isVisible()).toBe(true);
      await shot(page, `12-portal-${who}-phone`);
      expect(await accessibilityProblems(page)).toEqual([]);
      // By keyboard: Tab reaches the way back, Enter follows it.
      await home.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${park.url}/`);
      await page.context().close();
    }
    expect(errors).toEqual([]);
  });
});
