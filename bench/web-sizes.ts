import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { info, judged, type Figure } from './budget';
import { round } from './stats';

/** One chunk of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route modules the manager portal loads (its layout and its pages). */
export const MANAGER_PORTAL = ['src/app/portals.tsx', 'src/app/portal-pages.tsx'];
/** What must never be in the home route's files: portals, charts, PDF export. */
export const LAZY_ONLY = [
  /node_modules\/jspdf/,
  /@mui\/x-charts/,
  /app\/portal|components\/portal-(?:layout|nav)/,
];

/** The manifest keys loaded with `roots`: each root and its static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The JavaScript and CSS files of those chunks, without repeats. */
export function filesOf(
  manifest: Manifest,
  keys: readonly string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const gzipKb = (dir: string, files: readonly string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0) / 1024;

/** The source modules of built files that match a lazy-only pattern (read from the source maps). */
function lazyOnlyModules(dir: string, files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const map = join(dir, `${file}.map`);
    if (!existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const source of sources)
      for (const pattern of LAZY_ONLY)
        if (pattern.test(source)) found.add(source.replace(/^.*node_modules\//, ''));
  }
  return [...found];
}

/** Builds the web app into a temporary folder (never adapters/web/dist) and reads its manifest. */
async function build(dir: string): Promise<Manifest> {
  const args = ['--no-install', 'vite', 'build', '--config', 'adapters/web/vite.config.ts'];
  args.push('--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn');
  await promisify(execFile)('npx', args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Home and manager portal sizes, gzipped, and whether the home route holds lazy-only code. */
export async function webFigures(log: (line: string) => void): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'park-bench-web-'));
  try {
    log('  vite build into a temporary folder…');
    const manifest = await build(dir);
    const home = filesOf(manifest, staticClosure(manifest, ['index.html']));
    const portal = filesOf(manifest, staticClosure(manifest, ['index.html', ...MANAGER_PORTAL]));
    const leaked = lazyOnlyModules(dir, home.js);
    const group = 'web (gzipped)';
    return [
      judged(
        { group, name: 'home route JS', value: round(gzipKb(dir, home.js), 1), unit: 'KB' },
        '< 200 KB',
        { below: 200 },
      ),
      info({ group, name: 'home route CSS', value: round(gzipKb(dir, home.css), 1), unit: 'KB' }),
      judged(
        {
          group,
          name: 'portals/charts/jspdf in home',
          value: leaked.length,
          unit: 'modules',
          note: leaked.slice(0, 3).join(', '),
        },
        '= 0',
        { below: 1 },
      ),
      info({
        group,
        name: 'manager portal JS',
        value: round(gzipKb(dir, portal.js), 1),
        unit: 'KB',
        note: `home + ${portal.js.length - home.js.length} chunks`,
      }),
      info({
        group,
        name: 'manager portal CSS',
        value: round(gzipKb(dir, portal.css), 1),
        unit: 'KB',
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
