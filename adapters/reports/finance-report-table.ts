import type {
  DiningDataBody,
  FinanceReportBody,
  FinanceReportRequest,
  ReportSummaryBody,
} from '../contract/reports';
import {
  FINANCE_EMPTY,
  column as c,
  countLine as count,
  moneyLine as money,
  rowsOf,
  type ReportColumn,
  type ReportTable,
  type SummaryLine as Line,
} from './report-table-model';

/** Days, then the report's figures, then its main amount per day. */
const summaryOf = (s: ReportSummaryBody, perDayLabel: string, lines: Line[]): Line[] => [
  count('Days', s.days),
  ...lines,
  money(perDayLabel, s.amountPerDay),
];

const typeText = (type: string | null | undefined): string =>
  !type || type === 'all' ? 'all types' : type;

const table = (
  title: string,
  columns: ReportColumn[],
  rows: readonly object[],
  summary: Line[],
  note?: string,
): ReportTable => ({
  title,
  columns,
  rows: rowsOf(columns, rows),
  summary,
  emptyMessage: FINANCE_EMPTY,
  ...(note === undefined ? {} : { note }),
});

/**
 * The date column names the day its rows count by (docs/reports.md): 'Visit day',
 * 'Transaction day', 'Expense day', 'Order day', 'Submitted day'.
 */
const dayColumn = (countedBy: string) =>
  c('date', countedBy.charAt(0).toUpperCase() + countedBy.slice(1), 'date');

/** What the all-areas report's days are: each figure by the day it counts on. */
export const PROFIT_NOTE =
  'Each figure counts on its own day: ticket sales by visit day, dining by transaction day, ' +
  'shop sales by order day, restaurant expenses by expense day, maintenance by submitted day. ' +
  'Refunds lower the day of the sale they refund (net = revenue - refunds); refunds paid out ' +
  'are by refund day, shown beside and not in the net.';
const RESTAURANT = [c('restaurantName', 'Restaurant', 'text'), c('restaurantType', 'Type', 'text')];

function diningTable(d: DiningDataBody): ReportTable {
  const title = `Finance report: dining ${d.financeType} (${typeText(d.diningType)})`;
  const DATE = dayColumn(d.countedBy);
  if (d.financeType === 'revenue') {
    const s = d.summary;
    return table(
      title,
      [
        DATE,
        ...RESTAURANT,
        c('transactions', 'Transactions', 'count'),
        c('vouchers', 'Vouchers', 'count'),
        c('revenue', 'Revenue', 'money'),
      ],
      d.rows,
      summaryOf(s, 'Revenue per day', [
        count('Transactions', s.transactions),
        count('Vouchers', s.vouchers),
        money('Revenue', s.revenue),
      ]),
    );
  }
  const s = d.summary;
  return table(
    title,
    [
      DATE,
      ...RESTAURANT,
      c('entries', 'Entries', 'count'),
      c('produce', 'Produce', 'money'),
      c('supplies', 'Supplies', 'money'),
      c('utilities', 'Utilities', 'money'),
      c('expense', 'Expense', 'money'),
    ],
    d.rows,
    summaryOf(s, 'Expense per day', [
      count('Entries', s.entries),
      money('Produce', s.produce),
      money('Supplies', s.supplies),
      money('Utilities', s.utilities),
      money('Expense', s.expense),
    ]),
  );
}

/**
 * A finance report as a table: each category (tickets, dining revenue, dining expense, merch,
 * maintenance, all = profit) prints its own columns. The body says which one it is; the
 * filters only fill in what an older body might leave out.
 */
export function financeReportTable(
  body: FinanceReportBody,
  filters: FinanceReportRequest,
): ReportTable {
  switch (body.category) {
    case 'tickets': {
      const { rows, summary: s, ticketType } = body.TicketData;
      return table(
        `Finance report: tickets (${typeText(ticketType ?? filters.ticketType)})`,
        [
          dayColumn(body.TicketData.countedBy),
          c('ticketType', 'Ticket type', 'text'),
          c('tickets', 'Tickets', 'count'),
          c('transactions', 'Transactions', 'count'),
          c('revenue', 'Revenue', 'money'),
        ],
        rows,
        summaryOf(s, 'Revenue per day', [
          count('Tickets', s.tickets),
          count('Transactions', s.transactions),
          money('Revenue', s.revenue),
        ]),
      );
    }
    case 'dining':
      return diningTable(body.diningData);
    case 'merch': {
      const { rows, summary: s, financeType } = body.merchData;
      const kind = financeType ?? filters.financeType ?? 'revenue';
      return table(
        `Finance report: merchandise ${kind}`,
        [
          dayColumn(body.merchData.countedBy),
          c('name', 'Item', 'text'),
          c('type', 'Type', 'text'),
          c('transactions', 'Transactions', 'count'),
          c('quantity', 'Quantity', 'count'),
          c('revenue', 'Revenue', 'money'),
          c('expense', 'Expense', 'money'),
          c('profit', 'Profit', 'money'),
        ],
        rows,
        summaryOf(s, kind === 'expense' ? 'Expense per day' : 'Revenue per day', [
          count('Transactions', s.transactions),
          count('Quantity', s.quantity),
          money('Revenue', s.revenue),
          money('Expense', s.expense),
          money('Profit', s.profit),
        ]),
      );
    }
    case 'maintenance': {
      const { rows, summary: s } = body.maintData;
      return table(
        'Finance report: maintenance expense',
        [
          dayColumn(body.maintData.countedBy),
          c('attractionName', 'Attraction', 'text'),
          c('requests', 'Requests', 'count'),
          c('expense', 'Expense', 'money'),
        ],
        rows,
        summaryOf(s, 'Expense per day', [
          count('Requests', s.requests),
          money('Expense', s.expense),
        ]),
      );
    }
    case 'all': {
      const { rows, summary: s } = body.profitData;
      return table(
        'Finance report: profit (all areas)',
        [
          c('date', 'Day', 'date'),
          c('ticketRevenue', 'Ticket revenue', 'money'),
          c('diningRevenue', 'Dining revenue', 'money'),
          c('diningExpense', 'Dining expense', 'money'),
          c('merchRevenue', 'Merchandise revenue', 'money'),
          c('merchExpense', 'Merchandise expense', 'money'),
          c('maintenanceExpense', 'Maintenance expense', 'money'),
          c('revenue', 'Revenue', 'money'),
          c('refunds', 'Refunds', 'money'),
          c('net', 'Net', 'money'),
          c('expense', 'Expense', 'money'),
          c('profit', 'Profit', 'money'),
          c('refundsPaidOut', 'Refunds paid out', 'money'),
        ],
        rows,
        summaryOf(s, 'Profit per day', [
          money('Revenue', s.revenue),
          money('Refunds of that revenue', s.refunds),
          money('Net', s.net),
          money('Expense', s.expense),
          money('Profit', s.profit),
          ...s.areas.map((a) => money(`${a.area} profit`, a.profit)),
          money('Refunds paid out (by refund day)', s.refundsPaidOut),
        ]),
        PROFIT_NOTE,
      );
    }
  }
}
