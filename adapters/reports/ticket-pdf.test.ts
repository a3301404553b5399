import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVisitDay, ticketTypeLabel } from './ticket-labels';
import { TICKET_PAGE, ticketsPdf, ticketsPdfFileName, type TicketsPdfInput } from './ticket-pdf';

const run = promisify(execFile);
const hasPoppler = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext');

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

/** A binary PGM (P5) or PPM (P6) as RGBA, the pixels jsQR reads. */
function netpbmToRgba(file: Buffer): { data: Uint8ClampedArray; width: number; height: number } {
  // Header: magic, width, height, maxval, each followed by one whitespace (pdftoppm writes no comments).
  const header = /^(P[56])\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM or PPM');
  const [, magic, w, h, max] = header;
  if (Number(max) > 255) throw new Error('16-bit samples are not expected');
  const width = Number(w);
  const height = Number(h);
  const channels = magic === 'P6' ? 3 : 1;
  const pixels = file.subarray(header[0].length);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const at = i * channels;
    data[i * 4] = pixels[at] ?? 255;
    data[i * 4 + 1] = pixels[at + (channels === 3 ? 1 : 0)] ?? 255;
    data[i * 4 + 2] = pixels[at + (channels === 3 ? 2 : 0)] ?? 255;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

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
  let pdf: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tickets-pdf-'));
    pdf = join(dir, 'tickets.pdf');
    await writeFile(pdf, Buffer.from(ticketsPdf(input).output('arraybuffer')));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The text of one page (pdftotext), spaces squeezed. */
  async function pageText(page: number): Promise<string> {
    const args = ['-f', String(page), '-l', String(page), '-layout', pdf, '-'];
    const { stdout } = await run('pdftotext', args);
    return stdout.replace(/[ \t]+/g, ' ');
  }

  /** What jsQR reads on one page rendered at 150 dpi, in grey (PGM) or in colour (PPM). */
  async function decodePage(page: number, colour: 'gray' | 'ppm'): Promise<string | null> {
    const prefix = join(dir, `page-${page}-${colour}`);
    const range = ['-f', String(page), '-l', String(page), '-singlefile'];
    // pdftoppm writes a PPM unless told otherwise (-gray: a PGM).
    const format = colour === 'gray' ? ['-gray'] : [];
    await run('pdftoppm', ['-r', '150', ...format, ...range, pdf, prefix]);
    const image = netpbmToRgba(await readFile(`${prefix}.${colour === 'gray' ? 'pgm' : 'ppm'}`));
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  }

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
