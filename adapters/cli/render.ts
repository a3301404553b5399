import { bold, dim, type Output } from './output';
import type { Format } from './options';

export type Cell = string | number | null;

/** One column of a listing: how it is titled, and whether figures line up on the right. */
export interface ListColumn {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** How the table shows a value (the CSV and JSON keep it raw). */
  show?: (value: Cell) => string;
}

export interface Listing {
  columns: ListColumn[];
  rows: Record<string, Cell>[];
  /** Printed by the table instead of an empty table. */
  emptyMessage: string;
  /** What `--format json` prints (for a report: exactly the HTTP answer's body). */
  json: unknown;
}

const shown = (column: ListColumn, value: Cell) =>
  column.show ? column.show(value) : value === null ? '' : String(value);

/** An aligned text table: a header, a rule, one line per row, no trailing spaces. */
export function renderTable(output: Output, columns: ListColumn[], cells: string[][]): string {
  const widths = columns.map((c, i) =>
    Math.max(c.label.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((v, i) =>
        columns[i]?.align === 'right' ? v.padStart(widths[i]!) : v.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [
    bold(output, line(columns.map((c) => c.label))),
    dim(output, widths.map((w) => '-'.repeat(w)).join('  ')),
    ...cells.map(line),
  ].join('\n');
}

/** Text a spreadsheet would run as a formula (=, +, -, @, a tab or a return first), but not a number. */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text that a
 * spreadsheet would take for a formula (a contact form named `=HYPERLINK(…)`) gets a leading
 * apostrophe, so it opens as the text it is (OWASP's CSV injection advice); numbers, negative
 * ones included, stay numbers.
 */
export function csvField(value: Cell): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv(columns: ListColumn[], rows: Record<string, Cell>[]): string {
  const lines = [columns.map((c) => csvField(c.label))];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.key] ?? null)));
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** Prints a listing in the chosen format; `after` lines (a summary) follow the table only. */
export function printListing(
  output: Output,
  format: Format,
  listing: Listing,
  after: string[] = [],
): void {
  if (format === 'json') return output.out(`${JSON.stringify(listing.json, null, 2)}\n`);
  if (format === 'csv') {
    // Written as is: output.out would add nothing, the CSV already ends with CRLF.
    return output.out(toCsv(listing.columns, listing.rows));
  }
  if (listing.rows.length === 0) output.out(listing.emptyMessage);
  else {
    const cells = listing.rows.map((row) =>
      listing.columns.map((c) => shown(c, row[c.key] ?? null)),
    );
    output.out(renderTable(output, listing.columns, cells));
  }
  if (after.length > 0) output.out(['', ...after].join('\n'));
}
