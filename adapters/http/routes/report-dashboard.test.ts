import { describe, expect, it } from 'vitest';
import { reportFixtureSession } from '../testing/report-fixture';
import { parkTargets } from '../testing/test-park';

/**
 * The dashboard on the fixture of testing/report-fixture.ts. Every
 * expected number is worked out by hand from the fixture's orders (Standard $65, Express $90,
 * Child $45; vouchers Standard $10, Deluxe $35, Special $45; T-shirt $25.00 cost $8.00,
 * poncho $8.99 cost $1.50, headband $19.99 cost $4.00, keychain $5.99 cost $1.00).
 */
describe.each(parkTargets)('dashboard numbers on %s', (target) => {
  const { days: d, post: postAs } = reportFixtureSession(target);
  const post = (path: string, body: object) => postAs<Record<string, unknown>>(path, body);

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
    ]);
  });
});
