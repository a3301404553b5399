import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, parseDatabaseUrl } from './db';

describe('parseDatabaseUrl', () => {
  it('reads the embedded forms', () => {
    expect(parseDatabaseUrl('pglite://memory')).toEqual({ kind: 'pglite', dataDir: null });
    expect(parseDatabaseUrl('pglite://./.data/park')).toEqual({
      kind: 'pglite',
      dataDir: resolve('.data/park'),
    });
    expect(parseDatabaseUrl('pglite:///var/lib/park')).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/park',
    });
  });

  it('passes PostgreSQL URLs through', () => {
    for (const url of ['postgres://u:p@db:5432/park', 'postgresql://db/park?sslmode=require']) {
      expect(parseDatabaseUrl(url)).toEqual({ kind: 'postgres', connectionString: url });
    }
  });

  it('refuses anything else, saying which forms work', () => {
    expect(() => parseDatabaseUrl('mysql://db/park')).toThrow(/scheme "mysql".*pglite:\/\/memory/);
    expect(() => parseDatabaseUrl('./park.db')).toThrow(/Unsupported DATABASE_URL scheme/);
    expect(() => parseDatabaseUrl('pglite://')).toThrow(/needs "memory" or a directory/);
  });
});

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('rejects an unknown scheme', async () => {
    await expect(openDatabase('sqlite://park.db')).rejects.toThrow(/scheme "sqlite"/);
  });

  it('creates an on-disk PGlite directory and finds the data again after reopening', async () => {
    const root = await mkdtemp(join(tmpdir(), 'park-db-'));
    dirs.push(root);
    const url = `pglite://${join(root, 'nested', 'park')}`;
    const first = await openDatabase(url);
    expect(first.kind).toBe('pglite');
    await first.knex.raw('CREATE TABLE notes (body text)');
    await first.knex('notes').insert({ body: 'kept' });
    await first.close();
    expect((await stat(join(root, 'nested', 'park'))).isDirectory()).toBe(true);
    const again = await openDatabase(url);
    expect(await again.knex('notes').pluck('body')).toEqual(['kept']);
    await again.close();
    await again.close(); // closing twice is harmless
  });

  it('opens PGlite with 32 MB of shared buffers, not PostgreSQL’s 128 MB of process memory', async () => {
    const db = await openDatabase('pglite://memory');
    try {
      const { rows } = (await db.knex.raw('SHOW shared_buffers')) as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await db.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('connects to PostgreSQL', async () => {
    const db = await openDatabase(process.env.TEST_DATABASE_URL!);
    try {
      expect(db.kind).toBe('postgres');
      const { rows } = (await db.knex.raw(`SELECT count(*) AS n, DATE '2026-01-01' AS d`)) as {
        rows: { n: unknown; d: unknown }[];
      };
      expect(rows).toEqual([{ n: 1, d: '2026-01-01' }]);
    } finally {
      await db.close();
    }
  });
});
