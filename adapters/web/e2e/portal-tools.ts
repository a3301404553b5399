import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
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
