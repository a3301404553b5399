/**
 * Issue 35: `park` commands while the server holds the embedded database, reaching its PGlite
 * through the socket the server shares (adapters/persistence/pglite-socket.ts). Two budgets:
 * the whole run of the built `park dashboard` (dist/park.js, a new process each time) against
 * the serving park, median of runs, ≤ 1 s; and the server's checkout p99 while `park report
 * finance` runs from the command line, against its p99 without one, in alternating slices (as
 * http-cases.ts measures a case beside its ceiling), rising by at most 20 %. Beside them, where
 * a command's time goes: `park --help` (the process's start-up and the CLI's own modules) and
 * the same dashboard over HTTP (the server's queries).
 */
import { spawn } from 'node:child_process';
import { addDays, type IsoDate } from '../core/shared/dates';
import { info, judged, type Figure } from './budget';
import { cannon, combineRuns, type CannonOptions, type CannonResult } from './cannon';
import { browser, checkoutBody, spreadOverDays, type HttpSettings } from './http-cases';
import { BUILT_PARK, helpSeconds, spread } from './startup';
import { median, round } from './stats';

/** The generated history the commands read: this many days, ending yesterday. */
export const HISTORY = { days: 60, visitorsPerDay: 1500 };
const DASHBOARD_BUDGET_S = 1;
const P99_RISE_BUDGET_PERCENT = 20;
const DASHBOARD_RUNS = 7;
/** How long each slice of the checkout load lasts, about (quiet and with reports in turn). */
const SLICE_SECONDS = 5;

const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Runs the built `park` on `databaseUrl` to its exit: its whole run in seconds and its output. */
function runPark(args: string[], databaseUrl: string): Promise<{ seconds: number; out: string }> {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [BUILT_PARK, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((done, fail) =>
    child.once('close', (code) => {
      const seconds = since(start);
      if (code === 0) done({ seconds, out: Buffer.concat(out).toString() });
      else fail(new Error(`park ${args.join(' ')} exited ${code}: ${Buffer.concat(err)}`));
    }),
  );
}

/** Runs `park …args` one after another until `stopped()`; the runs' seconds. */
async function commandsUntil(args: string[], url: string, stopped: () => boolean) {
  const times: number[] = [];
  while (!stopped()) times.push((await runPark(args, url)).seconds);
  return times;
}

/** Milliseconds of the same dashboard over HTTP, as a logged-in manager: the server's part. */
async function httpDashboardMs(baseUrl: string, date: IsoDate, runs: number): Promise<number[]> {
  const manager = await browser(baseUrl, 'manager');
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    const answer = await fetch(new URL('/dashboardData', baseUrl), {
      method: 'POST',
      headers: manager,
      body: JSON.stringify({ startDate: date, endDate: date }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`POST /dashboardData answered ${answer.status}`);
    times.push(since(start) * 1000);
  }
  return times;
}

/**
 * The plain checkout (each order for another day) in slices, quiet and with `park report
 * finance` running back to back, in turn; combined per side.
 */
async function checkoutWithReports(
  load: Omit<CannonOptions, 'seconds'>,
  report: string[],
  databaseUrl: string,
  s: HttpSettings,
) {
  await cannon({ ...load, seconds: s.warmupSeconds });
  await runPark(report, databaseUrl); // the report's pages in the server's cache, as in a day's use
  const slices = Math.max(2, Math.round(s.seconds / SLICE_SECONDS));
  const seconds = s.seconds / slices;
  const quiet: CannonResult[] = [];
  const busy: CannonResult[] = [];
  const reports: number[] = [];
  for (let i = 0; i < slices; i += 1) {
    quiet.push(await cannon({ ...load, seconds }));
    let done = false;
    const running = commandsUntil(report, databaseUrl, () => done);
    busy.push(await cannon({ ...load, seconds }).finally(() => (done = true)));
    reports.push(...(await running));
  }
  return { quiet: combineRuns(quiet), busy: combineRuns(busy), reports };
}

/** The figures, against a running bench/server.ts on the embedded database `databaseUrl`. */
export async function cliServingFigures(
  target: { url: string },
  databaseUrl: string,
  s: HttpSettings,
  log: (line: string) => void,
): Promise<Figure[]> {
  const { today } = (await (await fetch(new URL('/park-info', target.url))).json()) as {
    today: IsoDate;
  };
  const yesterday = addDays(today, -1); // the generated history's last day
  log(`  park dashboard --date ${yesterday}, ${DASHBOARD_RUNS} runs…`);
  const dashboard = ['dashboard', '--date', yesterday, '--format', 'json'];
  const dashboardTimes: number[] = [];
  for (let i = 0; i < DASHBOARD_RUNS; i += 1)
    dashboardTimes.push((await runPark(dashboard, databaseUrl)).seconds);
  const help = helpSeconds(DASHBOARD_RUNS);
  const overHttp = await httpDashboardMs(target.url, yesterday, DASHBOARD_RUNS);

  log('  POST /checkout quiet and with park report finance running, alternating…');
  const visitor = await browser(target.url, 'visitor');
  const order = await checkoutBody(target.url);
  const load = {
    url: new URL('/checkout', target.url).href,
    method: 'POST' as const,
    headers: visitor,
    connections: s.connections,
    bodies: spreadOverDays(order, today),
  };
  const from = addDays(today, -HISTORY.days);
  const report = ['report', 'finance', '--category', 'all', '--from', from, '--to', yesterday];
  return cliFigures({
    dashboard: dashboardTimes,
    help,
    overHttpMs: overHttp,
    ...(await checkoutWithReports(load, [...report, '--format', 'json'], databaseUrl, s)),
  });
}

/** What the part measured: seconds of whole runs, milliseconds over HTTP, the checkout load. */
export interface CliMeasures {
  dashboard: number[];
  help: number[];
  overHttpMs: number[];
  quiet: CannonResult;
  busy: CannonResult;
  /** Seconds of each `park report finance` run during the busy slices. */
  reports: number[];
}

/** The part's figures, each budgeted one beside what explains it. */
export function cliFigures({
  dashboard,
  help,
  overHttpMs,
  quiet,
  busy,
  reports,
}: CliMeasures): Figure[] {
  const group = 'cli pglite';
  const rise = round((100 * (busy.p99 - quiet.p99)) / quiet.p99, 1);
  const failed = quiet.non2xx + quiet.errors + busy.non2xx + busy.errors;
  const ms = (name: string, value: number, note?: string) =>
    info({ group, name, value: round(value, 1), unit: 'ms', ...(note ? { note } : {}) });
  return [
    judged(
      {
        group,
        name: 'park dashboard, whole run (serving)',
        value: round(median(dashboard), 2),
        unit: 's',
        note: spread(dashboard),
      },
      `≤ ${DASHBOARD_BUDGET_S} s`,
      { atMost: DASHBOARD_BUDGET_S },
    ),
    info({
      group,
      name: 'park --help (its start-up)',
      value: round(median(help), 2),
      unit: 's',
      note: spread(help),
    }),
    ms('the same dashboard over HTTP', median(overHttpMs), `median of ${overHttpMs.length}`),
    ms('POST /checkout p99, quiet', quiet.p99, `${Math.round(quiet.requestsPerSecond)} orders/s`),
    ms(
      'POST /checkout p99, park report finance running',
      busy.p99,
      `${Math.round(busy.requestsPerSecond)} orders/s; ${reports.length} reports of ` +
        `${HISTORY.days} days, median ${round(median(reports), 2)} s`,
    ),
    judged(
      { group, name: 'checkout p99 rise during a report', value: rise, unit: '%' },
      `≤ ${P99_RISE_BUDGET_PERCENT} %`,
      { atMost: P99_RISE_BUDGET_PERCENT },
    ),
    judged({ group, name: 'checkout non-2xx + errors', value: failed, unit: '' }, '= 0', {
      below: 1,
    }),
  ];
}
