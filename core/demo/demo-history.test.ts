import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates';
import { busyness, drawWeather, PEAK_BUSYNESS, visitorsOfDay } from './demo-calendar';
import { DemoHistoryGenerator } from './demo-history';
import { DemoRandom } from './demo-random';
import { availabilityOf, type VisitDay } from '../capacity/capacity';
import type { DemoDay, DemoPark } from './demo-rows';
import { cents } from '../shared/money';
import { restaurantCostByType } from '../orders/pricing';
import { admissionProduct } from '../admissions/products';
import { taxOf } from '../shared/tax';

const park: DemoPark = {
  openAttractionIds: [1, 2, 3, 5],
  attractionIds: [1, 2, 3, 4, 5],
  restaurants: [
    { id: 10, type: 'Standard', amount: restaurantCostByType('Standard') },
    { id: 11, type: 'Deluxe', amount: restaurantCostByType('Deluxe') },
    { id: 12, type: 'Special', amount: restaurantCostByType('Special') },
  ],
  merchandise: [
    { id: 20, sellingCost: cents(2_500), supplierCost: cents(800) },
    { id: 21, sellingCost: cents(899), supplierCost: cents(150) },
    { id: 22, sellingCost: cents(1_999), supplierCost: cents(400) },
  ],
  employeeIds: [1, 2],
  managerIds: [2],
};

type Limits = Omit<VisitDay, 'date'>;
/** A tenth of the park's defaults (PARK_DAILY_CAPACITY 5000, PARK_DAILY_EXPRESS_CAPACITY 500). */
const TENTH: Limits = { capacity: 500, expressCapacity: 50, sold: 0, expressSold: 0 };

function generate(
  days: number,
  peakVisitors: number,
  seed = 1,
  from = '2025-01-01',
  limits: (date: string) => Limits = () => TENTH,
): DemoDay[] {
  const lastDay = addDays(from, days - 1);
  const visitDay = (date: string) => ({ date, ...limits(date) });
  const generator = new DemoHistoryGenerator(park, { seed, peakVisitors, lastDay, visitDay });
  return Array.from({ length: days }, (_, i) => generator.day(addDays(from, i)));
}

/** The documented season (`--visitors-per-day 6000`, the default capacity), at a tenth. */
const year = generate(365, 600, 7);
const admissionsOf = (day: DemoDay, type?: string) =>
  sum(day.ticketLines.filter((t) => !type || t.ticketType === type).map((t) => t.quantity));
const weekdayOf = (d: DemoDay) => new Date(`${d.date}T00:00:00Z`).getUTCDay();
function sum(values: number[]) {
  return values.reduce((a, b) => a + b, 0);
}
const all = <K extends keyof DemoDay>(key: K) => year.flatMap((d) => d[key] as unknown[]);

describe('DemoHistoryGenerator', () => {
  it('is deterministic: the same seed gives the same rows, another seed others', () => {
    expect(generate(3, 300, 42)).toEqual(generate(3, 300, 42));
    expect(generate(3, 300, 43)).not.toEqual(generate(3, 300, 42));
    // Also when days sell out and parties take fewer tickets, move or give up.
    const full = () => generate(21, 600, 42, '2025-07-01', () => ({ ...TENTH, capacity: 150 }));
    expect(full()).toEqual(full());
    expect(full().filter((d) => admissionsOf(d) === 150).length).toBeGreaterThan(10);
  });

  it('prices every order like checkout: lines at catalog prices, tax once, total = subtotal + tax', () => {
    const merchById = new Map(park.merchandise.map((m) => [m.id, m]));
    const restaurantById = new Map(park.restaurants.map((r) => [r.id, r]));
    const wrong: unknown[] = [];
    for (const day of year) {
      const lineSums = new Array<number>(day.orders.length).fill(0);
      for (const t of day.ticketLines) {
        if (t.unitPrice !== admissionProduct(t.ticketType).price || t.quantity <= 0) wrong.push(t);
        lineSums[t.orderIndex]! += t.quantity * t.unitPrice;
      }
      for (const m of day.meals) {
        const price = restaurantById.get(m.restaurantId)!.amount;
        const visit = day.orders[m.orderIndex]!.visitDate;
        if (m.unitPrice !== price || m.amount !== m.quantity * price || m.transactionDate !== visit)
          wrong.push(m);
        lineSums[m.orderIndex]! += m.amount;
      }
      for (const m of day.merchandiseLines) {
        const item = merchById.get(m.merchandiseId)!;
        if (m.unitPrice !== item.sellingCost || m.unitCost !== item.supplierCost) wrong.push(m);
        if (m.lineTotal !== m.quantity * m.unitPrice) wrong.push(m);
        lineSums[m.orderIndex]! += m.lineTotal;
      }
      day.orders.forEach((o, i) => {
        if (o.subtotal !== lineSums[i] || o.subtotal <= 0) wrong.push(o);
        if (o.tax !== taxOf(o.subtotal) || o.total !== o.subtotal + o.tax) wrong.push(o);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('dates orders on or before the visit, shop-only orders on the day with no visit', () => {
    const wrong: unknown[] = [];
    for (const day of year) {
      const ticketed = new Set(day.ticketLines.map((t) => t.orderIndex));
      day.orders.forEach((o, i) => {
        const fine =
          o.visitDate === null
            ? o.orderDate === day.date && !ticketed.has(i)
            : o.visitDate === day.date &&
              o.orderDate <= o.visitDate &&
              // A month ahead at most, and a week more for a party that moved from a full day.
              o.orderDate >= addDays(o.visitDate, -30 - 7) &&
              ticketed.has(i);
        if (!fine) wrong.push(o);
      });
    }
    expect(wrong).toEqual([]);
    expect(all('orders').some((o) => (o as { visitDate: unknown }).visitDate === null)).toBe(true);
  });

  it('chooses distinct open attractions for an order', () => {
    for (const day of year.slice(0, 30)) {
      const pairs = day.orderAttractions.map((a) => `${a.orderIndex}:${a.attractionId}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const a of day.orderAttractions)
        expect(park.openAttractionIds).toContain(a.attractionId);
    }
  });

  it('draws a third of the busiest day’s visitors on an average day, with the mix of the bench', () => {
    const random = new DemoRandom(3);
    const days = Array.from({ length: 365 }, (_, i) => addDays('2025-01-01', i));
    const visitors = days.map((d) => visitorsOfDay(d, drawWeather(d, random), 6_000, random));
    // The busiest day is about three times the average one (PEAK_BUSYNESS).
    expect(PEAK_BUSYNESS).toBeGreaterThan(2.5);
    expect(PEAK_BUSYNESS).toBeLessThan(3.5);
    expect(sum(visitors) / 365).toBeGreaterThan((0.9 * 6_000) / PEAK_BUSYNESS);
    expect(sum(visitors) / 365).toBeLessThan((1.1 * 6_000) / PEAK_BUSYNESS);
    expect(Math.max(...visitors)).toBeLessThanOrEqual(6_300);
    expect(visitorsOfDay('2025-07-12', 'sunny', 6_000, random)).toBeGreaterThan(5_700);
    expect(visitorsOfDay('2025-01-14', 'snowy', 6_000, random)).toBeLessThan(400);
    const orders = all('orders').length;
    const withMeals = new Set(year.flatMap((d) => d.meals.map((m) => `${d.date}:${m.orderIndex}`)));
    const withShop = new Set(
      year.flatMap((d) => d.merchandiseLines.map((m) => `${d.date}:${m.orderIndex}`)),
    );
    expect(withMeals.size / orders).toBeCloseTo(1 / 3, 1);
    expect(withShop.size / orders).toBeCloseTo(1 / 6, 1);
    // Scaled to a park ten times the default (capacity 50,000, 5,000 Express, 60,000 visitors
    // on the busiest day: README, Benchmarks), a year clears issue 6's sizes.
    const perYear = (rows: number) => rows * 100;
    expect(perYear(all('ticketLines').length)).toBeGreaterThan(3_000_000);
    expect(perYear(all('meals').length)).toBeGreaterThan(1_000_000);
    expect(perYear(all('merchandiseLines').length)).toBeGreaterThan(500_000);
  });

  it('is busier on weekends and in summer, quieter on rainy days', () => {
    const ordersOn = (pred: (d: DemoDay) => boolean) => {
      const days = year.filter(pred);
      return sum(days.map((d) => d.orders.length)) / days.length;
    };
    expect(ordersOn((d) => weekdayOf(d) === 6)).toBeGreaterThan(
      1.5 * ordersOn((d) => weekdayOf(d) === 2),
    );
    expect(ordersOn((d) => d.date.slice(5, 7) === '07')).toBeGreaterThan(
      2 * ordersOn((d) => d.date.slice(5, 7) === '01'),
    );
    expect(busyness('2025-07-12', 'rainy')).toBeLessThan(busyness('2025-07-12', 'sunny'));
    expect(new Set(year.map((d) => d.weather.condition)).size).toBe(4);
  });

  it('never sells a day beyond its capacity, nor Express beyond its limit', () => {
    const over = year.filter((d) => admissionsOf(d) > 500 || admissionsOf(d, 'express') > 50);
    expect(over.map((d) => d.date)).toEqual([]);
    // A small park on a busy month: every day is full, none beyond.
    const small = generate(31, 6_000, 3, '2025-07-01', () => ({ ...TENTH, capacity: 40 }));
    expect(small.map((d) => admissionsOf(d))).toEqual(small.map(() => 40));
    expect(small.every((d) => admissionsOf(d, 'express') <= 40)).toBe(true);
    // What a day had sold before (an earlier layer) counts; a closed day sells no ticket.
    const limits = (date: string): Limits =>
      date === '2025-07-05'
        ? { ...TENTH, sold: 495, expressSold: 48 }
        : date === '2025-07-06'
          ? { ...TENTH, capacity: 0 }
          : TENTH;
    const [sat, sun] = generate(2, 6_000, 3, '2025-07-05', limits);
    expect(admissionsOf(sat!)).toBe(5);
    expect(admissionsOf(sat!, 'express')).toBeLessThanOrEqual(2);
    expect(sun!.ticketLines).toEqual([]);
    expect(sun!.orders.length).toBeGreaterThan(0); // shop-only orders need no place
  });

  it('sells out busy summer weekends while quiet days stay well under (the documented season)', () => {
    const status = (d: DemoDay) =>
      availabilityOf({ ...TENTH, date: d.date, sold: admissionsOf(d) });
    const soldOut = year.filter((d) => status(d).status === 'sold-out');
    expect(soldOut.length).toBeGreaterThanOrEqual(5);
    expect(soldOut.length).toBeLessThanOrEqual(40);
    for (const d of soldOut) expect(['05', '06', '07', '08', '09']).toContain(d.date.slice(5, 7));
    const mean = (days: DemoDay[]) => sum(days.map((d) => admissionsOf(d))) / days.length;
    const weekend = (d: DemoDay) => weekdayOf(d) === 0 || weekdayOf(d) === 6;
    const summer = (d: DemoDay) => ['06', '07', '08'].includes(d.date.slice(5, 7));
    const winter = (d: DemoDay) => ['01', '02'].includes(d.date.slice(5, 7));
    expect(mean(year.filter((d) => summer(d) && weekend(d)))).toBeGreaterThan(0.8 * 500);
    expect(mean(year.filter((d) => winter(d) && !weekend(d)))).toBeLessThan(0.25 * 500);
    // Express, a tenth of the capacity, sells out before the day does.
    const expressOut = year.filter((d) => admissionsOf(d, 'express') === 50);
    expect(expressOut.length).toBeGreaterThan(soldOut.length);
  });

  it('moves some parties of a full day to a later one, ordering when they first tried', () => {
    // The first week of July is closed but for the 1st, so parties of the 1st that moved a
    // week come on the 8th, their order placed up to 30 days before the 1st.
    const closed = (date: string): Limits =>
      date > '2025-07-01' && date < '2025-07-08' ? { ...TENTH, capacity: 0 } : TENTH;
    const days = generate(8, 60_000, 5, '2025-07-01', closed);
    const eighth = days[7]!;
    const early = eighth.orders.filter(
      (o) => o.visitDate && o.orderDate < addDays(o.visitDate, -30),
    );
    expect(early.length).toBeGreaterThan(0);
    for (const o of early) expect(o.orderDate >= addDays('2025-07-01', -30)).toBe(true);
    expect(days.slice(1, 7).every((d) => d.ticketLines.length === 0)).toBe(true);
  });

  it('gives every day its weather, contact forms, and a few maintenance requests a week', () => {
    expect(year.every((d) => d.weather.date === d.date && !d.weather.existing)).toBe(true);
    expect(year.every((d) => d.contactForms.length > 0)).toBe(true);
    const requests = year.flatMap((d) => d.maintenanceRequests);
    expect(requests.length / 52).toBeGreaterThan(2);
    expect(requests.length / 52).toBeLessThan(7);
    for (const r of requests) {
      expect(r.status === 'Completed').toBe(r.dateResolved !== null);
      if (r.dateResolved) expect(r.dateResolved >= r.submittedDate).toBe(true);
      if (r.dateResolved) expect(r.dateResolved <= '2025-12-31').toBe(true);
      expect(r.cost).toBeGreaterThan(0);
    }
  });

  it('books each restaurant’s produce, supplies and utilities every Sunday', () => {
    for (const day of year) {
      const sunday = new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0;
      expect(day.restaurantExpenses.length).toBe(sunday ? 3 * park.restaurants.length : 0);
      for (const e of day.restaurantExpenses) {
        expect(e.expenseDate).toBe(day.date);
        expect(park.managerIds).toContain(e.staffId);
      }
    }
  });

  it('numbers new visitors in order and brings back only visitors of two days before', () => {
    let seen = 0;
    const settled: number[] = [0, 0];
    const wrong: unknown[] = [];
    for (const day of year) {
      for (const v of day.visitors) if (v.ref !== seen++) wrong.push(v);
      const mine = new Set(day.visitors.map((v) => v.ref));
      for (const o of day.orders)
        if (!mine.has(o.visitorRef) && o.visitorRef >= settled[0]!) wrong.push(o);
      for (const f of day.contactForms)
        if (f.visitorRef !== null && f.visitorRef >= settled[0]!) wrong.push(f);
      settled.shift();
      settled.push(seen);
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeLessThan(all('orders').length);
  });
});
