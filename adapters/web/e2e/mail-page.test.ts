import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve, TOKENS } from '../../tokens';
import { DEMO } from '../../http/testing/logins';
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
 * The manager's Mail page (issue 30) in a real browser against the real server: the outbox with
 * each mail's delivery, filtered by status, and a failed mail retried by keyboard alone, on a
 * desktop and a phone, axe clean. Screenshots: test-results/screenshots/mail-*.png.
 */
describe.skipIf(!hasChromium)('browser: the Mail page', () => {
  let park: TestPark;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    const knex = resolve(park.container, TOKENS.Database).knex;
    await knex('mail_outbox').insert([
      {
        to_address: 'vera@example.com',
        subject: 'Reset your Test Park password',
        body: 'x',
        kind: 'password-reset',
        status: 'failed',
        attempts: 15,
        last_error: '550 5.1.1 <vera@example.com>: No such user',
      },
      {
        to_address: 'bo@example.com',
        subject: 'Your Test Park tickets (order #12)',
        body: 'x',
        kind: 'tickets',
        status: 'sent',
        attempts: 1,
        sent_at: new Date(),
      },
      {
        to_address: 'ann@example.com',
        subject: 'Test Park is closed on Friday',
        body: 'x',
        kind: 'day-closed',
      },
    ]);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function managerPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill(DEMO.manager.email);
    await page.getByLabel(/^Password/).fill(DEMO.manager.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL('**/manager/dashboard');
    return page;
  }

  it('lists the mails with their delivery, and retries a failed one by keyboard (desktop)', async () => {
    const page = await managerPage(1280, 800);
    await page.getByRole('link', { name: 'Mail', exact: true }).click();
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    const texts = await rows.allInnerTexts();
    expect(texts[3]).toContain('Failed after 15 attempts');
    expect(texts[3]).toContain('No such user');
    expect(texts[2]).toMatch(/Sent [A-Z][a-z]{2} \d+/);
    expect(texts[1]).toContain('Pending: not tried yet');
    await settle(page);
    await screenshot(page, 'mail-1-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
    const retry = page.getByRole('button', { name: 'Retry mail #1 to vera@example.com' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Mail #1 to vera@example.com is pending again.').waitFor();
    await expect.poll(async () => (await rows.allInnerTexts())[3]).toContain('Pending');
    const knex = resolve(park.container, TOKENS.Database).knex;
    expect(await knex('mail_outbox').where({ id: 1 }).first('status', 'attempts')).toEqual({
      status: 'pending',
      attempts: 0,
    });
    await settle(page);
    await screenshot(page, 'mail-2-retried');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('filters by status and fits a phone', async () => {
    const page = await managerPage(390, 844);
    await page.goto(`${park.url}/manager/mail`);
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent' }).click();
    // a phone shows cards
    const cards = page.getByRole('list', { name: 'Mail' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('bo@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await settle(page);
    await screenshot(page, 'mail-3-phone-sent');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
