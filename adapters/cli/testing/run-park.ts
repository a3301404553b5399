import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestPark } from '../../http/testing/test-park';
import { openPglite, pgliteOf } from '../../persistence/db';
import { resolve, TOKENS } from '../../tokens';
import { postgresUrlOf } from '../../testing/test-database';
import { asLine, terminalWidth, type Output } from '../output';
import { parkServices } from '../park-services';
import { createProgram, runProgram } from '../program';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = join(root, 'adapters/cli/main.ts');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One ticket key for a test park (`openTestPark(target, { env: SHARED_TICKET_KEY })`) and the
 * `park` processes on its database, so that they sign alike: the public development key is
 * refused on PostgreSQL (config.ts, ticketKeyWarning).
 */
export const SHARED_TICKET_KEY = {
  SESSION_SECRET: '',
  TICKET_SECRET: 'cli-tests-shared-ticket-key-0123456789',
};

/** The environment a test's `park` runs in: no colours, 80 columns, nobody named by PARK_AS. */
function parkEnv(url: string, env: Record<string, string>): Record<string, string | undefined> {
  return {
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    NO_COLOR: '1',
    PARK_AS: '',
    // Tables fit COLUMNS, else the terminal: none here, so 80 unless a test says otherwise.
    COLUMNS: '',
    ...env,
  };
}

/** Runs one `park` at a time in this process: commander reads PARK_AS from process.env. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Runs the `park` program on DATABASE_URL `url` in this process: the same program, services and
 * exit codes as the command (main.ts is these three lines around them), writing to strings
 * instead of a terminal, without the second a process spends starting (issue 28: the CLI tests
 * spawned ~1,000 processes). `parkProcess` runs the real process where a test is about one.
 */
export function park(
  args: string[],
  url: string,
  env: Record<string, string> = {},
): Promise<CliRun> {
  const result = running.then(() => parkInProcess(args, parkEnv(url, env)));
  running = result.catch(() => undefined);
  return result;
}

async function parkInProcess(args: string[], env: Record<string, string | undefined>) {
  let stdout = '';
  let stderr = '';
  const output: Output = {
    out: (text) => void (stdout += asLine(text)),
    err: (text) => void (stderr += asLine(text)),
    color: false,
    width: terminalWidth(env, { isTTY: false }),
  };
  const saved = process.env.PARK_AS;
  setEnv('PARK_AS', env.PARK_AS);
  try {
    const code = await runProgram(
      createProgram(parkServices(env), output),
      [process.execPath, 'park', ...args],
      output,
    );
    return { code, stdout, stderr };
  } finally {
    setEnv('PARK_AS', saved);
  }
}

function setEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** Runs the real `park` command as a process on DATABASE_URL `url`, without colours, 80 columns wide. */
export async function parkProcess(
  args: string[],
  url: string,
  env: Record<string, string> = {},
): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', main, ...args], {
      cwd: root,
      env: parkEnv(url, env),
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : -1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    };
  }
}

export interface CliDatabase {
  url: string;
  /** Throws the database away (and, on PostgreSQL, closes the test park that owns it). */
  cleanup(): Promise<void>;
}

/**
 * Hands a test park's database to `park` processes. PostgreSQL: the park's own test database
 * and schema (as search_path in the URL), shared while the park keeps running. PGlite: the in-memory
 * database is copied to a directory on disk and the park is closed first, because an on-disk
 * PGlite database is opened by one process at a time.
 */
export async function cliDatabase(testPark: TestPark): Promise<CliDatabase> {
  const database = resolve(testPark.container, TOKENS.Database);
  if (database.kind === 'postgres') {
    const { rows } = (await database.knex.raw('select current_schema() as schema')) as {
      rows: { schema: string }[];
    };
    const url = await postgresUrlOf(database);
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    return { url: url.toString(), cleanup: () => testPark.close() };
  }
  const dump = await (await pgliteOf(database)).dumpDataDir('none');
  await testPark.close();
  const dir = await mkdtemp(join(tmpdir(), 'park-cli-'));
  const copy = await openPglite({ dataDir: join(dir, 'park'), loadDataDir: dump });
  await copy.close();
  return {
    url: `pglite://${join(dir, 'park')}`,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (ch === '\n') throw new Error(`a bare LF at ${i}: RFC 4180 lines end with CRLF`);
    else field += ch;
  }
  if (field !== '' || row.length > 0) throw new Error('the last line does not end with CRLF');
  return rows;
}
