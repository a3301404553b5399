import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { DayAvailabilityBody } from '../../contract/capacity';
import type { CookieClient } from '../../http/testing/cookie-client';
import { clientAs, DEMO } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { hasChromium, launchChromium, screenshot, WEB_DIST, requireWebBuild } from './browser';
import { monthKey, monthOf, shiftMonth } from './calendar-months';

/**
 * Capacity where the visitor buys, in a real browser: a day that fills up between the cart and
 * "Complete order" answers 409, whose message the checkout shows with the count left while the
 * cart stays, to lower the count or pick another day; and the ticket calendar shows sold-out
 * days disabled with the reason, few days with how many are left, and the steppers stop there.
 */
describe.skipIf(!hasChromium)('browser: capacity at checkout', () => {
  let park: TestPark;
  let browser: Browser;
  let manager: CookieClient;
  let today: string;
  const errors: string[] = [];

  beforeAll(async () => {
    requireWebBuild();
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    today = orderPark(park).clock.today();
    manager = await clientAs(park, 'manager');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }

  async function setCapacity(date: string, capacity: number, expressCapacity?: number) {
    const body = { date, capacity, ...(expressCapacity === undefined ? {} : { expressCapacity }) };
    const res = await manager.request('PUT', '/capacity', { json: body });
    expect(res.status, `PUT /capacity ${JSON.stringify(body)}`).toBe(200);
  }

  async function availability(date: string): Promise<DayAvailabilityBody> {
    const res = await manager.get(`/availability?from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    return (res.body as DayAvailabilityBody[])[0]!;
  }

  /** The visit-day calendar turned to `date`'s month, once its days have stopped sliding. */
  async function calendarAt(page: Page, date: string): Promise<Locator> {
    const region = page.getByRole('region', { name: 'Visit day' });
    const grid = region.getByRole('grid');
    await grid.waitFor();
    const target = date.slice(0, 7);
    for (let turns = 0; turns < 24; turns += 1) {
      const labelId = await grid.getAttribute('aria-labelledby');
      const shown = monthKey(await region.locator(`[id="${labelId}"]`).innerText());
      if (shown === target) {
        const month = region.getByRole('grid', { name: monthOf(target) });
        await expect.poll(() => month.getByRole('rowgroup').count()).toBe(1);
        return month;
      }
      const later = target > shown;
      await region.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
      await region
        .getByRole('grid', { name: monthOf(shiftMonth(shown, later ? 1 : -1)) })
        .waitFor();
    }
    throw new Error(`The calendar never showed ${monthOf(target)}`);
  }

  /** `date`'s day in the calendar (its text is the day of the month). */
  async function dayCell(page: Page, date: string): Promise<Locator> {
    const grid = await calendarAt(page, date);
    const day = Number(date.slice(8));
    return grid.getByRole('gridcell').filter({ hasText: new RegExp(`^${day}$`) });
  }

  /** The calendar's accessible name of a day with a note: "December 3, 2026, Sold out". */
  const noted = (date: string, note: string) =>
    `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })}, ${note}`;

  const increase = (page: Page, label: string) =>
    page.getByRole('button', { name: `Increase ${label}`, exact: true });
  const decrease = (page: Page, label: string) =>
    page.getByRole('button', { name: `Decrease ${label}`, exact: true });
  const quantity = (page: Page, label: string) =>
    page.getByRole('spinbutton', { name: `${label} quantity`, exact: true });

  /** Clicks + until the count is `count`, each click once the last one shows. */
  async function stepUpTo(page: Page, label: string, count: number) {
    for (let n = Number(await quantity(page, label).inputValue()); n < count; n += 1) {
      await increase(page, label).click();
      await expect.poll(() => quantity(page, label).inputValue()).toBe(String(n + 1));
    }
  }

  async function openTickets(page: Page) {
    await page.goto(`${park.url}/tickets`);
    await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
  }

  /** Chooses `date` on the ticket page and waits for the selection to say so. */
  async function chooseDay(page: Page, date: string) {
    await (await dayCell(page, date)).click();
    const long = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await page
      .getByRole('region', { name: 'Your selection' })
      .getByText(`Visit date: ${long}`)
      .waitFor();
  }

  async function addSkyWheel(page: Page) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Sky Wheel', exact: true }) });
    await card.getByRole('button', { name: 'Add attraction' }).click();
    await card.getByRole('button', { name: 'Added ✔' }).waitFor();
  }

  async function addToCart(page: Page) {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
  }

  /** From the ticket page's "Added to your cart" to a filled checkout form. */
  async function checkoutForm(page: Page) {
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    const fill = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await fill('Email', DEMO.visitor.email);
    await fill('Phone', '512-555-0100');
    await fill('First name', 'Vera');
    await fill('Last name', 'Visitor');
    await fill('Address', '1 Main St');
    await fill('City', 'Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await fill('Zipcode', '78701');
  }

  const completeOrder = (page: Page) =>
    page.getByRole('button', { name: 'Complete order' }).click();

  async function confirmed(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Thank you! Your order has been confirmed!' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Return to home' }).click();
    await page.getByRole('link', { name: 'Cart, empty' }).waitFor();
  }

  const summaryText = (page: Page) =>
    page.getByRole('region', { name: 'Order summary' }).innerText();

  describe('a day that fills up before "Complete order"', () => {
    let page: Page;
    let full: string;
    let other: string;

    beforeAll(async () => {
      full = addDays(today, 3);
      other = addDays(today, 4);
      await setCapacity(full, 50);
      page = await newPage();
      await page.goto(`${park.url}/login`);
      await page.getByLabel(/^Email/).fill(DEMO.visitor.email);
      await page.getByLabel(/^Password/).fill(DEMO.visitor.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await page.getByRole('link', { name: 'My profile' }).waitFor();
    });

    it('shows the 409 message with the count left, and keeps the cart and the form', async () => {
      await openTickets(page);
      await chooseDay(page, full);
      await stepUpTo(page, 'Standard Ticket', 4);
      await addSkyWheel(page);
      await addToCart(page);
      await checkoutForm(page);
      expect(await summaryText(page)).toContain('4 × Standard Ticket');

      // Meanwhile the day is lowered below the cart's four tickets.
      await setCapacity(full, 3);
      await completeOrder(page);
      const alert = page.getByRole('alert').filter({ hasText: `Only 3 tickets left for ${full}` });
      await alert.waitFor();
      // Nothing was bought; the cart (the order summary shows it) and the typed details stay.
      expect((await availability(full)).sold).toBe(0);
      expect(await summaryText(page)).toContain('4 × Standard Ticket');
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Austin');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await alert.scrollIntoViewIfNeeded();
      await screenshot(page, 'capacity-checkout-409');
    });

    it('lowers the count on the ticket page, whose stepper stops at what is left, and buys', async () => {
      await page
        .getByRole('alert')
        .getByRole('link', { name: 'Change the day or the number of tickets' })
        .click();
      await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
      // The ticket page shows the cart's day and count, and knows the day now has 3 left.
      await page.getByRole('region', { name: 'Your selection' }).getByText('4 tickets').waitFor();
      expect(await quantity(page, 'Standard Ticket').inputValue()).toBe('4');
      const visitDay = page.getByRole('region', { name: 'Visit day' });
      await visitDay.getByText('Only 3 left on this day').waitFor();
      expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(true);
      await screenshot(page, 'capacity-tickets-after-409');
      await decrease(page, 'Standard Ticket').click();
      await expect.poll(() => quantity(page, 'Standard Ticket').inputValue()).toBe('3');
      await visitDay.getByText('Only 3 left on this day').waitFor({ state: 'detached' });
      expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(true);
      expect(await increase(page, 'Child Ticket').isDisabled()).toBe(true);
      await addToCart(page);
      await checkoutForm(page);
      await completeOrder(page);
      await confirmed(page);
      expect(await availability(full)).toMatchObject({ sold: 3, remaining: 0, status: 'sold-out' });
    });

    it('after another 409, picks another day on the ticket page', async () => {
      await setCapacity(other, 50);
      await openTickets(page);
      await chooseDay(page, other);
      await stepUpTo(page, 'Standard Ticket', 3);
      await addSkyWheel(page);
      await addToCart(page);
      await checkoutForm(page);
      await setCapacity(other, 2);
      await completeOrder(page);
      await page
        .getByRole('alert')
        .filter({ hasText: `Only 2 tickets left for ${other}` })
        .waitFor();
      expect((await availability(other)).sold).toBe(0);

      await page
        .getByRole('navigation', { name: 'Checkout steps' })
        .getByRole('link', { name: 'Tickets' })
        .click();
      await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
      expect(await quantity(page, 'Standard Ticket').inputValue()).toBe('3');
      const visitDay = page.getByRole('region', { name: 'Visit day' });
      await visitDay.getByText('Only 2 left on this day').waitFor();
      // The day sold out earlier cannot be chosen; the day after it can.
      const soldOut = await dayCell(page, full);
      expect(await soldOut.isDisabled()).toBe(true);
      await chooseDay(page, addDays(today, 5));
      await visitDay.getByText('Only 2 left on this day').waitFor({ state: 'detached' });
      expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(false);
      await addToCart(page);
    });

    it('buys for the day picked instead', async () => {
      const next = addDays(today, 5);
      await checkoutForm(page);
      expect(await summaryText(page)).toContain('3 × Standard Ticket');
      await completeOrder(page);
      await confirmed(page);
      expect((await availability(other)).sold).toBe(0);
      expect((await availability(next)).sold).toBe(3);
    });
  });

  describe('the ticket calendar', () => {
    let page: Page;
    let soldOut: string;
    let few: string;

    beforeAll(async () => {
      soldOut = addDays(today, 6);
      few = addDays(today, 7);
      const op = orderPark(park);
      const visitor = await op.visitor();
      const order = async (visitDate: string, standardTicket: number) => {
        const body = await op.sampleRequest();
        const tickets = { standardTicket, expressTicket: 0, childTicket: 0 };
        const res = await visitor.post('/checkout', { ...body, visitDate, tickets });
        expect(res.status).toBe(200);
      };
      // Sold out: an order bought 3, then the day was set to those 3.
      await order(soldOut, 3);
      await setCapacity(soldOut, 3);
      // Few: 18 of 20 sold, 2 left, of which 1 Express.
      await order(few, 18);
      await setCapacity(few, 20, 1);
      expect(await availability(soldOut)).toMatchObject({ remaining: 0, status: 'sold-out' });
      expect(await availability(few)).toMatchObject({
        remaining: 2,
        expressRemaining: 1,
        status: 'few',
      });
    });

    it('disables a sold-out day, saying so on hover and to screen readers', async () => {
      page = await newPage();
      await openTickets(page);
      const cell = await dayCell(page, soldOut);
      await expect.poll(() => cell.getAttribute('title')).toBe('Sold out');
      expect(await cell.getAttribute('aria-label')).toBe(noted(soldOut, 'Sold out'));
      expect(await cell.isDisabled()).toBe(true);
      // The pointer reaches it, so its title shows on hover.
      await cell.hover();
      await screenshot(page, 'capacity-calendar-sold-out');
    });

    it('shows "Only 2 left" on a few day, and says it again once the day is chosen', async () => {
      page = await newPage();
      await openTickets(page);
      const cell = await dayCell(page, few);
      await expect.poll(() => cell.getAttribute('title')).toBe('Only 2 left');
      expect(await cell.getAttribute('aria-label')).toBe(noted(few, 'Only 2 left'));
      expect(await cell.isDisabled()).toBe(false);
      await chooseDay(page, few);
      await page
        .getByRole('region', { name: 'Visit day' })
        .getByText('Only 2 left on this day')
        .waitFor();
    });

    it('stops the steppers at what the few day has left', async () => {
      // Express by its own limit (1), then every type by the day's (2).
      await increase(page, 'Express Ticket').click();
      await expect.poll(() => increase(page, 'Express Ticket').isDisabled()).toBe(true);
      expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(false);
      await increase(page, 'Standard Ticket').click();
      await expect.poll(() => quantity(page, 'Standard Ticket').inputValue()).toBe('1');
      for (const type of ['Standard Ticket', 'Express Ticket', 'Child Ticket'])
        expect(await increase(page, type).isDisabled(), type).toBe(true);
      // Typing more than is left gives what is left.
      await quantity(page, 'Express Ticket').fill('0');
      await quantity(page, 'Child Ticket').fill('9');
      await expect.poll(() => quantity(page, 'Child Ticket').inputValue()).toBe('1');
      await page.getByRole('region', { name: 'Your selection' }).getByText('2 tickets').waitFor();
      await (await dayCell(page, soldOut)).scrollIntoViewIfNeeded();
      await screenshot(page, 'capacity-calendar-few');
      expect(errors).toEqual([]);
    });
  });
});
