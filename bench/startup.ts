/**
 * Start-up of the built `park` (dist/park.js, `npm run build`): `park --help`, and `park serve` on
 * a database that exists until its first answer (GET /healthz), on PostgreSQL and on PGlite.
 * Whole processes, each run a new one; the median of the runs is held to its budget.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { judged, type Figure } from './budget';
import { median, round } from './stats';

export const BUILT_PARK = 'dist/park.js';
const HELP_BUDGET_S = 0.3;
const SERVE_BUDGET_S = 1.5;

/** Seconds since `start` (process.hrtime). */
const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Seconds of `park --help`, a new process each run: the built CLI's start-up. */
export function helpSeconds(runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [BUILT_PARK, '--help'], { stdio: 'ignore' });
    if (run.status !== 0) throw new Error(`park --help exited ${run.status}`);
    times.push(since(start));
  }
  return times;
}

/** Starts `park serve` on `databaseUrl` and answers when GET /healthz first answers 200. */
async function serveSeconds(databaseUrl: string, port: number): Promise<number> {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [BUILT_PARK, 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      // On PostgreSQL `park serve` refuses the public development ticket key (config.ts).
      TICKET_SECRET: 'bench-startup-ticket-key-0123456789abcdef',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`park serve exited ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.status === 200) return since(start);
      } catch {
        // not listening yet
      }
      if (since(start) > 60) throw new Error('park serve did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    // A child that already exited sends no second 'exit': waiting for one would leave the bench
    // with nothing to run, and node would end it silently with status 0.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** The spread of timed runs, for a figure's note. */
export const spread = (times: number[]) =>
  `median of ${times.length}; min ${round(Math.min(...times), 2)} s, max ${round(Math.max(...times), 2)} s`;

/** The start-up figures; `databases` are prepared (migrated and seeded) databases by engine. */
export async function startupFigures(
  databases: { engine: string; url: string }[],
  log: (line: string) => void,
): Promise<Figure[]> {
  if (!existsSync(BUILT_PARK)) throw new Error(`${BUILT_PARK} is missing: run npm run build`);
  log('start-up: park --help, park serve until its first answer…');
  const help = helpSeconds(10);
  const figures: Figure[] = [
    judged(
      {
        group: 'startup',
        name: 'park --help',
        value: round(median(help), 3),
        unit: 's',
        note: spread(help),
      },
      `≤ ${HELP_BUDGET_S} s`,
      { below: HELP_BUDGET_S + 1e-9 },
    ),
  ];
  for (const { engine, url } of databases) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) times.push(await serveSeconds(url, 3990 + i));
    figures.push(
      judged(
        {
          group: 'startup',
          name: `park serve, first answer (${engine})`,
          value: round(median(times), 2),
          unit: 's',
          note: spread(times),
        },
        `≤ ${SERVE_BUDGET_S} s`,
        { below: SERVE_BUDGET_S + 1e-9 },
      ),
    );
  }
  return figures;
}
