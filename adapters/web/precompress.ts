import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text files: images and fonts are compressed already. Not source maps: only a browser's
 * developer tools fetch them, and brotli at its best on their ~9 MB was most of the build's time.
 */
const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed answer saves less than its headers and the client's inflating cost. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside a file of at
 * least MIN_BYTES, each only when smaller than the file (a stale one is removed); returns the
 * paths written.
 */
export async function precompressFile(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return [];
  const variants = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).then((data) => ({ path: `${file}.br`, data })),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({
      path: `${file}.gz`,
      data,
    })),
  ]);
  const written: string[] = [];
  for (const { path, data } of variants) {
    if (data.length < bytes.length) {
      await writeFile(path, data);
      written.push(path);
    } else await rm(path, { force: true });
  }
  return written;
}

/** Precompresses every text file under `dir`, except in dot folders (.vite/, never served). */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = entries.filter(
    (entry) => TEXT_FILE.test(entry) && !entry.split(/[\\/]/).some((part) => part.startsWith('.')),
  );
  const written = await Promise.all(files.map((file) => precompressFile(join(dir, file))));
  return written.flat();
}

/**
 * The server (koa-send) answers `<file>.br` or `<file>.gz` when the client accepts it and such a
 * file exists, and compresses nothing on the fly: so the build writes them, once, at the best
 * (slowest) settings. Without them the home route's JavaScript went out ~600 KB raw instead of
 * ~185 KB gzipped.
 */
export function precompress(): Plugin {
  return {
    name: 'park:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}
