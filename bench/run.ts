/**
 * `make bench`: the park under a busy day's load, beside the ceilings of the same machine in
 * the same run. Prints one table and writes the figures as JSON to bench/results/. Settings
 * come from the environment (see README, "Benchmarks").
 */
import 'reflect-metadata';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildSync } from 'esbuild';
import pg from 'pg';
import { createContainer } from '../adapters/composition-root';
import { loadConfig } from '../adapters/config';
import { info, judged, summarize, type Figure } from './budget';
import type { IsoDate } from '../core/shared/dates';
import { gateFigures, runGateCase, type GateDay } from './gate-cases';
import { browser, httpFigures, runHttpCases, type HttpSettings } from './http-cases';
import { peakRssMb, rssMb } from './memory';
import { reportFigures, runReportCases } from './report-cases';
import { round } from './stats';
import { formatTable } from './table';
import { webFigures } from './web-sizes';
import { lighthouseFigures } from './lighthouse';
import { BUILT_PARK, startupFigures } from './startup';
import { cliServingFigures, HISTORY } from './cli-serving';

const env = process.env;
const PG_SERVER = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const HTTP_DB = env.BENCH_HTTP_DB ?? 'park_bench_http';
const REPORTS_URL = env.BENCH_REPORTS_URL ?? `${PG_SERVER}/park_bench_year`;
const PARTS = new Set(
  (env.BENCH_ONLY ?? 'web,lighthouse,startup,http-postgres,http-pglite,cli-pglite,reports').split(
    ',',
  ),
);
const http: HttpSettings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 3),
};
const reports = {
  min: Number(env.BENCH_REPORT_MIN ?? 5),
  max: Number(env.BENCH_REPORT_RUNS ?? 30),
  seconds: 15,
};
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Drops and creates the HTTP cases' PostgreSQL database, so every run starts from the demo park. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return `${PG_SERVER}/${name}`;
}

/**
 * Migrates and seeds a database with the built CLI, one process per command, as `make run`
 * does before `park serve`: the server then opens a database that exists, and its memory is a
 * running park's, not that of the process that created and seeded it (for a new PGlite
 * cluster, some 500 MB more for the life of the process that creates it).
 */
function preparedWithCli(url: string, ...more: string[][]): string {
  for (const command of [['db', 'migrate'], ['db', 'seed'], ...more]) {
    const cli = spawnSync(process.execPath, [BUILT_PARK, ...command], {
      env: { ...env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (cli.status !== 0) throw new Error(`park ${command.join(' ')} failed (${cli.status})`);
  }
  return url;
}

/**
 * An embedded database in a new folder, migrated and seeded by the CLI (preparedWithCli), then
 * `more` commands; removed with the lock and the socket folder a server leaves beside it.
 */
function preparedPgliteFolder(...more: string[][]): { url: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'park-bench-pglite-'));
  const url = preparedWithCli(`pglite://${folder}`, ...more);
  const remove = () => {
    for (const path of [folder, `${folder}.socket`, `${folder}.lock`])
      rmSync(path, { recursive: true, force: true });
  };
  return { url, remove };
}

/**
 * bench/server.ts compiled as the park's own build is (esbuild, packages left in
 * node_modules), once per run: the server under load runs plain JavaScript, as `park serve`
 * from `make run` does, without tsx's loader and its compiled sources in its memory (some 55 MB).
 */
let benchServer: string | null = null;
function builtBenchServer(): string {
  if (benchServer) return benchServer;
  const outfile = join('bench', 'results', '.server', 'server.mjs');
  buildSync({
    entryPoints: ['bench/server.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return (benchServer = outfile);
}

/** Starts bench/server.ts as its own node process and waits for its addresses. */
async function startServer(databaseUrl: string) {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server.
  const nodeArgs = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, builtBenchServer()];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<{ url: string; bareUrl: string }>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
    lines.once('line', (line) => done(JSON.parse(line) as { url: string; bareUrl: string }));
  });
  const stop = () =>
    new Promise<void>((done) => {
      child.removeAllListeners('exit');
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { target, pid: child.pid!, stop };
}

/** The park's today, as it tells visitors. */
async function parkToday(url: string): Promise<IsoDate> {
  const answer = await fetch(new URL('/park-info', url), {
    headers: { accept: 'application/json' },
  });
  return ((await answer.json()) as { today: IsoDate }).today;
}

/** bench/server.ts's helpers for the gate case. */
function gateDay(bareUrl: string): GateDay {
  return {
    sell: async (day, tickets) =>
      (await (
        await fetch(new URL(`/gate-day?day=${day}&tickets=${tickets}`, bareUrl), { method: 'POST' })
      ).json()) as string[],
    used: async (day) =>
      ((await (await fetch(new URL(`/gate-used?day=${day}`, bareUrl))).json()) as { used: number })
        .used,
  };
}

/** Issue 17: the server's peak resident memory under the HTTP cases, by engine. */
const PEAK_RSS_MB = { postgres: 180, pglite: 250 } as const;

async function httpPart(engine: 'postgres' | 'pglite'): Promise<Figure[]> {
  log(`HTTP cases on ${engine}`);
  const pglite = engine === 'pglite' ? preparedPgliteFolder() : null;
  const url = pglite?.url ?? preparedWithCli(await freshDatabase(HTTP_DB));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer(url);
    const atStart = rssMb(server.pid) ?? 0;
    const runs = await runHttpCases(server.target, http, log);
    log('  gate check-in…');
    const gate = await runGateCase(
      server.target.url,
      await browser(server.target.url, 'manager'),
      await parkToday(server.target.url),
      gateDay(server.target.bareUrl),
      http,
    );
    const peak = peakRssMb(server.pid) ?? 0;
    const group = `http ${engine}`;
    const memory = (name: string, mb: number) =>
      ({ group: 'memory', name: `${name} (${engine})`, value: round(mb, 1), unit: 'MB' }) as const;
    const rss = memory('server peak RSS', peak);
    return [
      ...httpFigures(group, runs, engine === 'postgres'),
      ...gateFigures(group, gate, engine === 'postgres'),
      info(memory('server RSS at start', atStart)),
      judged(rss, `≤ ${PEAK_RSS_MB[engine]} MB`, { atMost: PEAK_RSS_MB[engine] }),
    ];
  } finally {
    await server?.stop();
    pglite?.remove(); // also when the server did not start
  }
}

/** `park --help` and `park serve` until its first answer, on a migrated and seeded database of each engine. */
async function startupPart(): Promise<Figure[]> {
  const pglite = preparedPgliteFolder();
  try {
    const url = preparedWithCli(await freshDatabase(`${HTTP_DB}_startup`));
    return await startupFigures(
      [
        { engine: 'postgres', url },
        { engine: 'pglite', url: pglite.url },
      ],
      log,
    );
  } finally {
    pglite.remove();
  }
}

/**
 * Issue 35: `park` commands against bench/server.ts serving an embedded database with a
 * generated history (bench/cli-serving.ts), shared on its socket as `park serve` shares it.
 */
async function cliServingPart(): Promise<Figure[]> {
  log(`park commands against a serving embedded park (${HISTORY.days} generated days)`);
  const days = String(HISTORY.days);
  const visitors = String(HISTORY.visitorsPerDay);
  const pglite = preparedPgliteFolder([
    ...['demo', 'generate', '--days', days, '--visitors-per-day', visitors],
  ]);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer(pglite.url);
    return await cliServingFigures(server.target, pglite.url, http, log);
  } finally {
    await server?.stop();
    pglite.remove();
  }
}

async function reportPart(): Promise<Figure[]> {
  log(`Reports at scale on ${REPORTS_URL.replace(/\/\/[^@]*@/, '//')}`);
  const config = loadConfig({ DATABASE_URL: REPORTS_URL, LOG_LEVEL: 'silent' });
  const park = await createContainer(config);
  try {
    const bench = await runReportCases(park, reports, log);
    if (bench) return reportFigures(bench);
  } catch (error) {
    log(`  not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await park.dispose();
  }
  const missing = { group: 'reports (postgres)', name: 'generated year', value: 0, unit: 'rows' };
  const note = 'fill it first: DATABASE_URL=… park demo generate (see README)';
  return [{ ...judged(missing, 'a generated year', { atLeast: 1 }), note }];
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const figures: Figure[] = [];
  if (PARTS.has('web')) figures.push(...(await webFigures(log)));
  if (PARTS.has('lighthouse')) figures.push(...(await lighthouseFigures(log)));
  if (PARTS.has('startup')) figures.push(...(await startupPart()));
  if (PARTS.has('http-postgres')) figures.push(...(await httpPart('postgres')));
  if (PARTS.has('http-pglite')) figures.push(...(await httpPart('pglite')));
  if (PARTS.has('cli-pglite')) figures.push(...(await cliServingPart()));
  if (PARTS.has('reports')) figures.push(...(await reportPart()));
  const summary = summarize(figures);
  process.stdout.write(
    `${formatTable(figures)}\n\n${summary.passed} PASS, ${summary.missed} MISS\n`,
  );
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version };
  const settings = { http, reports, parts: [...PARTS] };
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, machine, settings, summary, figures }, null, 2)}\n`,
  );
  log(`figures written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
