import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates';
import { busyness } from './demo-calendar';
import { DemoHistoryGenerator } from './demo-history';
import type { DemoDay, DemoPark } from './demo-rows';
import { cents } from '../shared/money';
import { restaurantCostByType, TICKET_PRICES } from '../orders/pricing';
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

function generate(days: number, ordersPerDay: number, seed = 1, from = '2025-01-01'): DemoDay[] {
  const lastDay = addDays(from, days - 1);
  const generator = new DemoHistoryGenerator(park, { seed, ordersPerDay, lastDay });
  return Array.from({ length: days }, (_, i) => generator.day(addDays(from, i)));
}

const year = generate(365, 120, 7);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const all = <K extends keyof DemoDay>(key: K) => year.flatMap((d) => d[key] as unknown[]);

describe('DemoHistoryGenerator', () => {
  it('is deterministic: the same seed gives the same rows, another seed others', () => {
    expect(generate(3, 50, 42)).toEqual(generate(3, 50, 42));
    expect(generate(3, 50, 43)).not.toEqual(generate(3, 50, 42));
  });

  it('prices every order like checkout: lines at catalog prices, tax once, total = subtotal + tax', () => {
    const merchById = new Map(park.merchandise.map((m) => [m.id, m]));
    const restaurantById = new Map(park.restaurants.map((r) => [r.id, r]));
    const wrong: unknown[] = [];
    for (const day of year) {
      const lineSums = new Array<number>(day.orders.length).fill(0);
      for (const t of day.ticketLines) {
        if (t.unitPrice !== TICKET_PRICES[t.ticketType] || t.quantity <= 0) wrong.push(t);
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
              o.orderDate >= addDays(o.visitDate, -30) &&
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

  it('averages the asked orders a day over a year, with the mix of the bench', () => {
    const orders = all('orders').length;
    expect(orders / 365).toBeGreaterThan(114);
    expect(orders / 365).toBeLessThan(126);
    const withMeals = new Set(year.flatMap((d) => d.meals.map((m) => `${d.date}:${m.orderIndex}`)));
    const withShop = new Set(
      year.flatMap((d) => d.merchandiseLines.map((m) => `${d.date}:${m.orderIndex}`)),
    );
    expect(withMeals.size / orders).toBeCloseTo(1 / 3, 1);
    expect(withShop.size / orders).toBeCloseTo(1 / 6, 1);
    // Scaled to 6,000 orders a day (BENCH_ORDERS_PER_DAY), a year clears issue 6's sizes.
    const perYear = (rows: number) => (rows / orders) * 6_000 * 365;
    expect(perYear(all('ticketLines').length)).toBeGreaterThan(3_000_000);
    expect(perYear(all('meals').length)).toBeGreaterThan(1_000_000);
    expect(perYear(all('merchandiseLines').length)).toBeGreaterThan(500_000);
  });

  it('is busier on weekends and in summer, quieter on rainy days', () => {
    const ordersOn = (pred: (d: DemoDay) => boolean) => {
      const days = year.filter(pred);
      return sum(days.map((d) => d.orders.length)) / days.length;
    };
    const weekday = (d: DemoDay) => new Date(`${d.date}T00:00:00Z`).getUTCDay();
    expect(ordersOn((d) => weekday(d) === 6)).toBeGreaterThan(
      1.5 * ordersOn((d) => weekday(d) === 2),
    );
    expect(ordersOn((d) => d.date.slice(5, 7) === '07')).toBeGreaterThan(
      2 * ordersOn((d) => d.date.slice(5, 7) === '01'),
    );
    expect(busyness('2025-07-12', 'rainy')).toBeLessThan(busyness('2025-07-12', 'sunny'));
    expect(new Set(year.map((d) => d.weather.condition)).size).toBe(4);
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
