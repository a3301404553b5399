import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db';

describe('an on-disk PGlite database is opened by one process at a time', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const freshDir = async () => {
    const root = await mkdtemp(join(tmpdir(), 'park-lock-'));
    dirs.push(root);
    return join(root, 'park');
  };

  it('refuses a second open while the first is open, and opens again after close', async () => {
    const dir = await freshDir();
    const first = await openDatabase(`pglite://${dir}`);
    try {
      await expect(openDatabase(`pglite://${dir}`)).rejects.toThrow(
        /in use by this process.*one process at a time.*postgres:\/\//s,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase(`pglite://${dir}`);
    await again.close();
  });

  it('names the live process that holds it', async () => {
    const dir = await freshDir();
    // The test runner's parent process is alive and is not us.
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: process.ppid, command: 'serve' }));
    await expect(openDatabase(`pglite://${dir}`)).rejects.toThrow(
      `in use by process ${process.ppid} (serve)`,
    );
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toEqual({
      pid: process.ppid,
      command: 'serve',
    });
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await freshDir();
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: 2_147_483_000, command: 'crashed' }));
    const db = await openDatabase(`pglite://${dir}`);
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await db.close();
    await expect(readFile(`${dir}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
