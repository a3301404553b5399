import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../persistence/seeds/demo-park-data';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';

/**
 * A Staff member walks every page of the Employee Portal in a real browser against the real
 * server: the profile (edit, cancel, save), the URGENT notice and both maintenance forms, the
 * HR page, the weather form (whose rain the visitors' attractions page then shows), the
 * employee dashboard; a manager page sends them back to their profile. Screenshots:
 * test-results/screenshots/staff-*.png.
 */
describe.skipIf(!hasChromium)('browser: a staff member walks the employee portal', () => {
  let park: TestPark;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  const go = (path: string) => page.goto(`${park.url}${path}`);
  const settle = () => page.waitForTimeout(400);
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  async function closeDialog(title: string) {
    await dialog(title).getByRole('button', { name: 'Close' }).click();
    await dialog(title).waitFor({ state: 'hidden' });
  }

  it('logs in and lands on the profile, which edits, cancels and saves', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    await go('/employee/login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL('**/employee/profile');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await screenshot(page, 'staff-1-profile');

    await page.getByRole('button', { name: 'Edit' }).click();
    const city = page.getByLabel('City');
    const before = await city.inputValue();
    await city.fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('City').inputValue()).toBe(before);
    await page.getByLabel('Phone Number').fill('5125550199');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('512-555-0199');
    await page.getByRole('button', { name: 'Save' }).click();
    await dialog('Employee Updated').waitFor();
    await closeDialog('Employee Updated');
    await expect.poll(() => page.getByText('512-555-0199').count()).toBeGreaterThan(0);
  });

  it('sees the URGENT notice, submits a request and completes it', async () => {
    await page.getByRole('link', { name: 'Maintenance Requests' }).click();
    await page.waitForURL('**/employee/maintenance');
    // The demo park's attractions have had no maintenance: the server opened one request each.
    const urgent = page.getByRole('dialog', { name: 'URGENT!' });
    await urgent.waitFor();
    expect(await urgent.getByText(/^RID: \d+$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'staff-2-urgent');
    await urgent.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByLabel(/^Subject/).fill('Loose handrail');
    await page.getByLabel(/^Attraction/).selectOption({ label: 'Sky Wheel' });
    await page.getByLabel(/^Cost/).fill('120.50');
    await page.getByLabel(/^Comment/).fill('Queue line handrail wobbles near the gate.');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog('Maintenance Request Submitted').waitFor();
    await closeDialog('Maintenance Request Submitted');

    await page.getByRole('button', { name: 'Edit Request' }).click();
    const request = page.getByLabel(/^Request/);
    const option = request.locator('option', { hasText: 'Loose handrail' });
    await request.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByLabel(/^New Status/).selectOption('Completed');
    await page.getByLabel(/^Date Resolved/).fill(await today());
    await page.getByLabel(/^New Cost/).fill('99.99');
    await page.getByLabel(/^New Comment/).fill('Bolted down.');
    await screenshot(page, 'staff-3-maintenance-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await dialog('Maintenance Request Updated').waitFor();
    await closeDialog('Maintenance Request Updated');
  });

  it('reads the HR page', async () => {
    await page.getByRole('link', { name: 'HR' }).click();
    await page.waitForURL('**/employee/HR');
    await page
      .getByText(/health insurance/i)
      .first()
      .waitFor();
    await screenshot(page, 'staff-4-hr');
  });

  it('enters rain, which the attractions page then announces', async () => {
    await page.getByRole('link', { name: 'Weather Form' }).click();
    await page.waitForURL('**/employee/weather-form');
    await page.getByLabel(/^Date/).fill(await today());
    await page.getByLabel(/^Weather Condition/).selectOption('rainy');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog('Weather Input Successful').waitFor();
    await screenshot(page, 'staff-5-weather');
    await closeDialog('Weather Input Successful');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog('No Update Needed').waitFor();
    await closeDialog('No Update Needed');

    await go('/attractions');
    await page.getByText(/inclement weather/i).waitFor();
  });

  it('has a dashboard of its own, and is sent back from a manager page', async () => {
    await go('/employee/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Employee Dashboard' }).waitFor();
    expect(await page.getByText('This page is being built.').count()).toBe(0);
    // Today's weather is the rain entered above, with the visitors' closure note.
    const weather = page.getByRole('region', { name: "Today's weather" });
    await weather.getByText('Rainy', { exact: true }).waitFor();
    expect(await weather.innerText()).toContain('inclement weather');
    // The automatic requests are still open; the completed handrail is not among them.
    const open = page.getByRole('region', { name: 'Open maintenance requests' });
    const newest = open.getByRole('list', { name: 'Newest open requests' });
    await newest.waitFor();
    const count = Number(await open.getByLabel(/^\d+ open requests$/).innerText());
    expect(count).toBeGreaterThan(0);
    expect(await newest.getByRole('listitem').count()).toBe(Math.min(count, 3));
    expect(await newest.innerText()).toMatch(/RID: \d+ - Maintenance Required/);
    expect(await open.innerText()).not.toContain('Loose handrail');
    await settle();
    await screenshot(page, 'staff-6-dashboard');
    await go('/manager/dashboard');
    await page.waitForURL('**/employee/profile');
    expect(errors).toEqual([]);
  });

  /** The park's today, as the server tells it (GET /park-info). */
  async function today(): Promise<string> {
    return page.evaluate(async () => {
      const res = await fetch('/park-info', { credentials: 'include' });
      const body = (await res.json()) as { today: string };
      return body.today;
    });
  }
});
