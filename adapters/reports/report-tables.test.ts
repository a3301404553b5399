import { COUNTED_BY } from '../../core/reports/reports';
import { describe, expect, it } from 'vitest';
import type {
  FinanceReportBody,
  FinanceReportRequest,
  MaintenanceReportRow,
  ReportSummaryBody,
} from '../contract/reports';
import {
  filterText,
  financeReportTable,
  formatCell,
  maintenanceReportTable,
  visitReportTable,
  type ReportTable,
} from './report-tables';

const range = { startDate: '2026-03-01', endDate: '2026-03-04' }; // 4 days
const spread = (amount: number, amountPerDay: number): ReportSummaryBody => ({
  days: 4,
  amount,
  amountPerDay,
});
const keys = (t: ReportTable) => t.columns.map((c) => c.key);
const summary = (t: ReportTable) => Object.fromEntries(t.summary.map((l) => [l.label, l.value]));

describe('formatCell', () => {
  it('formats money, counts, dates, text and blanks', () => {
    expect(formatCell({ key: 'a', label: 'A', format: 'money' }, 1234.5)).toBe('$1,234.50');
    expect(formatCell({ key: 'a', label: 'A', format: 'money' }, -0.5)).toBe('-$0.50');
    expect(formatCell({ key: 'a', label: 'A', format: 'money' }, 0.1 + 0.2)).toBe('$0.30');
    expect(formatCell({ key: 'a', label: 'A', format: 'count' }, 1234567)).toBe('1,234,567');
    expect(formatCell({ key: 'a', label: 'A', format: 'date' }, '2026-03-01')).toBe('2026-03-01');
    expect(formatCell({ key: 'a', label: 'A', format: 'text' }, 'Deluxe')).toBe('Deluxe');
    expect(formatCell({ key: 'a', label: 'A', format: 'date' }, null)).toBe('');
  });
});

describe('financeReportTable', () => {
  const req = (category: FinanceReportRequest['category'], more = {}): FinanceReportRequest => ({
    ...range,
    category,
    ...more,
  });

  it('tickets: its own columns, rows by key and the summary at 2 decimals', () => {
    const body: FinanceReportBody = {
      category: 'tickets',
      TicketData: {
        countedBy: 'visit day',
        ticketType: 'all',
        rows: [
          {
            date: '2026-03-01',
            ticketType: 'Standard',
            tickets: 2,
            transactions: 1,
            revenue: 130,
            amount: 130,
          },
          {
            date: '2026-03-02',
            ticketType: 'Child',
            tickets: 1,
            transactions: 1,
            revenue: 45,
            amount: 45,
          },
        ],
        summary: { ...spread(175, 43.75), tickets: 3, transactions: 2, revenue: 175 },
      },
    };
    const t = financeReportTable(body, req('tickets', { ticketType: 'all' }));
    expect(t.title).toBe('Finance report: tickets (all types)');
    expect(keys(t)).toEqual(['date', 'ticketType', 'tickets', 'transactions', 'revenue']);
    expect(t.rows[1]).toEqual({
      date: '2026-03-02',
      ticketType: 'Child',
      tickets: 1,
      transactions: 1,
      revenue: 45,
    });
    expect(summary(t)).toEqual({
      Days: '4',
      Tickets: '3',
      Transactions: '2',
      Revenue: '$175.00',
      'Revenue per day': '$43.75',
    });
    expect(t.emptyMessage).toBe('No finance report found for the selected date and type.');
  });

  it('dining revenue and dining expense print different columns', () => {
    const revenue = financeReportTable(
      {
        category: 'dining',
        diningData: {
          countedBy: 'transaction day',
          financeType: 'revenue',
          diningType: 'Deluxe',
          rows: [
            {
              date: '2026-03-01',
              restaurantID: 3,
              restaurantName: 'Grill',
              restaurantType: 'Deluxe',
              transactions: 2,
              vouchers: 3,
              revenue: 105,
              amount: 105,
            },
          ],
          summary: { ...spread(105, 26.25), transactions: 2, vouchers: 3, revenue: 105 },
        },
      },
      req('dining', { financeType: 'revenue', diningType: 'Deluxe' }),
    );
    expect(revenue.title).toBe('Finance report: dining revenue (Deluxe)');
    expect(keys(revenue)).toEqual([
      'date',
      'restaurantName',
      'restaurantType',
      'transactions',
      'vouchers',
      'revenue',
    ]);
    expect(summary(revenue)['Revenue per day']).toBe('$26.25');

    const expense = financeReportTable(
      {
        category: 'dining',
        diningData: {
          countedBy: 'expense day',
          financeType: 'expense',
          diningType: 'all',
          rows: [],
          summary: {
            ...spread(0, 0),
            entries: 0,
            produce: 0,
            supplies: 0,
            utilities: 0,
            expense: 0,
          },
        },
      },
      req('dining', { financeType: 'expense' }),
    );
    expect(keys(expense)).toEqual([
      'date',
      'restaurantName',
      'restaurantType',
      'entries',
      'produce',
      'supplies',
      'utilities',
      'expense',
    ]);
    expect(expense.rows).toEqual([]);
    expect(summary(expense)).toMatchObject({ Produce: '$0.00', 'Expense per day': '$0.00' });
  });

  it('merch, maintenance and all (profit) have their own columns', () => {
    const merch = financeReportTable(
      {
        category: 'merch',
        merchData: {
          countedBy: 'order day',
          financeType: 'expense',
          rows: [],
          summary: {
            ...spread(12.5, 3.13),
            transactions: 1,
            quantity: 2,
            revenue: 40,
            expense: 12.5,
            profit: 27.5,
          },
        },
      },
      req('merch', { financeType: 'expense' }),
    );
    expect(merch.title).toBe('Finance report: merchandise expense');
    expect(keys(merch)).toEqual([
      'date',
      'name',
      'type',
      'transactions',
      'quantity',
      'revenue',
      'expense',
      'profit',
    ]);
    expect(summary(merch)).toMatchObject({ Profit: '$27.50', 'Expense per day': '$3.13' });

    const maint = financeReportTable(
      {
        category: 'maintenance',
        maintData: {
          countedBy: 'submitted day',
          rows: [
            {
              date: '2026-03-02',
              attractionID: 1,
              attractionName: 'Comet',
              requests: 2,
              expense: 1500,
              amount: 1500,
            },
          ],
          summary: { ...spread(1500, 375), requests: 2, expense: 1500 },
        },
      },
      req('maintenance', { type: 'expense' }),
    );
    expect(keys(maint)).toEqual(['date', 'attractionName', 'requests', 'expense']);
    expect(summary(maint)).toMatchObject({ Requests: '2', Expense: '$1,500.00' });

    const all = financeReportTable(
      {
        category: 'all',
        profitData: {
          countedBy: COUNTED_BY,
          rows: [],
          summary: {
            ...spread(-10, -2.5),
            areas: [
              {
                area: 'Maintenance',
                revenue: 0,
                refunds: 0,
                net: 0,
                expense: 10,
                profit: -10,
                refundsPaidOut: 0,
              },
            ],
            revenue: 0,
            refunds: 0,
            net: 0,
            expense: 10,
            profit: -10,
            refundsPaidOut: 4.5,
          },
        },
      },
      req('all', { type: 'profit' }),
    );
    expect(all.title).toBe('Finance report: profit (all areas)');
    expect(keys(all)).toContain('maintenanceExpense');
    expect(keys(all)).toHaveLength(13);
    expect(keys(all)).toEqual(
      expect.arrayContaining(['revenue', 'refunds', 'net', 'profit', 'refundsPaidOut']),
    );
    expect(summary(all)).toMatchObject({
      Profit: '-$10.00',
      'Profit per day': '-$2.50',
      'Maintenance profit': '-$10.00',
      'Refunds paid out (by refund day)': '$4.50',
    });
    // Each table names the day its rows count by: the date column, or (all) a note.
    expect(all.columns[0]?.label).toBe('Day');
    expect(all.note).toMatch(
      /ticket sales by visit day.*shop sales by order day.*refunds paid out are by refund day/,
    );
    expect(maint.columns[0]?.label).toBe('Submitted day');
    expect(merch.columns[0]?.label).toBe('Order day');
  });
});

describe('maintenanceReportTable', () => {
  const row = (
    id: number,
    statusLabel: MaintenanceReportRow['statusLabel'],
    cost: number,
  ): MaintenanceReportRow => ({
    id,
    attractionID: 1,
    attractionName: 'Comet',
    subject: `Subject ${id}`,
    comment: 'note',
    status: statusLabel === 'Pending' ? 'Open' : statusLabel,
    statusLabel,
    cost,
    submittedDate: '2026-03-01',
    dateResolved: statusLabel === 'Completed' ? '2026-03-03' : null,
  });
  const filters = {
    ...range,
    maintenanceStatus: null,
    maintenanceKeyword: null,
    attractionName: null,
  };

  it('counts by status and averages the cost at 2 decimals', () => {
    const t = maintenanceReportTable(
      [row(1, 'Pending', 10), row(2, 'Completed', 20.01), row(3, 'Pending', 0)],
      filters,
    );
    expect(t.rows).toHaveLength(3);
    expect(t.rows[1]).toMatchObject({
      subject: 'Subject 2',
      statusLabel: 'Completed',
      cost: 20.01,
      dateResolved: '2026-03-03',
    });
    expect(t.rows[0]?.dateResolved).toBeNull();
    expect(summary(t)).toEqual({
      Requests: '3',
      Pending: '2',
      'In Progress': '0',
      Completed: '1',
      'Total cost': '$30.01',
      'Average cost': '$10.00',
    });
  });

  it('an empty report averages to zero and carries the spec message', () => {
    const t = maintenanceReportTable([], { ...filters, maintenanceStatus: 'pending' });
    expect(t.title).toBe('Maintenance report (pending)');
    expect(summary(t)['Average cost']).toBe('$0.00');
    expect(t.emptyMessage).toBe('No maintenance report data found for the selected criteria.');
  });
});

describe('visitReportTable', () => {
  it('attractions: tickets per day over every day of the range', () => {
    const t = visitReportTable(
      [
        { date: '2026-03-01', attractionID: 1, attractionName: 'Comet', orders: 2, tickets: 5 },
        { date: '2026-03-03', attractionID: 1, attractionName: 'Comet', orders: 1, tickets: 2 },
      ],
      { ...range, category: 'attractions', attractionName: 'Comet', diningName: null },
    );
    expect(t.title).toBe('Visit report: attractions (Comet)');
    expect(keys(t)).toEqual(['date', 'attractionName', 'orders', 'tickets']);
    expect(summary(t)).toEqual({
      Days: '4',
      Orders: '3',
      Tickets: '7',
      'Tickets per day': '1.75',
      'Tickets per order': '2.33',
    });
  });

  it('dining: amount per day in dollars, and the spec message when empty', () => {
    const filters = {
      ...range,
      category: 'dining' as const,
      attractionName: null,
      diningName: null,
    };
    const t = visitReportTable(
      [
        {
          date: '2026-03-02',
          restaurantID: 2,
          restaurantName: 'Cafe',
          restaurantType: 'Standard',
          transactions: 3,
          vouchers: 5,
          amount: 50,
        },
      ],
      filters,
    );
    expect(keys(t)).toEqual([
      'date',
      'restaurantName',
      'restaurantType',
      'transactions',
      'vouchers',
      'amount',
    ]);
    expect(summary(t)).toMatchObject({ Amount: '$50.00', 'Amount per day': '$12.50' });
    const empty = visitReportTable([], filters);
    expect(empty.rows).toEqual([]);
    expect(empty.emptyMessage).toBe('No visit report data found for the selected criteria.');
  });
});

describe('filterText', () => {
  it('lists the set filters only, in the Data Reports form’s words', () => {
    expect(
      filterText({ ...range, category: 'tickets', ticketType: 'all', financeType: null }),
    ).toBe('Start Date: 2026-03-01; End Date: 2026-03-04; Category: Tickets; Ticket Type: all');
    expect(
      filterText({ ...range, category: 'merch', financeType: 'expense', type: 'profit' }),
    ).toBe(
      'Start Date: 2026-03-01; End Date: 2026-03-04; Category: Merchandise; Revenue or Expense: Expense',
    );
    expect(
      filterText({
        maintenanceStatus: 'In Progress',
        maintenanceKeyword: 'brake',
        attractionName: 'Thunder Falls',
        diningName: null,
        somethingNew: 'x',
      }),
    ).toBe('Status: In Progress; Keyword: brake; Attraction: Thunder Falls; Something new: x');
    expect(filterText({ category: 'dining', diningName: 'Main Street Diner' })).toBe(
      'Category: Dining; Restaurant: Main Street Diner',
    );
  });
});
