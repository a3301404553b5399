import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { lockPgliteDir } from './pglite-lock';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The state letter of /proc/<pid>/stat (R, S, Z…), or null once the process is reaped. */
async function processState(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

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

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a process killed with SIGKILL that its parent has not reaped yet (a zombie)',
    async () => {
      const dir = await freshDir();
      const holderScript = join(dir, '..', 'holder.mts');
      const lockModule = join(root, 'adapters/persistence/pglite-lock.ts');
      await writeFile(
        holderScript,
        `import { lockPgliteDir } from ${JSON.stringify(lockModule)};\n` +
          `await lockPgliteDir(${JSON.stringify(dir)});\n` +
          `console.log('locked');\nsetInterval(() => {}, 1000);\n`,
      );
      // The holder runs in the background of a shell that then becomes `sleep`, which never
      // waits for children: once killed, the holder stays a zombie until `sleep` ends.
      const parent = spawn(
        'sh',
        ['-c', `node --import tsx ${holderScript} & echo "$!"; exec sleep 120`],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        let said = '';
        parent.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
        while (!said.includes('locked')) {
          if (parent.exitCode !== null) throw new Error(`the holder ended: ${said}`);
          await new Promise((done) => setTimeout(done, 50));
        }
        const holder = Number(said.split('\n')[0]);
        // A live holder is refused, by its pid.
        await expect(lockPgliteDir(dir)).rejects.toThrow(`in use by process ${holder}`);
        process.kill(holder, 'SIGKILL');
        for (let state = await processState(holder); state !== 'Z';) {
          if (state === null) throw new Error('the killed holder was reaped: no zombie to test');
          await new Promise((done) => setTimeout(done, 10));
          state = await processState(holder);
        }
        const release = await lockPgliteDir(dir);
        expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
        expect(await processState(holder)).toBe('Z'); // still unreaped: taken over, not waited for
        await release();
      } finally {
        parent.kill('SIGKILL');
        if (parent.exitCode === null) await once(parent, 'exit');
      }
    },
    60_000,
  );

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a process whose pid now belongs to another process',
    async () => {
      const dir = await freshDir();
      // Our parent is alive, but started at another time than the lock says: the pid was reused.
      await writeFile(
        `${dir}.lock`,
        JSON.stringify({ pid: process.ppid, command: 'serve', started: '1' }),
      );
      const release = await lockPgliteDir(dir);
      expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
      await release();
    },
  );
});
