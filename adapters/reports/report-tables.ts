import type {
  AttractionVisitRow,
  DiningVisitRow,
  MaintenanceReportRequest,
  MaintenanceReportRow,
  VisitReportBody,
  VisitReportRequest,
} from '../contract/reports';
import {
  MAINTENANCE_EMPTY,
  VISIT_EMPTY,
  column as c,
  countLine,
  decimalLine,
  moneyLine,
  rangeDays,
  rowsOf,
  total,
  type ReportTable,
} from './report-table-model';

export { financeReportTable } from './finance-report-table';
export {
  FINANCE_EMPTY,
  MAINTENANCE_EMPTY,
  VISIT_EMPTY,
  filterText,
  formatCell,
  formatCount,
  formatDecimal,
  formatMoney,
} from './report-table-model';
export type {
  CellFormat,
  ReportCell,
  ReportColumn,
  ReportTable,
  SummaryLine,
} from './report-table-model';

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

const MAINTENANCE_COLUMNS = [
  c('submittedDate', 'Submitted', 'date'),
  c('attractionName', 'Attraction', 'text'),
  c('subject', 'Subject', 'text'),
  c('comment', 'Comment', 'text'),
  c('statusLabel', 'Status', 'text'),
  c('cost', 'Cost', 'money'),
  c('dateResolved', 'Resolved', 'date'),
];

/** The requests submitted in the range: how many by status, their cost and average cost. */
export function maintenanceReportTable(
  rows: MaintenanceReportRow[],
  filters: MaintenanceReportRequest,
): ReportTable {
  const cost = total(rows, (r) => r.cost);
  const byStatus = (label: MaintenanceReportRow['statusLabel']) =>
    countLine(label, rows.filter((r) => r.statusLabel === label).length);
  const narrowed = [filters.maintenanceStatus, filters.attractionName].filter((v) => v);
  return {
    title: `Maintenance report${narrowed.length ? ` (${narrowed.join(', ')})` : ''}`,
    columns: MAINTENANCE_COLUMNS,
    rows: rowsOf(MAINTENANCE_COLUMNS, rows),
    summary: [
      countLine('Requests', rows.length),
      byStatus('Pending'),
      byStatus('In Progress'),
      byStatus('Completed'),
      moneyLine('Total cost', cost),
      moneyLine('Average cost', ratio(cost, rows.length)),
    ],
    emptyMessage: MAINTENANCE_EMPTY,
  };
}

const DATE = c('date', 'Date', 'date');

function attractionVisits(rows: AttractionVisitRow[], days: number, name: string): ReportTable {
  const columns = [
    DATE,
    c('attractionName', 'Attraction', 'text'),
    c('orders', 'Orders', 'count'),
    c('tickets', 'Tickets', 'count'),
  ];
  const orders = total(rows, (r) => r.orders);
  const tickets = total(rows, (r) => r.tickets);
  return {
    title: `Visit report: attractions (${name || 'all attractions'})`,
    columns,
    rows: rowsOf(columns, rows),
    summary: [
      countLine('Days', days),
      countLine('Orders', orders),
      countLine('Tickets', tickets),
      decimalLine('Tickets per day', ratio(tickets, days)),
      decimalLine('Tickets per order', ratio(tickets, orders)),
    ],
    emptyMessage: VISIT_EMPTY,
  };
}

function diningVisits(rows: DiningVisitRow[], days: number, name: string): ReportTable {
  const columns = [
    DATE,
    c('restaurantName', 'Restaurant', 'text'),
    c('restaurantType', 'Type', 'text'),
    c('transactions', 'Transactions', 'count'),
    c('vouchers', 'Vouchers', 'count'),
    c('amount', 'Amount', 'money'),
  ];
  const amount = total(rows, (r) => r.amount);
  return {
    title: `Visit report: dining (${name || 'all restaurants'})`,
    columns,
    rows: rowsOf(columns, rows),
    summary: [
      countLine('Days', days),
      countLine(
        'Transactions',
        total(rows, (r) => r.transactions),
      ),
      countLine(
        'Vouchers',
        total(rows, (r) => r.vouchers),
      ),
      moneyLine('Amount', amount),
      moneyLine('Amount per day', ratio(amount, days)),
    ],
    emptyMessage: VISIT_EMPTY,
  };
}

/** Visits per day: the request's category says which kind of rows the array holds. */
export function visitReportTable(body: VisitReportBody, filters: VisitReportRequest): ReportTable {
  const days = rangeDays(filters);
  return filters.category === 'dining'
    ? diningVisits(body as DiningVisitRow[], days, filters.diningName ?? '')
    : attractionVisits(body as AttractionVisitRow[], days, filters.attractionName ?? '');
}
