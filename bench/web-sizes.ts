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

/** Issue 17's budgets, KB gzipped: the JavaScript a first visit to each route downloads. */
export const HOME_JS_BUDGET_KB = 120;
export const MANAGER_PORTAL_JS_BUDGET_KB = 220;

/**
 * What a manager's first page of the portal loads besides the entry (index.html's files): the
 * portal layout, the dashboard (where a manager lands, core's MANAGER_HOME) and MUI's theme.
 * Each portal page is a chunk of its own (router/portal-pages.tsx), loaded with its route; the
 * dashboard's charts load after the page, as its other pages do on their own visits.
 */
export const MANAGER_PORTAL = [
  'src/router/portals.tsx',
  'src/features/manager-dashboard/manager-dashboard-page.tsx',
  'src/app/mui-theme.tsx',
];
/**
 * What must never be in the home route's files: the portals' layouts and pages (router/portal-pages
 * only names them), charts, PDF export, and what the home page does not draw with: MUI,
 * emotion, Redux Toolkit and immer.
 */
export const LAZY_ONLY = [
  /node_modules\/jspdf/,
  /node_modules\/(?:@mui|@emotion|@reduxjs|immer)\//,
  /router\/portals\.tsx|components\/portal-(?:layout|nav)/,
  /features\/(?:staff-portal|employee-dashboard|manager-dashboard|data-reports|manage-employees|departments|contact-forms|capacity|orders|audit-log|gate)\//,
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

/** What was measured of a build, in KB gzipped (and the lazy-only modules found in home). */
export interface WebSizes {
  homeJs: number;
  homeCss: number;
  leaked: string[];
  portalJs: number;
  portalCss: number;
  /** How many chunks the manager portal adds to the home route's. */
  portalChunks: number;
}

/** The figures and their verdicts: each size is rounded to 0.1 KB, then held to its budget. */
export function webSizeFigures(sizes: WebSizes): Figure[] {
  const group = 'web (gzipped)';
  const kb = (name: string, value: number) => ({ group, name, value: round(value, 1), unit: 'KB' });
  return [
    judged(kb('home route JS', sizes.homeJs), `≤ ${HOME_JS_BUDGET_KB} KB`, {
      atMost: HOME_JS_BUDGET_KB,
    }),
    info(kb('home route CSS', sizes.homeCss)),
    judged(
      {
        group,
        name: 'lazy-only code in home',
        value: sizes.leaked.length,
        unit: 'modules',
        note: sizes.leaked.slice(0, 3).join(', '),
      },
      '= 0',
      { below: 1 },
    ),
    judged(
      {
        ...kb('manager portal JS', sizes.portalJs),
        note: `home + ${sizes.portalChunks} chunks, at /manager/dashboard`,
      },
      `≤ ${MANAGER_PORTAL_JS_BUDGET_KB} KB`,
      { atMost: MANAGER_PORTAL_JS_BUDGET_KB },
    ),
    info(kb('manager portal CSS', sizes.portalCss)),
  ];
}

/** Home and manager portal sizes, gzipped, and whether the home route holds lazy-only code. */
export async function webFigures(log: (line: string) => void): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'park-bench-web-'));
  try {
    log('  vite build into a temporary folder…');
    const manifest = await build(dir);
    const home = filesOf(manifest, staticClosure(manifest, ['index.html']));
    const portal = filesOf(manifest, staticClosure(manifest, ['index.html', ...MANAGER_PORTAL]));
    return webSizeFigures({
      homeJs: gzipKb(dir, home.js),
      homeCss: gzipKb(dir, home.css),
      leaked: lazyOnlyModules(dir, home.js),
      portalJs: gzipKb(dir, portal.js),
      portalCss: gzipKb(dir, portal.css),
      portalChunks: portal.js.length - home.js.length,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
