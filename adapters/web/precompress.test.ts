import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

describe('precompressDir (the build writes .br and .gz beside text files)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'park-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (path: string, content: string | Buffer) => {
    writeFileSync(join(dir, path), content);
    return Buffer.from(content);
  };

  it('writes .br and .gz that decompress to the original bytes', async () => {
    const code = write('assets/index-abc123.js', 'export const park = "Dreamland";\n'.repeat(100));
    const html = write('index.html', `<!doctype html><p>${'Welcome! '.repeat(200)}</p>`);
    const written = await precompressDir(dir);
    expect(written.sort()).toEqual(
      ['assets/index-abc123.js.br', 'assets/index-abc123.js.gz', 'index.html.br', 'index.html.gz']
        .map((path) => join(dir, path))
        .sort(),
    );
    for (const [path, original] of [
      ['assets/index-abc123.js', code],
      ['index.html', html],
    ] as const) {
      const br = readFileSync(join(dir, `${path}.br`));
      const gz = readFileSync(join(dir, `${path}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('skips files under 1 KB, non-text files and dot folders', async () => {
    write('assets/small.js', 'x'.repeat(MIN_BYTES - 1));
    write('assets/photo.png', 'p'.repeat(4 * MIN_BYTES));
    write('.vite/manifest.json', JSON.stringify({ entries: 'e'.repeat(4 * MIN_BYTES) }));
    expect(await precompressDir(dir)).toEqual([]);
    for (const path of ['assets/small.js', 'assets/photo.png', '.vite/manifest.json'])
      for (const ext of ['.br', '.gz']) expect(existsSync(join(dir, path + ext))).toBe(false);
  });

  it('writes no variant that is not smaller, and removes a stale one', async () => {
    write('assets/noise.txt', randomBytes(4 * MIN_BYTES));
    write('assets/noise.txt.gz', 'stale');
    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'assets/noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/noise.txt.gz'))).toBe(false);
  });
});
