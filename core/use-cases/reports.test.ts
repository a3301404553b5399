import { describe, expect, it } from 'vitest';
import { cents } from '../domain/money';
import type { ReportRepository } from '../ports/report-repository';
import { GetFinanceReport } from './finance-report';
import { GetDashboard } from './get-dashboard';
import { GetMaintenanceReport, STATUS_FILTER_MESSAGE } from './maintenance-report';
import { GetVisitReport } from './visit-report';

const DAY = '2026-05-01';

/** A report repository answering fixed rows and remembering what it was asked. */
function stubReports(calls: string[] = []): ReportRepository {
  const log =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      calls.push(`${name} ${JSON.stringify(args)}`);
      return value;
    };
  return {
    ticketSales: log('ticketSales', [
      { date: DAY, ticketType: 'standard', tickets: 2, orders: 1, revenue: cents(13_000) },
      { date: DAY, ticketType: 'child', tickets: 1, orders: 1, revenue: cents(4_500) },
    ]),
    ticketOrders: log('ticketOrders', [{ date: DAY, count: 1 }]),
    restaurantSales: log('restaurantSales', []),
    restaurantExpenses: log('restaurantExpenses', []),
    merchandiseSales: log('merchandiseSales', []),
    merchandiseOrders: log('merchandiseOrders', []),
    maintenanceCosts: log('maintenanceCosts', []),
    activeMaintenanceRequests: log('activeMaintenanceRequests', 4),
    maintenanceRequests: log('maintenanceRequests', []),
    attractionVisits: log('attractionVisits', []),
  } as ReportRepository;
}

describe('report use cases', () => {
  it('refuse a bad range before asking the repository', async () => {
    const calls: string[] = [];
    const reports = stubReports(calls);
    const range = { start: '2026-05-02', end: '2026-05-01' };
    const dashboard = await new GetDashboard(reports).execute(range);
    expect(dashboard).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: expect.any(String), path: 'endDate' },
    });
    const visits = await new GetVisitReport(reports).execute({
      ...range,
      category: 'dining',
      attractionName: null,
      diningName: null,
    });
    expect(visits.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('the dashboard adds up the per-day rows and asks for active requests on the end day', async () => {
    const calls: string[] = [];
    const result = await new GetDashboard(stubReports(calls)).execute({ start: DAY, end: DAY });
    if (!result.ok) throw new Error('expected figures');
    expect(result.value).toMatchObject({
      ticketRevenue: 17_500,
      ticketTransactions: 1,
      standardTickets: 2,
      childTickets: 1,
      expressTickets: 0,
      activeMaintenanceRequests: 4,
      total: { revenue: 17_500, expense: 0, profit: 17_500 },
    });
    expect(calls).toContain(`activeMaintenanceRequests ["${DAY}"]`);
  });

  it('the maintenance report reads the status filter and trims the text filters', async () => {
    const calls: string[] = [];
    const report = new GetMaintenanceReport(stubReports(calls));
    const base = { start: DAY, end: DAY, keyword: '  ', attractionName: ' Sky Wheel ' };
    expect(await report.execute({ ...base, status: 'closed' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: STATUS_FILTER_MESSAGE },
    });
    expect((await report.execute({ ...base, status: 'pending' })).ok).toBe(true);
    expect(calls).toEqual([
      `maintenanceRequests [{"start":"${DAY}","end":"${DAY}"},{"status":"Open","keyword":null,"attractionName":"Sky Wheel"}]`,
    ]);
  });

  it('the finance report asks only for the chosen ticket type', async () => {
    const calls: string[] = [];
    await new GetFinanceReport(stubReports(calls)).execute({
      start: DAY,
      end: DAY,
      category: 'tickets',
      ticketType: 'Child',
      financeType: 'revenue',
      diningType: 'all',
    });
    expect(calls.filter((c) => c.startsWith('ticket'))).toEqual([
      `ticketSales [{"start":"${DAY}","end":"${DAY}"},["child"]]`,
      `ticketOrders [{"start":"${DAY}","end":"${DAY}"},["child"]]`,
    ]);
  });
});
