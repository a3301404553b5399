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
  const widths = columnWidths(columns, cells);
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

const columnWidths = (columns: ListColumn[], cells: string[][]) =>
  columns.map((c, i) => Math.max(c.label.length, ...cells.map((row) => (row[i] ?? '').length)));

/** Characters a table of these widths takes: the columns and two spaces between each. */
const spanOf = (widths: number[]) =>
  widths.reduce((sum, w) => sum + w, 0) + 2 * Math.max(0, widths.length - 1);

/** A table is folded into at most this many tables; a narrower terminal reads it row by row. */
const MAX_FOLDS = 4;

/**
 * The columns in groups that each fit `width` beside the first column (which every group
 * repeats, so each line still says which row it is), or null when that takes more than
 * MAX_FOLDS groups (or even one column beside the first does not fit).
 */
function foldedColumns(widths: number[], width: number): number[][] | null {
  const groups: number[][] = [];
  let group = [0];
  for (let i = 1; i < widths.length; i += 1) {
    if (spanOf([widths[0]!, widths[i]!]) > width) return null;
    if (spanOf([...group, i].map((c) => widths[c]!)) > width) {
      groups.push(group);
      group = [0];
    }
    group.push(i);
  }
  groups.push(group);
  return groups.length <= MAX_FOLDS ? groups : null;
}

/** `text` in lines of at most `width` characters, broken at spaces (a longer word is cut). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest;) {
      const joined = line ? `${line} ${rest}` : rest;
      if (joined.length <= width) {
        line = joined;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
}

/**
 * One block of lines per row, each a column's label and its value (wrapped under itself), a
 * blank line between rows: a table too wide to fold.
 */
function renderRecords(
  output: Output,
  columns: ListColumn[],
  cells: string[][],
  width: number,
): string {
  const labelWidth = Math.max(...columns.map((c) => c.label.length));
  const valueWidth = Math.max(10, width - labelWidth - 2);
  const blocks = cells.map((row) =>
    columns
      .flatMap((c, i) =>
        wrap(row[i] ?? '', valueWidth).map((part, at) =>
          `${at === 0 ? bold(output, c.label.padEnd(labelWidth)) : ' '.repeat(labelWidth)}  ${part}`.trimEnd(),
        ),
      )
      .join('\n'),
  );
  return blocks.join('\n\n');
}

/**
 * The table as wide as `width` allows: as it is when it fits; else its columns folded into a
 * few tables (at most MAX_FOLDS) one under the other, each repeating the first column; else
 * one block per row, a line per column (label, value), long values wrapped.
 */
export function fitTable(
  output: Output,
  columns: ListColumn[],
  cells: string[][],
  width: number,
): string {
  const widths = columnWidths(columns, cells);
  if (spanOf(widths) <= width) return renderTable(output, columns, cells);
  const groups = foldedColumns(widths, width);
  if (!groups) return renderRecords(output, columns, cells, width);
  return groups
    .map((group) =>
      renderTable(
        output,
        group.map((i) => columns[i]!),
        cells.map((row) => group.map((i) => row[i] ?? '')),
      ),
    )
    .join('\n\n');
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

/**
 * Prints a listing in the chosen format; `after` lines (a summary) follow the table only. The
 * table fits the output's width (fitTable); JSON and CSV are never changed by it.
 */
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
    output.out(fitTable(output, listing.columns, cells, output.width ?? Infinity));
  }
  if (after.length > 0) output.out(['', ...after].join('\n'));
}
