import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = `${root}dist/park.js`;
const bin = `${root}adapters/cli/bin/park.js`;
const run = promisify(execFile);

/**
 * The compiled `park` (`npm run build`: dist/park.js, what `make run` and the installed bin run,
 * without tsx). `make test` builds it first; a bare `vitest run` in a checkout never built skips.
 */
describe.skipIf(!existsSync(built))('the built park command', () => {
  it('answers --help through the installed bin, without opening the park', async () => {
    const { stdout, stderr } = await run(process.execPath, [bin, '--help'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: park /);
    for (const command of ['serve', 'order', 'day', 'gate', 'capacity'])
      expect(stdout).toMatch(new RegExp(`\\n  ${command}\\b`));
  });

  it('opens the park from its own chunks: a throw-away database migrates and seeds', async () => {
    const env = { ...process.env, DATABASE_URL: 'pglite://memory', NODE_ENV: 'test' };
    const { stdout } = await run(process.execPath, [built, 'db', 'status'], { env });
    expect(stdout).toMatch(/\d+ migration\(s\) pending\./);
  }, 60_000);

  it('says an unreachable database in one line on stderr, and writes nothing to stdout', async () => {
    const env = { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const failed = await run(process.execPath, [built, 'capacity', 'show', '--format', 'json'], {
      env,
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed!.stderr).toMatch(/^park: [^\n]*ECONNREFUSED[^\n]*\n$/);
  }, 60_000);

  it("refuses unknown options and commands in the CLI's words, one line on stderr", async () => {
    for (const [args, line] of [
      [['--bogus'], "park: unknown option '--bogus' (see park --help)\n"],
      [['bogus'], "park: unknown command 'bogus' (see park --help)\n"],
      [['order', 'show'], "park: missing required argument 'id' (see park --help)\n"],
    ] as const) {
      const failed = await run(process.execPath, [built, ...args]).then(
        () => null,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed, args.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: line });
    }
  });

  it('ends quietly when its reader stops reading (| head)', async () => {
    const { stdout, stderr } = await run('bash', ['-c', `node ${built} --help | head -1`]);
    expect(stdout).toBe('Usage: park [options] [command]\n');
    expect(stderr).toBe('');
  });
});
