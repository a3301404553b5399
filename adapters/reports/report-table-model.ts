import { dollarsToCents, formatUsd } from '../../core/shared/money';
import type { ReportRangeRequest } from '../contract/reports';

/**
 * One report as a printable table: the web page renders it as an MUI table, the PDF and the
 * CLI print the same columns and summary lines, so every screen shows the same figures.
 */
export type CellFormat = 'text' | 'money' | 'count' | 'date';

export interface ReportColumn {
  key: string;
  label: string;
  format: CellFormat;
}

export type ReportCell = string | number | null;
export type SummaryLine = { label: string; value: string };

export interface ReportTable {
  /** e.g. 'Finance report: tickets (all types)'. */
  title: string;
  columns: ReportColumn[];
  /** Raw values (dollars, counts, dates), keyed by column key. */
  rows: Record<string, ReportCell>[];
  /** Already formatted: money and averages at 2 decimals. */
  summary: SummaryLine[];
  /** The spec's exact empty message of that report. */
  emptyMessage: string;
  /**
   * Which day the rows count by, in words, when the date column's label alone cannot say it
   * (finance `all`: each area by its own day, refunds paid out by refund day).
   */
  note?: string;
}

export const FINANCE_EMPTY = 'No finance report found for the selected date and type.';
export const MAINTENANCE_EMPTY = 'No maintenance report data found for the selected criteria.';
export const VISIT_EMPTY = 'No visit report data found for the selected criteria.';

export const column = (key: string, label: string, format: CellFormat): ReportColumn => ({
  key,
  label,
  format,
});

const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Dollars as people read them: '$1,234.50', '-$0.50'. */
export function formatMoney(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** A count with thousands separators: '1,234'. */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped(Math.trunc(Math.abs(value)).toString())}`;
}

/** An average or ratio at 2 decimals, grouped: '1,234.50'. */
export function formatDecimal(value: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${grouped(whole)}.${fraction}`;
}

/** One cell as shown: money '$1,234.50', count '1,234', date and text as they are, null blank. */
export function formatCell(column: ReportColumn, value: ReportCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  switch (column.format) {
    case 'money':
      return formatMoney(value);
    case 'count':
      return formatCount(value);
    default:
      return String(value);
  }
}

export const moneyLine = (label: string, value: number): SummaryLine => ({
  label,
  value: formatMoney(value),
});
export const countLine = (label: string, value: number): SummaryLine => ({
  label,
  value: formatCount(value),
});
export const decimalLine = (label: string, value: number): SummaryLine => ({
  label,
  value: formatDecimal(value),
});

/** Only the printed columns' values, so every row has exactly the table's keys. */
export function rowsOf(
  columns: ReportColumn[],
  rows: readonly object[],
): Record<string, ReportCell>[] {
  return rows.map((r) => {
    const row = r as Record<string, ReportCell | undefined>;
    return Object.fromEntries(columns.map((col) => [col.key, row[col.key] ?? null]));
  });
}

/** The days of a range, both ends included (0 when the range is not usable). */
export function rangeDays(range: ReportRangeRequest): number {
  const ms = Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 86_400_000) + 1 : 0;
}

/** Sum of one numeric field of some rows. */
export function total<T>(rows: readonly T[], pick: (row: T) => number): number {
  // Money is summed in cents so that 0.1 + 0.2 stays 0.30.
  return rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
}

/**
 * The report requests' fields as the Data Reports form labels them (spec: the staff and manager
 * pages), so a PDF's filter line reads like the form that made it. `type` ('expense' for
 * maintenance, 'profit' for all) only restates the category, so it is not shown.
 */
const FILTER_LABELS: Record<string, string | null> = {
  startDate: 'Start Date',
  endDate: 'End Date',
  category: 'Category',
  ticketType: 'Ticket Type',
  financeType: 'Revenue or Expense',
  diningType: 'Dining Type',
  maintenanceStatus: 'Status',
  maintenanceKeyword: 'Keyword',
  attractionName: 'Attraction',
  diningName: 'Restaurant',
  type: null,
};

/** The form's option labels where they differ from the values sent. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  category: {
    tickets: 'Tickets',
    dining: 'Dining',
    merch: 'Merchandise',
    maintenance: 'Maintenance',
    all: 'All',
    attractions: 'Attractions',
  },
  financeType: { revenue: 'Revenue', expense: 'Expense' },
  maintenanceStatus: { pending: 'Pending', 'in progress': 'In Progress', completed: 'Completed' },
};

/** A field the form does not show, worded all the same: 'someField' → 'Some field'. */
const wordsOf = (key: string): string => {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The filters of a request as one line for a PDF header or a terminal, in the form's words:
 * 'Start Date: 2026-03-01; End Date: 2026-03-04; Category: Tickets; Ticket Type: all'. Unset
 * filters are left out.
 */
export function filterText(filters: object): string {
  return Object.entries(filters)
    .filter(([k, v]) => v !== null && v !== undefined && v !== '' && FILTER_LABELS[k] !== null)
    .map(([k, v]) => {
      const value = String(v);
      const label = FILTER_LABELS[k] ?? wordsOf(k);
      return `${label}: ${VALUE_LABELS[k]?.[value.toLowerCase()] ?? value}`;
    })
    .join('; ');
}
