import type { Knex } from 'knex';
import type { ParkContainer } from '../adapters/composition-root';
import { reportCacheOf } from '../adapters/persistence/index';
import { databaseTasks } from '../adapters/wiring/park-tasks';
import { resolve, TOKENS } from '../adapters/tokens';
import { addDays, type IsoDate } from '../core/shared/dates';
import type { ReportRange } from '../core/reports/reports';
import type { FinanceReportInput } from '../core/reports/finance-report';
import { PARK_OPERATOR } from '../core/employees/permissions';
import { info, judged, type Figure } from './budget';
import { median, percentile, round } from './stats';

/** How often each report runs: at least `min` times, then until `max` runs or `seconds` pass. */
export interface ReportSettings {
  min: number;
  max: number;
  seconds: number;
}

export interface Timing {
  name: string;
  median: number;
  p99: number;
  runs: number;
}

/**
 * Times `work` sequentially (one warm-up run first); milliseconds. `before`, if given, runs
 * before each run, untimed (e.g. forgetting the report cache, so each run is a miss).
 */
export async function timeRuns(
  name: string,
  work: () => Promise<unknown>,
  s: ReportSettings,
  before: () => void = () => {},
): Promise<Timing> {
  before();
  await work();
  const samples: number[] = [];
  const started = performance.now();
  while (
    samples.length < s.min ||
    (samples.length < s.max && performance.now() - started < s.seconds * 1000)
  ) {
    before();
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  return { name, median: median(samples), p99: percentile(samples, 99), runs: samples.length };
}

/** The biggest of the history tables (ticket lines at scale) and how many rows it holds. */
async function largestTable(knex: Knex): Promise<{ table: string; rows: number }> {
  const tables = ['ticket_lines', 'restaurant_transactions', 'merchandise_lines', 'orders'];
  let best = { table: 'ticket_lines', rows: -1 };
  for (const table of tables) {
    const [row] = (await knex(table).count({ n: '*' })) as { n: number | string }[];
    const rows = Number(row?.n ?? 0);
    if (rows > best.rows) best = { table, rows };
  }
  return best;
}

/** The generated year: the last day with ticket lines and the 366 days up to it, or null. */
export async function historyEnd(knex: Knex): Promise<IsoDate | null> {
  const row = (await knex('ticket_lines').max({ last: 'visit_date' }).first()) as
    { last: IsoDate | null } | undefined;
  return row?.last ?? null;
}

/**
 * Every report and the dashboard, as the manager's pages call them, over one range; asked as
 * the `park` command's operator.
 */
function reportCalls(park: ParkContainer, asked: ReportRange) {
  const range = { actor: PARK_OPERATOR, ...asked };
  const get = <T>(token: Parameters<typeof resolve<T>>[1]) => resolve(park.container, token);
  const finance = get(TOKENS.GetFinanceReport);
  const f = (category: FinanceInput['category'], financeType: FinanceInput['financeType']) => () =>
    finance.execute({ ...range, category, financeType, ticketType: 'all', diningType: 'all' });
  const visit = get(TOKENS.GetVisitReport);
  const maintenance = get(TOKENS.GetMaintenanceReport);
  const dashboard = get(TOKENS.GetDashboard);
  return {
    dashboard: () => dashboard.execute(range),
    'finance tickets': f('tickets', 'revenue'),
    'finance dining revenue': f('dining', 'revenue'),
    'finance dining expense': f('dining', 'expense'),
    'finance merch': f('merch', 'revenue'),
    'finance maintenance': f('maintenance', 'revenue'),
    'finance all (profit)': f('all', 'revenue'),
    maintenance: () =>
      maintenance.execute({ ...range, status: null, keyword: null, attractionName: null }),
    'visit attractions': () =>
      visit.execute({ ...range, category: 'attractions', attractionName: null, diningName: null }),
    'visit dining': () =>
      visit.execute({ ...range, category: 'dining', attractionName: null, diningName: null }),
  };
}
type FinanceInput = FinanceReportInput;

export interface ReportBench {
  scan: Timing & { table: string; rows: number };
  ranges: {
    label: string;
    range: ReportRange;
    /** Each report with the report cache forgotten before every run: the database's work. */
    timings: Timing[];
    /** The same reports answered from the report cache (kept for a second): cache hits. */
    cached?: Timing[];
  }[];
}

/**
 * Times the scan ceiling, then every report over the last 30 days and the whole year: each
 * with the report cache (cached-reports.ts, answers kept for a second) forgotten before every
 * run, so every run is a miss that reads the database as a new range would; then the same
 * call again with the cache kept, as its own figure of cache hits.
 */
export async function runReportCases(
  park: ParkContainer,
  s: ReportSettings,
  log: (line: string) => void,
): Promise<ReportBench | null> {
  const { knex } = park.database;
  const end = await historyEnd(knex);
  if (end === null) return null;
  // Fold the report journals as a running server does every minute (compact_report_days), so
  // the figures are those of a served park whatever filled the database.
  await databaseTasks(park).compactReports();
  const largest = await largestTable(knex);
  const scan = await timeRuns(
    `count(*) ${largest.table}`,
    () => knex(largest.table).count({ n: '*' }),
    { ...s, max: Math.min(s.max, 15) },
  );
  log(`  count(*) over ${largest.rows} ${largest.table}: ${round(scan.median)} ms`);
  const ranges = [
    { label: '30 days', range: { start: addDays(end, -29), end } },
    { label: 'year', range: { start: addDays(end, -365), end } },
  ];
  const cache = reportCacheOf(park.database);
  const forget = () => cache.clear();
  const out: ReportBench['ranges'] = [];
  for (const { label, range } of ranges) {
    const timings: Timing[] = [];
    const cached: Timing[] = [];
    for (const [name, call] of Object.entries(reportCalls(park, range))) {
      const t = await timeRuns(name, call, s, forget);
      const hit = await timeRuns(name, call, s);
      log(
        `  ${label} ${name}: median ${round(t.median)} ms uncached, ${round(hit.median, 3)} ms cache hits`,
      );
      timings.push(t);
      cached.push(hit);
    }
    out.push({ label, range, timings, cached });
  }
  return { scan: { ...scan, ...largest }, ranges: out };
}

/**
 * Each report's median against 100 ms and a tenth of the scan, p99 for context: first every
 * report uncached (the report cache forgotten before each run), then the cache hits.
 */
export function reportFigures(bench: ReportBench): Figure[] {
  const group = 'reports (postgres)';
  const scan = bench.scan;
  const tenth = scan.median / 10;
  const budget = `< 100 ms and < ${round(tenth)} ms`;
  const figure = (t: Timing, label: string, range: ReportRange, kind: string, how: string) =>
    judged(
      {
        group,
        name: `${t.name} (${label}) ${kind}median`,
        value: round(t.median, 3),
        unit: 'ms',
        note: `${how}p99 ${round(t.p99, 3)} ms, ${t.runs} runs, ${range.start}…${range.end}`,
      },
      budget,
      { below: 100 },
      { below: tenth },
    );
  const figures: Figure[] = [
    info({
      group,
      name: `scan ceiling: count(*) ${scan.table} median`,
      value: round(scan.median),
      unit: 'ms',
      note: `${scan.rows} rows, p99 ${round(scan.p99)} ms`,
    }),
  ];
  for (const { label, range, timings } of bench.ranges)
    for (const t of timings)
      figures.push(figure(t, label, range, 'uncached ', 'cache forgotten before each run, '));
  for (const { label, range, cached = [] } of bench.ranges)
    for (const t of cached)
      figures.push(figure(t, label, range, 'cache hits ', 'answered from the 1 s report cache, '));
  return figures;
}
