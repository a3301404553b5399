import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../persistence/seeds/demo-park-data';
import type { CookieClient } from '../../http/testing/cookie-client';
import { clientAs } from '../../http/testing/logins';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';
import { download, hasPoppler, inkBox, openPdf, pdfPageSize } from './portal-tools';

const PLACEHOLDER = 'This page is being built.';
const MM_PER_PT = 25.4 / 72;

type Figures = Record<string, number>;

/**
 * A manager walks every page of the Manager Portal in a real browser against the real server:
 * the dashboard (live clock, the four boxes with today's checkout in them, the chart, and
 * dashboard.pdf opened with poppler and measured), the data reports (data_report.pdf, 2 cm
 * margins), adding an employee (3-3-4 phone, the generated password shown once) and archiving
 * them, the departments (an expense; an attraction added, closed and deleted), the contact
 * forms, maintenance, the profile, HR and Sign Out. Screenshots:
 * test-results/screenshots/manager-*.png; PDFs and their PNGs: test-results/pdf/.
 */
describe.skipIf(!hasChromium)('browser: a manager walks the manager portal', () => {
  let park: TestPark;
  let browser: Browser;
  let page: Page;
  let manager: CookieClient;
  let today: string;
  /** POST /dashboardData for today as the manager, before and after the visitor's checkout. */
  let before: Figures;
  let after: Figures;
  const errors: string[] = [];

  const dashboardToday = async () => {
    const res = await manager.post('/dashboardData', { startDate: today, endDate: today });
    expect(res.status).toBe(200);
    return res.body as Figures;
  };

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    manager = await clientAs(park, 'manager');
    today = ((await manager.get('/park-info')).body as { today: string }).today;
    before = await dashboardToday();

    // A visitor's checkout for today and a contact message, so the pages have figures and rows.
    const visitor = await clientAs(park, 'visitor');
    const restaurants = (await visitor.get('/get-rest')).body as { id: number; name: string }[];
    const items = (await visitor.get('/get-merch')).body as { MId: number; name: string }[];
    const order = await visitor.post('/checkout', {
      tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
      visitDate: today,
      attractions: ['Sky Wheel'],
      foodTickets: [
        { restaurantId: restaurants.find((r) => r.name === 'The Golden Fork')!.id, qty: 1 },
      ],
      merchItems: [
        { MId: items.find((m) => m.name === 'Rain Poncho')!.MId, quantity: 1, size: 'M' },
      ],
      email: 'visitor@example.com',
      phone: '512-555-0100',
      firstName: 'Vera',
      lastName: 'Visitor',
      address: '1 Main St',
      zipcode: '78701',
      city: 'Austin',
      state: 'TX',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const contact = await visitor.post('/contact-us', {
      name: 'Vera Visitor',
      email: 'visitor@example.com',
      type: 'feedback',
      message: 'The Sky Wheel at sunset was the best part of our day.',
      submittedTicketId: null,
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const staff = await clientAs(park, 'staff');
    const rides = (await staff.get('/attractions')).body as {
      attractionID: number;
      name: string;
    }[];
    const request = await staff.post('/maintenance-requests', {
      MRSubject: 'Loose handrail',
      MRDescription: 'Queue line handrail wobbles near the gate.',
      MRCost: 120.5,
      AttractionID: rides.find((a) => a.name === 'Comet Run')!.attractionID,
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    after = await dashboardToday();

    browser = await launchChromium();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    // A step waits as long as in the keyboard and accessibility tests: in a full make test on
    // PostgreSQL (2026-11-27) the departments test once waited 10 s for the delete confirmation
    // and failed; it passed alone and three times in a row under a load average of 10-24.
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  const settle = () => page.waitForTimeout(400); // let transitions finish before a picture
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  async function closeDialog(title: string) {
    await dialog(title).getByRole('button', { name: 'Close' }).click();
    await dialog(title).waitFor({ state: 'hidden' });
  }
  const dollars = (value: number) =>
    `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  /** Opens a page from the Manager Portal sidebar; no page may be a placeholder. */
  async function visit(link: string, path: string, heading: string | null) {
    await page
      .getByRole('navigation', { name: 'Manager Portal' })
      .getByRole('link', { name: link })
      .click();
    await page.waitForURL(`**${path}`);
    // null: a modal opens over the page at once (it hides the rest from the accessibility tree).
    if (heading !== null) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByText(PLACEHOLDER).count()).toBe(0);
    await expectNoSidewaysScroll();
  }
  /** The page is no wider than the window (nothing invisible stretches it). */
  async function expectNoSidewaysScroll() {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  }
  const section = (label: string) => page.getByRole('button', { name: label, exact: true });
  const form = (name: string) => page.getByRole('form', { name });

  it('logs in and lands on the dashboard: a ticking clock and the four boxes with today’s sale', async () => {
    // 2 Standard ($65) + 1 Child ($45) for today; a Deluxe voucher ($35); a poncho ($8.99).
    expect(after.TotalTicketRevenue! - before.TotalTicketRevenue!).toBeCloseTo(175, 2);
    expect(after.TotalRestaurantRevenue! - before.TotalRestaurantRevenue!).toBeCloseTo(35, 2);
    expect(after.TotalMerchandiseRevenue! - before.TotalMerchandiseRevenue!).toBeCloseTo(8.99, 2);

    const { email, password } = DEMO_ACCOUNTS.manager;
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL('**/manager/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Manager Dashboard' }).waitFor();
    expect(await page.getByText(PLACEHOLDER).count()).toBe(0);

    const clock = page.getByTestId('dashboard-clock');
    const first = await clock.innerText();
    expect(first).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    await expect.poll(() => clock.innerText(), { timeout: 3_000 }).not.toBe(first);

    const box = (title: string) => page.getByRole('region', { name: title, exact: true });
    const tickets = box('Tickets');
    await tickets.getByText(dollars(after.TotalTicketRevenue!)).waitFor();
    expect(await tickets.innerText()).toMatch(/Standard tickets\s+2\b/);
    expect(await tickets.innerText()).toMatch(/Child tickets\s+1\b/);
    await box('Restaurant').getByText(dollars(after.TotalRestaurantRevenue!)).waitFor();
    await box('Shop').getByText(dollars(after.TotalMerchandiseRevenue!)).waitFor();
    expect(await box('Maintenance').innerText()).toMatch(/Expense\s+\$[\d,]+\.\d{2}/);
    for (const title of ['Tickets', 'Restaurant', 'Maintenance', 'Shop'])
      expect(await box(title).innerText()).toContain('$');

    const chart = page.getByRole('figure', { name: 'Revenue by area' });
    await chart.locator('svg').first().waitFor();
    expect(await chart.innerText()).toContain(`Tickets ${dollars(after.TotalTicketRevenue!)}`);
    await page
      .getByRole('figure', { name: 'Revenue, refunds, expense and profit by area' })
      .waitFor();
    await expectNoSidewaysScroll();
    await settle();
    await screenshot(page, 'manager-1-dashboard');
  });

  it('exports dashboard.pdf: the boxes’ figures, 1 cm above and below the content', async () => {
    const path = await download(page, () =>
      page.getByRole('button', { name: 'Export to PDF' }).click(),
    );
    expect(path.endsWith('/dashboard.pdf')).toBe(true);
    if (!hasPoppler) return;
    const { text, pages } = await openPdf(path);
    expect(pages).toHaveLength(1);
    for (const label of ['Manager Dashboard', 'Tickets', 'Restaurant', 'Maintenance', 'Shop'])
      expect(text).toContain(label);
    for (const label of ['Standard tickets', 'Active requests', 'Revenue by area'])
      expect(text).toContain(label);
    expect(text).toContain(dollars(after.TotalTicketRevenue!));
    expect(text).toContain(dollars(after.TotalRestaurantRevenue!));
    expect(text).toContain(dollars(after.TotalMerchandiseRevenue!));
    expect(text).toContain(today);

    // Automatic paper size: A4's width, as tall as the content and its two 1 cm margins.
    const size = await pdfPageSize(path);
    expect(size.width * MM_PER_PT).toBeCloseTo(210, 0);
    expect(size.height * MM_PER_PT).toBeLessThan(297);
    const ink = await inkBox(path);
    // The title's glyphs start just under the 1 cm line; the last bar ends exactly on it.
    expect(ink.top).toBeGreaterThanOrEqual(9.5);
    expect(ink.top).toBeLessThan(12.5);
    expect(ink.bottom).toBeGreaterThanOrEqual(9.5);
    expect(ink.bottom).toBeLessThan(10.5);
  });

  it('runs the finance, maintenance and visit reports and exports data_report.pdf', async () => {
    await visit('Data Reports', '/manager/data-reports', 'Data Reports');
    const filters = async (name: string) => {
      await section(name).click();
      const group = page.getByRole('group', { name: `${name} report filters` });
      await group.getByLabel(/^Start Date/).fill(today);
      await group.getByLabel(/^End Date/).fill(today);
      return group;
    };
    const results = (name: string) =>
      page.getByRole('region', { name: `${name.toLowerCase()} report results` });

    const finance = await filters('Finance');
    await finance.getByLabel(/^Category/).selectOption('tickets');
    const ticketTable = results('Finance').getByRole('table');
    await ticketTable.waitFor();
    const financeText = await results('Finance').innerText();
    expect(financeText).toContain(dollars(after.TotalTicketRevenue!));
    expect(financeText).toMatch(/\$\d[\d,]*\.\d{2}/);
    await settle();
    await screenshot(page, 'manager-2-finance-report');

    const path = await download(page, () =>
      results('Finance').getByRole('button', { name: 'Export to PDF' }).click(),
    );
    expect(path.endsWith('/data_report.pdf')).toBe(true);
    if (hasPoppler) {
      const { text, pages } = await openPdf(path);
      expect(pages.length).toBeGreaterThan(0);
      expect(text).toContain('Data Report');
      // Printed in the park's zone like the dashboard (a browser in UTC used to print UTC).
      const printed = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        dateStyle: 'full',
      }).format(new Date());
      expect(text).toMatch(new RegExp(`Generated: ${printed} at \\d{1,2}:\\d{2}:\\d{2}`));
      expect(text).toContain(dollars(after.TotalTicketRevenue!));
      const ink = await inkBox(path);
      for (const side of ['top', 'bottom', 'left', 'right'] as const)
        expect(ink[side], `${side} margin`).toBeGreaterThanOrEqual(19.5);
      expect(ink.top).toBeLessThan(23);
      expect(ink.left).toBeLessThan(21);
    }

    const maintenance = await filters('Maintenance');
    expect(await maintenance.getByLabel(/^Status/).inputValue()).toBe('');
    await results('Maintenance').getByRole('table').waitFor();
    const maintenanceText = await results('Maintenance').innerText();
    expect(maintenanceText).toContain('Loose handrail');
    expect(maintenanceText).toContain('$120.50');
    await maintenance.getByLabel(/^Keyword/).fill('no such keyword anywhere');
    await results('Maintenance')
      .getByText('No maintenance report data found for the selected criteria.')
      .waitFor();

    const visitFilters = await filters('Visit');
    await visitFilters.getByLabel(/^Category/).selectOption('attractions');
    await results('Visit').getByRole('table').waitFor();
    expect(await results('Visit').innerText()).toContain('Sky Wheel');
    await settle();
    await screenshot(page, 'manager-3-reports');
  });

  it('adds an employee (phone 3-3-4, password shown once) and archives them', async () => {
    await visit('Manage Employees', '/manager/manage-employees', 'Manage Employees');
    await section('Add Employee').click();
    const add = form('Add an employee');
    await add.getByLabel(/^Full Name/).fill('Maria Lopez');
    await add.getByLabel(/^Date of Birth/).fill('1985-07-14');
    await add.getByLabel(/^Role/).selectOption('Staff');
    await add.getByLabel(/^Email/).fill('maria.lopez@example.com');
    const phone = add.getByLabel(/^Phone Number/);
    await phone.fill('5125550123');
    expect(await phone.inputValue()).toBe('512-555-0123');
    await add.getByLabel(/^Address/).fill('12 Elm St');
    await add.getByLabel(/^City/).fill('Austin');
    await add.getByLabel(/^State/).selectOption('TX');
    await add.getByLabel(/^Zipcode/).fill('78701');
    await settle();
    await screenshot(page, 'manager-4-add-employee');
    await add.getByRole('button', { name: 'Add Employee' }).click();

    // First letter of the first name (uppercase) + last name + birth year.
    const added = dialog('Employee Added');
    await added.waitFor();
    expect(await added.getByLabel('Generated password').innerText()).toBe('MLopez1985');
    await settle();
    await screenshot(page, 'manager-5-employee-added');
    await closeDialog('Employee Added');
    expect(await page.getByText('MLopez1985').count()).toBe(0); // shown once
    expect(await add.getByLabel(/^Full Name/).inputValue()).toBe('');

    const maria = park.client();
    await maria.get('/park-info');
    expect(
      (
        await maria.post('/employee/login', {
          email: 'maria.lopez@example.com',
          password: 'MLopez1985',
        })
      ).status,
    ).toBe(200);

    await section('Archive Employee').click();
    const archive = form('Archive an employee');
    const employee = archive.getByLabel(/^Employee/);
    await expect.poll(() => employee.locator('option', { hasText: 'Maria Lopez' }).count()).toBe(1);
    await employee.selectOption({ label: 'Maria Lopez' });
    await archive.getByRole('button', { name: 'Archive' }).click();
    await dialog('Employee Archived').waitFor();
    await closeDialog('Employee Archived');
    await expect.poll(() => employee.locator('option', { hasText: 'Maria Lopez' }).count()).toBe(0);
    expect(await employee.inputValue()).toBe('');
    const again = park.client();
    await again.get('/park-info');
    expect(
      (
        await again.post('/employee/login', {
          email: 'maria.lopez@example.com',
          password: 'MLopez1985',
        })
      ).status,
    ).toBe(401);
    await screenshot(page, 'manager-6-archive-employee');
  });

  it('manages departments: an expense, and an attraction added, closed and deleted', async () => {
    await visit('Manage Departments', '/manager/expense-form', 'Manage Departments');
    await section('Restaurant Expense').click();
    const expense = form('Restaurant expense');
    await expense.getByLabel(/^Restaurant/).selectOption({ label: 'The Golden Fork' });
    await expense.getByLabel(/^Amount/).fill('12.34');
    expect(await expense.getByLabel(/^Date/).inputValue()).toBe(today);
    await expense.getByLabel(/^Expense Type/).selectOption('supplies');
    await expense.getByRole('button', { name: 'Submit' }).click();
    await dialog('Expense Submitted').waitFor();
    await closeDialog('Expense Submitted');
    await expect
      .poll(async () => (await dashboardToday()).restaurantExpense)
      .toBeCloseTo(before.restaurantExpense! + 12.34, 2);

    await section('Add Attraction').click();
    const addRide = form('Add attraction');
    await addRide.getByLabel(/^Name/).fill('Test Coaster');
    await addRide.getByLabel(/^Type/).selectOption('Roller Coaster');
    await addRide.getByLabel(/^Thrill Level/).selectOption('High');
    await addRide.getByLabel(/^Short Description/).fill('A coaster for the browser test.');
    await addRide.getByLabel(/^Description/).fill('Loops, drops and a view of the whole park.');
    await addRide.getByLabel(/^Height Requirement/).fill('48 in');
    await addRide.getByLabel(/^Image/).fill('/images/attractions/ride.svg');
    await settle();
    await screenshot(page, 'manager-7-add-attraction');
    await addRide.getByRole('button', { name: 'Submit' }).click();
    await dialog('Attraction Submitted').waitFor();
    await closeDialog('Attraction Submitted');

    await section('Update Attraction').click();
    const update = form('Update attraction');
    await update.getByLabel(/^Attraction/).selectOption({ label: 'Test Coaster' });
    const open = update.getByRole('switch', { name: 'Open' });
    expect(await open.isChecked()).toBe(true); // new attractions open (status 1)
    await open.click();
    expect(await update.getByRole('switch', { name: 'Closed' }).isChecked()).toBe(false);
    await settle();
    await screenshot(page, 'manager-8-close-attraction');
    await update.getByRole('button', { name: 'Save Changes' }).click();
    const updated = dialog('Attraction Updated');
    await updated.waitFor();
    expect(await updated.innerText()).toContain('now closed');
    await closeDialog('Attraction Updated');

    await section('Delete Attraction').click();
    const remove = form('Delete attraction');
    expect(
      await remove
        .getByLabel(/^Attraction/)
        .locator('option')
        .first()
        .innerText(),
    ).toBe('Select an attraction');
    await remove.getByLabel(/^Attraction/).selectOption({ label: 'Test Coaster (closed)' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await dialog('Delete Test Coaster?').getByRole('button', { name: 'Delete' }).click();
    await dialog('Attraction Deleted').waitFor();
    await closeDialog('Attraction Deleted');
    expect(
      await remove
        .getByLabel(/^Attraction/)
        .locator('option', { hasText: 'Test Coaster' })
        .count(),
    ).toBe(0);
    await screenshot(page, 'manager-9-departments');
  });

  it('views the contact forms by date range and type', async () => {
    await visit('View Contact Forms', '/manager/view-contact-forms', 'View Contact Forms');
    const filters = page.getByRole('search', { name: 'Filter contact forms' });
    expect(await filters.getByLabel(/^End Date/).inputValue()).toBe(today);
    const table = page.getByRole('table');
    await table.getByText('Vera Visitor').waitFor();
    // Every column shows beside the sidebar; the table scrolls only for unusually long values.
    const fits = await page.evaluate(() => {
      const box = document.querySelector('.MuiTableContainer-root');
      return box ? box.scrollWidth <= box.clientWidth : null;
    });
    expect(fits).toBe(true);
    await settle();
    await screenshot(page, 'manager-10-contact-forms');
    await filters.getByLabel(/^Type/).selectOption('issue');
    await page.getByText('No contact forms found for the selected date and type.').waitFor();
    await filters.getByLabel(/^Type/).selectOption('feedback');
    await table.getByText('Vera Visitor').waitFor();
    await filters.getByLabel(/^Start Date/).fill('2020-01-01');
    await filters.getByLabel(/^End Date/).fill('2020-01-31');
    await page.getByText('No contact forms found for the selected date and type.').waitFor();
  });

  it('sees the URGENT notice and both maintenance sections', async () => {
    await visit('Maintenance Requests', '/manager/maintenance', null);
    // The demo park's rides have had no maintenance: the server opened one request each.
    const urgent = dialog('URGENT!');
    await urgent.waitFor();
    expect(await urgent.getByText(/^RID: \d+$/).count()).toBeGreaterThan(0);
    await settle();
    await screenshot(page, 'manager-11-urgent');
    await urgent.getByRole('button', { name: 'Close' }).click();
    await urgent.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Maintenance Requests' }).waitFor();

    await section('Submit Request').click();
    await page.getByLabel(/^Subject/).fill('Flickering sign');
    await page.getByLabel(/^Attraction/).selectOption({ label: 'Sky Wheel' });
    await page.getByLabel(/^Cost/).fill('45');
    await page.getByLabel(/^Comment/).fill('The entrance sign flickers after dark.');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog('Maintenance Request Submitted').waitFor();
    await closeDialog('Maintenance Request Submitted');

    await section('Edit Request').click();
    const request = page.getByLabel(/^Request/);
    await expect
      .poll(() => request.locator('option', { hasText: 'Flickering sign' }).count())
      .toBe(1);
    await request.selectOption({
      label: (await request.locator('option', { hasText: 'Flickering sign' }).innerText()).trim(),
    });
    expect(await page.getByLabel(/^New Status/).inputValue()).toBe('Pending');
    await settle();
    await screenshot(page, 'manager-12-maintenance');
  });

  it('edits the profile: Cancel restores, Save says Employee Updated', async () => {
    await visit('My Profile', '/manager/profile', 'Welcome');
    await page.getByRole('button', { name: 'Edit' }).click();
    const city = page.getByLabel('City');
    const was = await city.inputValue();
    await city.fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('City').inputValue()).toBe(was);
    await page.getByLabel('City').fill('Round Rock');
    await page.getByRole('button', { name: 'Save' }).click();
    await dialog('Employee Updated').waitFor();
    await closeDialog('Employee Updated');
    await expect.poll(() => page.getByText('Round Rock').count()).toBeGreaterThan(0);
    await screenshot(page, 'manager-13-profile');
  });

  it('reads the HR page and signs out', async () => {
    await visit('HR', '/manager/HR', 'Welcome to the HR Portal');
    await page
      .getByText(/health insurance/i)
      .first()
      .waitFor();
    await screenshot(page, 'manager-14-hr');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${park.url}/manager/dashboard`);
    await page.waitForURL('**/employee/login');
    expect(errors).toEqual([]);
  });
});
