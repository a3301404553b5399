import { describe, expect, it } from 'vitest';
import { info, judged, summarize, type Figure } from './budget';
import { combineRuns } from './cannon';
import { cliFigures } from './cli-serving';
import { countMismatches, httpFigures, type CaseRun } from './http-cases';
import { peakRssMb, rssMb, statusKb } from './memory';
import { reportFigures, type ReportBench } from './report-cases';
import { median, percentile } from './stats';
import { formatTable } from './table';
import { gateFigures, scanOrder } from './gate-cases';
import { filesOf, staticClosure, webSizeFigures, type Manifest } from './web-sizes';
import { pageFigures, runOf } from './lighthouse';

describe('percentiles', () => {
  it('takes the nearest rank of measured values, whatever their order', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(median(samples)).toBe(3);
    expect(percentile(samples, 99)).toBe(5);
    expect(percentile(samples, 20)).toBe(1);
    expect(percentile(samples, 21)).toBe(2);
    expect(median([10, 20])).toBe(10);
  });

  it('refuses no samples and percentiles outside 0–100', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('alternating runs combined', () => {
  const run = (ok: number, seconds: number, p50: number, p99: number, non2xx = 0) => ({
    requestsPerSecond: ok / seconds,
    p50,
    p99,
    ok,
    non2xx,
    errors: 1,
    conflicts: 0,
    seconds,
  });

  it('adds answers and seconds, takes the median p50 and the highest p99', () => {
    const combined = combineRuns([
      run(2_000, 2, 3, 9),
      run(1_000, 2, 5, 30, 4),
      run(3_000, 1, 1, 8),
    ]);
    expect(combined).toEqual({
      requestsPerSecond: 6_000 / 5,
      p50: 3,
      p99: 30,
      ok: 6_000,
      non2xx: 4,
      errors: 3,
      conflicts: 0,
      seconds: 5,
    });
    expect(() => combineRuns([])).toThrow(RangeError);
  });
});

describe('budgets', () => {
  const base = { group: 'g', name: 'n', unit: 'ms' };

  it('passes only when every limit is met, the limit itself excluded for "below"', () => {
    expect(judged({ ...base, value: 99 }, '< 100', { below: 100 }).verdict).toBe('PASS');
    expect(judged({ ...base, value: 100 }, '< 100', { below: 100 }).verdict).toBe('MISS');
    expect(judged({ ...base, value: 60 }, '≥ 60', { atLeast: 60 }).verdict).toBe('PASS');
    expect(judged({ ...base, value: 50 }, 'both', { below: 100 }, { below: 40 }).verdict).toBe(
      'MISS',
    );
  });

  it('counts passes and misses, ignoring figures without a budget', () => {
    const figures: Figure[] = [
      judged({ ...base, value: 1 }, '< 2', { below: 2 }),
      judged({ ...base, value: 3 }, '< 2', { below: 2 }),
      info({ ...base, value: 3 }),
    ];
    expect(summarize(figures)).toEqual({ passed: 1, missed: 1 });
  });
});

describe('the HTTP figures', () => {
  const result = (rps: number, p99 = 10, non2xx = 0) => ({
    requestsPerSecond: rps,
    p50: 5,
    p99,
    ok: rps * 10,
    non2xx,
    errors: 0,
    conflicts: 0,
    seconds: 10,
  });
  const runs: CaseRun[] = [
    { name: 'bare Koa route', result: result(10_000) },
    { name: 'GET /attractions', result: result(5_900, 30) },
    { name: 'POST /checkout', result: result(1_020, 90), mismatches: [] },
    { name: 'GET /api/user', result: result(3_600, 12) },
    { name: 'POST /finance-report', result: result(1_000, 40) },
  ];
  const byName = (figures: Figure[], name: string) => figures.find((f) => f.name === name);

  it('holds /attractions to 60 % of the bare route and p99 under 25 ms', () => {
    const figures = httpFigures('http postgres', runs, true);
    expect(byName(figures, 'GET /attractions vs bare')).toMatchObject({
      value: 59,
      verdict: 'MISS',
    });
    expect(byName(figures, 'GET /attractions p99')?.verdict).toBe('MISS');
    expect(byName(figures, 'POST /checkout req/s')?.verdict).toBe('PASS');
    expect(byName(figures, 'POST /checkout db counts = 2xx')?.verdict).toBe('PASS');
  });

  it('holds logged-in calls to their share of the bare route and their p99 (issue 17)', () => {
    const figures = httpFigures('http postgres', runs, true);
    expect(byName(figures, 'GET /api/user vs bare')).toMatchObject({ value: 36, verdict: 'PASS' });
    expect(byName(figures, 'GET /api/user p99')?.verdict).toBe('PASS');
    expect(byName(figures, 'POST /finance-report vs bare')).toMatchObject({
      value: 10,
      verdict: 'MISS',
    });
    expect(byName(figures, 'POST /finance-report p99')?.verdict).toBe('MISS');
    expect(byName(figures, 'POST /checkout p99')?.verdict).toBe('PASS');
    // PGlite: half the share, p99 up to 100 ms
    const pglite = httpFigures('http pglite', runs, false);
    expect(byName(pglite, 'POST /finance-report vs bare')?.verdict).toBe('PASS');
    expect(byName(pglite, 'POST /finance-report p99')?.verdict).toBe('PASS');
  });

  it('only informs on an engine without budgets, but still checks the counts', () => {
    const off = [...runs.slice(0, 2), { ...runs[2]!, mismatches: ['orders +1 (expected +0)'] }];
    const figures = httpFigures('http pglite', off, false);
    expect(byName(figures, 'POST /checkout req/s')?.verdict).toBeNull();
    expect(byName(figures, 'POST /checkout db counts = 2xx')).toMatchObject({
      verdict: 'MISS',
      note: 'orders +1 (expected +0)',
    });
  });

  it('names each table whose new rows differ from the successful checkouts', () => {
    const zero = {
      orders: 0,
      ticket_lines: 0,
      order_attractions: 0,
      restaurant_transactions: 0,
      merchandise_lines: 0,
    };
    const after = { ...zero, orders: 3, ticket_lines: 6, order_attractions: 6 };
    expect(
      countMismatches(zero, { ...after, restaurant_transactions: 3, merchandise_lines: 3 }, 3),
    ).toEqual([]);
    expect(
      countMismatches(zero, { ...after, restaurant_transactions: 3, merchandise_lines: 2 }, 3),
    ).toEqual(['merchandise_lines +2 (expected +3)']);
  });
});

describe('the sale rush figures', () => {
  const result = (rps: number, p99: number, conflicts = 0, non2xx = conflicts) => ({
    requestsPerSecond: rps,
    p50: 5,
    p99,
    ok: rps * 10,
    non2xx,
    errors: 0,
    conflicts,
    seconds: 10,
  });
  const plain: CaseRun = { name: 'POST /checkout', result: result(400, 90), mismatches: [] };
  const verdicts = (figures: Figure[], prefix: string) =>
    Object.fromEntries(
      figures.filter((f) => f.name.startsWith(prefix)).map((f) => [f.name.slice(prefix.length), f]),
    );

  it('holds a rush with room to 70 % of the plain checkout, p99 under 150 ms and nothing lost', () => {
    const slow: CaseRun = {
      name: 'sale rush, room left',
      result: result(270, 160),
      mismatches: [],
      lost: 3,
    };
    const f = verdicts(httpFigures('http postgres', [plain, slow], true), 'sale rush, room left ');
    expect(f['vs plain checkout']).toMatchObject({ value: 67.5, verdict: 'MISS' });
    expect(f['p99']?.verdict).toBe('MISS');
    expect(f['lost']).toMatchObject({ value: 3, verdict: 'MISS' });
    expect(f['db counts = 2xx']?.verdict).toBe('PASS');
    const fast = { ...slow, result: result(280, 149), lost: 0 };
    const g = verdicts(httpFigures('http postgres', [plain, fast], true), 'sale rush, room left ');
    expect([g['vs plain checkout'], g['p99'], g['lost']].map((x) => x?.verdict)).toEqual([
      'PASS',
      'PASS',
      'PASS',
    ]);
    expect(g['oversold']).toBeUndefined();
  });

  it('counts 409s as served in a rush that sells out, and any other failure, oversold or unsold day as a miss', () => {
    const sellOut = (sold: number, other = 0): CaseRun => ({
      name: 'sale rush, sells out',
      result: result(150, 100, 1_500, 1_500 + other),
      mismatches: [],
      lost: 0,
      sellOut: { capacity: 4_500, sold },
    });
    const ok = verdicts(
      httpFigures('http postgres', [plain, sellOut(4_500)], true),
      'sale rush, sells out ',
    );
    expect(ok['vs plain checkout']).toMatchObject({ value: 75, verdict: 'PASS' });
    expect(ok['oversold']).toMatchObject({ value: 0, verdict: 'PASS' });
    expect(ok['left unsold']).toMatchObject({ value: 0, verdict: 'PASS' });
    expect(ok['failed (not 2xx/409)']).toMatchObject({ value: 0, verdict: 'PASS' });
    const over = verdicts(
      httpFigures('http postgres', [plain, sellOut(4_503, 2)], true),
      'sale rush, sells out ',
    );
    expect(over['oversold']).toMatchObject({ value: 3, verdict: 'MISS' });
    expect(over['failed (not 2xx/409)']).toMatchObject({ value: 2, verdict: 'MISS' });
    const under = verdicts(
      httpFigures('http postgres', [plain, sellOut(4_497)], true),
      'sale rush, sells out ',
    );
    expect(under['left unsold']).toMatchObject({ value: 3, verdict: 'MISS' });
  });
});

describe('the gate check-in case', () => {
  const codes = Array.from({ length: 1_000 }, (_, i) => `code-${i}`);

  it('scans every code once and a tenth again, each repeat after its first scan', () => {
    const scans = scanOrder(codes, 0.1);
    expect(scans).toHaveLength(1_100);
    expect(new Set(scans).size).toBe(1_000);
    const seen = new Set<string>();
    let repeats = 0;
    for (const code of scans) {
      if (seen.has(code)) repeats++;
      seen.add(code);
    }
    expect(repeats).toBe(100);
    expect(scans.slice(0, 50)).not.toEqual(codes.slice(0, 50)); // shuffled
    expect(scanOrder(codes, 0.1)).toEqual(scans); // the same order every run
  });

  const run = (ok: number, conflicts: number, used: number, other = 0) => ({
    result: {
      requestsPerSecond: ok / 10,
      p50: 4,
      p99: 30,
      ok,
      non2xx: conflicts + other,
      errors: 0,
      conflicts,
      seconds: 10,
    },
    distinct: 20_000,
    repeats: 2_000,
    used,
  });
  const byName = (figures: Figure[], name: string) =>
    figures.find((f) => f.name === `gate check-in ${name}`);

  it('counts refusals as scans and passes only when every code was admitted exactly once', () => {
    const good = gateFigures('http postgres', run(20_000, 2_000, 20_000), true);
    expect(byName(good, 'scans/s')).toMatchObject({ value: 2_200, verdict: 'PASS' });
    expect(byName(good, 'counts off')).toMatchObject({ value: 0, verdict: 'PASS' });
    const twice = gateFigures('http postgres', run(20_001, 1_999, 20_000), true);
    expect(byName(twice, 'counts off')).toMatchObject({ value: 2, verdict: 'MISS' });
    const lost = gateFigures('http postgres', run(20_000, 2_000, 19_999, 3), true);
    expect(byName(lost, 'counts off')?.verdict).toBe('MISS');
    expect(byName(lost, 'failed (not 2xx/409)')).toMatchObject({ value: 3, verdict: 'MISS' });
  });
});

describe('the report figures', () => {
  it('hold each median to 100 ms and to a tenth of the scan', () => {
    const timing = (name: string, median: number) => ({ name, median, p99: median, runs: 5 });
    const bench: ReportBench = {
      scan: { ...timing('count(*)', 500), table: 'ticket_lines', rows: 3_000_000 },
      ranges: [
        {
          label: 'year',
          range: { start: '2026-01-01', end: '2026-12-31' },
          timings: [timing('dashboard', 40), timing('finance all (profit)', 60)],
        },
      ],
    };
    const figures = reportFigures(bench);
    expect(figures.map((f) => f.verdict)).toEqual([null, 'PASS', 'MISS']);
    expect(figures[2]!.budget).toBe('< 100 ms and < 50 ms');
  });

  it('print the uncached runs and, as figures of their own, the cache hits', () => {
    const timing = (name: string, median: number) => ({ name, median, p99: median, runs: 5 });
    const bench: ReportBench = {
      scan: { ...timing('count(*)', 80), table: 'ticket_lines', rows: 3_800_000 },
      ranges: [
        {
          label: 'year',
          range: { start: '2026-01-01', end: '2026-12-31' },
          timings: [timing('dashboard', 9), timing('finance merch', 7)],
          cached: [timing('dashboard', 0.021), timing('finance merch', 0.0184)],
        },
      ],
    };
    const figures = reportFigures(bench);
    expect(figures.map((f) => [f.name, f.value, f.verdict])).toEqual([
      ['scan ceiling: count(*) ticket_lines median', 80, null],
      ['dashboard (year) uncached median', 9, 'MISS'],
      ['finance merch (year) uncached median', 7, 'PASS'],
      ['dashboard (year) cache hits median', 0.021, 'PASS'],
      ['finance merch (year) cache hits median', 0.018, 'PASS'],
    ]);
    expect(figures.slice(1).map((f) => f.budget)).toEqual(Array(4).fill('< 100 ms and < 8 ms'));
    expect(figures[1]!.note).toMatch(/^cache forgotten before each run/);
    expect(figures[3]!.note).toMatch(/^answered from the 1 s report cache/);
  });
});

describe('the figures of park commands while serving (issue 35)', () => {
  const checkout = (p99: number, non2xx = 0) => ({
    requestsPerSecond: 80,
    p50: 100,
    p99,
    ok: 800,
    non2xx,
    errors: 0,
    conflicts: 0,
    seconds: 10,
  });
  const measured = {
    dashboard: [0.9, 0.8, 1.4],
    help: [0.3, 0.3, 0.4],
    overHttpMs: [9, 10, 12],
    quiet: checkout(1000),
    busy: checkout(1190),
    reports: [2.5, 2.6],
  };
  const byName = (figures: Figure[], part: string) => figures.find((f) => f.name.includes(part));

  it('hold the median dashboard run to 1 s and the p99 rise to 20 %, with every answer a 2xx', () => {
    const figures = cliFigures(measured);
    expect(byName(figures, 'park dashboard')).toMatchObject({ value: 0.9, verdict: 'PASS' });
    expect(byName(figures, 'park --help')).toMatchObject({ value: 0.3, verdict: null });
    expect(byName(figures, 'over HTTP')).toMatchObject({ value: 10, verdict: null });
    expect(byName(figures, 'p99 rise')).toMatchObject({ value: 19, verdict: 'PASS' });
    expect(byName(figures, 'non-2xx')).toMatchObject({ value: 0, verdict: 'PASS' });
  });

  it('miss when the dashboard is slower, the p99 rises more or an answer failed', () => {
    const figures = cliFigures({
      ...measured,
      dashboard: [1.1, 1.2, 0.7],
      busy: checkout(1210, 2),
    });
    expect(byName(figures, 'park dashboard')).toMatchObject({ value: 1.1, verdict: 'MISS' });
    expect(byName(figures, 'p99 rise')).toMatchObject({ value: 21, verdict: 'MISS' });
    expect(byName(figures, 'non-2xx')).toMatchObject({ value: 2, verdict: 'MISS' });
  });
});

describe('the web sizes', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['a.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['b.css'] },
    'src/portal.tsx': { file: 'assets/portal.js', imports: ['_shared.js', '_charts.js'] },
    '_charts.js': { file: 'assets/charts.js' },
  };

  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual([
      'index.html',
      '_vendor.js',
      '_shared.js',
    ]);
    const portal = filesOf(manifest, staticClosure(manifest, ['index.html', 'src/portal.tsx']));
    expect(portal.js).toHaveLength(5);
    expect(portal.css).toEqual(['a.css', 'b.css']);
  });

  it('refuses a root the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow(/not in the build/);
  });

  it("holds the home route to 120 KB and the manager portal to 220 KB (issue 17's budgets)", () => {
    const sizes = { homeCss: 3, leaked: [], portalCss: 3, portalChunks: 9 };
    const verdicts = (homeJs: number, portalJs: number) =>
      webSizeFigures({ ...sizes, homeJs, portalJs })
        .filter((f) => f.verdict)
        .map((f) => `${f.name} ${f.value} ${f.budget} ${f.verdict}`);
    expect(verdicts(120.04, 220)).toEqual([
      'home route JS 120 ≤ 120 KB PASS',
      'lazy-only code in home 0 = 0 PASS',
      'manager portal JS 220 ≤ 220 KB PASS',
    ]);
    expect(verdicts(120.06, 220.1)).toEqual([
      'home route JS 120.1 ≤ 120 KB MISS',
      'lazy-only code in home 0 = 0 PASS',
      'manager portal JS 220.1 ≤ 220 KB MISS',
    ]);
    const leaked = webSizeFigures({ ...sizes, homeJs: 100, portalJs: 200, leaked: ['@mui/x'] });
    expect(leaked.find((f) => f.name === 'lazy-only code in home')?.verdict).toBe('MISS');
  });
});

describe('the Lighthouse figures', () => {
  const report = (cls: number, lcpMs: number, tbtMs: number, performance: number) => ({
    audits: {
      'cumulative-layout-shift': { numericValue: cls },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
    },
    categories: { performance: { score: performance }, 'best-practices': { score: 1 } },
  });

  it('reads CLS, LCP, TBT and the scores out of 100 from a report', () => {
    expect(runOf(report(0.0123, 2100, 150.4, 0.91))).toEqual({
      cls: 0.0123,
      lcpMs: 2100,
      tbtMs: 150.4,
      performance: 91,
      bestPractices: 100,
    });
  });

  it("holds each page's medians to CLS 0.05, LCP 2.5 s and TBT 200 ms; the scores inform", () => {
    const runs = [
      report(0.2, 2400, 100, 0.9),
      report(0.01, 3000, 250, 0.8),
      report(0, 2000, 90, 0.95),
    ];
    const figures = pageFigures('/attractions', runs.map(runOf));
    expect(figures.map((f) => [f.name, f.value, f.verdict])).toEqual([
      ['/attractions CLS', 0.01, 'PASS'],
      ['/attractions LCP', 2.4, 'PASS'],
      ['/attractions TBT', 100, 'PASS'],
      ['/attractions performance', 90, null],
      ['/attractions best practices', 100, null],
    ]);
    const slow = pageFigures('/', [runOf(report(0.06, 2600, 201, 0.7))]);
    expect(slow.map((f) => f.verdict)).toEqual(['MISS', 'MISS', 'MISS', null, null]);
  });
});

describe('memory and the table', () => {
  it('reads the peak resident set from /proc/PID/status', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
    expect(statusKb(status, 'VmHWM')).toBe(204_800);
    expect(statusKb(status, 'VmRSS')).toBe(102_400);
    expect(statusKb('Name:\tnode\n', 'VmHWM')).toBeNull();
  });

  it.skipIf(process.platform !== 'linux')(
    "reads a live process's resident set now and at its peak, in MB",
    () => {
      const now = rssMb(process.pid);
      const peak = peakRssMb(process.pid);
      const heldMb = process.memoryUsage().rss / 1024 / 1024;
      expect(now).toBeGreaterThan(heldMb / 2);
      expect(now).toBeLessThan(heldMb * 2);
      expect(peak).toBeGreaterThanOrEqual(now!);
      expect(rssMb(2 ** 22 + 12_345)).toBeNull(); // above Linux's largest pid
    },
  );

  it('prints one aligned row per figure with its budget and verdict', () => {
    const table = formatTable([
      judged({ group: 'web', name: 'home JS', value: 184.2, unit: 'KB' }, '< 200 KB', {
        below: 200,
      }),
      info({ group: 'http', name: 'bare req/s', value: 9876, unit: 'req/s' }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^web\s+home JS\s+184 KB\s+< 200 KB\s+PASS$/);
    expect(lines[3]).toMatch(/^http\s+bare req\/s\s+9876 req\/s$/);
    expect(lines[2]!.indexOf('KB') + 2).toBe(lines[3]!.lastIndexOf('req/s') + 5); // right-aligned values
  });
});
