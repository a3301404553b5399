import { readFile, stat, unlink, writeFile } from 'node:fs/promises';

/**
 * PGlite keeps a whole PostgreSQL in one process and has no lock of its own: a second process
 * that opens the same directory starts without error, each one sees only its own writes, and
 * the directory is corrupt once both have written (the next open aborts). So whoever opens an
 * on-disk PGlite database (the server, any `park` command) first takes `<dataDir>.lock`,
 * which names its process; a lock whose process is gone (a crash) is taken over.
 */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

interface LockOwner {
  pid: number;
  command: string;
}

const lockPath = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, command: String(owner.command ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** An unreadable lock younger than a few seconds is another process still writing it. */
async function justCreated(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs < 5_000;
}

function inUse(dataDir: string, owner: LockOwner): DatabaseInUseError {
  const by =
    owner.pid === process.pid
      ? 'this process'
      : owner.pid > 0
        ? `process ${owner.pid}`
        : 'another process';
  const what = owner.command ? ` (${owner.command})` : '';
  return new DatabaseInUseError(
    `The embedded database ${dataDir} is in use by ${by}${what}. PGlite can be opened by one ` +
      'process at a time; a running `park serve` shares it with `park` commands, no other ' +
      'process does: wait for that one to end, or run the server and `park` on PostgreSQL ' +
      '(DATABASE_URL=postgres://…), which any number of processes share.',
  );
}

/** Takes the directory's lock or throws DatabaseInUseError; the answer releases it. */
export async function lockPgliteDir(dataDir: string): Promise<() => Promise<void>> {
  const path = lockPath(dataDir);
  const me: LockOwner = { pid: process.pid, command: process.argv.slice(2).join(' ') };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(path, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        if ((await readOwner(path))?.pid === me.pid) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(path);
      if (owner ? isAlive(owner.pid) : await justCreated(path))
        throw inUse(dataDir, owner ?? { pid: -1, command: '' });
      // The owner is gone (a crash), or the file was left unreadable long ago: take it over.
      await unlink(path).catch(() => undefined);
    }
  }
  throw inUse(dataDir, (await readOwner(path)) ?? { pid: -1, command: '' });
}
