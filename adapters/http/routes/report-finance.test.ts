import { describe, expect, it } from 'vitest';
import { reportFixtureSession } from '../testing/report-fixture';
import { parkTargets } from '../testing/test-park';

/**
 * The finance report on the fixture of testing/report-fixture.ts. Every
 * expected number is worked out by hand from the fixture's orders (Standard $65, Express $90,
 * Child $45; vouchers Standard $10, Deluxe $35, Special $45; T-shirt $25.00 cost $8.00,
 * poncho $8.99 cost $1.50, headband $19.99 cost $4.00, keychain $5.99 cost $1.00).
 */
describe.each(parkTargets)('finance report numbers on %s', (target) => {
  const { days: d, post: postAs } = reportFixtureSession(target);
  const post = (path: string, body: object) => postAs<Record<string, unknown>>(path, body);
  const finance = (body: object) =>
    post('/finance-report', { startDate: d.D1, endDate: d.D3, ...body });

  it('tickets by visit day and type, all or one type', async () => {
    const all = await finance({ category: 'tickets', ticketType: 'all' });
    expect(all).toEqual({
      category: 'tickets',
      TicketData: {
        countedBy: 'visit day',
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
});
