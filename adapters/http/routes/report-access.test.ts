import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { DashboardBody, FinanceReportBody } from '../../contract/reports';
import type { OrderBody } from '../../contract/orders';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs, type Who } from '../testing/logins';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

const CALLS = ['/dashboardData', '/finance-report', '/maintenance-report', '/visit-report'];

describe.each(parkTargets)('report calls: roles, validation, agreement on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let manager: CookieClient;
  let today: string;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    manager = await clientAs(park, 'manager');
    today = op.clock.today();
  });
  afterAll(() => park.close());

  const valid = (path: string) => ({
    startDate: today,
    endDate: today,
    ...(path === '/finance-report' ? { category: 'all', type: 'profit' } : {}),
    ...(path === '/visit-report'
      ? { category: 'attractions', attractionName: null, diningName: null }
      : {}),
    ...(path === '/maintenance-report'
      ? { maintenanceStatus: '', maintenanceKeyword: '', attractionName: '' }
      : {}),
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['visitor', 403],
    ['staff', 403],
    ['manager', 200],
  ])('%s gets %i from every report call', async (who, status) => {
    const c = await clientAs(park, who);
    for (const path of CALLS) expect((await c.post(path, valid(path))).status, path).toBe(status);
  });

  it('a manager without the CSRF header gets 403', async () => {
    for (const path of CALLS)
      expect((await manager.post(path, valid(path), { csrf: false })).status, path).toBe(403);
  });

  const refusals: [string, string, object][] = [
    ['/dashboardData', 'startDate', { startDate: undefined }],
    ['/dashboardData', 'startDate', { startDate: '2025-02-30' }],
    ['/dashboardData', 'endDate', { endDate: '2026-1-5' }],
    ['/dashboardData', 'endDate', { startDate: '2026-03-02', endDate: '2026-03-01' }],
    ['/dashboardData', 'endDate', { startDate: '2024-01-01', endDate: '2025-01-01' }], // 367 days
    ['/finance-report', 'category', { category: 'rides' }],
    ['/finance-report', 'category', { category: undefined }],
    ['/finance-report', 'ticketType', { category: 'tickets', ticketType: 'VIP' }],
    ['/finance-report', 'financeType', { category: 'merch', financeType: 'profit' }],
    ['/finance-report', 'diningType', { category: 'dining', diningType: 'Buffet' }],
    ['/finance-report', 'type', { category: 'all', type: 'loss' }],
    ['/maintenance-report', 'maintenanceStatus', { maintenanceStatus: 'closed' }],
    ['/maintenance-report', 'maintenanceKeyword', { maintenanceKeyword: 'x'.repeat(101) }],
    ['/visit-report', 'category', { category: 'shops' }],
    ['/visit-report', 'attractionName', { attractionName: 42 }],
  ];
  it.each(refusals)('%s answers 400 for a bad %s', async (path, field, change) => {
    const res = await manager.post(path, { ...valid(path), ...change });
    expect(res.status).toBe(400);
    const body = res.body as { message: string; errors: { path: string }[] };
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e) => e.path)).toContain(field);
  });

  it('names the allowed values of a bad filter', async () => {
    const res = await manager.post('/finance-report', {
      ...valid('/finance-report'),
      category: 'tickets',
      ticketType: 'VIP',
    });
    expect(res.body).toMatchObject({
      message: 'Ticket type must be one of Standard, Express, Child, all',
    });
  });

  it('answers 400 for a body that is not an object, and accepts 366 days', async () => {
    expect((await manager.post('/dashboardData', [today])).status).toBe(400);
    const leapYear = { startDate: '2024-01-01', endDate: '2024-12-31' };
    expect((await manager.post('/dashboardData', leapYear)).status).toBe(200);
  });

  it('a visitor’s checkout shows in the dashboard and the finance report, which agree', async () => {
    const dashboard = async () => {
      const res = await manager.post('/dashboardData', { startDate: today, endDate: today });
      expect(res.status).toBe(200);
      return res.body as DashboardBody;
    };
    const before = await dashboard();
    const visitor = await op.visitor();
    const checkout = await visitor.post('/checkout', await op.sampleRequest());
    expect(checkout.status).toBe(200);
    expect((checkout.body as OrderBody).orderDate).toBe(today);
    const after = await dashboard();
    // 2 Standard + 1 Child, 2 vouchers at The Golden Fork (Deluxe $35), 1 Rain Poncho.
    const grew = (key: keyof DashboardBody) =>
      Math.round(((after[key] as number) - (before[key] as number)) * 100) / 100;
    expect(grew('TotalTicketRevenue')).toBe(175);
    expect(grew('TotalStandardTickets')).toBe(2);
    expect(grew('TotalChildTickets')).toBe(1);
    expect(grew('TotalTicketTransactions')).toBe(1);
    expect(grew('TotalRestaurantRevenue')).toBe(70);
    expect(grew('TotalDeluxeRestaurantTransactions')).toBe(1);
    expect(grew('TotalMerchandiseRevenue')).toBe(8.99);
    expect(grew('TotalMerchandiseExpenses')).toBe(1.5);
    expect(grew('TotalMerchandiseTransactions')).toBe(1);

    const finance = async (body: object) => {
      const res = await manager.post('/finance-report', {
        startDate: today,
        endDate: today,
        ...body,
      });
      expect(res.status).toBe(200);
      return res.body as FinanceReportBody;
    };
    const tickets = await finance({ category: 'tickets', ticketType: 'all' });
    const dining = await finance({ category: 'dining', financeType: 'revenue', diningType: 'all' });
    const expense = await finance({ category: 'dining', financeType: 'expense' });
    const merch = await finance({ category: 'merch', financeType: 'revenue' });
    const maint = await finance({ category: 'maintenance', type: 'expense' });
    const all = await finance({ category: 'all', type: 'profit' });
    if (tickets.category !== 'tickets' || dining.category !== 'dining') throw new Error('shape');
    if (expense.category !== 'dining' || merch.category !== 'merch') throw new Error('shape');
    if (maint.category !== 'maintenance' || all.category !== 'all') throw new Error('shape');
    expect(tickets.TicketData.summary).toMatchObject({
      revenue: after.TotalTicketRevenue,
      transactions: after.TotalTicketTransactions,
      tickets: after.TotalStandardTickets + after.TotalExpressTickets + after.TotalChildTickets,
    });
    expect(dining.diningData.summary).toMatchObject({
      amount: after.TotalRestaurantRevenue,
      transactions: after.TotalRestaurantTransactions,
    });
    expect(expense.diningData.summary.amount).toBe(after.restaurantExpense);
    expect(merch.merchData.summary).toMatchObject({
      revenue: after.TotalMerchandiseRevenue,
      expense: after.TotalMerchandiseExpenses,
      transactions: after.TotalMerchandiseTransactions,
    });
    expect(maint.maintData.summary.amount).toBe(after.TotalMaintenanceExpenses);
    expect(all.profitData.summary).toMatchObject({
      areas: after.areas,
      revenue: after.totalRevenue,
      expense: after.totalExpense,
      profit: after.totalProfit,
    });
    const tomorrow = addDays(today, 1);
    const next = await manager.post('/dashboardData', { startDate: tomorrow, endDate: tomorrow });
    expect((next.body as DashboardBody).TotalTicketRevenue).toBe(0);
  });
});
