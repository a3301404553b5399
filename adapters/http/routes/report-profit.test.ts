import { describe, expect, it } from 'vitest';
import { reportFixtureSession } from '../testing/report-fixture';
import { parkTargets } from '../testing/test-park';

/**
 * The finance report on the fixture of testing/report-fixture.ts. Every
 * expected number is worked out by hand from the fixture's orders (Standard $65, Express $90,
 * Child $45; vouchers Standard $10, Deluxe $35, Special $45; T-shirt $25.00 cost $8.00,
 * poncho $8.99 cost $1.50, headband $19.99 cost $4.00, keychain $5.99 cost $1.00).
 */
describe.each(parkTargets)(
  'finance report numbers (merchandise, maintenance, profit) on %s',
  (target) => {
    const { days: d, post: postAs } = reportFixtureSession(target);
    const post = (path: string, body: object) => postAs<Record<string, unknown>>(path, body);
    const finance = (body: object) =>
      post('/finance-report', { startDate: d.D1, endDate: d.D3, ...body });

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
        refunds: 0,
        net: rev,
        expense: exp,
        profit: p,
        amount: p,
        refundsPaidOut: 0,
      });
      expect(profit.profitData).toEqual({
        countedBy: {
          tickets: 'visit day',
          dining: 'transaction day',
          shop: 'order day',
          diningExpense: 'expense day',
          maintenance: 'submitted day',
          refunds: 'sale day',
          refundsPaidOut: 'refund day',
        },
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
            {
              area: 'Tickets',
              revenue: 640,
              refunds: 0,
              net: 640,
              expense: 0,
              profit: 640,
              refundsPaidOut: 0,
            },
            {
              area: 'Dining',
              revenue: 145,
              refunds: 0,
              net: 145,
              expense: 159.75,
              profit: -14.75,
              refundsPaidOut: 0,
            },
            {
              area: 'Shop',
              revenue: 108.94,
              refunds: 0,
              net: 108.94,
              expense: 26.5,
              profit: 82.44,
              refundsPaidOut: 0,
            },
            {
              area: 'Maintenance',
              revenue: 0,
              refunds: 0,
              net: 0,
              expense: 245.5,
              profit: -245.5,
              refundsPaidOut: 0,
            },
          ],
          revenue: 893.94,
          refunds: 0,
          net: 893.94,
          expense: 431.75,
          profit: 462.19,
          refundsPaidOut: 0,
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
        countedBy: 'visit day',
        ticketType: 'Child',
        rows: [],
        summary: { days: 1, amount: 0, amountPerDay: 0, tickets: 0, transactions: 0, revenue: 0 },
      });
    });
  },
);
