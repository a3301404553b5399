import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve, TOKENS } from '../../tokens';
import { listOutbox } from '../../persistence/index';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';

/**
 * A visitor's whole path in a real browser against the real server and database: sign up,
 * log in, choose tickets, attractions, meals and merchandise, check out, see exactly those
 * lines and totals in Recent Orders and the detail dialog, send a contact message, edit the
 * profile, and reset the password through the outbox link. Screenshots of each page go to
 * test-results/screenshots/journey-*.png.
 */
describe.skipIf(!hasChromium)('browser: a visitor from sign-up to password reset', () => {
  let park: TestPark;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const email = `journey-${Date.now()}@example.com`;
  const password = 'Journey#2024';
  const newPassword = 'Journey#2025';

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  const go = (path: string) => page.goto(`${park.url}${path}`);
  /** The button that a heading describes (aria-describedby), e.g. an item's add button. */
  async function describedBy(heading: string) {
    const id = await page.getByRole('heading', { name: heading, exact: true }).getAttribute('id');
    return page.locator(`button[aria-describedby="${id}"]`);
  }
  const settle = () => page.waitForTimeout(400); // let transitions finish before a picture

  async function logIn(pass: string) {
    await go('/login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(pass);
    await page.getByRole('button', { name: /log in/i }).click();
  }

  it('signs up and logs in', async () => {
    await go('/auth/signup');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Full name/).fill('Jo Journey');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    await logIn(password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'My profile' }).waitFor();
  });

  it('picks tickets, an attraction and meal vouchers, and adds them to the cart', async () => {
    await go('/tickets');
    const more = (label: string) => page.getByRole('button', { name: `Increase ${label}` });
    await more('Standard Ticket').click();
    await more('Standard Ticket').click();
    await more('Child Ticket').click();
    const skyWheel = await describedBy('Sky Wheel');
    await skyWheel.click();
    await expect.poll(() => skyWheel.innerText()).toBe('Added ✔');
    await more('The Golden Fork meal vouchers').click();
    await more('The Golden Fork meal vouchers').click();
    await screenshot(page, 'journey-01-tickets');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, 2 items/ }).waitFor();
  });

  it('adds a sized item from the shop', async () => {
    await go('/shop');
    await page
      .getByRole('group', { name: 'Size of Rain Poncho' })
      .getByRole('button', { name: 'M' })
      .click();
    await page.getByRole('button', { name: 'Increase Rain Poncho' }).click();
    await (await describedBy('Rain Poncho')).click();
    await page.getByRole('link', { name: /^Cart, 3 items/ }).waitFor();
    await screenshot(page, 'journey-02-shop');
  });

  it('shows the cart dropdown and goes to checkout', async () => {
    await page.getByRole('link', { name: /^Cart, 3 items/ }).hover();
    const dropdown = page.getByRole('region', { name: 'Cart contents' });
    await dropdown.waitFor();
    const text = await dropdown.innerText();
    expect(text).toContain('Sky Wheel');
    expect(text).toContain('Rain Poncho');
    await settle();
    await screenshot(page, 'journey-03-cart-dropdown');
    await dropdown.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
  });

  it('checks out and sees the confirmation after the spinner', async () => {
    const fill = async (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await fill('Email', email);
    await fill('Phone', '512-555-0100');
    await fill('First name', 'Jo');
    await fill('Last name', 'Journey');
    await fill('Address', '1 Main St');
    await fill('City', 'Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await fill('Zipcode', '78701');
    const summary = await page.getByRole('region', { name: 'Order summary' }).innerText();
    // 2 × $65 + $45 + 2 × $35 + $8.99 = $253.99; tax 8.25% = $20.95; total $274.94.
    expect(summary).toContain('$253.99');
    expect(summary).toContain('$20.95');
    expect(summary).toContain('$274.94');
    await screenshot(page, 'journey-04-checkout');
    await page.getByRole('button', { name: 'Complete order' }).click();
    const overlay = page.getByRole('dialog');
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.innerText()).toContain('Thank you! Your order has been confirmed!');
    await settle();
    await screenshot(page, 'journey-05-confirmed');
    await page.getByRole('button', { name: 'Return to home' }).click();
    await page.getByRole('link', { name: 'Cart, empty' }).waitFor();
  });

  it('sees exactly those lines and totals in Recent Orders and the detail dialog', async () => {
    await go('/user/recent-orders?months=3&type=all');
    // The orders table draws its header while its rows still load ("Loading orders..."):
    // wait for a line of the order, not for the table.
    await page.getByRole('main').getByText('The Golden Fork').first().waitFor();
    const main = await page.getByRole('main').innerText();
    expect(main).toMatch(/Standard/);
    expect(main).toMatch(/Child/);
    expect(main).toContain('The Golden Fork');
    expect(main).toContain('$70.00'); // two Deluxe vouchers
    await screenshot(page, 'journey-06-recent-orders');
    await page
      .getByRole('button', { name: /Order \d+ details/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const details = await dialog.innerText();
    for (const expected of ['Rain Poncho', '$253.99', '$20.95', '$274.94']) {
      expect(details).toContain(expected);
    }
    await settle();
    await screenshot(page, 'journey-07-order-details');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('looks at the attractions and their details', async () => {
    await go('/attractions');
    await page.getByText('CLOSED').first().waitFor();
    await screenshot(page, 'journey-08-attractions');
  });

  it('sends a contact message', async () => {
    await go('/contactUs');
    await page.getByLabel(/^Name/).fill('Jo Journey');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Message/).fill('Loved the Sky Wheel at sunset.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect(await modal.innerText()).toContain('Message Submitted Successfully');
    await settle();
    await screenshot(page, 'journey-09-contact');
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('');
  });

  it('edits the profile', async () => {
    await go('/user/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('Zipcode', { exact: true }).fill('78701');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain('Austin');
    await screenshot(page, 'journey-10-profile');
  });

  it('resets the password through the outbox link and logs in with the new one', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await go('/forgot-password');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    // The request has gone once the page says so (its call's code may load first); the visitor's
    // other mails (the order's) have links too, so the link is the one with the reset token.
    await page.getByRole('status').filter({ hasText: /email/i }).waitFor();
    const database = resolve(park.container, TOKENS.Database);
    let link: string | undefined;
    for (let i = 0; i < 30 && !link; i += 1) {
      const mails = (await listOutbox(database.knex)).filter((m) => m.to === email);
      link = mails.map((m) => m.text.match(/https?:\/\/\S+token=\S+/)?.[0]).find(Boolean);
      if (!link) await page.waitForTimeout(200);
    }
    expect(link).toBeDefined();
    const url = new URL(link!);
    await go(`${url.pathname}${url.search}`);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await screenshot(page, 'journey-11-reset');
    await page.getByRole('button', { name: /reset/i }).click();
    const done = page.getByRole('dialog');
    await done.waitFor();
    await done.getByRole('button').first().click();
    await page.waitForURL('**/login');
    await logIn(newPassword);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'My profile' }).waitFor();
    expect(errors).toEqual([]);
  });
});
