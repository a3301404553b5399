import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { jsPDF } from 'jspdf';
import { DATA_REPORT_FILE, reportPdf, tableLayout } from './report-pdf';
import { financeReportTable, formatCell, type ReportTable } from './report-tables';
import type { FinanceReportBody } from '../contract/reports';
import { hasPoppler, netpbmToRgba, readPdfBytes } from './testing/read-pdf';

const run = promisify(execFile);

const PT_PER_MM = 72 / 25.4;
const MARGIN_PT = 20 * PT_PER_MM; // 2 cm
const A4 = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM };
const EPS = 0.01;

const meta = {
  title: 'Data report',
  generatedAt: '2026-03-05 10:00',
  filters: 'startDate: 2026-03-01',
};

const table = (rows: number): ReportTable => ({
  title: 'Finance report: tickets (all types)',
  columns: [
    { key: 'date', label: 'Date', format: 'date' },
    { key: 'ticketType', label: 'Ticket type', format: 'text' },
    { key: 'tickets', label: 'Tickets', format: 'count' },
    { key: 'revenue', label: 'Revenue', format: 'money' },
  ],
  rows: Array.from({ length: rows }, (_, i) => ({
    date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
    ticketType: 'Standard',
    tickets: 1000 + i,
    revenue: 1234.5 + i,
  })),
  summary: [
    { label: 'Tickets', value: '1,234' },
    { label: 'Revenue per day', value: '$43.75' },
  ],
  emptyMessage: 'No finance report found for the selected date and type.',
});

/** The finance report of every area (13 money columns) over days of five- and six-figure takings. */
const wideTable = financeReportTable(
  {
    category: 'all',
    profitData: {
      rows: Array.from({ length: 30 }, (_, i) => ({
        date: `2026-10-${String(i + 1).padStart(2, '0')}`,
        ticketRevenue: 11_555 + i * 1_000.25,
        diningRevenue: 2_345.5,
        diningExpense: 1_234.25,
        merchRevenue: 987.65,
        merchExpense: 432.1,
        maintenanceExpense: 1_500,
        revenue: 114_887.15,
        refunds: 120,
        net: 114_767.15,
        expense: 3_166.35,
        profit: 111_600.8,
        amount: 111_600.8,
        refundsPaidOut: 1_234.5,
      })),
      summary: {
        days: 30,
        amount: 1,
        amountPerDay: 1,
        revenue: 1,
        refunds: 0,
        net: 1,
        expense: 0,
        profit: 1,
        areas: [],
        refundsPaidOut: 0,
      },
    },
  } as unknown as FinanceReportBody,
  { startDate: '2026-10-01', endDate: '2026-10-30', category: 'all' },
);

const empty: ReportTable = {
  title: 'Visit report: dining (all restaurants)',
  columns: [{ key: 'date', label: 'Date', format: 'date' }],
  rows: [],
  summary: [{ label: 'Amount', value: '$0.00' }],
  emptyMessage: 'No visit report data found for the selected criteria.',
};

/** Every text position (Td) and filled rectangle (re) jsPDF wrote, in PDF points. */
function drawing(doc: jsPDF) {
  const out = doc.output();
  const num = '(-?[\\d.]+)';
  const texts = [...out.matchAll(new RegExp(`${num} ${num} Td\\n\\((.*)\\) Tj`, 'g'))].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3] ?? '',
  }));
  const rects = [...out.matchAll(new RegExp(`${num} ${num} ${num} ${num} re`, 'g'))].map((m) => ({
    x: Number(m[1]),
    top: Number(m[2]),
    width: Number(m[3]),
    bottom: Number(m[2]) + Number(m[4]),
  }));
  return { out, texts, rects };
}

const lastTable = (doc: jsPDF) =>
  (doc as unknown as { lastAutoTable: { finalY: number; settings: { margin: object } } })
    .lastAutoTable;

describe('reportPdf', () => {
  it('is named data_report.pdf and prints the rows, the summary and the header', () => {
    expect(DATA_REPORT_FILE).toBe('data_report.pdf');
    const { out } = drawing(reportPdf([table(3)], meta));
    for (const text of [
      'Data report',
      'Generated: 2026-03-05 10:00',
      'Filters: startDate: 2026-03-01',
    ])
      expect(out).toContain(`(${text}) Tj`);
    expect(out).toContain('(Finance report: tickets \\(all types\\)) Tj');
    expect(out).toContain('($1,234.50) Tj');
    expect(out).toContain('($1,236.50) Tj');
    expect(out).toContain('(1,002) Tj');
    expect(out).toContain('(Revenue per day: $43.75) Tj');
    expect(out).toContain('(Page 1 of 1) Tj');
  });

  it('prints an empty table as its empty message alone', () => {
    const { out } = drawing(reportPdf([empty], meta));
    expect(out).toContain('(No visit report data found for the selected criteria.) Tj');
    expect(out).not.toContain('(Amount: $0.00) Tj');
    expect(out).not.toContain('(Date) Tj');
  });

  it('keeps every text and cell inside 2 cm margins on every side', () => {
    const doc = reportPdf([table(120), empty, table(5)], meta);
    const { texts, rects } = drawing(doc);
    expect(texts.length).toBeGreaterThan(100);
    for (const t of texts) {
      expect(t.x).toBeGreaterThanOrEqual(MARGIN_PT - EPS);
      expect(t.x).toBeLessThanOrEqual(A4.width - MARGIN_PT + EPS);
      expect(t.y).toBeGreaterThanOrEqual(MARGIN_PT - EPS);
      expect(t.y).toBeLessThanOrEqual(A4.height - MARGIN_PT + EPS);
    }
    expect(rects.length).toBeGreaterThan(100);
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(MARGIN_PT - EPS);
      expect(r.x + r.width).toBeLessThanOrEqual(A4.width - MARGIN_PT + EPS);
      expect(r.top).toBeLessThanOrEqual(A4.height - MARGIN_PT + EPS);
      expect(r.bottom).toBeGreaterThanOrEqual(MARGIN_PT - EPS);
    }
    // The leftmost text and cells start exactly at 2 cm.
    expect(Math.min(...texts.map((t) => t.x))).toBeCloseTo(MARGIN_PT, 2);
    const last = lastTable(doc);
    expect(last.settings.margin).toEqual({ top: 20, right: 20, bottom: 28, left: 20 });
    expect(last.finalY).toBeLessThanOrEqual(297 - 20);
  });

  it('spreads many rows over several pages, repeating the header row and numbering pages', () => {
    const doc = reportPdf([table(150)], meta);
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThanOrEqual(3);
    const { out } = drawing(doc);
    expect(out.match(/\(Ticket type\) Tj/g)).toHaveLength(pages);
    expect(out).toContain(`(Page ${pages} of ${pages}) Tj`);
    expect(out).toContain('(1,149) Tj'); // the last row
  });

  it('writes bytes in Node (what the CLI saves)', () => {
    const bytes = new Uint8Array(reportPdf([table(2)], meta).output('arraybuffer'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });

  it('prints a table too wide for portrait (finance: all) landscape, every figure and date whole', () => {
    const doc = reportPdf([wideTable], meta);
    expect(tableLayout([wideTable])).toMatchObject({ orientation: 'landscape', fontSize: 8 });
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(297, 1);
    const { out, texts, rects } = drawing(doc);
    // A cell broken over two lines is drawn as two strings ('$11,555.' and '00'): each one whole.
    for (const row of wideTable.rows)
      for (const column of wideTable.columns)
        expect(out).toContain(`(${formatCell(column, row[column.key] ?? null)}) Tj`);
    const LANDSCAPE = { width: A4.height, height: A4.width };
    for (const t of texts) expect(t.x).toBeLessThanOrEqual(LANDSCAPE.width - MARGIN_PT + EPS);
    for (const r of rects)
      expect(r.x + r.width).toBeLessThanOrEqual(LANDSCAPE.width - MARGIN_PT + EPS);
    // A narrow table stays portrait.
    expect(tableLayout([table(3)])).toMatchObject({ orientation: 'portrait', fontSize: 8 });
  });

  it.skipIf(!hasPoppler)(
    'reads back (pdftotext -layout, pdftoppm) with each row of the wide table on one line',
    async () => {
      const pdf = await readPdfBytes(
        new Uint8Array(reportPdf([wideTable], meta).output('arraybuffer')),
      );
      try {
        const lines = (await pdf.text()).split('\n');
        for (const row of wideTable.rows) {
          const cells = wideTable.columns.map((c) => formatCell(c, row[c.key] ?? null));
          // The date, then every figure in order, each whole, on one line of the page.
          expect(lines, cells.join(' ')).toContainEqual(cells.join(' '));
        }
        // The page as a reader sees it: landscape, drawn (not blank) between the margins.
        const prefix = pdf.path.replace(/\.pdf$/, '-page');
        await run('pdftoppm', ['-r', '50', '-gray', '-f', '1', '-singlefile', pdf.path, prefix]);
        const page = netpbmToRgba(await readFile(`${prefix}.pgm`));
        expect(page.width).toBeGreaterThan(page.height);
        expect(page.data.some((v, i) => i % 4 === 0 && v < 128)).toBe(true);
      } finally {
        await pdf.remove();
      }
    },
    60_000,
  );
});
