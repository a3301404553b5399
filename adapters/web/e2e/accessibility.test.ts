import { readFile } from 'node:fs/promises';

import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import { DEMO, clientAs } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { EMPLOYEE_PORTAL, MANAGER_PORTAL } from '../src/components/portal-nav';
import { axeViolations, violationReport, type AxeViolation } from './axe';
import { hasChromium, launchChromium, settle, WEB_DIST, requireWebBuild } from './browser';
import { PUBLIC_PAGES } from './public-pages';

const ROUTES_FILE = fileURLToPath(new URL('../src/router/routes.tsx', import.meta.url));

/** Every route of the public site, as an anonymous visitor sees it (and a path nobody knows). */
const ANONYMOUS_ROUTES = [...PUBLIC_PAGES, '/no-such-ride'];
/** A logged-in visitor: the public site, the pages only they reach, their own portal. */
const VISITOR_ROUTES = [
  '/',
  '/tickets',
  '/attractions',
  '/Shop',
  '/ContactUs',
  '/checkout',
  '/user/profile',
  '/user/recent-orders',
];
/** The Employee Portal (staff), with the pages its sidebar does not list. */
const STAFF_ROUTES = [
  ...EMPLOYEE_PORTAL.links.map((l) => l.to),
  '/employee/dashboard',
  '/employee/choose-password',
];
const MANAGER_ROUTES = MANAGER_PORTAL.links.map((l) => l.to);

/** The paths routes.tsx declares (React Router matches them case-insensitively). */
async function declaredRoutes(): Promise<string[]> {
  const source = await readFile(ROUTES_FILE, 'utf8');
  return [...source.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/**
 * axe-core (WCAG 2.1 A and AA) on every route of the public site (anonymous and logged in), of
 * the Employee Portal and of the Manager Portal, in the built app against the real server: each
 * page once its data is in, every collapsed section of a portal page opened, and the dialogs
 * and error states a visitor or employee meets without trying hard (a failed login, the
 * checkout's missing fields, an order's details, the URGENT notice that opens by itself), and
 * at 390 px the public menu and the portal's drawer. One browser, one server, one page per
 * role, moving within the app once it is loaded. A failure lists each screen's violations with axe's
 * reasons.
 */
describe.skipIf(!hasChromium)('browser: no axe violations on any route, for any role', () => {
  let park: TestPark;
  let browser: Browser;
  let orderId: number;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    // The demo visitor has an order, so Recent Orders has a row and a details dialog.
    const visitor = await clientAs(park, 'visitor');
    const op = orderPark(park);
    const placed = await visitor.post('/checkout', {
      ...(await op.sampleRequest()),
      visitDate: addDays(op.clock.today(), 7), // still cancellable
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderId = (placed.body as { orderId: number }).orderId;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  /** A fresh context (its own cookies and storage) whose page accepts axe's injected script. */
  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
    // Requests still unanswered. Not "networkidle": a response whose body the app never reads
    // (the session probes' 401) keeps Chrome's request open, so the network never goes idle.
    const waiting = new Set<Request>();
    page.on('request', (r) => waiting.add(r));
    page.on('response', (r) => waiting.delete(r.request()));
    page.on('requestfailed', (r) => waiting.delete(r));
    unanswered.set(page, waiting);
    return { context, page };
  }
  const unanswered = new WeakMap<Page, Set<Request>>();

  /** Waits until every request the page made has its answer, and nothing new for 300 ms. */
  async function answered(page: Page) {
    const waiting = unanswered.get(page)!;
    let quiet = 0;
    while (quiet < 2) {
      await page.waitForTimeout(100);
      quiet = waiting.size === 0 ? quiet + 1 : 0;
    }
  }

  /**
   * Opens `path` and waits for its data and its heading (or a dialog that opened at once). Once
   * the app is loaded it moves within it (history.pushState and popstate, as Back does), which
   * is much quicker than loading the whole app again for every page.
   */
  async function open(page: Page, path: string) {
    if (page.url().startsWith(park.url))
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    else await page.goto(`${park.url}${path}`);
    await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBeTruthy();
    await page.locator('h1, [role="dialog"]').first().waitFor();
    await answered(page);
    await settle(page);
  }

  /** Each screen's violations, checked when the role's test ends. */
  function screens() {
    const found = new Map<string, AxeViolation[]>();
    return {
      async check(page: Page, screen: string) {
        found.set(screen, await axeViolations(page));
      },
      expectNone() {
        expect(found.size).toBeGreaterThan(0);
        expect(violationReport(found), 'axe found WCAG 2.1 A/AA violations').toBe('');
      },
    };
  }

  /**
   * Opens every collapsed section of a portal page (their forms mount on first opening), from
   * the last up, so an opening section does not move the buttons still to be clicked.
   */
  async function expandAll(page: Page) {
    const closed = page.locator('main button[aria-expanded="false"][aria-controls]');
    for (let n = await closed.count(); n > 0; n -= 1) await closed.last().click();
    await answered(page);
    await settle(page);
  }

  async function logIn(page: Page, path: string, email: string, password: string) {
    await open(page, path);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
  }

  it('visits every route routes.tsx declares', async () => {
    const visited = new Set(
      [...ANONYMOUS_ROUTES, ...VISITOR_ROUTES, ...STAFF_ROUTES, ...MANAGER_ROUTES].map((p) =>
        p.toLowerCase(),
      ),
    );
    const declared = await declaredRoutes();
    expect(declared.length).toBeGreaterThan(30);
    const missed = declared
      .filter((path) => path !== '*')
      .filter((path) => !visited.has(`/${path}`.toLowerCase()));
    expect(missed).toEqual([]);
  });

  it('the public site, anonymous: every page, a failed login and a refused signup', async () => {
    const { context, page } = await newPage();
    const found = screens();
    for (const path of ANONYMOUS_ROUTES) {
      await open(page, path);
      await found.check(page, `anonymous ${path}`);
    }

    // On a phone the page links fold into the Menu button's panel.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Attractions' })
      .waitFor();
    await found.check(page, 'anonymous / at 390 px, the menu open');
    await page.setViewportSize({ width: 1280, height: 900 });

    await open(page, '/attractions');
    await page.locator('[aria-haspopup="dialog"]').first().click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await found.check(page, 'anonymous /attractions, an attraction’s dialog');

    for (const path of ['/login', '/employee/login']) {
      await logIn(page, path, 'nobody@example.com', 'wrong password');
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await found.check(page, `anonymous ${path}, the failed-login dialog`);
    }

    await open(page, '/auth/signup');
    await page.getByLabel(/^Email/).fill(DEMO.visitor.email);
    await page.getByLabel(/^Full name/).fill('Vera Again');
    await page.getByLabel(/^Password/).fill('Another#2024');
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await found.check(page, 'anonymous /auth/signup, the refused-signup dialog');

    found.expectNone();
    await context.close();
  });

  it('the public site, logged in: every page, a cart at checkout with its missing fields, an order’s details', async () => {
    const { context, page } = await newPage();
    const found = screens();
    await logIn(page, '/login', DEMO.visitor.email, DEMO.visitor.password);
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of VISITOR_ROUTES) {
      await open(page, path);
      await found.check(page, `visitor ${path}`);
    }

    // A shop item in the cart; the checkout form sent empty says what is missing.
    await open(page, '/Shop');
    const item = page.getByRole('article').first();
    await item.getByRole('button', { name: 'M', exact: true }).click();
    await item.getByRole('button', { name: /^Increase/ }).click();
    await item.getByRole('button', { name: 'Add to cart' }).click();
    await item.getByRole('status').waitFor();
    await found.check(page, 'visitor /Shop, an item in the cart');
    await open(page, '/checkout');
    for (const field of ['Email', 'First name', 'Last name', 'Address', 'City', 'Zipcode'])
      await page.getByLabel(field, { exact: true }).fill('');
    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByRole('alert').first().waitFor();
    await settle(page);
    await found.check(page, 'visitor /checkout, missing fields');

    await open(page, '/user/recent-orders');
    await page
      .getByRole('button', { name: `Order ${orderId} details` })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await found.check(page, 'visitor /user/recent-orders, an order’s details');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: `Cancel order ${orderId}` })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await found.check(page, 'visitor /user/recent-orders, the cancel dialog');

    found.expectNone();
    await context.close();
  });

  it('the Employee Portal (staff): every page with its sections open, and the URGENT notice', async () => {
    const { context, page } = await newPage();
    const found = screens();
    await logIn(page, '/employee/login', DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/employee/profile');
    for (const path of STAFF_ROUTES) {
      await open(page, path);
      const urgent = page.getByRole('dialog', { name: 'URGENT!' });
      if (path === '/employee/maintenance') {
        await urgent.waitFor();
        await settle(page);
        await found.check(page, `staff ${path}, the URGENT notice`);
        await urgent.getByRole('button', { name: 'Close' }).click();
        await urgent.waitFor({ state: 'hidden' });
      }
      await expandAll(page);
      await found.check(page, `staff ${path}`);
    }
    found.expectNone();
    await context.close();
  });

  it('the Manager Portal: every page with its sections open', async () => {
    const { context, page } = await newPage();
    const found = screens();
    await logIn(page, '/employee/login', DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL('**/manager/dashboard');
    for (const path of MANAGER_ROUTES) {
      await open(page, path);
      const urgent = page.getByRole('dialog', { name: 'URGENT!' });
      if ((await urgent.count()) > 0) {
        await found.check(page, `manager ${path}, the URGENT notice`);
        await urgent.getByRole('button', { name: 'Close' }).click();
        await urgent.waitFor({ state: 'hidden' });
      }
      await expandAll(page);
      await found.check(page, `manager ${path}`);
    }
    // On a phone the sidebar is a drawer behind a menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/manager/dashboard');
    await page.getByRole('button', { name: 'Open the Manager Portal menu' }).click();
    await page.getByRole('navigation', { name: 'Manager Portal' }).waitFor();
    await settle(page);
    await found.check(page, 'manager /manager/dashboard at 390 px, the sidebar drawer open');

    found.expectNone();
    expect(errors).toEqual([]);
    await context.close();
  });
});
