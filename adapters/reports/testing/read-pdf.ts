import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

// Reading a PDF back as a person and a gate would: its text (pdftotext), its pages (pdfinfo) and
// the QR code drawn on each page (pdftoppm renders it, jsQR decodes it). For the tests of the
// ticket PDF wherever it is made: adapters/reports, the server's tickets.pdf, `park tickets pdf`.

const run = promisify(execFile);

/** True when poppler's tools are installed (tests that need them are skipped otherwise). */
export const hasPoppler = ['pdftoppm', 'pdftotext', 'pdfinfo'].every((tool) =>
  existsSync(`/usr/bin/${tool}`),
);

/** A binary PGM (P5) or PPM (P6) as RGBA, the pixels jsQR reads. */
export function netpbmToRgba(file: Buffer): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
} {
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

/** A PDF file read back with poppler and jsQR. */
export interface PdfReader {
  path: string;
  /** The number of pages (pdfinfo). */
  pageCount(): Promise<number>;
  /** The text of one page (pdftotext -layout), spaces squeezed; every page without `page`. */
  text(page?: number): Promise<string>;
  /** What jsQR reads on one page rendered at 150 dpi, in grey (PGM) or colour (PPM); null if nothing. */
  qrCode(page: number, colour?: 'gray' | 'ppm'): Promise<string | null>;
  /** Each page's QR code, first page first. */
  qrCodes(): Promise<(string | null)[]>;
}

/** Reads the PDF at `path`; the page renders go beside it (so give it a folder of its own). */
export function readPdf(path: string): PdfReader {
  const dir = dirname(path);
  const stem = basename(path).replace(/\.pdf$/i, '');
  const reader: PdfReader = {
    path,
    async pageCount() {
      const { stdout } = await run('pdfinfo', [path]);
      const pages = /^Pages:\s+(\d+)$/m.exec(stdout);
      if (!pages) throw new Error(`pdfinfo names no page count for ${path}`);
      return Number(pages[1]);
    },
    async text(page) {
      const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
      const { stdout } = await run('pdftotext', [...range, '-layout', path, '-']);
      return stdout.replace(/[ \t]+/g, ' ');
    },
    async qrCode(page, colour = 'gray') {
      const prefix = join(dir, `${stem}-page-${page}-${colour}`);
      const range = ['-f', String(page), '-l', String(page), '-singlefile'];
      // pdftoppm writes a PPM unless told otherwise (-gray: a PGM).
      const format = colour === 'gray' ? ['-gray'] : [];
      await run('pdftoppm', ['-r', '150', ...format, ...range, path, prefix]);
      const image = netpbmToRgba(await readFile(`${prefix}.${colour === 'gray' ? 'pgm' : 'ppm'}`));
      return jsQR(image.data, image.width, image.height)?.data ?? null;
    },
    async qrCodes() {
      const codes = [];
      for (let page = 1; page <= (await reader.pageCount()); page += 1)
        codes.push(await reader.qrCode(page));
      return codes;
    },
  };
  return reader;
}

/** PDF bytes (an HTTP answer's body) written to a folder of their own and read back; `remove` cleans up. */
export async function readPdfBytes(
  bytes: Uint8Array,
): Promise<PdfReader & { remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'read-pdf-'));
  const path = join(dir, 'answer.pdf');
  await writeFile(path, bytes);
  return { ...readPdf(path), remove: () => rm(dir, { recursive: true, force: true }) };
}
