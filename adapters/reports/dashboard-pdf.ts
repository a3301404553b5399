import { jsPDF } from 'jspdf';
import { dayInZone } from '../../core/shared/dates';
import type { DashboardBody } from '../contract/reports';
import {
  AREA_COLORS,
  dashboardBoxes,
  formatDashboardMoment,
  formatDollars,
  NO_SALES_MESSAGE,
  noSales,
  revenueByArea,
  type DashboardBox,
} from './dashboard-figures';

/** The spec's file name and margins: dashboard.pdf, 1 cm at the top and the bottom. */
export const DASHBOARD_PDF_FILE = 'dashboard.pdf';
export const DASHBOARD_PDF_MARGIN_MM = 10;

/** A4's width; the height follows the content ("automatic paper size"). */
const PAGE_WIDTH = 210;
const SIDE = 15;
const CONTENT = PAGE_WIDTH - 2 * SIDE;
const GAP = 6;
const INK = '#241a3d';
const MUTED = '#5a5070';
const RULE = '#d8d0ea';
const PT = 25.4 / 72; // one point in millimetres

export interface DashboardPdfInput {
  dashboard: Partial<DashboardBody> | null;
  /** The park's name (or any title) above 'Manager Dashboard'. */
  title: string;
  /** When the manager printed it; shown in the park's time zone. */
  printedAt: Date;
  timeZone: string;
  /** The park day the figures are for (YYYY-MM-DD), when known. */
  day?: string;
}

/** Text whose top edge sits at y (so the 1 cm margin is the glyphs', not the baseline's). */
function write(doc: jsPDF, text: string, x: number, y: number, size: number, bold = false) {
  doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
  doc.text(text, x, y, { baseline: 'top' });
  return y + size * PT * 1.25;
}

function header(doc: jsPDF, input: DashboardPdfInput, top: number): number {
  doc.setTextColor(INK);
  let y = write(doc, input.title, SIDE, top, 20, true);
  y = write(doc, 'Manager Dashboard', SIDE, y, 13, true);
  doc.setTextColor(MUTED);
  const printed = `Printed ${formatDashboardMoment(input.printedAt, input.timeZone)}`;
  y = write(doc, input.day ? `${printed} - figures for ${input.day}` : printed, SIDE, y, 10);
  return y + 4;
}

const LINE = 6;
const NOTE = 8; // points: the day the box counts by, under its title
const NOTE_LINE = NOTE * PT * 1.25;

/** The box's "counted by" note, wrapped to the box's width. */
const noteLines = (doc: jsPDF, box: DashboardBox, w: number): string[] =>
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(NOTE)
    .splitTextToSize(box.countedBy, w - 8) as string[];

const boxHeight = (doc: jsPDF, box: DashboardBox, w: number) =>
  13 + noteLines(doc, box, w).length * NOTE_LINE + box.lines.length * LINE;

function drawBox(doc: jsPDF, box: DashboardBox, x: number, y: number, w: number, h: number) {
  doc.setDrawColor(RULE).setLineWidth(0.3).roundedRect(x, y, w, h, 2, 2, 'S');
  doc.setTextColor(INK);
  const below = write(doc, box.title, x + 4, y + 3, 12, true);
  const notes = noteLines(doc, box, w);
  doc.setTextColor(MUTED);
  notes.forEach((note, i) => write(doc, note, x + 4, below + i * NOTE_LINE, NOTE));
  const first = below + notes.length * NOTE_LINE + 2.5;
  box.lines.forEach((line, i) => {
    const ly = first + i * LINE;
    doc.setTextColor(MUTED);
    write(doc, line.label, x + 4, ly, 10);
    doc.setFont('helvetica', 'bold').setTextColor(INK);
    doc.text(line.value, x + w - 4, ly, { baseline: 'top', align: 'right' });
  });
}

/** The figures are the park's today when no other day is named than the day it is printed. */
const ofToday = (input: DashboardPdfInput): boolean =>
  input.day === undefined || input.day === dayInZone(input.printedAt, input.timeZone);

/** The boxes two by two (the gate's last, alone), each row as tall as its taller box. */
function boxes(doc: jsPDF, input: DashboardPdfInput, top: number): number {
  const all = dashboardBoxes(input.dashboard, { today: ofToday(input) });
  const w = (CONTENT - GAP) / 2;
  let y = top;
  for (let i = 0; i < all.length; i += 2) {
    const row = all.slice(i, i + 2);
    const h = Math.max(...row.map((box) => boxHeight(doc, box, w)));
    row.forEach((box, j) => drawBox(doc, box, SIDE + j * (w + GAP), y, w, h));
    y += h + GAP;
  }
  return y;
}

const BAR = 7;
const BAR_ROW = 11;
const LABEL_W = 22;
const VALUE_W = 28;

/**
 * Revenue by area as horizontal bars: name, bar to scale, dollars. The last row's bottom is
 * where the content ends. An empty day keeps its (empty) tracks and says so.
 */
function chart(doc: jsPDF, input: DashboardPdfInput, top: number): number {
  const areas = revenueByArea(input.dashboard);
  doc.setTextColor(INK);
  const y = write(doc, 'Revenue by area', SIDE, top, 12, true) + 2;
  const track = CONTENT - LABEL_W - VALUE_W;
  const max = Math.max(...areas.map((a) => a.revenue), 0);
  const height = areas.length * BAR_ROW - (BAR_ROW - BAR);
  areas.forEach((a, i) => {
    const barTop = y + i * BAR_ROW;
    const middle = barTop + BAR / 2;
    doc.setFillColor('#f1edf8').rect(SIDE + LABEL_W, barTop, track, BAR, 'F');
    const width = max > 0 ? (Math.max(a.revenue, 0) / max) * track : 0;
    if (width > 0)
      doc.setFillColor(AREA_COLORS[a.area]).rect(SIDE + LABEL_W, barTop, width, BAR, 'F');
    doc.setTextColor(INK).setFont('helvetica', 'normal').setFontSize(10);
    doc.text(a.area, SIDE, middle, { baseline: 'middle' });
    doc.setFont('helvetica', 'bold');
    doc.text(formatDollars(a.revenue), SIDE + CONTENT, middle, {
      baseline: 'middle',
      align: 'right',
    });
  });
  if (noSales(areas)) {
    // Over the empty tracks, so an empty day reads as intended, not as a broken chart.
    doc.setTextColor(MUTED).setFont('helvetica', 'italic').setFontSize(11);
    doc.text(NO_SALES_MESSAGE, SIDE + LABEL_W + track / 2, y + height / 2, {
      align: 'center',
      baseline: 'middle',
    });
  }
  return y + height;
}

/** Draws everything from the top margin down; answers where the content ends. */
function draw(doc: jsPDF, input: DashboardPdfInput): number {
  let y = header(doc, input, DASHBOARD_PDF_MARGIN_MM);
  y = boxes(doc, input, y);
  return chart(doc, input, y);
}

/**
 * The dashboard as a one-page PDF whose height fits its content: title, when it was printed,
 * the four boxes and the gate's, the revenue-by-area chart, 1 cm above and below. Drawn once
 * on a tall scratch page to learn the height, then for real.
 */
export function buildDashboardPdf(input: DashboardPdfInput): jsPDF {
  const scratch = new jsPDF({ unit: 'mm', format: [PAGE_WIDTH, 1000], orientation: 'portrait' });
  const height = draw(scratch, input) + DASHBOARD_PDF_MARGIN_MM;
  // jsPDF turns a page wider than tall to landscape unless told the orientation.
  const doc = new jsPDF({
    unit: 'mm',
    format: [PAGE_WIDTH, height],
    orientation: height >= PAGE_WIDTH ? 'portrait' : 'landscape',
  });
  doc.setProperties({ title: `${input.title} - Manager Dashboard` });
  draw(doc, input);
  return doc;
}
