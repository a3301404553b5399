import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { CART_STORAGE_KEY } from '../src/app/cart/cart-storage';
import { DEMO, clientAs } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { accessibilityProblems } from './axe';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';

/**
 * The keyboard alone, in the built app against the real server: no clicks, only keys (and the
 * address bar). Each flow says where focus must be:
 * - a dialog that opens by itself (the URGENT notice as the maintenance page loads, or from the
 *   sidebar; a mail's change-date link) hands focus to the page's heading when it closes, with
 *   Escape or its button; a dialog a button opened gives focus back to that button;
 * - the checkout's confirmation closes with Escape (to the home page, as its button does);
 * - on a 390 px phone the Menu button's links come right after it in the Tab order (before the
 *   logo, Log in and the cart), and Escape closes the panel with focus back on the button.
 */
describe.skipIf(!hasChromium)('browser: keyboard only, and where focus goes', () => {
  let park: TestPark;
  let browser: Browser;
  let orderId: number;
  let visitDate: string;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    const op = orderPark(park);
    visitDate = addDays(op.clock.today(), 7);
    const visitor = await clientAs(park, 'visitor');
    const placed = await visitor.post('/checkout', { ...(await op.sampleRequest()), visitDate });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderId = (placed.body as { orderId: number }).orderId;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function newPage(width = 1280, height = 900): Promise<Page> {
    // bypassCSP: axe-core is injected for the phone menu's check.
    const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }
  const go = (page: Page, path: string) => page.goto(`${park.url}${path}`);

  /** What has focus: "tag: accessible name", or "body". */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
      const name = el.getAttribute('aria-label') || label?.textContent || el.textContent || '';
      return `${el.tagName.toLowerCase()}: ${name
        .replace(/\s+/g, ' ')
        .replace(/\s*\*$/, '')
        .trim()}`;
    });
  /** Presses Tab until focus is on `target` (at most `limit` times); the stops on the way. */
  async function tabTo(page: Page, target: string, limit = 25): Promise<string[]> {
    const stops: string[] = [];
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      stops.push(now);
      if (now === target) return stops;
    }
    throw new Error(`Tab never reached ${target}; it went ${stops.join(' → ')}`);
  }

  /** Logs in on a login page whose Email field has focus as it opens. */
  async function logIn(page: Page, path: string, email: string, password: string) {
    await go(page, path);
    await page.getByRole('button', { name: /log in/i }).waitFor();
    // The Email field takes focus as the form appears; should it not have, Tab goes to it.
    if ((await focused(page)) !== 'input: Email') await tabTo(page, 'input: Email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Password');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
  }

  it('the URGENT notice opens by itself; closed with Escape or its button, focus goes to the heading', async () => {
    const page = await newPage();
    await logIn(page, '/employee/login', DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/employee/profile');
    const heading = 'h1: Maintenance Requests';
    const urgent = page.getByRole('dialog', { name: 'URGENT!' });

    // Loaded by the address: the dialog takes focus (its Close button); Escape closes it.
    await go(page, '/employee/maintenance');
    await urgent.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Close');
    await page.keyboard.press('Escape');
    await urgent.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(heading);
    await screenshot(page, 'keyboard-1-urgent-closed-heading');
    // From the heading, Tab goes on into the page.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Submit Request');

    // Loaded again: Enter on Close does the same.
    await go(page, '/employee/maintenance');
    await urgent.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Close');
    await page.keyboard.press('Enter');
    await urgent.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(heading);

    // Reached from the sidebar by Tab and Enter: it still opened by itself, so the heading too.
    await go(page, '/employee/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, 'a: Maintenance Requests');
    await page.keyboard.press('Enter');
    await urgent.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Close');
    await page.keyboard.press('Escape');
    await urgent.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(heading);
    await page.context().close();
  });

  it('a mail’s change-date link opens a dialog that gives focus to the heading; one a button opened gives it back to the button', async () => {
    const page = await newPage();
    await logIn(page, '/login', DEMO.visitor.email, DEMO.visitor.password);
    await page.waitForURL((url) => url.pathname === '/');

    await go(page, `/user/recent-orders?order=${orderId}&action=change-date`);
    const change = page.getByRole('dialog', { name: `Change the date of order #${orderId}` });
    await change.waitFor();
    await change.getByRole('grid').waitFor();
    await page.keyboard.press('Escape');
    await change.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('h1: Recent Orders');

    // Tab to the order's details button; Enter opens them, Escape gives focus back to it.
    const details = `button: Order ${orderId} details`;
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Order #${orderId}` });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(details);
    await page.context().close();
  });

  it('the checkout’s confirmation closes with Escape, to the home page as its button does', async () => {
    const page = await newPage();
    await logIn(page, '/login', DEMO.visitor.email, DEMO.visitor.password);
    await page.waitForURL((url) => url.pathname === '/');
    // A cart with one Standard ticket for the Sky Wheel, as the tickets page would leave it.
    await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
      CART_STORAGE_KEY,
      JSON.stringify({
        tickets: { standardTicket: 1, expressTicket: 0, childTicket: 0 },
        meals: {},
        attractions: ['Sky Wheel'],
        visitDate,
        merchandise: {},
      }),
    ] as const);
    await go(page, '/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();

    // Tab through the form, typing what the account did not fill in; Enter sends it.
    const typed: Record<string, string> = {
      'input: Email': DEMO.visitor.email,
      'input: Phone': '512-555-0100',
      'input: First name': 'Vera',
      'input: Last name': 'Visitor',
      'input: Address': '1 Main St',
      'input: City': 'Austin',
      'select: State': 'Texas',
      'input: Zipcode': '78701',
    };
    const stops: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      stops.push(now);
      if (now === 'button: Complete order') break;
      const value = typed[now];
      const empty = await page.evaluate(
        () => (document.activeElement as HTMLInputElement).value === '',
      );
      if (value && (empty || now.startsWith('select'))) await page.keyboard.type(value);
    }
    expect(await focused(page), stops.join(' → ')).toBe('button: Complete order');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Thank you! Your order has been confirmed!' });
    await thanks.waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(page)).toBe('button: Return to home');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');
    await thanks.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('on a 390 px phone the menu’s links come right after its button; Escape closes it and focus returns', async () => {
    const page = await newPage(390, 844);
    await go(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Dreamland Park' }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });

    expect(await tabTo(page, 'button: Menu')).toEqual(['a: Skip to main content', 'button: Menu']);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const stops = await tabTo(page, 'a: Cart, empty');
    expect(stops).toEqual([
      'a: Tickets',
      'a: Attractions',
      'a: Shop',
      'a: Dreamland Park',
      'a: Log in',
      'a: Cart, empty',
    ]);
    await screenshot(page, 'keyboard-2-phone-menu-open');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Escape inside the panel: closed, focus on the button.
    await page.keyboard.press('Shift+Tab'); // Log in
    await page.keyboard.press('Shift+Tab'); // the logo
    await page.keyboard.press('Shift+Tab'); // Shop, in the panel
    expect(await focused(page)).toBe('a: Shop');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('button: Menu');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Shop' }).count()).toBe(0);
    // Closed, Tab goes from the button to the logo; Escape on the open button closes it too.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Dreamland Park');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('button: Menu');

    // Enter on a link in the panel opens the page and closes the panel.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Tickets
    await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
