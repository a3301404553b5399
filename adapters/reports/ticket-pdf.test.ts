import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVisitDay, ticketTypeLabel } from './ticket-labels';
import { TICKET_PAGE, ticketsPdf, ticketsPdfFileName, type TicketsPdfInput } from './ticket-pdf';
import { hasPoppler, readPdf, type PdfReader } from './testing/read-pdf';

/** Codes as the server makes them: 44 URL-safe characters. */
const CODES = [
  'q8Zr3-xK_0aPLm2vYt7QwE9nB4cD1fG6hJ5kS8uV0wXa',
  'Zq1_w2-E3r4T5y6U7i8O9p0AaSsDdFfGgHhJjKkLlZzX',
  'Mn0-bV9cX8zL7kJ6hG5fD4sA3pO2iU1yT0rE9wQ8_eR7',
];

const input: TicketsPdfInput = {
  parkName: 'Dreamland Park',
  orderId: 4127,
  attractions: ['Comet Run', 'Dragon Coaster', 'Fairy Carousel'],
  tickets: [
    { code: CODES[0]!, type: 'standard', visitDate: '2026-12-12' },
    { code: CODES[1]!, type: 'express', visitDate: '2026-12-12' },
    { code: CODES[2]!, type: 'child', visitDate: '2026-12-12' },
  ],
};

describe('the ticket labels', () => {
  it('write the day and the type for people', () => {
    expect(formatVisitDay('2026-12-12')).toBe('Saturday, December 12, 2026');
    expect(formatVisitDay('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatVisitDay('soon')).toBe('soon');
    expect(['standard', 'express', 'child', 'vip'].map(ticketTypeLabel)).toEqual([
      'Standard',
      'Express',
      'Child',
      'Vip',
    ]);
  });
});

describe('the tickets PDF', () => {
  it('is one A6 portrait page per ticket, titled and named by its order', () => {
    const doc = ticketsPdf(input);
    expect(doc.getNumberOfPages()).toBe(3);
    for (let page = 1; page <= 3; page += 1) {
      doc.setPage(page);
      expect(doc.internal.pageSize.getWidth()).toBeCloseTo(TICKET_PAGE.width, 1);
      expect(doc.internal.pageSize.getHeight()).toBeCloseTo(TICKET_PAGE.height, 1);
    }
    expect(ticketsPdfFileName(4127)).toBe('tickets-order-4127.pdf');
    const bytes = new Uint8Array(doc.output('arraybuffer'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('sums up attractions that do not fit on three lines', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Attraction number ${i + 1}`);
    const out = ticketsPdf({ ...input, attractions: many }).output();
    expect(out).toMatch(/and \d+ more\) Tj/);
    expect(out).toContain('(Attraction number 1, ');
  });

  it('says so when the order has no tickets', () => {
    const doc = ticketsPdf({ ...input, tickets: [] });
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.output()).toContain('(Order #4127 has no tickets.) Tj');
  });
});

describe.skipIf(!hasPoppler)('the tickets PDF, opened with poppler', () => {
  let dir: string;
  let pdf: PdfReader;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tickets-pdf-'));
    pdf = readPdf(join(dir, 'tickets.pdf'));
    await writeFile(pdf.path, Buffer.from(ticketsPdf(input).output('arraybuffer')));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const pageText = (page: number) => pdf.text(page);
  const decodePage = (page: number, colour: 'gray' | 'ppm') => pdf.qrCode(page, colour);

  it('prints each ticket: park, type, day, order, code, attractions, "Ticket i of n"', async () => {
    const types = ['STANDARD', 'EXPRESS', 'CHILD'];
    for (let page = 1; page <= 3; page += 1) {
      const text = await pageText(page);
      expect(text).toContain('Dreamland Park');
      expect(text).toContain('ADMISSION TICKET');
      expect(text).toContain(`Ticket ${page} of 3`);
      expect(text).toContain(types[page - 1]);
      expect(text).toContain('#4127');
      expect(text).toContain('Saturday, December 12, 2026');
      expect(text).toContain(CODES[page - 1]);
      expect(text).toContain('Comet Run, Dragon Coaster, Fairy Carousel');
      expect(text).toContain('One admission, on the visit day only.');
      // Each page holds its own ticket only.
      for (const other of CODES.filter((_, i) => i !== page - 1)) expect(text).not.toContain(other);
    }
  });

  it("decodes each page's QR code to its ticket's code, in order, from grey and colour renders", async () => {
    const grey = [];
    const colour = [];
    for (let page = 1; page <= 3; page += 1) {
      grey.push(await decodePage(page, 'gray'));
      colour.push(await decodePage(page, 'ppm'));
    }
    expect(await pdf.pageCount()).toBe(3);
    expect(await pdf.qrCodes()).toEqual(CODES);
    expect(grey).toEqual(CODES);
    expect(colour).toEqual(CODES);
  });

  it('does not read back a code the page does not carry (one character changed)', async () => {
    const decoded = await decodePage(1, 'gray');
    const forged = `${CODES[0]!.slice(0, -1)}${CODES[0]!.endsWith('a') ? 'b' : 'a'}`;
    expect(decoded).not.toBeNull();
    expect(decoded).not.toBe(forged);
    expect(decoded).not.toBe(CODES[1]);
  });
});
