import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { loadReportFixture, type FixtureDays } from '../testing/report-fixture';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/**
 * The dashboard and the finance report on the fixture of testing/report-fixture.ts. Every
 * expected number is worked out by hand from the fixture's orders (Standard $65, Express $90,
 * Child $45; vouchers Standard $10, Deluxe $35, Special $45; T-shirt $25.00 cost $8.00,
 * poncho $8.99 cost $1.50, headband $19.99 cost $4.00, keychain $5.99 cost $1.00).
 */
describe.each(parkTargets)('dashboard and finance report numbers on %s', (target) => {
  let park: TestPark;
  let manager: CookieClient;
  let d: FixtureDays;

  beforeAll(async () => {
    park = await openTestPark(target);
    d = await loadReportFixture(park);
    manager = await clientAs(park, 'manager');
  }, 120_000);
  afterAll(() => park.close());

  const post = async (path: string, body: object) => {
    const res = await manager.post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, unknown>;
  };
  const finance = (body: object) =>
    post('/finance-report', { startDate: d.D1, endDate: d.D3, ...body });

  it('the dashboard of D1: A’s tickets and meals, A’s and B’s shop items, M1, active M1 and M4', async () => {
    const body = await post('/dashboardData', { startDate: d.D1, endDate: d.D1 });
    expect(body).toMatchObject({
      TotalTicketRevenue: 175, // 2 × 65 + 45
      TotalTicketTransactions: 1,
      TotalStandardTickets: 2,
      TotalChildTickets: 1,
      TotalExpressTickets: 0, // B's Express ticket is for D2
      TotalRestaurantRevenue: 55, // 2 × 10 + 35
      TotalRestaurantTransactions: 2,
      restaurantExpense: 19.75, // 12.50 + 7.25
      TotalStandardRestaurantTransactions: 1,
      TotalDeluxeRestaurantTransactions: 1,
      TotalSpecialRestaurantTransactions: 0,
      TotalMerchandiseRevenue: 76.97, // 2 × 25 + 3 × 8.99 (B was ordered on D1)
      TotalMerchandiseTransactions: 2,
      TotalMerchandiseExpenses: 20.5, // 2 × 8 + 3 × 1.50
      TotalMaintenanceExpenses: 150,
      TotalActiveMaintenanceRequests: 2, // M4, and M1 (resolved only on D2)
      ticketRevenue: 175,
      standardTickets: 2,
      expressTickets: 0,
      childTickets: 1,
      restaurantRevenue: 55,
      standardRestaurantTransactions: 1,
      deluxeRestaurantTransactions: 1,
      specialRestaurantTransactions: 0,
      maintenanceExpenses: 150,
      activeMaintenanceRequests: 2,
      merchandiseRevenue: 76.97,
      merchandiseExpenses: 20.5,
      merchandiseTransactions: 2,
      revenueByArea: [
        { area: 'Tickets', revenue: 175 },
        { area: 'Dining', revenue: 55 },
        { area: 'Shop', revenue: 76.97 },
      ],
      totalRevenue: 306.97,
      totalExpense: 190.25, // 19.75 + 20.50 + 150
      totalProfit: 116.72,
    });
  });

  it('the dashboard over D1–D3 adds up every day, and counts active requests on D3', async () => {
    const body = await post('/dashboardData', { startDate: d.D1, endDate: d.D3 });
    expect(body).toMatchObject({
      TotalTicketRevenue: 640, // 175 + 90 + 375
      TotalTicketTransactions: 3,
      TotalStandardTickets: 5,
      TotalExpressTickets: 3,
      TotalChildTickets: 1,
      TotalRestaurantRevenue: 145, // 55 + 90
      TotalRestaurantTransactions: 3,
      restaurantExpense: 159.75, // 19.75 + 40 + 100 (not D0's 999)
      TotalSpecialRestaurantTransactions: 1,
      TotalMerchandiseRevenue: 108.94, // 76.97 + 19.99 + 2 × 5.99
      TotalMerchandiseTransactions: 3,
      TotalMerchandiseExpenses: 26.5, // 20.50 + 4 + 2 × 1
      TotalMaintenanceExpenses: 245.5, // 150 + 75.50 + 20
      TotalActiveMaintenanceRequests: 3, // M2, M3, M4
      totalRevenue: 893.94,
      totalExpense: 431.75,
      totalProfit: 462.19,
    });
    expect(body.areas).toEqual([
      { area: 'Tickets', revenue: 640, expense: 0, profit: 640 },
      { area: 'Dining', revenue: 145, expense: 159.75, profit: -14.75 },
      { area: 'Shop', revenue: 108.94, expense: 26.5, profit: 82.44 },
      { area: 'Maintenance', revenue: 0, expense: 245.5, profit: -245.5 },
    ]);
  });

  it('tickets by visit day and type, all or one type', async () => {
    const all = await finance({ category: 'tickets', ticketType: 'all' });
    expect(all).toEqual({
      category: 'tickets',
      TicketData: {
        ticketType: 'all',
        rows: [
          {
            date: d.D1,
            ticketType: 'Standard',
            tickets: 2,
            transactions: 1,
            revenue: 130,
            amount: 130,
          },
          { date: d.D1, ticketType: 'Child', tickets: 1, transactions: 1, revenue: 45, amount: 45 },
          {
            date: d.D2,
            ticketType: 'Express',
            tickets: 1,
            transactions: 1,
            revenue: 90,
            amount: 90,
          },
          {
            date: d.D3,
            ticketType: 'Standard',
            tickets: 3,
            transactions: 1,
            revenue: 195,
            amount: 195,
          },
          {
            date: d.D3,
            ticketType: 'Express',
            tickets: 2,
            transactions: 1,
            revenue: 180,
            amount: 180,
          },
        ],
        // 4 days (D1 to D3 = D1 + 3); 640 / 4 = 160
        summary: {
          days: 4,
          amount: 640,
          amountPerDay: 160,
          tickets: 9,
          transactions: 3,
          revenue: 640,
        },
      },
    });
    const express = await finance({ category: 'tickets', ticketType: 'Express' });
    expect(express.TicketData).toMatchObject({
      ticketType: 'Express',
      summary: {
        days: 4,
        amount: 270,
        amountPerDay: 67.5,
        tickets: 3,
        transactions: 2,
        revenue: 270,
      },
    });
  });

  it('dining revenue by restaurant and transaction day, and expenses by expense day', async () => {
    const revenue = await finance({
      category: 'dining',
      financeType: 'revenue',
      diningType: 'all',
    });
    expect(revenue.diningData).toMatchObject({
      financeType: 'revenue',
      diningType: 'all',
      rows: [
        {
          date: d.D1,
          restaurantName: 'Main Street Diner',
          restaurantType: 'Standard',
          transactions: 1,
          vouchers: 2,
          revenue: 20,
          amount: 20,
        },
        {
          date: d.D1,
          restaurantName: 'The Golden Fork',
          restaurantType: 'Deluxe',
          transactions: 1,
          vouchers: 1,
          revenue: 35,
          amount: 35,
        },
        {
          date: d.D2,
          restaurantName: 'Chef\u2019s Table',
          restaurantType: 'Special',
          transactions: 1,
          vouchers: 2,
          revenue: 90,
          amount: 90,
        },
      ],
      summary: {
        days: 4,
        amount: 145,
        amountPerDay: 36.25,
        transactions: 3,
        vouchers: 5,
        revenue: 145,
      },
    });
    const deluxe = await finance({
      category: 'dining',
      financeType: 'revenue',
      diningType: 'Deluxe',
    });
    expect(deluxe.diningData).toMatchObject({
      summary: { amount: 35, transactions: 1, vouchers: 1 },
    });
    const expense = await finance({
      category: 'dining',
      financeType: 'expense',
      diningType: 'all',
    });
    expect(expense.diningData).toMatchObject({
      financeType: 'expense',
      rows: [
        {
          date: d.D1,
          restaurantName: 'Main Street Diner',
          entries: 2,
          produce: 12.5,
          supplies: 0,
          utilities: 7.25,
          expense: 19.75,
        },
        {
          date: d.D2,
          restaurantName: 'The Golden Fork',
          entries: 1,
          produce: 0,
          supplies: 40,
          utilities: 0,
          expense: 40,
        },
        {
          date: d.D3,
          restaurantName: 'Chef\u2019s Table',
          entries: 1,
          produce: 100,
          supplies: 0,
          utilities: 0,
          expense: 100,
        },
      ],
      // 159.75 / 4 = 39.9375 → 39.94
      summary: {
        days: 4,
        amount: 159.75,
        amountPerDay: 39.94,
        entries: 4,
        produce: 112.5,
        supplies: 40,
        utilities: 7.25,
        expense: 159.75,
      },
    });
  });

  it('merchandise by item and order day, as revenue or expense', async () => {
    const revenue = await finance({ category: 'merch', financeType: 'revenue' });
    expect(revenue.merchData).toMatchObject({
      financeType: 'revenue',
      rows: [
        {
          date: d.D1,
          name: 'Park Logo T-Shirt',
          type: 'Clothing',
          transactions: 1,
          quantity: 2,
          revenue: 50,
          expense: 16,
          profit: 34,
          amount: 50,
        },
        {
          date: d.D1,
          name: 'Rain Poncho',
          type: 'Clothing',
          transactions: 1,
          quantity: 3,
          revenue: 26.97,
          expense: 4.5,
          profit: 22.47,
          amount: 26.97,
        },
        {
          date: d.D2,
          name: 'Mouse Ears Headband',
          type: 'Accessory',
          transactions: 1,
          quantity: 1,
          revenue: 19.99,
          expense: 4,
          profit: 15.99,
          amount: 19.99,
        },
        {
          date: d.D2,
          name: 'Starlight Keychain',
          type: 'Accessory',
          transactions: 1,
          quantity: 2,
          revenue: 11.98,
          expense: 2,
          profit: 9.98,
          amount: 11.98,
        },
      ],
      // 108.94 / 4 = 27.235 → 27.24 (half up)
      summary: {
        days: 4,
        amount: 108.94,
        amountPerDay: 27.24,
        transactions: 3,
        quantity: 8,
        revenue: 108.94,
        expense: 26.5,
        profit: 82.44,
      },
    });
    const expense = await finance({ category: 'merch', financeType: 'expense' });
    expect(expense.merchData).toMatchObject({ summary: { amount: 26.5, amountPerDay: 6.63 } });
  });

  it('maintenance expense by submitted day, and the park’s profit by day and area', async () => {
    const maint = await finance({ category: 'maintenance', type: 'expense' });
    expect(maint.maintData).toMatchObject({
      rows: [
        { date: d.D1, attractionName: 'Thunder Falls', requests: 1, expense: 150, amount: 150 },
        { date: d.D2, attractionName: 'Sky Wheel', requests: 1, expense: 75.5, amount: 75.5 },
        { date: d.D3, attractionName: 'Thunder Falls', requests: 1, expense: 20, amount: 20 },
      ],
      summary: { days: 4, amount: 245.5, amountPerDay: 61.38, requests: 3, expense: 245.5 },
    });
    const profit = await finance({ category: 'all', type: 'profit' });
    const row = (
      date: string,
      t: number,
      dr: number,
      de: number,
      mr: number,
      me: number,
      mx: number,
      rev: number,
      exp: number,
      p: number,
    ) => ({
      date,
      ticketRevenue: t,
      diningRevenue: dr,
      diningExpense: de,
      merchRevenue: mr,
      merchExpense: me,
      maintenanceExpense: mx,
      revenue: rev,
      expense: exp,
      profit: p,
      amount: p,
    });
    expect(profit.profitData).toEqual({
      rows: [
        row(d.D1, 175, 55, 19.75, 76.97, 20.5, 150, 306.97, 190.25, 116.72),
        row(d.D2, 90, 90, 40, 31.97, 6, 75.5, 211.97, 121.5, 90.47),
        row(d.D3, 375, 0, 100, 0, 0, 20, 375, 120, 255),
      ],
      summary: {
        days: 4,
        amount: 462.19,
        amountPerDay: 115.55, // 462.19 / 4 = 115.5475
        areas: [
          { area: 'Tickets', revenue: 640, expense: 0, profit: 640 },
          { area: 'Dining', revenue: 145, expense: 159.75, profit: -14.75 },
          { area: 'Shop', revenue: 108.94, expense: 26.5, profit: 82.44 },
          { area: 'Maintenance', revenue: 0, expense: 245.5, profit: -245.5 },
        ],
        revenue: 893.94,
        expense: 431.75,
        profit: 462.19,
      },
    });
  });

  it('a range with nothing in it answers empty rows and zero summaries', async () => {
    const empty = await post('/finance-report', {
      startDate: d.D2,
      endDate: d.D2,
      category: 'tickets',
      ticketType: 'Child',
    });
    expect(empty.TicketData).toEqual({
      ticketType: 'Child',
      rows: [],
      summary: { days: 1, amount: 0, amountPerDay: 0, tickets: 0, transactions: 0, revenue: 0 },
    });
  });
});
