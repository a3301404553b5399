/**
 * Lighthouse 12 (the `lighthouse` dev dependency) on the public pages of the built app served by
 * `park serve`, as a phone under Lighthouse's default (simulated) throttling: CLS, LCP and TBT
 * beside issue 18's budgets, and the performance and best-practices scores. Each figure is the
 * median of BENCH_LIGHTHOUSE_RUNS runs (default 3). Skips with one line where there is no
 * chromium (CHROME_PATH, default /usr/bin/chromium) or no lighthouse; it never downloads a browser.
 * BENCH_LIGHTHOUSE_KEEP=DIR keeps each run's JSON report there (what dominates LCP and TBT).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { info, judged, type Figure } from './budget';
import { PUBLIC_PAGES } from '../adapters/web/e2e/public-pages';
import { BUILT_PARK } from './startup';
import { median, round } from './stats';

/** What an anonymous visitor can open (the browser test of public pages goes through them too). */
export const LIGHTHOUSE_PAGES = PUBLIC_PAGES;

/** Issue 18's budgets on a phone. */
export const CLS_BUDGET = 0.05;
export const LCP_BUDGET_S = 2.5;
export const TBT_BUDGET_MS = 200;

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CLI = process.env.LIGHTHOUSE_CLI ?? 'node_modules/lighthouse/cli/index.js';
const PORT = 3996;

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  cls: number;
  lcpMs: number;
  tbtMs: number;
  performance: number;
  bestPractices: number;
}

interface Report {
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
}

/** The figures of a Lighthouse JSON report (scores out of 100). */
export function runOf(report: Report): LighthouseRun {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    performance: score('performance'),
    bestPractices: score('best-practices'),
  };
}

/** A page's figures: the median of its runs, each held to its budget (scores informative). */
export function pageFigures(path: string, runs: readonly LighthouseRun[]): Figure[] {
  const group = 'lighthouse (mobile)';
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const note = `median of ${runs.length}`;
  const cls = round(
    of((r) => r.cls),
    3,
  );
  const lcp = round(of((r) => r.lcpMs) / 1000, 2);
  const tbt = Math.round(of((r) => r.tbtMs));
  return [
    judged({ group, name: `${path} CLS`, value: cls, unit: '', note }, `≤ ${CLS_BUDGET}`, {
      atMost: CLS_BUDGET,
    }),
    judged({ group, name: `${path} LCP`, value: lcp, unit: 's', note }, `≤ ${LCP_BUDGET_S} s`, {
      atMost: LCP_BUDGET_S,
    }),
    judged({ group, name: `${path} TBT`, value: tbt, unit: 'ms', note }, `≤ ${TBT_BUDGET_MS} ms`, {
      atMost: TBT_BUDGET_MS,
    }),
    info({ group, name: `${path} performance`, value: of((r) => r.performance), unit: '/100' }),
    info({
      group,
      name: `${path} best practices`,
      value: of((r) => r.bestPractices),
      unit: '/100',
    }),
  ];
}

/** `park serve` (the build) on a throw-away embedded database, until GET /healthz answers. */
async function serve(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [BUILT_PARK, 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: 'pglite://memory',
      PORT: String(PORT),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${PORT}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`park serve exited ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error('park serve did not answer within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One Lighthouse run of `url` as a phone (its defaults), in a process and a chromium of its own. */
async function lighthouse(url: string, report: string, tries = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, report);
    } catch (error) {
      // Now and then Chromium's trace misses the navigation (NO_NAVSTART): run it again.
      if (attempt >= tries) throw error;
    }
  }
}

async function lighthouseOnce(url: string, report: string): Promise<LighthouseRun> {
  const args = [CLI, url, '--output=json', `--output-path=${report}`, '--quiet'];
  args.push('--only-categories=performance,best-practices');
  args.push('--chrome-flags=--headless=new --no-sandbox --disable-gpu');
  await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 16 * 1024 * 1024,
  });
  return runOf(JSON.parse(readFileSync(report, 'utf8')) as Report);
}

/** The public pages under Lighthouse; none (and one line saying why) without chromium or it. */
export async function lighthouseFigures(log: (line: string) => void): Promise<Figure[]> {
  if (!existsSync(CHROME)) {
    log(`lighthouse: skipped, no chromium at ${CHROME} (apt-get install chromium)`);
    return [];
  }
  if (!existsSync(CLI)) {
    log(`lighthouse: skipped, no ${CLI} (npm install, or LIGHTHOUSE_CLI=…/cli/index.js)`);
    return [];
  }
  if (!existsSync(BUILT_PARK)) throw new Error(`${BUILT_PARK} is missing: run npm run build`);
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'park-bench-lighthouse-'));
  const park = await serve();
  try {
    const figures: Figure[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      log(`  lighthouse ${path} (${runs} runs)…`);
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${i + 1}.json`;
        results.push(await lighthouse(`${park.url}${path}`, join(dir, name)));
      }
      figures.push(...pageFigures(path, results));
    }
    return figures;
  } finally {
    await park.stop();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
