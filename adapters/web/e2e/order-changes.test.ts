import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, longDay } from '../../../core/shared/dates';
import type { DayAvailabilityBody } from '../../contract/capacity';
import type { OrderAccountBody } from '../../contract/order-changes';
import type { OrderBody } from '../../contract/orders';
import type { TicketBody } from '../../contract/tickets';
import type { CookieClient } from '../../http/testing/cookie-client';
import { clientAs, DEMO } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { accessibilityProblems } from './axe';
import { hasChromium, launchChromium, SCREENSHOTS, WEB_DIST, requireWebBuild } from './browser';
import { monthKey, monthOf, shiftMonth } from './calendar-months';
import { layoutShift, watchLayoutShift } from './layout-shift';

/** Where this file's screenshots go: E2E_SCREENSHOTS, or test-results/screenshots. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? SCREENSHOTS;

const SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Nov 26, 2026", as the tables write a day. */
const shortDay = (date: string) => SHORT.format(new Date(`${date}T12:00:00Z`));

/**
 * Cancellations, refunds, date changes and closed days in a real browser against the real
 * server, nothing faked: (a) a visitor buys on the site, then cancels the order from Recent
 * Orders and sees the refund and "Cancelled"; (b) a manager finds an order on the Orders page,
 * refunds one line with a reason and sees it marked refunded and the refund listed; (c) a
 * visitor follows a closed-day mail's "change date" link, logs in, meets a day that filled up
 * meanwhile (409, said in words, the calendar asks again) and moves the order; (d) a manager
 * closes a day on the Capacity page. Every screen is checked with axe-core (WCAG 2.1 AA) where
 * it is installed, and for layout shifts while it loads.
 */
describe.skipIf(!hasChromium)('browser: cancellations, refunds, date changes, closed days', () => {
  let park: TestPark;
  let browser: Browser;
  let op: ReturnType<typeof orderPark>;
  let manager: CookieClient;
  let today: string;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    op = orderPark(park);
    today = op.clock.today();
    manager = await clientAs(park, 'manager');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  /** A page that adds up its layout shifts (the CLS of web-vitals, without input's exclusion). */
  async function newPage(width = 1280, height = 900): Promise<Page> {
    // bypassCSP: the app's CSP (script-src 'self') would refuse axe-core's injected script.
    const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
    await watchLayoutShift(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }
  const settle = (page: Page) => page.waitForTimeout(400);

  /** A screenshot: the whole page from its top, or (a dialog open) what the window shows. */
  async function shot(page: Page, name: string) {
    await mkdir(SHOTS, { recursive: true });
    const dialog = (await page.getByRole('dialog').count()) > 0;
    if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: !dialog });
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
  }

  async function logInManager(page: Page) {
    await page.goto(`${park.url}/employee/login`);
    await logIn(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL('**/manager/dashboard');
  }

  /** The calendar inside `scope` turned to `date`'s month, once its days have stopped sliding. */
  async function calendarAt(scope: Locator, date: string): Promise<Locator> {
    const grid = scope.getByRole('grid');
    await grid.waitFor();
    const target = date.slice(0, 7);
    for (let turns = 0; turns < 24; turns += 1) {
      const labelId = await grid.getAttribute('aria-labelledby');
      const shown = monthKey(await scope.locator(`[id="${labelId}"]`).innerText());
      if (shown === target) {
        const month = scope.getByRole('grid', { name: monthOf(target) });
        await expect.poll(() => month.getByRole('rowgroup').count()).toBe(1);
        return month;
      }
      const later = target > shown;
      await scope.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
      await scope.getByRole('grid', { name: monthOf(shiftMonth(shown, later ? 1 : -1)) }).waitFor();
    }
    throw new Error(`The calendar never showed ${monthOf(target)}`);
  }
  async function dayCell(scope: Locator, date: string): Promise<Locator> {
    const grid = await calendarAt(scope, date);
    return grid.getByRole('gridcell').filter({ hasText: new RegExp(`^${Number(date.slice(8))}$`) });
  }

  async function setCapacity(date: string, capacity: number) {
    const res = await manager.request('PUT', '/capacity', { json: { date, capacity } });
    expect(res.status).toBe(200);
  }
  async function availability(date: string): Promise<DayAvailabilityBody> {
    const res = await manager.get(`/availability?from=${date}&to=${date}`);
    return (res.body as DayAvailabilityBody[])[0]!;
  }
  async function accountOf(orderId: number): Promise<OrderAccountBody> {
    const res = await manager.get(`/orders/${orderId}`);
    expect(res.status).toBe(200);
    return res.body as OrderAccountBody;
  }
  async function ticketsOf(orderId: number): Promise<TicketBody[]> {
    return (await manager.get(`/orders/${orderId}/tickets`)).body as TicketBody[];
  }

  it('(a) a visitor buys on the site, cancels from Recent Orders, and sees the refund and "Cancelled"', async () => {
    const { user } = await op.newVisitor();
    const visit = addDays(today, 7);
    const page = await newPage();
    await page.goto(`${park.url}/login`);
    await logIn(page, user.UEmail, 'Buyer#2024!');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${park.url}/tickets`);
    await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
    await (await dayCell(page.getByRole('region', { name: 'Visit day' }), visit)).click();
    await page.getByRole('button', { name: 'Increase Standard Ticket' }).click();
    await page.getByRole('button', { name: 'Increase Child Ticket' }).click();
    const ride = await page
      .getByRole('heading', { name: 'Sky Wheel', exact: true })
      .getAttribute('id');
    await page.locator(`button[aria-describedby="${ride}"]`).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();
    await page.goto(`${park.url}/checkout`);
    const fill = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await fill('Email', user.UEmail);
    await fill('Phone', '512-555-0100');
    await fill('First name', 'Bo');
    await fill('Last name', 'Buyer');
    await fill('Address', '1 Main St');
    await fill('City', 'Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await fill('Zipcode', '78701');
    await page.getByRole('button', { name: 'Complete order' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you! Your order has been confirmed!' });
    await thanks.waitFor({ timeout: 30_000 });
    const href = await thanks
      .getByRole('link', { name: 'Download your tickets (PDF)' })
      .getAttribute('href');
    const orderId = Number(/\d+/.exec(href!)![0]);
    const bought = await accountOf(orderId);
    expect(bought).toMatchObject({ status: 'paid', visitDate: visit, cancellable: true });
    const soldBefore = (await availability(visit)).sold;

    await page.goto(`${park.url}/user/recent-orders`);
    const table = page.getByRole('table', { name: 'Your orders and their status' });
    const row = table.getByRole('row').filter({ hasText: `#${orderId}` });
    const cancel = row.getByRole('button', { name: `Cancel order ${orderId}` });
    await cancel.waitFor();
    expect(await row.innerText()).toContain('Paid');
    await settle(page);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await shot(page, 'orders-1-recent-orders');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Keyboard only: focus the button, Enter opens the dialog.
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    const confirm = dialog.getByRole('button', {
      name: `Cancel order and refund $${bought.cancelRefund!.toFixed(2)}`,
    });
    await confirm.waitFor();
    expect(await dialog.innerText()).toContain('its 2 tickets become void');
    await settle(page);
    await shot(page, 'orders-2-cancel-dialog');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await confirm.click();
    const done = page.getByRole('dialog', { name: `Order #${orderId} is cancelled` });
    await done
      .getByText(`$${bought.total.toFixed(2)} is refunded to you.`, { exact: false })
      .waitFor();
    await settle(page);
    await shot(page, 'orders-3-cancelled');
    await done.getByRole('button', { name: 'Close' }).click();
    await row.getByText(`on ${shortDay(today)} — $${bought.total.toFixed(2)} refunded`).waitFor();
    expect(await row.innerText()).toContain('Cancelled');
    expect(await row.getByRole('button').count()).toBe(1); // only its details
    await shot(page, 'orders-4-recent-orders-cancelled');

    expect(await accountOf(orderId)).toMatchObject({ status: 'cancelled', refunded: bought.total });
    expect((await ticketsOf(orderId)).map((t) => t.status)).toEqual(['void', 'void']);
    expect((await availability(visit)).sold).toBe(soldBefore - 2);
    await page.context().close();
  });

  it('(b) a manager finds an order, refunds one line with a reason, sees it refunded and listed', async () => {
    const { c } = await op.newVisitor();
    const placed = await c.post('/checkout', {
      ...(await op.sampleRequest()),
      visitDate: addDays(today, 3),
      email: 'refund-me@example.com',
    });
    expect(placed.status).toBe(200);
    const { orderId } = placed.body as OrderBody;
    const child = (await accountOf(orderId)).lines.find((l) => l.detail === 'Child')!;

    const page = await newPage();
    await logInManager(page);
    await page
      .getByRole('navigation', { name: 'Manager Portal' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Email').fill('REFUND-ME@example.com');
    await search.getByLabel('Email').press('Enter');
    const panel = page.getByRole('region', { name: `Order #${orderId}` });
    const lines = panel.getByRole('table', { name: `Lines of order ${orderId}` });
    await lines.waitFor();
    await panel
      .getByRole('table', { name: `Tickets of order ${orderId}` })
      .getByText('Valid')
      .first()
      .waitFor();
    await settle(page);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await shot(page, 'orders-5-manager-order');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Keyboard: the checkbox with Space, the reason typed, the button with Enter.
    const box = panel.getByRole('checkbox', { name: 'Choose Child Ticket (Child) to refund' });
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await panel.getByRole('textbox', { name: 'Reason' }).fill('Sick child');
    await panel.getByRole('button', { name: 'Refund selected lines (1)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Refund \$[\d.]+ of order #\d+\?$/ });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Child Ticket (Child)');
    await settle(page);
    await shot(page, 'orders-6-refund-confirm');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    const title = await dialog.getByRole('heading').innerText();
    const amount = /\$([\d.]+)/.exec(title)![1]!;
    await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
    await panel
      .getByText(
        new RegExp(
          `^Refunded \\$${amount.replace('.', '\\.')} \\(refund #\\d+\\): Child Ticket\\.$`,
        ),
      )
      .waitFor();
    const childRow = lines.getByRole('row').filter({ hasText: 'Child Ticket' });
    await childRow.getByText('Refunded').waitFor();
    const refunds = panel.getByRole('table', { name: `Refunds of order ${orderId}` });
    await refunds.getByText('Sick child').waitFor();
    expect(await refunds.innerText()).toContain(`$${amount}`);
    await panel.getByText('Partly refunded').waitFor();
    await settle(page);
    await shot(page, 'orders-7-manager-refunded');
    // On a phone: the tables scroll sideways inside their boxes, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'orders-7b-manager-phone');

    const after = await accountOf(orderId);
    expect(after.status).toBe('partly-refunded');
    expect(after.lines.find((l) => l.line === child.line)!.refunded).toBe(true);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        reason: 'Sick child',
        lines: [child.line],
        amount: Number(amount),
      }),
    ]);
    expect((await ticketsOf(orderId)).find((t) => t.type === 'child')!.status).toBe('void');

    // The refund is in the audit log, naming the manager, with its before and after.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('navigation', { name: 'Manager Portal' })
      .getByRole('link', { name: 'Audit Log' })
      .click();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Action').selectOption('order.refund');
    await filters.getByRole('button', { name: 'Apply' }).click();
    const entries = page.getByRole('table', { name: 'Audit entries, newest first' });
    const entry = entries.getByRole('row').filter({ hasText: `order ${orderId}` });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('manager@example.com');
    await entry
      .getByRole('button', { name: `Show before and after of order.refund on order ${orderId}` })
      .click();
    await page.getByText('Sick child').first().waitFor();
    await settle(page);
    await shot(page, 'orders-7c-audit-entry');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('(c) a visitor follows the mail’s change-date link, logs in, meets a full day, and moves the order', async () => {
    const { c, user } = await op.newVisitor();
    const from = addDays(today, 9);
    const full = addDays(today, 11);
    const to = addDays(today, 12);
    const placed = await c.post('/checkout', { ...(await op.sampleRequest()), visitDate: from });
    expect(placed.status).toBe(200);
    const { orderId } = placed.body as OrderBody;
    const codes = (await ticketsOf(orderId)).map((t) => t.code);
    await setCapacity(full, 10);

    const page = await newPage();
    await page.goto(`${park.url}/user/recent-orders?order=${orderId}&action=change-date`);
    await page.waitForURL('**/login');
    await logIn(page, user.UEmail, 'Buyer#2024!');
    const dialog = page.getByRole('dialog', { name: `Change the date of order #${orderId}` });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe(`?order=${orderId}&action=change-date`);
    await dialog.getByText(`Now for ${longDay(from)}.`).waitFor();
    const current = await dayCell(dialog, from);
    await expect.poll(() => current.getAttribute('title')).toBe('Current visit day');
    expect(await current.isDisabled()).toBe(true);

    // The full day is chosen; then it fills up before "Move".
    await (await dayCell(dialog, full)).click();
    await dialog.getByText(`New day: ${longDay(full)}`).waitFor();
    await settle(page);
    await shot(page, 'orders-8-change-date-dialog');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await setCapacity(full, 2);
    await dialog.getByRole('button', { name: `Move to ${longDay(full)}` }).click();
    await dialog
      .getByRole('alert')
      .getByText(`Only 2 tickets left for ${longDay(full)}`)
      .waitFor();
    const refused = await dayCell(dialog, full);
    await expect.poll(() => refused.getAttribute('title')).toBe('Only 2 left');
    expect(await refused.isDisabled()).toBe(true);
    await settle(page);
    await shot(page, 'orders-9-change-date-409');

    await (await dayCell(dialog, to)).click();
    await dialog.getByRole('button', { name: `Move to ${longDay(to)}` }).click();
    await dialog
      .getByText(`Order #${orderId} is now for ${longDay(to)}.`, { exact: false })
      .waitFor();
    await settle(page);
    await shot(page, 'orders-10-moved');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page
      .getByRole('table', { name: 'Your orders and their status' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await row.getByText(shortDay(to)).waitFor();
    expect(new URL(page.url()).search).toBe('');
    // On a phone: the page does not scroll sideways, and the dialog fills the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // One order per line: its status and buttons in view.
    const card = page
      .getByRole('list', { name: 'Your orders and their status' })
      .getByRole('listitem')
      .filter({ hasText: `#${orderId}` });
    const change = card.getByRole('button', { name: `Change date of order ${orderId}` });
    await change.waitFor();
    const box = (await card
      .getByRole('button', { name: `Cancel order ${orderId}` })
      .boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(page, 'orders-10b-phone-recent-orders');
    await change.click();
    await dialog.getByRole('grid').waitFor();
    await settle(page);
    await shot(page, 'orders-10c-phone-change-date');
    await dialog.getByRole('button', { name: 'Keep this day' }).click();

    const tickets = await ticketsOf(orderId);
    expect(tickets.map((t) => t.code)).toEqual(codes);
    expect(tickets.every((t) => t.visitDate === to)).toBe(true);
    expect((await availability(full)).sold).toBe(0);
    await page.context().close();
  });

  it('(d) a manager closes a day on the Capacity page: "Closed …; 1 guest mailed", then 409 in words', async () => {
    const day = addDays(today, 20);
    const { c } = await op.newVisitor();
    expect(
      (await c.post('/checkout', { ...(await op.sampleRequest()), visitDate: day })).status,
    ).toBe(200);

    const page = await newPage();
    await logInManager(page);
    await page.goto(`${park.url}/manager/capacity`);
    const form = page.getByRole('form', { name: 'Close a day' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Day to close' }).click();
    await page.getByRole('option', { name: new RegExp(`^${longDay(day)}`) }).click();
    await form.getByRole('textbox', { name: 'Reason' }).fill('Storm warning');
    await form.getByRole('button', { name: 'Close this day' }).click();
    const dialog = page.getByRole('dialog', { name: `Close ${longDay(day)}?` });
    await dialog.waitFor();
    await settle(page);
    await shot(page, 'orders-11-close-day-confirm');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close the day' }).click();
    await form.getByText(`Closed ${longDay(day)}; 1 guest mailed.`).waitFor();
    await settle(page);
    await shot(page, 'orders-11b-closed');
    expect((await availability(day)).status).toBe('closed');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Storm warning');
    await form.getByRole('button', { name: 'Close this day' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').innerText()).toMatch(/already closed/i);
    await settle(page);
    await shot(page, 'orders-12-close-day-409');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('(e) a manager refunds 1 of 2 tickets with a quantity; the visitor may still cancel what is left', async () => {
    const { c, user } = await op.newVisitor();
    const visit = addDays(today, 5);
    const placed = await c.post('/checkout', {
      ...(await op.sampleRequest()),
      visitDate: visit,
      email: user.UEmail,
    });
    expect(placed.status).toBe(200);
    const { orderId } = placed.body as OrderBody;
    const bought = await accountOf(orderId);
    const standard = bought.lines.find((l) => l.detail === 'Standard')!;
    expect(standard.quantity).toBe(2);
    const soldBefore = (await availability(visit)).sold;

    const page = await newPage();
    await logInManager(page);
    await page.goto(`${park.url}/manager/orders?order=${orderId}`);
    const panel = page.getByRole('region', { name: `Order #${orderId}` });
    const howMany = panel.getByRole('combobox', {
      name: 'How many of Standard Ticket (Standard) to refund, of 2 left',
    });
    await howMany.waitFor();
    await panel
      .getByRole('table', { name: `Tickets of order ${orderId}` })
      .getByText('Valid')
      .first()
      .waitFor();
    await settle(page);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    // Keyboard: the quantity chosen in its list, which chooses the line.
    await howMany.focus();
    await howMany.selectOption('1');
    expect(
      await panel
        .getByRole('checkbox', { name: 'Choose Standard Ticket (Standard) to refund' })
        .isChecked(),
    ).toBe(true);
    await panel.getByRole('textbox', { name: 'Reason' }).fill('One guest ill');
    await shot(page, 'orders-13-manager-quantity');
    expect(await accessibilityProblems(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Refund selected lines (1)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Refund \$[\d.]+ of order #\d+\?$/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('table', { name: 'Lines to refund' }).innerText()).toMatch(
      /Standard Ticket \(Standard\)\s+1 of 2\s+\$/,
    );
    await settle(page);
    await shot(page, 'orders-14-refund-1-of-2-confirm');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    const amount = /\$([\d.]+)/.exec(await dialog.getByRole('heading').innerText())![1]!;
    await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
    await panel.getByText(/^Refunded \$[\d.]+ \(refund #\d+\): 1 × Standard Ticket\.$/).waitFor();
    const row = panel
      .getByRole('table', { name: `Lines of order ${orderId}` })
      .getByRole('row')
      .filter({ hasText: 'Standard Ticket' });
    await row.getByText('1 of 2').waitFor();
    await settle(page);
    await shot(page, 'orders-15-manager-1-of-2-refunded');
    expect(await accessibilityProblems(page)).toEqual([]);
    const tickets = (await ticketsOf(orderId)).filter((t) => t.type === 'standard');
    expect(tickets.map((t) => t.status).sort()).toEqual(['valid', 'void']);
    expect((await availability(visit)).sold).toBe(soldBefore - 1);
    await page.context().close();

    // The visitor: still Change date, and "Cancel what is left" for what was not refunded.
    const mine = await newPage();
    await mine.goto(`${park.url}/login`);
    await logIn(mine, user.UEmail, 'Buyer#2024!');
    await mine.waitForURL((url) => url.pathname === '/');
    await mine.goto(`${park.url}/user/recent-orders`);
    const orders = mine.getByRole('table', { name: 'Your orders and their status' });
    const mineRow = orders.getByRole('row').filter({ hasText: `#${orderId}` });
    const cancel = mineRow.getByRole('button', { name: `Cancel what is left of order ${orderId}` });
    await cancel.waitFor();
    await mineRow.getByRole('button', { name: `Change date of order ${orderId}` }).waitFor();
    expect(await mineRow.innerText()).toContain('Partly refunded');
    await settle(mine);
    await shot(mine, 'orders-16-visitor-partly-refunded');
    expect(await layoutShift(mine)).toBeLessThan(0.1);
    expect(await accessibilityProblems(mine)).toEqual([]);
    await cancel.focus();
    await mine.keyboard.press('Enter');
    const what = mine.getByRole('dialog', { name: `Cancel what is left of order #${orderId}?` });
    await what.waitFor();
    expect(await what.innerText()).toContain('Part of this order was refunded already');
    expect(await what.innerText()).toContain('its 2 tickets become void');
    await settle(mine);
    await shot(mine, 'orders-17-visitor-cancel-what-is-left');
    expect(await accessibilityProblems(mine, '[role="dialog"]')).toEqual([]);
    await mine.keyboard.press('Escape');
    await mine.setViewportSize({ width: 390, height: 844 });
    await settle(mine);
    expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(mine, 'orders-17b-visitor-phone');
    expect(await accessibilityProblems(mine)).toEqual([]);
    expect(errors).toEqual([]);
    await mine.context().close();
  });
});
