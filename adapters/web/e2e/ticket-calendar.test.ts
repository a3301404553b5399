import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { DayAvailabilityBody } from '../../contract/capacity';
import type { CookieClient } from '../../http/testing/cookie-client';
import { clientAs, DEMO } from '../../http/testing/logins';
import { orderPark } from '../../http/testing/order-park';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { accessibilityProblems } from './axe';
import {
  hasChromium,
  launchChromium,
  screenshot,
  SCREENSHOTS,
  settle,
  WEB_DIST,
  requireWebBuild,
} from './browser';
import { monthKey, monthOf, shiftMonth } from './calendar-months';

/**
 * The ticket page and its calendar (issue 29 items 1-5), in a real browser at a phone's and a
 * desktop's size: a selection is checked against its day before it goes into the cart (and
 * again when the day's availability arrives); days past the sales window are "not on sale";
 * the keyboard keeps its place in the grid and cannot choose a day whose state is unknown; each
 * state has a symbol and a legend; and prices are shown where the visitor decides.
 */
describe.skipIf(!hasChromium)('browser: the ticket page and the calendar', () => {
  let park: TestPark;
  let browser: Browser;
  let manager: CookieClient;
  let today: string;
  const errors: string[] = [];

  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1280, height: 800 };

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

  async function newPage(size: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport: size, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
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

  /** Buys `standardTicket` tickets for `visitDate` through the API. */
  async function buy(visitDate: string, standardTicket: number) {
    const op = orderPark(park);
    const visitor = await op.visitor();
    const body = await op.sampleRequest();
    const tickets = { standardTicket, expressTicket: 0, childTicket: 0 };
    const res = await visitor.post('/checkout', { ...body, visitDate, tickets });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** A day with 2 of 20 left ("Only 2 left"). */
  async function fewDay(date: string) {
    await buy(date, 18);
    await setCapacity(date, 20);
    expect(await availability(date)).toMatchObject({ remaining: 2, status: 'few' });
  }

  /** A day sold out: 3 bought, then the day set to those 3. */
  async function soldOutDay(date: string) {
    await buy(date, 3);
    await setCapacity(date, 3);
    expect(await availability(date)).toMatchObject({ remaining: 0, status: 'sold-out' });
  }

  /** The visit-day calendar turned to `date`'s month, once its days have stopped sliding. */
  async function calendarAt(page: Page, date: string): Promise<Locator> {
    const region = page.getByRole('region', { name: 'Visit day' });
    // On a phone the calendar loads once its box comes near the screen.
    await region.scrollIntoViewIfNeeded();
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

  async function dayCell(page: Page, date: string): Promise<Locator> {
    const grid = await calendarAt(page, date);
    return grid.getByRole('gridcell').filter({ hasText: new RegExp(`^${Number(date.slice(8))}$`) });
  }

  const longDate = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const cellName = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });

  const increase = (page: Page, label: string) =>
    page.getByRole('button', { name: `Increase ${label}`, exact: true });
  const quantity = (page: Page, label: string) =>
    page.getByRole('spinbutton', { name: `${label} quantity`, exact: true });
  const selectionRegion = (page: Page) => page.getByRole('region', { name: 'Your selection' });

  async function openTickets(page: Page) {
    await page.goto(`${park.url}/tickets`);
    await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
  }

  async function stepUpTo(page: Page, label: string, count: number) {
    for (let n = Number(await quantity(page, label).inputValue()); n < count; n += 1) {
      await increase(page, label).click();
      await expect.poll(() => quantity(page, label).inputValue()).toBe(String(n + 1));
    }
  }

  async function addSkyWheel(page: Page) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Sky Wheel', exact: true }) });
    await card.getByRole('button', { name: 'Add attraction' }).click();
    await card.getByRole('button', { name: 'Added ✔' }).waitFor();
  }

  async function chooseDay(page: Page, date: string) {
    await (await dayCell(page, date)).click();
    await selectionRegion(page)
      .getByText(`Visit date: ${longDate(date)}`)
      .waitFor();
  }

  async function expectNoAxeProblems(page: Page, state: string) {
    await settle(page);
    expect(await accessibilityProblems(page), state).toEqual([]);
  }

  /** Answers GET /availability `ms` later when `when(from)` holds (every range by default). */
  async function slowAvailability(
    page: Page,
    ms: number,
    when: (from: string) => boolean = () => true,
  ) {
    await page.route('**/availability?**', async (route) => {
      const from = new URL(route.request().url()).searchParams.get('from') ?? '';
      if (when(from)) await new Promise((done) => setTimeout(done, ms));
      await route.continue();
    });
  }

  describe('1. the selection is checked against its day before it goes into the cart', () => {
    let few: string;
    beforeAll(async () => {
      few = addDays(today, 3);
      await fewDay(few);
    });

    it('three tickets, then a day with 2 left: refused with the count left, steppers capped (desktop)', async () => {
      const page = await newPage(DESKTOP);
      await openTickets(page);
      await stepUpTo(page, 'Standard Ticket', 3);
      await addSkyWheel(page);
      await chooseDay(page, few);
      const refusal = selectionRegion(page).getByRole('alert');
      await refusal.filter({ hasText: `Only 2 tickets left for ${few}` }).waitFor();
      expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(true);
      expect(await increase(page, 'Child Ticket').isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await refusal.filter({ hasText: `Only 2 tickets left for ${few}` }).waitFor();
      expect(await page.getByText('Added to your cart.').count()).toBe(0);
      await page.getByRole('link', { name: 'Cart, empty' }).waitFor();
      await expectNoAxeProblems(page, 'tickets, over the day');
      await screenshot(page, 'ticket-calendar-1-over-desktop');
      await page.context().close();
    });

    it('a day chosen before its availability arrives is checked when it does (phone)', async () => {
      // Today has 2 left; its availability answers 3 s late.
      const sold = (await availability(today)).sold;
      await setCapacity(today, sold + 2);
      try {
        const page = await newPage(PHONE);
        await slowAvailability(page, 3000);
        await openTickets(page);
        await quantity(page, 'Standard Ticket').fill('3');
        await addSkyWheel(page);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await selectionRegion(page)
          .getByRole('alert')
          .filter({ hasText: `Only 2 tickets left for ${today}` })
          .waitFor();
        expect(await page.getByText('Added to your cart.').count()).toBe(0);
        await page.getByRole('link', { name: 'Cart, empty' }).waitFor();
        expect(await increase(page, 'Standard Ticket').isDisabled()).toBe(true);
        await selectionRegion(page).scrollIntoViewIfNeeded();
        await expectNoAxeProblems(page, 'tickets on a phone, over the day');
        await screenshot(page, 'ticket-calendar-1-late-phone');
        await page.context().close();
      } finally {
        await setCapacity(today, 5000);
      }
    });
  });

  describe('1. …and the checkout says it before the form is filled in', () => {
    it('a cart whose day filled up since shows the count left above the form (phone)', async () => {
      const day = addDays(today, 20);
      const page = await newPage(PHONE);
      await page.goto(`${park.url}/login`);
      await page.getByLabel(/^Email/).fill(DEMO.visitor.email);
      await page.getByLabel(/^Password/).fill(DEMO.visitor.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await page.getByRole('link', { name: 'My profile' }).waitFor();
      await openTickets(page);
      await stepUpTo(page, 'Standard Ticket', 3);
      await addSkyWheel(page);
      await chooseDay(page, day);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to your cart.').waitFor();
      // Meanwhile the day is lowered to 2.
      await setCapacity(day, (await availability(day)).sold + 2);
      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Contact and shipping' });
      await form
        .getByRole('alert')
        .filter({ hasText: `Only 2 tickets left for ${day}.` })
        .waitFor();
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('');
      await expectNoAxeProblems(page, 'checkout, the cart over its day');
      await page.screenshot({ path: join(SCREENSHOTS, 'ticket-calendar-1-checkout-warning.png') });
      await page.context().close();
    });
  });

  describe('2. days past the sales window are not on sale', () => {
    it('disables them with the reason, and the legend names it (desktop)', async () => {
      const beyond = addDays(today, 366);
      expect(await availability(beyond)).toMatchObject({ status: 'not-on-sale', remaining: 0 });
      const page = await newPage(DESKTOP);
      await openTickets(page);
      const cell = await dayCell(page, beyond);
      await expect
        .poll(() => cell.getAttribute('aria-label'))
        .toBe(`${cellName(beyond)}, Not on sale yet`);
      expect(await cell.isDisabled()).toBe(true);
      // No month after the one where sales stop.
      const region = page.getByRole('region', { name: 'Visit day' });
      expect(await region.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
      const lastOnSale = addDays(today, 365);
      if (lastOnSale.slice(0, 7) === beyond.slice(0, 7))
        expect(await (await dayCell(page, lastOnSale)).isDisabled()).toBe(false);
      const legend = page
        .getByRole('region', { name: 'Visit day' })
        .getByRole('list', { name: 'What the days show' });
      expect(await legend.innerText()).toContain('Not on sale yet');
      await expectNoAxeProblems(page, 'calendar past the sales window');
      await screenshot(page, 'ticket-calendar-2-not-on-sale');
      await page.context().close();
    });
  });

  describe('3. the keyboard keeps its place', () => {
    let soldOut: string;
    let nextMonthFirst: string;
    beforeAll(async () => {
      nextMonthFirst = `${shiftMonth(today.slice(0, 7), 1)}-01`;
      soldOut = nextMonthFirst;
      await soldOutDay(soldOut);
    });

    /** The focused element: its role and accessible name, or "body". */
    const focused = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        const name = el.getAttribute('aria-label') || el.textContent || '';
        return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${name.trim()}`;
      });

    it('keys pressed before the next month loads choose no day of unknown state, and focus stays in the grid', async () => {
      const page = await newPage(DESKTOP);
      // The next month's availability answers 4 s late.
      await slowAvailability(page, 4000, (from) => from >= nextMonthFirst);
      await openTickets(page);
      const todayCell = await dayCell(page, today);
      await expect.poll(() => todayCell.isDisabled()).toBe(false);
      await todayCell.focus();
      const daysLeft = Number(addDays(nextMonthFirst, -1).slice(8)) - Number(today.slice(8));
      const seen: string[] = [];
      for (let i = 0; i <= daysLeft; i += 1) {
        await page.keyboard.press('ArrowRight');
        seen.push(await focused(page));
      }
      await page.keyboard.press('Enter');
      expect(
        seen.filter((f) => !f.startsWith('gridcell')),
        seen.join(' → '),
      ).toEqual([]);
      // The sold-out first of next month was not chosen.
      await page.waitForTimeout(300);
      expect(await selectionRegion(page).innerText()).not.toContain(longDate(soldOut));
      await stepUpTo(page, 'Standard Ticket', 1);
      await addSkyWheel(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to your cart.').waitFor();
      await page.getByRole('link', { name: /^Cart, 1 item/ }).hover();
      const dropdown = page.getByRole('region', { name: 'Cart contents' });
      await dropdown.waitFor();
      expect(await dropdown.innerText()).not.toContain(longDate(soldOut));
      await page.context().close();
    });

    it('arrow keys cross month boundaries both ways, skipping the sold-out day, focus in the grid', async () => {
      const page = await newPage(DESKTOP);
      await openTickets(page);
      const todayCell = await dayCell(page, today);
      await expect.poll(() => todayCell.isDisabled()).toBe(false);
      await todayCell.focus();
      const daysLeft = Number(addDays(nextMonthFirst, -1).slice(8)) - Number(today.slice(8));
      const seen: string[] = [];
      for (let i = 0; i < daysLeft; i += 1) {
        await page.keyboard.press('ArrowRight');
        seen.push(await focused(page));
      }
      // The last day of this month; then over the boundary, past the sold-out first day.
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(400);
      seen.push(await focused(page));
      expect(seen.at(-1)).toBe(
        `gridcell: ${addDays(nextMonthFirst, 1).slice(8).replace(/^0/, '')}`,
      );
      for (let i = 0; i < 9; i += 1) {
        await page.keyboard.press('ArrowDown');
        seen.push(await focused(page));
      }
      for (let i = 0; i < 9; i += 1) {
        await page.keyboard.press('ArrowUp');
        seen.push(await focused(page));
      }
      await page.waitForTimeout(400);
      seen.push(await focused(page));
      expect(
        seen.filter((f) => !f.startsWith('gridcell')),
        seen.join(' → '),
      ).toEqual([]);
      await page.context().close();
    });
  });

  describe('4. each state has a symbol and a legend, readable without colour or hover', () => {
    it('marks sold-out, few and closed days, unlike past days, with a legend (phone and desktop)', async () => {
      const base = addDays(today, 8);
      const soldOut = base;
      const few = addDays(base, 1);
      const closed = addDays(base, 2);
      await soldOutDay(soldOut);
      await fewDay(few);
      await setCapacity(closed, 0);
      for (const size of [PHONE, DESKTOP]) {
        const page = await newPage(size);
        await openTickets(page);
        const marker = async (date: string) => {
          const cell = await dayCell(page, date);
          await expect.poll(() => cell.getAttribute('aria-label')).not.toBeNull();
          return cell.evaluate((el) => ({
            symbol: getComputedStyle(el, '::after').content,
            line: getComputedStyle(el).textDecorationLine,
          }));
        };
        const marks = {
          soldOut: await marker(soldOut),
          few: await marker(few),
          closed: await marker(closed),
        };
        expect(marks.soldOut).toEqual({ symbol: '"×"', line: 'none' });
        expect(marks.few).toEqual({ symbol: '"!"', line: 'none' });
        expect(marks.closed).toEqual({ symbol: '"–"', line: 'none' });
        const legend = page
          .getByRole('region', { name: 'Visit day' })
          .getByRole('list', { name: 'What the days show' });
        const text = (await legend.innerText()).replace(/\s+/g, ' ');
        for (const entry of ['× Sold out', '! Few left', '– Closed', 'Not on sale yet'])
          expect(text).toContain(entry);
        expect(await legend.isVisible()).toBe(true);
        await (await dayCell(page, few)).scrollIntoViewIfNeeded();
        await expectNoAxeProblems(page, `calendar states at ${size.width} px`);
        await screenshot(page, `ticket-calendar-4-states-${size.width}`);
        // The calendar and its legend alone (a full page has the sticky bar across it).
        await page
          .getByRole('region', { name: 'Visit day' })
          .screenshot({ path: join(SCREENSHOTS, `ticket-calendar-4-calendar-${size.width}.png`) });
        await page.context().close();
      }
    });
  });

  describe('5. prices where the visitor decides', () => {
    it('"Your selection" and the cart dropdown show line prices, subtotal, tax and total (desktop)', async () => {
      const page = await newPage(DESKTOP);
      await openTickets(page);
      await stepUpTo(page, 'Standard Ticket', 2);
      await stepUpTo(page, 'Child Ticket', 1);
      await addSkyWheel(page);
      // 2 × $65 + 1 × $45 = $175.00; tax 8.25% = $14.44; total $189.44.
      const selection = (await selectionRegion(page).innerText()).replace(/\s+/g, ' ');
      expect(selection).toContain('2 × Standard Ticket $130.00');
      expect(selection).toContain('1 × Child Ticket $45.00');
      expect(selection).toContain('Subtotal $175.00');
      expect(selection).toMatch(/Tax \(8\.25%\) \$14\.44/);
      expect(selection).toContain('Total $189.44');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to your cart.').waitFor();
      await page.getByRole('link', { name: /^Cart, 1 item/ }).hover();
      const dropdown = page.getByRole('region', { name: 'Cart contents' });
      await dropdown.waitFor();
      const cart = (await dropdown.innerText()).replace(/\s+/g, ' ');
      expect(cart).toContain('$130.00');
      expect(cart).toContain('Total $189.44');
      await expectNoAxeProblems(page, 'cart dropdown with prices');
      await screenshot(page, 'ticket-calendar-5-cart-dropdown');
      await page.context().close();
    });

    it('on a phone the checkout total sits beside "Complete order"', async () => {
      const page = await newPage(PHONE);
      await page.goto(`${park.url}/login`);
      await page.getByLabel(/^Email/).fill(DEMO.visitor.email);
      await page.getByLabel(/^Password/).fill(DEMO.visitor.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await page.getByRole('link', { name: 'My profile' }).waitFor();
      await openTickets(page);
      await stepUpTo(page, 'Standard Ticket', 2);
      await addSkyWheel(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      const button = page.getByRole('button', { name: 'Complete order' });
      await button.scrollIntoViewIfNeeded();
      const total = page.getByText('Order total $140.73', { exact: true });
      await total.waitFor();
      const [b, t] = [await button.boundingBox(), await total.boundingBox()];
      expect(b && t && Math.abs(b.y - t.y) < 120).toBe(true);
      expect(await total.isVisible()).toBe(true);
      await expectNoAxeProblems(page, 'checkout on a phone');
      await screenshot(page, 'ticket-calendar-5-checkout-phone');
      await page.screenshot({
        path: join(SCREENSHOTS, 'ticket-calendar-5-checkout-phone-screen.png'),
      });
      await page.context().close();
      expect(errors).toEqual([]);
    });
  });
});
