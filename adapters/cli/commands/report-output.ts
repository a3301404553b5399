import { writeFile } from 'node:fs/promises';
import { formatDashboardMoment } from '../../reports/dashboard-figures';
import { filterText, formatCell, type ReportTable } from '../../reports/report-tables';
import type { Format } from '../options';
import { bold, type Output } from '../output';
import { printListing, type Cell, type ListColumn } from '../render';

/** Money and counts line up on the right; the table shows each cell as the web page does. */
function columnsOf(table: ReportTable): ListColumn[] {
  return table.columns.map((column) => ({
    key: column.key,
    label: column.label,
    align: column.format === 'money' || column.format === 'count' ? 'right' : 'left',
    show: (value: Cell) => formatCell(column, value),
  }));
}

/** Words wrapped at spaces to lines of at most `width` characters (a longer word stands alone). */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** CSV keeps figures raw for spreadsheets: dollars with two decimals, no $ or separators. */
function csvRows(table: ReportTable): Record<string, Cell>[] {
  return table.rows.map((row) =>
    Object.fromEntries(
      table.columns.map((c) => {
        const value = row[c.key] ?? null;
        return [
          c.key,
          c.format === 'money' && typeof value === 'number' ? value.toFixed(2) : value,
        ];
      }),
    ),
  );
}

export interface ReportOutput {
  table: ReportTable;
  /** Exactly the HTTP answer's body. */
  body: unknown;
  /** The HTTP request the same report would be, for the PDF's filter line. */
  request: object;
}

/**
 * Prints a report: the shared table (adapters/reports) with its title and summary lines, or
 * the HTTP body as JSON, or the rows as CSV; `pdf` also writes the web's data_report.pdf.
 */
export async function printReport(
  output: Output,
  format: Format,
  report: ReportOutput,
  pdf: string | undefined,
  timeZone: string,
): Promise<void> {
  const { table } = report;
  if (format === 'table') output.out(bold(output, table.title));
  const rows = format === 'csv' ? csvRows(table) : table.rows;
  printListing(
    output,
    format,
    { columns: columnsOf(table), rows, emptyMessage: table.emptyMessage, json: report.body },
    format === 'table'
      ? [
          ...table.summary.map((line) => `${line.label}: ${line.value}`),
          ...(table.note ? ['', ...wrapped(table.note, output.width ?? 80)] : []),
        ]
      : [],
  );
  if (pdf) {
    const meta = {
      title: 'Data Report',
      // In the park's time zone, as the dashboard's PDF and the web's data_report.pdf print it.
      generatedAt: formatDashboardMoment(new Date(), timeZone),
      filters: filterText(report.request),
    };
    const { reportPdf } = await import('../../reports/report-pdf');
    await writeFile(pdf, new Uint8Array(reportPdf([table], meta).output('arraybuffer')));
    // JSON and CSV go to stdout for machines: the note goes to stderr so they stay parseable.
    (format === 'table' ? output.out : output.err)(`Wrote ${pdf}`);
  }
}
