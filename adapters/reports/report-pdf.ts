import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatCell, type ReportColumn, type ReportTable } from './report-table-model';

/** The file the web page saves and the CLI writes (spec section 9). */
export const DATA_REPORT_FILE = 'data_report.pdf';

/** Data reports print with 2 cm margins on every side (spec section 9); the unit is mm. */
export const PDF_MARGIN_MM = 20;
/** The page number sits inside the bottom margin's edge, so content stops this much above it. */
const FOOTER_MM = 8;
const LINE_MM = 5;
/** The table's type size: 8 pt, down to 6 pt where a wide table would not fit otherwise. */
const TABLE_PT = [8, 7.5, 7, 6.5, 6] as const;
const CELL_PADDING_MM = 1.2;
/** What a text column asks for before it wraps (at spaces): a few words of a name or subject. */
const TEXT_COLUMN_MM = 22;
/** jsPDF measures a little short of what autotable then lays out; a hair more keeps one line. */
const SLACK_MM = 0.5;

export interface ReportPdfMeta {
  title: string;
  generatedAt: string;
  filters: string;
}

/** Where the next line goes; a new page starts at the top margin when the line would not fit. */
class Cursor {
  y = PDF_MARGIN_MM;
  constructor(private readonly doc: jsPDF) {}

  get width(): number {
    return this.doc.internal.pageSize.getWidth() - 2 * PDF_MARGIN_MM;
  }

  get bottom(): number {
    return this.doc.internal.pageSize.getHeight() - PDF_MARGIN_MM - FOOTER_MM;
  }

  /** Wrapped text at the left margin, its top at the cursor. */
  write(text: string, size: number, style: 'normal' | 'bold' | 'italic' = 'normal'): void {
    this.doc.setFont('helvetica', style).setFontSize(size);
    for (const line of this.doc.splitTextToSize(text, this.width) as string[]) {
      const height = Math.max(LINE_MM, size * 0.45);
      this.room(height);
      this.doc.text(line, PDF_MARGIN_MM, this.y, { baseline: 'top' });
      this.y += height;
    }
  }

  room(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PDF_MARGIN_MM;
  }

  gap(mm: number): void {
    this.y += mm;
  }
}

/** Money, counts and dates stay on one line; only text wraps, and only at spaces. */
const unbreakable = (column: ReportColumn): boolean => column.format !== 'text';
const isFigure = (column: ReportColumn): boolean =>
  column.format === 'money' || column.format === 'count';

/** The page and type size the tables are printed in (the widest table decides for them all). */
export interface TableLayout {
  orientation: 'portrait' | 'landscape';
  fontSize: number;
  /** The width between the margins, mm. */
  width: number;
  /** Each drawn table's columns' narrowest widths in mm. */
  minWidths: number[][];
}

/**
 * What each column of `table` needs at 1 pt (text widths grow with the type size): its header's
 * longest word (bold) and, for money, counts and dates, its widest cell whole; for a text
 * column its longest word, and up to TEXT_COLUMN_MM (at 8 pt) of its text before it wraps.
 */
function textWidthsOf(doc: jsPDF, table: ReportTable): number[] {
  const widest = (texts: string[], style: 'normal' | 'bold') => {
    doc.setFont('helvetica', style).setFontSize(1);
    return Math.max(0, ...texts.map((t) => doc.getTextWidth(t)));
  };
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  return table.columns.map((column) => {
    const cells = table.rows.map((row) => formatCell(column, row[column.key] ?? null));
    const cell = unbreakable(column)
      ? widest(cells, 'normal')
      : Math.max(
          widest(cells.flatMap(words), 'normal'),
          Math.min(TEXT_COLUMN_MM / TABLE_PT[0], widest(cells, 'normal')),
        );
    return Math.max(widest(words(column.label), 'bold'), cell);
  });
}

/**
 * Portrait at 8 pt when every table fits the width between the margins; otherwise landscape,
 * at 8 pt or the largest smaller size that fits. A table too wide even so keeps its figures and
 * dates whole and wraps its text columns harder.
 */
export function tableLayout(tables: ReportTable[]): TableLayout {
  const measure = new jsPDF({ unit: 'mm', format: 'a4' });
  const a4 = { portrait: 210 - 2 * PDF_MARGIN_MM, landscape: 297 - 2 * PDF_MARGIN_MM };
  const perPt = tables.filter((t) => t.rows.length > 0).map((t) => textWidthsOf(measure, t));
  const at = (fontSize: number) =>
    perPt.map((widths) => widths.map((w) => w * fontSize + 2 * CELL_PADDING_MM + SLACK_MM));
  const widest = (widths: number[][]) =>
    Math.max(0, ...widths.map((w) => w.reduce((sum, x) => sum + x, 0)));
  const choices = [
    { orientation: 'portrait' as const, fontSize: TABLE_PT[0] },
    ...TABLE_PT.map((fontSize) => ({ orientation: 'landscape' as const, fontSize })),
  ];
  for (const choice of choices) {
    const minWidths = at(choice.fontSize);
    const width = a4[choice.orientation];
    if (widest(minWidths) <= width) return { ...choice, width, minWidths };
  }
  const fontSize = TABLE_PT[TABLE_PT.length - 1]!;
  return { orientation: 'landscape', fontSize, width: a4.landscape, minWidths: at(fontSize) };
}

/**
 * The rows with autotable: the header row on every page, figures aligned on the right. Figures
 * and dates get at least their widest cell (so no number or date is ever broken); text columns
 * get the room left, wrapping at spaces, or, in a table of figures alone, every column an equal
 * share of it.
 */
function drawRows(
  doc: jsPDF,
  startY: number,
  table: ReportTable,
  fontSize: number,
  width: number,
  minWidths: number[],
): void {
  const spare = Math.max(0, width - minWidths.reduce((sum, w) => sum + w, 0));
  const share = table.columns.some((c) => !unbreakable(c)) ? 0 : spare / table.columns.length;
  const right = new Set(table.columns.flatMap((c, i) => (isFigure(c) ? [i] : [])));
  autoTable(doc, {
    startY,
    margin: {
      top: PDF_MARGIN_MM,
      right: PDF_MARGIN_MM,
      bottom: PDF_MARGIN_MM + FOOTER_MM,
      left: PDF_MARGIN_MM,
    },
    showHead: 'everyPage',
    theme: 'striped',
    styles: { fontSize, cellPadding: CELL_PADDING_MM },
    headStyles: { fillColor: [25, 118, 210] },
    head: [table.columns.map((c) => c.label)],
    body: table.rows.map((row) => table.columns.map((c) => formatCell(c, row[c.key] ?? null))),
    columnStyles: Object.fromEntries(
      table.columns.map((c, i) => [
        i,
        {
          halign: right.has(i) ? 'right' : 'left',
          ...(unbreakable(c)
            ? { cellWidth: minWidths[i]! + share }
            : { minCellWidth: minWidths[i]! }),
        },
      ]),
    ),
    didParseCell: (cell) => {
      if (cell.section === 'head' && right.has(cell.column.index))
        cell.cell.styles.halign = 'right';
    },
  });
}

function drawTable(
  doc: jsPDF,
  at: Cursor,
  table: ReportTable,
  fontSize: number,
  width: number,
  minWidths: number[],
): void {
  at.room(3 * LINE_MM); // never leave a table's title alone at the bottom of a page
  at.write(table.title, 12, 'bold');
  if (table.note) at.write(table.note, 9);
  at.gap(1);
  if (table.rows.length === 0) {
    // Like the web page: an empty report is its message alone (its summary is all zeros).
    at.write(table.emptyMessage, 10, 'italic');
  } else {
    drawRows(doc, at.y, table, fontSize, width, minWidths);
    at.y = lastTableEnd(doc) + 3;
    for (const line of table.summary) at.write(`${line.label}: ${line.value}`, 10);
  }
  at.gap(LINE_MM);
}

/** Where autotable stopped drawing (it records the last table on the document). */
function lastTableEnd(doc: jsPDF): number {
  return (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
}

function numberPages(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'normal').setFontSize(9);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(`Page ${page} of ${pages}`, width - PDF_MARGIN_MM, height - PDF_MARGIN_MM, {
      align: 'right',
      baseline: 'bottom',
    });
  }
}

/**
 * The data reports as one A4 PDF: a header (title, when, which filters), then each table
 * with its header row repeated on every page, its summary lines under it, or its empty
 * message; page numbers at the bottom. Portrait, or landscape where a table is too wide for
 * it (tableLayout): a number or a date is never broken over two lines. Pure jsPDF, so it runs
 * in the browser (doc.save) and in Node (doc.output('arraybuffer')).
 */
export function reportPdf(tables: ReportTable[], meta: ReportPdfMeta): jsPDF {
  const layout = tableLayout(tables);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: layout.orientation });
  doc.setProperties({ title: meta.title });
  const at = new Cursor(doc);
  at.write(meta.title, 16, 'bold');
  at.write(`Generated: ${meta.generatedAt}`, 9);
  if (meta.filters) at.write(`Filters: ${meta.filters}`, 9);
  at.gap(LINE_MM);
  let drawn = 0;
  for (const table of tables) {
    const minWidths = table.rows.length > 0 ? layout.minWidths[drawn++]! : [];
    drawTable(doc, at, table, layout.fontSize, layout.width, minWidths);
  }
  numberPages(doc);
  return doc;
}
