import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { park } from './testing/run-park';

describe('park --help', () => {
  it('lists the commands with examples', async () => {
    const result = await park(['--help'], 'pglite://memory');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: park');
    for (const command of ['db', 'serve'])
      expect(result.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    expect(result.stdout).toContain('Examples:');
  });

  it('documents each db subcommand', async () => {
    const result = await park(['db', '--help'], 'pglite://memory');
    expect(result.code).toBe(0);
    for (const sub of ['migrate', 'seed', 'status']) expect(result.stdout).toContain(sub);
  });

  it('fails with a non-zero code and a hint on an unknown command', async () => {
    const result = await park(['dance'], 'pglite://memory');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'dance'");
  });

  it('explains a bad DATABASE_URL and exits 1', async () => {
    const result = await park(['db', 'status'], 'mysql://nope');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
  });
});

const targets: {
  name: string;
  url: () => Promise<{ url: string; cleanup: () => Promise<void> }>;
}[] = [
  {
    name: 'pglite',
    url: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'park-cli-'));
      return {
        url: `pglite://${dir}/db`,
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  targets.push({
    name: 'postgres',
    url: async () => {
      const name = `park_cli_${process.pid}_${Date.now()}`;
      const admin = knex({ client: 'pg', connection: pgUrl });
      await admin.raw(`create database ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        cleanup: async () => {
          await admin.raw(`drop database if exists ${name} with (force)`);
          await admin.destroy();
        },
      };
    },
  });
}

describe.each(targets)('park db on $name', (target) => {
  let url = '';
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ url, cleanup } = await target.url());
  }, 60_000);
  afterAll(() => cleanup());

  it('migrates, reports status, seeds once, and is idempotent', async () => {
    const before = await park(['db', 'status'], url);
    expect(before.code).toBe(0);
    expect(before.stdout).toMatch(/pending/);

    const migrate = await park(['db', 'migrate'], url);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toMatch(/\d+ migration\(s\) applied\./);

    const again = await park(['db', 'migrate'], url);
    expect(again.stdout).toContain('The schema is up to date.');

    const status = await park(['db', 'status'], url);
    expect(status.stdout).not.toMatch(/^pending/m);
    expect(status.stdout).toContain('The schema is up to date.');

    const seed = await park(['db', 'seed'], url);
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('Seeded the demo park');

    const reseed = await park(['db', 'seed'], url);
    expect(reseed.stdout).toContain('nothing was seeded');
  }, 120_000);
});
