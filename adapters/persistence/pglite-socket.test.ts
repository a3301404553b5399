import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteOf, type Database } from './db';
import { preparedRaw } from './executor';
import { sharedConnection, sharedSocketPath } from './pglite-shared';
import { shareDatabase, type SharedDatabase } from './pglite-socket';
import { watchWrites } from './write-watch';

/**
 * The socket a server shares its embedded database on (issue 35), in one process: the server's
 * side is `server`, a `park` command's is `openDatabase` again, which finds the directory locked
 * and the socket answering.
 */
describe('an embedded database shared on its socket', () => {
  let root: string;
  let dir: string;
  let server: Database;
  let shared: SharedDatabase;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'park-share-'));
    dir = join(root, 'park');
    server = await openDatabase(`pglite://${dir}`);
    await server.knex.raw('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)');
    shared = (await shareDatabase(server, dir))!;
  }, 60_000);

  afterAll(async () => {
    await shared?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  const client = () => openDatabase(`pglite://${dir}`);

  it('lets a second opener in through the socket, as a PostgreSQL client', async () => {
    const db = await client();
    try {
      expect(db.kind).toBe('postgres');
      await db.knex('notes').insert({ text: 'from the command' });
      const rows = (await server.knex('notes').select('text')) as { text: string }[];
      expect(rows.map((r) => r.text)).toContain('from the command');
    } finally {
      await db.close();
    }
  });

  it('hands over a large answer whole', async () => {
    const db = await client();
    try {
      const { rows } = (await db.knex.raw(
        "SELECT i, repeat('x', 200) || i AS v FROM generate_series(1, 40000) i",
      )) as { rows: { i: number; v: string }[] };
      expect(rows).toHaveLength(40_000);
      expect(rows.every((r) => r.v === `${'x'.repeat(200)}${r.i}`)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("keeps a command's transaction apart from the server's statements", async () => {
    const db = await client();
    try {
      await server.knex('notes').del();
      let serverWrote!: Promise<unknown>;
      await db.knex
        .transaction(async (trx) => {
          await trx('notes').insert({ text: 'rolled back' });
          // The server writes meanwhile: it must wait for the command's transaction, not join it.
          serverWrote = server.knex('notes').insert({ text: 'the server' });
          await new Promise((done) => setTimeout(done, 200));
          throw new Error('roll back');
        })
        .catch(() => {});
      await serverWrote;
      const rows = (await server.knex('notes').select('text')) as { text: string }[];
      expect(rows.map((r) => r.text)).toEqual(['the server']);
    } finally {
      await db.close();
    }
  });

  it('gives each connection its own named prepared statements', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    try {
      for (const db of [a, b, a])
        expect(
          (
            (await preparedRaw(db.knex, 'park_same_name', 'SELECT 1 AS one', [])) as {
              rows: unknown[];
            }
          ).rows,
        ).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    // Once they are gone, no statement of theirs is left in the shared session.
    await expect
      .poll(async () => {
        const left = (await server.knex.raw('SELECT name FROM pg_prepared_statements')) as {
          rows: unknown[];
        };
        return left.rows;
      })
      .toEqual([]);
  });

  it("raises a command's notifications for the server's listeners", async () => {
    const pglite = await pgliteOf(server);
    const heard: string[] = [];
    const lease = await server.knex.client.acquireConnection();
    const unlisten = await pglite.listen('park_test_channel', (payload) => heard.push(payload));
    await server.knex.client.releaseConnection(lease);
    const db = await client();
    try {
      await db.knex.raw("SELECT pg_notify('park_test_channel', 'from the command')");
      await new Promise((done) => setTimeout(done, 50));
      expect(heard).toEqual(['from the command']);
    } finally {
      await db.close();
      await unlisten();
    }
  });

  it("tells the server's write watchers when a command wrote", async () => {
    let told = 0;
    watchWrites(server.knex, () => (told += 1));
    const db = await client();
    try {
      await db.knex('notes').select('id');
      expect(told).toBe(0);
      await db.knex('notes').insert({ text: 'watched' });
      expect(told).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('rolls back what a vanished client left open, and serves on', async () => {
    const raw = new pg.Client(sharedConnection(dir));
    await raw.connect();
    await raw.query('BEGIN');
    await raw.query("INSERT INTO notes (text) VALUES ('never committed')");
    raw.end().catch(() => {});
    (raw as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const rows = (await server.knex('notes').where({ text: 'never committed' })) as unknown[];
    expect(rows).toEqual([]);
    expect((await pgliteOf(server)).isInTransaction()).toBe(false);
  });

  it('cuts off a client that does not speak the protocol, and serves on', async () => {
    const socket = createConnection(sharedSocketPath(dir));
    await new Promise((done) => socket.once('connect', done));
    socket.write(Buffer.from([0, 0, 0, 8, 0, 3, 0, 0, 0x51, 0xff, 0xff, 0xff, 0xf0]));
    await new Promise((done) => socket.once('close', done));
    const db = await client();
    try {
      expect(await db.knex('notes').count({ n: '*' })).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
