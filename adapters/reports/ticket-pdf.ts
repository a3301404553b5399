import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { formatVisitDay, ticketTypeLabel } from './ticket-labels';
import { admissionProduct, type AdmissionKind } from '../../core/admissions/products';

/**
 * One ticket per A6 portrait page (105 × 148 mm): the size of a paper ticket, and a page that
 * fills a phone's screen when the guest shows it at the gate. The unit is mm.
 */
export const TICKET_PAGE = { width: 105, height: 148 } as const;

/** The QR code's side, its quiet zone (4 modules, as the QR standard asks) included. */
export const TICKET_QR_MM = 54;
const QUIET_MODULES = 4;
const SEAM_MM = 0.06;

const W = TICKET_PAGE.width;
const SIDE = 8;
const CONTENT = W - 2 * SIDE;
const PT = 25.4 / 72; // one point in millimetres

const INK = '#241a3d';
const MUTED = '#5a5070';
const RULE = '#d8d0ea';
const BAND = '#3d2780';
const BAND_SOFT = '#d9cff5';
const NOTCH = '#ece8f4';

/** Attractions wrap onto at most this many lines; more are summed up as "and N more". */
const ATTRACTION_LINES = 3;

export interface TicketPdfTicket {
  code: string;
  type: AdmissionKind;
  /** The visit day, YYYY-MM-DD. */
  visitDate: string;
}

export interface TicketsPdfInput {
  parkName: string;
  orderId: number;
  /** The attractions chosen with the order (every ticket of it shows them). */
  attractions: readonly string[];
  tickets: readonly TicketPdfTicket[];
}

export { ticketsPdfFileName } from './ticket-labels';

/** Text whose top edge sits at y. */
function write(
  doc: jsPDF,
  text: string,
  x: number,
  y: number,
  size: number,
  options: {
    bold?: boolean;
    color?: string;
    align?: 'left' | 'center' | 'right';
    font?: string;
  } = {},
): void {
  doc
    .setFont(options.font ?? 'helvetica', options.bold ? 'bold' : 'normal')
    .setFontSize(size)
    .setTextColor(options.color ?? INK);
  doc.text(text, x, y, { baseline: 'top', align: options.align ?? 'left' });
}

/**
 * The QR code of `code` from the qrcode package's module matrix, drawn as filled rectangles (one
 * per horizontal run of dark modules), so it needs no canvas: the same drawing in Node and in
 * the browser. Error correction M: a crease or a cracked phone screen still scans.
 */
function drawQr(doc: jsPDF, code: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const cell = side / (modules.size + 2 * QUIET_MODULES);
  const left = x + QUIET_MODULES * cell;
  const top = y + QUIET_MODULES * cell;
  doc.setFillColor('#ffffff').rect(x, y, side, side, 'F');
  doc.setFillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // A hair taller than the cell, so no light seam shows between two dark rows on screen.
      const bleed = row < modules.size - 1 ? SEAM_MM : 0;
      doc.rect(left + start * cell, top + row * cell, (col - start) * cell, cell + bleed, 'F');
    }
  }
}

/** The attractions on at most ATTRACTION_LINES lines: as many as fit, then "and N more". */
function attractionLines(doc: jsPDF, attractions: readonly string[]): string[] {
  if (attractions.length === 0) return ['None chosen'];
  for (let shown = attractions.length; shown >= 1; shown -= 1) {
    const rest = attractions.length - shown;
    const text = attractions.slice(0, shown).join(', ') + (rest > 0 ? ` and ${rest} more` : '');
    const lines = doc.splitTextToSize(text, CONTENT) as string[];
    if (lines.length <= ATTRACTION_LINES) return lines;
  }
  // One very long name: its first lines, cut.
  return (doc.splitTextToSize(attractions.join(', '), CONTENT) as string[]).slice(
    0,
    ATTRACTION_LINES,
  );
}

/** The tear-off line between the ticket and its stub: dashes, and a notch at each edge. */
function perforation(doc: jsPDF, y: number): void {
  doc.setFillColor(NOTCH).circle(0, y, 3, 'F').circle(W, y, 3, 'F');
  doc.setDrawColor(RULE).setLineWidth(0.4).setLineDashPattern([1.6, 1.2], 0);
  doc.line(5, y, W - 5, y);
  doc.setLineDashPattern([], 0);
}

function drawTicket(
  doc: jsPDF,
  input: TicketsPdfInput,
  ticket: TicketPdfTicket,
  index: number,
): void {
  const count = input.tickets.length;
  // The park's band.
  doc.setFillColor(BAND).rect(0, 0, W, 26, 'F');
  write(doc, input.parkName, SIDE, 7, 17, { bold: true, color: '#ffffff' });
  write(doc, 'ADMISSION TICKET', SIDE, 16.5, 8, { bold: true, color: BAND_SOFT });
  write(doc, `Ticket ${index + 1} of ${count}`, W - SIDE, 16.5, 8, {
    bold: true,
    color: '#ffffff',
    align: 'right',
  });

  // The type as a badge, the order on the right.
  const label = ticketTypeLabel(ticket.type);
  doc.setFont('helvetica', 'bold').setFontSize(11);
  const badge = doc.getTextWidth(label.toUpperCase()) + 8;
  doc
    .setFillColor(admissionProduct(ticket.type).badgeColor)
    .roundedRect(SIDE, 31, badge, 8, 2, 2, 'F');
  doc.setTextColor('#ffffff');
  doc.text(label.toUpperCase(), SIDE + badge / 2, 35, { baseline: 'middle', align: 'center' });
  write(doc, 'ORDER', W - SIDE, 30.5, 7, { color: MUTED, align: 'right' });
  write(doc, `#${input.orderId}`, W - SIDE, 33.5, 12, { bold: true, align: 'right' });

  // The day.
  write(doc, 'VISIT DAY', SIDE, 43, 7, { color: MUTED });
  write(doc, formatVisitDay(ticket.visitDate), SIDE, 46.5, 13, { bold: true });

  // The code, as a QR code and in text.
  const qrX = (W - TICKET_QR_MM) / 2;
  const qrY = 56;
  doc
    .setDrawColor(RULE)
    .setLineWidth(0.3)
    .roundedRect(qrX - 1, qrY - 1, TICKET_QR_MM + 2, TICKET_QR_MM + 2, 2, 2, 'S');
  drawQr(doc, ticket.code, qrX, qrY, TICKET_QR_MM);
  write(doc, ticket.code, W / 2, qrY + TICKET_QR_MM + 2.5, 7.5, {
    font: 'courier',
    align: 'center',
  });

  const tear = qrY + TICKET_QR_MM + 8;
  perforation(doc, tear);

  // The stub: what was chosen, and the rule of the ticket.
  write(doc, 'ATTRACTIONS', SIDE, tear + 4, 7, { color: MUTED });
  doc.setFont('helvetica', 'normal').setFontSize(8.5);
  const lines = attractionLines(doc, input.attractions);
  lines.forEach((line, i) => write(doc, line, SIDE, tear + 7.5 + i * 8.5 * PT * 1.3, 8.5));
  write(
    doc,
    'One admission, on the visit day only. Show this code at the gate.',
    W / 2,
    TICKET_PAGE.height - 6.5,
    6.5,
    { color: MUTED, align: 'center' },
  );
}

/**
 * An order's tickets as one PDF, one A6 page per ticket: the park's name, "Ticket i of n", the
 * type, the order id, the visit day written for people, the QR code of the ticket's code with
 * the code in text under it, and the attractions chosen. Pure jsPDF, so it runs in the browser
 * (doc.save) and in Node (doc.output('arraybuffer')); the same code draws both.
 */
export function ticketsPdf(input: TicketsPdfInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a6', orientation: 'portrait' });
  doc.setProperties({ title: `${input.parkName} - tickets of order ${input.orderId}` });
  if (input.tickets.length === 0) {
    write(doc, input.parkName, SIDE, 10, 17, { bold: true });
    write(doc, `Order #${input.orderId} has no tickets.`, SIDE, 22, 11);
    return doc;
  }
  input.tickets.forEach((ticket, index) => {
    if (index > 0) doc.addPage('a6', 'portrait');
    drawTicket(doc, input, ticket, index);
  });
  return doc;
}
