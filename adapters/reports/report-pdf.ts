import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatCell, type ReportTable } from './report-table-model';

/** The file the web page saves and the CLI writes (spec section 9). */
export const DATA_REPORT_FILE = 'data_report.pdf';

/** Data reports print with 2 cm margins on every side (spec section 9); the unit is mm. */
export const PDF_MARGIN_MM = 20;
/** The page number sits inside the bottom margin's edge, so content stops this much above it. */
const FOOTER_MM = 8;
const LINE_MM = 5;

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

/** The rows with autotable: the header row on every page, figures aligned on the right. */
function drawRows(doc: jsPDF, startY: number, table: ReportTable): void {
  const right = new Set(
    table.columns.flatMap((c, i) => (c.format === 'money' || c.format === 'count' ? [i] : [])),
  );
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
    styles: { fontSize: 8, cellPadding: 1.2 },
    headStyles: { fillColor: [25, 118, 210] },
    head: [table.columns.map((c) => c.label)],
    body: table.rows.map((row) => table.columns.map((c) => formatCell(c, row[c.key] ?? null))),
    columnStyles: Object.fromEntries([...right].map((i) => [i, { halign: 'right' }])),
    didParseCell: (cell) => {
      if (cell.section === 'head' && right.has(cell.column.index))
        cell.cell.styles.halign = 'right';
    },
  });
}

function drawTable(doc: jsPDF, at: Cursor, table: ReportTable): void {
  at.room(3 * LINE_MM); // never leave a table's title alone at the bottom of a page
  at.write(table.title, 12, 'bold');
  at.gap(1);
  if (table.rows.length === 0) {
    // Like the web page: an empty report is its message alone (its summary is all zeros).
    at.write(table.emptyMessage, 10, 'italic');
  } else {
    drawRows(doc, at.y, table);
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
 * message; page numbers at the bottom. Pure jsPDF, so it runs in the browser (doc.save) and
 * in Node (doc.output('arraybuffer')).
 */
export function reportPdf(tables: ReportTable[], meta: ReportPdfMeta): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title: meta.title });
  const at = new Cursor(doc);
  at.write(meta.title, 16, 'bold');
  at.write(`Generated: ${meta.generatedAt}`, 9);
  if (meta.filters) at.write(`Filters: ${meta.filters}`, 9);
  at.gap(LINE_MM);
  for (const table of tables) drawTable(doc, at, table);
  numberPages(doc);
  return doc;
}
