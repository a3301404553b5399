import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './browser';

const run = promisify(execFile);

/** poppler's tools, with which a test opens the PDFs the pages export (they may be missing). */
export const hasPoppler = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext');

export const PDFS = join(SCREENSHOTS, '..', 'pdf');

/** Clicks `button` and saves the download it starts under test-results/pdf/. */
export async function download(page: Page, click: () => Promise<void>): Promise<string> {
  await mkdir(PDFS, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(PDFS, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The PDF's text (pdftotext -layout) and its pages as PNGs beside it (pdftoppm). */
export async function openPdf(path: string): Promise<{ text: string; pages: string[] }> {
  const { stdout: text } = await run('pdftotext', ['-layout', path, '-']);
  const prefix = path.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-png', '-r', '60', path, prefix]);
  const base = prefix.split('/').pop() ?? '';
  const pages = (await readdir(PDFS)).filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'));
  return { text, pages: pages.map((p) => join(PDFS, p)) };
}

/** The page size of a PDF in points (pdfinfo's first "Page size" line). */
export async function pdfPageSize(path: string): Promise<{ width: number; height: number }> {
  const { stdout } = await run('pdfinfo', [path]);
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  if (!match) throw new Error(`pdfinfo printed no page size for ${path}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

const MM_PER_INCH = 25.4;
const INK_DPI = 144;

/** Where a PDF page's ink is, in millimetres from the page's edges, and the page's size. */
export interface InkBox {
  width: number;
  height: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Renders one page in grey (pdftoppm -gray, a PGM) and finds the first and last rows and
 * columns with any ink (a pixel darker than almost white), so a test can measure the margins
 * the page really has rather than trust the code that laid it out.
 */
export async function inkBox(path: string, page = 1): Promise<InkBox> {
  const prefix = path.replace(/\.pdf$/, `-ink-${page}`);
  const args = ['-gray', '-r', String(INK_DPI), '-f', String(page), '-l', String(page)];
  await run('pdftoppm', [...args, '-singlefile', path, prefix]);
  const pgm = await readFile(`${prefix}.pgm`);
  // P5 header: magic, width, height, maxval, each followed by whitespace (no comments here).
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`pdftoppm wrote no binary PGM for ${path}`);
  const [w, h] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  let [top, bottom, left, right] = [h, -1, w, -1];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if ((pixels[y * w + x] ?? 255) >= 245) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (bottom < 0) throw new Error(`page ${page} of ${path} is blank`);
  const mm = (px: number) => (px * MM_PER_INCH) / INK_DPI;
  return {
    width: mm(w),
    height: mm(h),
    top: mm(top),
    bottom: mm(h - 1 - bottom),
    left: mm(left),
    right: mm(w - 1 - right),
  };
}
