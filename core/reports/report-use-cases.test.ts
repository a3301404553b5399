import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money';
import type { ReportRepository } from './report-repository';
import { GetFinanceReport } from './finance-report';
import { GetDashboard } from './get-dashboard';
import { GetMaintenanceReport, STATUS_FILTER_MESSAGE } from './maintenance-report';
import { GetVisitReport } from './visit-report';
import { NOT_ALLOWED, PARK_OPERATOR, type Actor, type Reader } from '../employees/permissions';

const DAY = '2026-05-01';
const manager: Actor = { id: 1, email: 'mo@example.com', role: 'Manager' };
const staff: Actor = { id: 2, email: 'sam@example.com', role: 'Staff' };

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
    areaAmounts: log('areaAmounts', {
      ticketRevenue: [
        { date: DAY, amount: cents(17_500) },
        { date: '2026-05-02', amount: cents(6_500) },
      ],
      diningRevenue: [{ date: DAY, amount: cents(2_000) }],
      diningExpense: [{ date: '2026-05-02', amount: cents(9_000) }],
      merchRevenue: [],
      merchExpense: [],
      maintenanceExpense: [{ date: DAY, amount: cents(1_500) }],
      ticketRefunds: [],
      diningRefunds: [],
      merchRefunds: [],
      ticketRefundsPaidOut: [],
      diningRefundsPaidOut: [],
      merchRefundsPaidOut: [],
    }),
    rangeTotals: log('rangeTotals', {
      tickets: [
        { ticketType: 'standard', tickets: 2, revenue: cents(13_000) },
        { ticketType: 'child', tickets: 1, revenue: cents(4_500) },
      ],
      ticketOrders: 1,
      meals: [
        { restaurantType: 'Deluxe', transactions: 3, amount: cents(6_000) },
        { restaurantType: 'Standard', transactions: 1, amount: cents(1_000) },
      ],
      mealExpense: cents(2_500),
      merchandise: { revenue: cents(4_000), cost: cents(1_800) },
      merchandiseOrders: 2,
      maintenanceCost: cents(700),
      refunds: { tickets: cents(1_000), dining: cents(0), merch: cents(500) },
      refundsPaidOut: { tickets: cents(4_000), dining: cents(200), merch: cents(0) },
    }),
    activeMaintenanceRequests: log('activeMaintenanceRequests', 4),
    maintenanceRequests: log('maintenanceRequests', []),
    attractionVisits: log('attractionVisits', []),
  } as ReportRepository;
}

/** The gate's counts, remembering what they were asked. */
const stubGate = (calls: string[] = []) => ({
  gateCounts: async (range: { start: string; end: string }) => {
    calls.push(`gateCounts [${JSON.stringify(range)}]`);
    return { checkIns: 3, admissionsSold: 8 };
  },
});

describe('report use cases', () => {
  it('refuse a bad range before asking the repository', async () => {
    const calls: string[] = [];
    const reports = stubReports(calls);
    const range = { start: '2026-05-02', end: '2026-05-01' };
    const dashboard = await new GetDashboard(reports, stubGate(calls)).execute({
      actor: manager,
      ...range,
    });
    expect(dashboard).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: expect.any(String), path: 'endDate' },
    });
    const visits = await new GetVisitReport(reports).execute({
      actor: manager,
      ...range,
      category: 'dining',
      attractionName: null,
      diningName: null,
    });
    expect(visits.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('the dashboard refuses a ticket kind the catalogue does not know, never counts it as another', async () => {
    const reports = stubReports();
    const totals = await reports.rangeTotals({ start: DAY, end: DAY });
    const season = { ticketType: 'season', tickets: 4, revenue: cents(40_000) };
    const withSeason = { ...totals, tickets: [...totals.tickets, season] } as typeof totals;
    const dashboard = new GetDashboard(
      { ...reports, rangeTotals: async () => withSeason },
      stubGate(),
    );
    await expect(dashboard.execute({ actor: manager, start: DAY, end: DAY })).rejects.toThrow(
      /unknown admission kind: "season"/,
    );
  });

  it('the dashboard takes the range totals and asks for active requests on the end day', async () => {
    const calls: string[] = [];
    const result = await new GetDashboard(stubReports(calls), stubGate(calls)).execute({
      actor: manager,
      start: DAY,
      end: DAY,
    });
    if (!result.ok) throw new Error('expected figures');
    expect(result.value).toEqual({
      ticketRevenue: 17_500,
      ticketTransactions: 1,
      ticketsByBucket: { standard: 2, express: 0, child: 1 },
      restaurantRevenue: 7_000,
      restaurantExpense: 2_500,
      restaurantTransactions: 4,
      standardRestaurantTransactions: 1,
      deluxeRestaurantTransactions: 3,
      specialRestaurantTransactions: 0,
      merchandiseRevenue: 4_000,
      merchandiseExpenses: 1_800,
      merchandiseTransactions: 2,
      maintenanceExpenses: 700,
      activeMaintenanceRequests: 4,
      checkIns: 3,
      admissionsSold: 8,
      areas: [
        {
          area: 'Tickets',
          revenue: 17_500,
          refunds: 1_000,
          net: 16_500,
          expense: 0,
          profit: 16_500,
          refundsPaidOut: 4_000,
        },
        {
          area: 'Dining',
          revenue: 7_000,
          refunds: 0,
          net: 7_000,
          expense: 2_500,
          profit: 4_500,
          refundsPaidOut: 200,
        },
        {
          area: 'Shop',
          revenue: 4_000,
          refunds: 500,
          net: 3_500,
          expense: 1_800,
          profit: 1_700,
          refundsPaidOut: 0,
        },
        {
          area: 'Maintenance',
          revenue: 0,
          refunds: 0,
          net: 0,
          expense: 700,
          profit: -700,
          refundsPaidOut: 0,
        },
      ],
      // 17,500 + 7,000 + 4,000 = 28,500 revenue; 1,500 of it refunded (whenever); 2,500 + 1,800
      // + 700 = 5,000 expense; 4,200 paid out in the range (beside, not in the net)
      total: {
        revenue: 28_500,
        refunds: 1_500,
        net: 27_000,
        expense: 5_000,
        profit: 22_000,
        refundsPaidOut: 4_200,
      },
    });
    expect(calls).toEqual([
      `rangeTotals [{"start":"${DAY}","end":"${DAY}"}]`,
      `activeMaintenanceRequests ["${DAY}"]`,
      `gateCounts [{"start":"${DAY}","end":"${DAY}"}]`,
    ]);
  });

  it('the profit report lists each day of the area amounts and adds the areas up', async () => {
    const calls: string[] = [];
    const range = { start: DAY, end: '2026-05-02' };
    const result = await new GetFinanceReport(stubReports(calls)).execute({
      actor: manager,
      ...range,
      category: 'all',
      ticketType: 'all',
      financeType: 'revenue',
      diningType: 'all',
    });
    if (!result.ok || result.value.category !== 'all') throw new Error('expected profit rows');
    const { rows, summary } = result.value;
    expect(rows.map((d) => [d.date, d.revenue, d.expense, d.profit])).toEqual([
      [DAY, 19_500, 1_500, 18_000],
      ['2026-05-02', 6_500, 9_000, -2_500],
    ]);
    expect(summary).toMatchObject({
      days: 2,
      revenue: 26_000,
      expense: 10_500,
      profit: 15_500,
      amount: 15_500,
      amountPerDay: 7_750,
    });
    expect(calls).toEqual([`areaAmounts [{"start":"${DAY}","end":"2026-05-02"}]`]);
  });

  it('the maintenance report reads the status filter and trims the text filters', async () => {
    const calls: string[] = [];
    const report = new GetMaintenanceReport(stubReports(calls));
    const base = {
      actor: manager,
      start: DAY,
      end: DAY,
      keyword: '  ',
      attractionName: ' Sky Wheel ',
    };
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
      actor: manager,
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

describe('who may read the reports and the dashboard', () => {
  const refused = { ok: false, error: { kind: 'forbidden', message: NOT_ALLOWED } };
  /** A visitor is no employee: the types keep one out; this is what a stray one would get. */
  const visitor = { visitorId: 7 } as unknown as Reader;
  const range = { start: DAY, end: DAY };
  const useCases: [string, (calls: string[], actor: Reader) => Promise<unknown>][] = [
    [
      'GetDashboard',
      (calls, actor) =>
        new GetDashboard(stubReports(calls), stubGate(calls)).execute({ actor, ...range }),
    ],
    [
      'GetFinanceReport',
      (calls, actor) =>
        new GetFinanceReport(stubReports(calls)).execute({
          actor,
          ...range,
          category: 'all',
          ticketType: 'all',
          financeType: 'revenue',
          diningType: 'all',
        }),
    ],
    [
      'GetMaintenanceReport',
      (calls, actor) =>
        new GetMaintenanceReport(stubReports(calls)).execute({
          actor,
          ...range,
          status: null,
          keyword: null,
          attractionName: null,
        }),
    ],
    [
      'GetVisitReport',
      (calls, actor) =>
        new GetVisitReport(stubReports(calls)).execute({
          actor,
          ...range,
          category: 'attractions',
          attractionName: null,
          diningName: null,
        }),
    ],
  ];

  it.each(useCases)('%s refuses Staff and a visitor before reading anything', async (_, run) => {
    for (const actor of [staff, visitor]) {
      const calls: string[] = [];
      expect(await run(calls, actor)).toEqual(refused);
      expect(calls).toEqual([]);
    }
  });

  it.each(useCases)('%s answers a Manager and the park command', async (_, run) => {
    for (const actor of [manager, PARK_OPERATOR]) {
      const calls: string[] = [];
      expect(await run(calls, actor)).toMatchObject({ ok: true });
      expect(calls.length).toBeGreaterThan(0);
    }
  });
});
