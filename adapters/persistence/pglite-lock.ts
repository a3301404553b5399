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
  /** When the process started (Linux: /proc/<pid>/stat's starttime), to tell a reused pid. */
  started?: string;
}

const lockPath = (dataDir: string) => `${dataDir}.lock`;

/** A process's state letter and start time from /proc/<pid>/stat; null without one (not Linux). */
async function procStat(pid: number): Promise<{ state: string; started: string } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses; starttime is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', started: fields[19] ?? '' };
}

/**
 * Whether the lock's process still runs. A process killed (kill -9) but not yet reaped by its
 * parent is a zombie (state Z): it answers signals but holds nothing, so a restart right after
 * a crash takes its lock over. A pid that now names a process started at another time was
 * reused after the owner ended.
 */
async function isAlive(owner: LockOwner): Promise<boolean> {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const proc = await procStat(owner.pid);
  if (proc === null) return true;
  if (proc.state === 'Z' || proc.state === 'X') return false;
  return owner.started === undefined || owner.started === proc.started;
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return null;
    const started = typeof owner.started === 'string' ? { started: owner.started } : {};
    return { pid: owner.pid, command: String(owner.command ?? ''), ...started };
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
  const started = (await procStat(process.pid))?.started;
  const me: LockOwner = {
    pid: process.pid,
    command: process.argv.slice(2).join(' '),
    ...(started ? { started } : {}),
  };
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
      if (owner ? await isAlive(owner) : await justCreated(path))
        throw inUse(dataDir, owner ?? { pid: -1, command: '' });
      // The owner is gone (a crash), or the file was left unreadable long ago: take it over.
      await unlink(path).catch(() => undefined);
    }
  }
  throw inUse(dataDir, (await readOwner(path)) ?? { pid: -1, command: '' });
}
