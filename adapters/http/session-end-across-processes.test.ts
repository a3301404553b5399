import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { createContainer, type ParkContainer } from '../composition-root';
import { openDatabase, type Database } from '../persistence/db';
import { SESSION_END_BOUND_MS, sessionCacheOf } from '../persistence/session-changes';
import { databaseTargets, postgresUrlOf } from '../testing/test-database';
import { resolve, TOKENS } from '../tokens';
import { createApp } from './app';
import { CookieClient } from './testing/cookie-client';
import { clientAs } from './testing/logins';
import { openTestPark, type TestPark } from './testing/test-park';
import { listenOnFreePort, makeWebDist, testConfig } from './testing/test-server';

/**
 * A TCP proxy in front of PostgreSQL that holds what the server sends for `delayMs` (what a
 * process far away, or busy, hears late): everything process B reads, its session-change
 * notices included, goes through it.
 */
async function slowProxy(
  target: URL,
): Promise<{ port: number; delayMs: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const proxy = {
    port: 0,
    delayMs: 0,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      const send = () => !client.destroyed && client.write(chunk);
      if (proxy.delayMs > 0) setTimeout(send, proxy.delayMs);
      else send();
    });
    for (const [one, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      one.on('error', () => other.destroy());
      one.on('close', () => setTimeout(() => other.destroy(), proxy.delayMs));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  proxy.port = (server.address() as AddressInfo).port;
  return proxy;
}

/** Waits (a little) for `check`; fails with `what` if it never holds. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`never: ${what}`);
}

/** The same on every process, as docs/operations.md asks: B reads A's cookies. */
const SESSION_SECRET = 'one secret for every process of this test park';

describe.runIf(databaseTargets.includes('postgres'))(
  'a session ended on one server process, on another (PostgreSQL)',
  () => {
    let a: TestPark;
    let proxy: Awaited<ReturnType<typeof slowProxy>>;
    let bDatabase: Database;
    let b: ParkContainer;
    let bServer: Awaited<ReturnType<typeof listenOnFreePort>>;
    const bCache = () => sessionCacheOf(bDatabase, b.config.sessionCacheMs);

    beforeAll(async () => {
      a = await openTestPark('postgres', { env: { SESSION_SECRET } });
      const { knex } = resolve(a.container, TOKENS.Database);
      const [{ schema }] = (await knex.raw('SELECT current_schema() AS schema')).rows;
      const url = await postgresUrlOf(resolve(a.container, TOKENS.Database));
      proxy = await slowProxy(new URL(url));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      // process B: its own pool, session cache and listening connection, through the proxy
      bDatabase = await openDatabase(url.toString(), { searchPath: [schema] });
      b = await createContainer(testConfig({ WEB_DIST: makeWebDist(), SESSION_SECRET }), {
        database: bDatabase,
        hasher: new PlainTextHasher(),
        clock: resolve(a.container, TOKENS.Clock),
      });
      bServer = await listenOnFreePort(createApp(b.container));
    });
    afterAll(async () => {
      if (proxy) proxy.delayMs = 0;
      await bServer?.close();
      await b?.dispose();
      await bDatabase?.close();
      await proxy?.close();
      await a?.close();
    });

    /** The same browser (its cookies) talking to process B. */
    function atB(c: CookieClient): CookieClient {
      const there = new CookieClient(bServer.url);
      for (const [name, value] of c.cookies) there.cookies.set(name, value);
      return there;
    }

    /**
     * B has read the session and keeps it (`path` answers 200, and B's cache holds it). B keeps
     * what it reads only while its cache is on, and a ping that came late under load turns it off
     * for a moment: read until B holds it.
     */
    async function keptByB(c: CookieClient, path: string): Promise<CookieClient> {
      proxy.delayMs = 0;
      const there = atB(c);
      await eventually(async () => {
        expect((await there.get(path)).status).toBe(200);
        return bCache().enabled && bCache().size > 0;
      }, 'process B keeps the session it read');
      return there;
    }

    it('a logout on A has ended the session on B when A answers, though B hears 150 ms late', async () => {
      for (let trial = 0; trial < 3; trial++) {
        const c = await clientAs(a, 'visitor');
        const there = await keptByB(c, '/api/user');
        proxy.delayMs = 150;
        const start = performance.now();
        expect((await c.post('/auth/logout')).status).toBe(200);
        const took = performance.now() - start;
        expect((await there.get('/api/user')).status).toBe(401);
        // A waited for B's word (150 ms away), not for the bound
        expect(took).toBeGreaterThanOrEqual(150);
        expect(took).toBeLessThan(SESSION_END_BOUND_MS);
      }
    });

    it('so have a password change and an archiving on A', async () => {
      // the staff member changes their password in one browser; B had read their other session
      const c = await clientAs(a, 'staff');
      const other = await clientAs(a, 'staff');
      const there = await keptByB(other, '/api/employee');
      proxy.delayMs = 150;
      const chosen = await c.put('/employee/password', { password: 'Chosen#2026!' });
      expect(chosen.status).toBe(200);
      expect((await there.get('/api/employee')).status).toBe(401);
      expect((await atB(c).get('/api/employee')).status).toBe(200);

      // the manager archives them while B holds their session
      const kept = await keptByB(c, '/api/employee');
      const manager = await clientAs(a, 'manager');
      const { id } = (await c.get('/api/employee')).body as { id: number };
      proxy.delayMs = 150;
      expect((await manager.post('/archiveEmp', { employeeToArchive: id })).status).toBe(200);
      expect((await kept.get('/api/employee')).status).toBe(401);
    });

    it('a process that hears later than the bound serves nothing from memory; the end waits the bound at most', async () => {
      const c = await clientAs(a, 'visitor');
      const there = await keptByB(c, '/api/user');
      proxy.delayMs = SESSION_END_BOUND_MS * 2;
      const start = performance.now();
      expect((await c.post('/auth/logout')).status).toBe(200);
      expect(performance.now() - start).toBeLessThan(SESSION_END_BOUND_MS + 500);
      expect((await there.get('/api/user')).status).toBe(401);
      expect(bCache().enabled).toBe(false);
    }, 30_000);
  },
);
