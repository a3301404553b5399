import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_TICKET_KEY_RULE } from '../config';
import { parkProcess as park } from './testing/run-park';

/** A PostgreSQL database where nothing listens: a refusal must come before any connection. */
const POSTGRES = 'postgres://park@127.0.0.1:9/park';
/** Run as an operator would: neither secret, NODE_ENV unset. */
const NO_SECRETS = { SESSION_SECRET: '', TICKET_SECRET: '', NODE_ENV: '' };
/** A well-formed code (as the development key would sign one). */
const CODE = 'A'.repeat(22) + 'B'.repeat(22);

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the public development ticket key', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('is refused on PostgreSQL by every command that prints or checks codes, before connecting', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'park-key-'));
    dirs.push(dir);
    const commands = [
      ['tickets', 'list', '--order', '1'],
      ['tickets', 'pdf', '--order', '1', '--out', join(dir, 'tickets.pdf')],
      ['gate', 'check', '--as', 'staff@example.com', '--', CODE],
    ];
    const runs = await Promise.all(commands.map((args) => park(args, POSTGRES, NO_SECRETS)));
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^park: TICKET_SECRET and SESSION_SECRET are not set[^\n]*\n$/);
      expect(run.stderr).toContain(DEVELOPMENT_TICKET_KEY_RULE);
    }
    // The server refuses to start there in the same words, and so does `park serve`.
    const serve = await park(['serve'], POSTGRES, { ...NO_SECRETS, PORT: '0' });
    expect(serve).toMatchObject({ code: 1, stdout: '', stderr: runs[0]!.stderr });
  }, 120_000);

  it('is used with a warning on stderr on an embedded database, as the server warns', async () => {
    const run = await park(['tickets', 'list', '--order', '1'], 'pglite://memory', NO_SECRETS);
    expect(run.stderr.split('\n')[0]).toBe(
      'park: warning: TICKET_SECRET and SESSION_SECRET are not set: ticket codes are signed with the public development key.',
    );
  }, 120_000);

  it('is not refused where a key is set', async () => {
    const run = await park(['tickets', 'list', '--order', '1'], POSTGRES, {
      ...NO_SECRETS,
      TICKET_SECRET: 't'.repeat(40),
    });
    expect(run.code).toBe(1); // nothing listens there
    expect(run.stderr).not.toContain('TICKET_SECRET');
  }, 120_000);

  it('is explained in the same words by README.md and park --help', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    expect(oneLine(readme).includes(DEVELOPMENT_TICKET_KEY_RULE), 'README.md says the rule').toBe(
      true,
    );
    const help = await park(['--help'], POSTGRES, NO_SECRETS);
    expect(oneLine(help.stdout)).toContain(DEVELOPMENT_TICKET_KEY_RULE);
  }, 120_000);
});
