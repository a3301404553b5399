import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { catalogCacheOf } from './cached-catalog';
import { parseDatabaseUrl, pgliteOf, type Database } from './db';
import { sharedSocketPath } from './pglite-shared';
import { announceWrite, isWriteStatement } from './write-watch';

/**
 * `park serve` shares its embedded database with `park` commands (issue 35).
 *
 * PGlite is one PostgreSQL session in one process, and its directory can be opened by one
 * process at a time (pglite-lock.ts). While the server holds it, it also answers the PostgreSQL
 * wire protocol on a Unix socket beside the directory (`<dataDir>.socket/.s.PGSQL.5432`, the
 * folder 0700 and the socket 0600: its owner only, never TCP), and a `park` command that finds
 * the database in use connects there with `pg`, as to any PostgreSQL server (db.ts).
 *
 * The bytes go to PGlite's own `execProtocolRawStream`, as in the PGlite authors'
 * `@electric-sql/pglite-socket`. That package is not used: its 0.2.x pins `@electric-sql/pglite`
 * to one exact older version and seven extensions as peers, and it lets the server's own queries
 * run between a client's messages, inside the client's transaction (and the client's inside the
 * server's), since it locks one message at a time while the server's knex runs its transactions
 * statement by statement. Here a client holds the server's one knex connection from its first
 * message until PGlite is idle again (ReadyForQuery 'I'): the server's requests wait behind a
 * command's transaction, never inside it, so commands keep their transactions short.
 *
 * All clients share the one session, so what one leaves behind must not reach the next: named
 * prepared statements (the park's preparedRaw) are renamed per connection and deallocated when
 * it closes, and an open transaction of a client that is gone (killed) is rolled back. What a
 * client writes is told to the server as its own writes are: the report and catalog caches are
 * cleared, and the notifications its triggers raised (the session cache's channel), which
 * PostgreSQL sends to the client's connection, are raised again for the server's listeners.
 */

/** A Unix socket path longer than this does not fit sockaddr_un (108 bytes with its NUL). */
const MAX_SOCKET_PATH = 103;

/** A client that keeps the database in a transaction this long without a word is cut off. */
export const IDLE_IN_TRANSACTION_MS = 10_000;

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const NOTIFICATION = 0x41; // 'A'
const IDLE = 0x49; // 'I'

const cString = (buffer: Buffer, at: number) => {
  const end = buffer.indexOf(0, at);
  return { text: buffer.toString('utf8', at, end), next: end + 1 };
};

/** A message of type `type` with `body` after its length. */
const message = (type: number, body: Buffer) => {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/** The frontend messages that name a prepared statement: Parse, Bind, Describe and Close. */
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;
const QUERY = 0x51;

/** One client connection: its buffered bytes, its statements' names, whether it holds the lease. */
class SharedConnection {
  private pending = Buffer.alloc(0);
  private started = false;
  private lease: unknown = null;
  private wrote = false;
  private readonly statements = new Set<string>();
  private work: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly ended: Promise<void>;

  /** Settles once the client is gone and what it left is cleaned up. */
  finished(): Promise<void> {
    return this.ended;
  }

  constructor(
    private readonly id: number,
    private readonly socket: Socket,
    private readonly db: Database,
    private readonly pglite: PGlite,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.pending = Buffer.concat([this.pending, chunk]);
      this.work = this.work.then(() => this.drain()).catch(() => void socket.destroy());
    });
    socket.on('error', () => socket.destroy());
    this.ended = new Promise((done) =>
      socket.on('close', () => {
        this.closed = true;
        this.work = this.work
          .then(() => this.end())
          .catch(() => {})
          .finally(done);
      }),
    );
  }

  /** `name` as this connection's own: the unnamed statement stays unnamed. */
  private own(name: string) {
    return name === '' ? '' : `park_c${this.id}_${name}`;
  }

  /** The complete messages buffered, with statement names made this connection's own. */
  private takeMessages(): Buffer[] {
    const out: Buffer[] = [];
    let at = 0;
    const data = this.pending;
    while (true) {
      if (!this.started) {
        if (data.length - at < 8) break;
        const length = data.readInt32BE(at);
        if (length < 8) return this.refuse();
        if (data.length - at < length) break;
        const code = data.readInt32BE(at + 4);
        const packet = data.subarray(at, at + length);
        at += length;
        if (code === SSL_REQUEST) {
          this.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          this.socket.destroy();
          break;
        }
        this.started = true;
        out.push(Buffer.from(packet));
        continue;
      }
      if (data.length - at < 5) break;
      const length = data.readInt32BE(at + 1) + 1;
      if (length < 5) return this.refuse();
      if (data.length - at < length) break;
      out.push(this.rename(data.subarray(at, at + length)));
      at += length;
    }
    this.pending = Buffer.from(data.subarray(at));
    return out;
  }

  /** Bytes that are not the protocol: the client is cut off, nothing of it runs. */
  private refuse(): Buffer[] {
    this.pending = Buffer.alloc(0);
    this.socket.destroy();
    return [];
  }

  private rename(raw: Buffer): Buffer {
    const type = raw[0]!;
    const body = raw.subarray(5);
    if (type === QUERY) {
      if (isWriteStatement(cString(body, 0).text)) this.wrote = true;
      return Buffer.from(raw);
    }
    if (type === PARSE) {
      const name = cString(body, 0);
      if (isWriteStatement(cString(body, name.next).text)) this.wrote = true;
      if (name.text === '') return Buffer.from(raw);
      this.statements.add(this.own(name.text));
      return message(
        type,
        Buffer.concat([Buffer.from(`${this.own(name.text)}\0`), body.subarray(name.next)]),
      );
    }
    if (type === BIND) {
      const portal = cString(body, 0);
      const statement = cString(body, portal.next);
      if (statement.text === '') return Buffer.from(raw);
      return message(
        type,
        Buffer.concat([
          body.subarray(0, portal.next),
          Buffer.from(`${this.own(statement.text)}\0`),
          body.subarray(statement.next),
        ]),
      );
    }
    if ((type === DESCRIBE || type === CLOSE) && body[0] === 0x53 /* 'S' */) {
      const name = cString(body, 1);
      if (name.text === '') return Buffer.from(raw);
      return message(
        type,
        Buffer.concat([Buffer.from([0x53]), Buffer.from(`${this.own(name.text)}\0`)]),
      );
    }
    return Buffer.from(raw);
  }

  /** Runs what the client sent, holding the server's knex connection until PGlite is idle. */
  private async drain(): Promise<void> {
    const messages = this.takeMessages();
    if (messages.length === 0 || this.closed) return;
    if (messages.some((m) => m[0] === 0x58 /* 'X': Terminate */)) {
      this.socket.end();
      return;
    }
    this.stopIdleTimer();
    this.lease ??= await this.db.knex.client.acquireConnection();
    if (this.closed) return;
    const answers: Uint8Array[] = [];
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(Buffer.concat(messages), {
        // A copy: PGlite hands out its receive buffer, reused by its next answer, and a
        // socket keeps what it could not send yet by reference.
        onRawData: (data) => {
          const copy = Buffer.from(data);
          answers.push(copy);
          if (!this.socket.destroyed) this.socket.write(copy);
        },
      }),
    );
    const answer = Buffer.concat(answers);
    const notifications = backendMessages(answer, NOTIFICATION).map(notificationOf);
    const ready = backendMessages(answer, READY_FOR_QUERY).at(-1);
    if (ready && ready[0] === IDLE && this.pending.length === 0) await this.release(notifications);
    else {
      this.heard.push(...notifications);
      this.startIdleTimer();
    }
  }

  private heard: { channel: string; payload: string }[] = [];

  /** Hands the knex connection back, telling the server's caches what the client changed. */
  private async release(notifications: { channel: string; payload: string }[]): Promise<void> {
    const all = [...this.heard, ...notifications];
    this.heard = [];
    try {
      // Raised again on the server's side of the session, PGlite's listeners hear them.
      for (const { channel, payload } of all)
        await this.pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    } finally {
      const lease = this.lease;
      this.lease = null;
      if (lease) await this.db.knex.client.releaseConnection(lease);
      if (this.wrote) {
        this.wrote = false;
        announceWrite(this.db.knex);
        catalogCacheOf(this.db).clear();
      }
    }
  }

  private startIdleTimer() {
    this.idleTimer = setTimeout(() => this.socket.destroy(), IDLE_IN_TRANSACTION_MS);
    this.idleTimer.unref();
  }

  private stopIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** The client is gone: roll back what it left open and forget its statements. */
  private async end(): Promise<void> {
    this.stopIdleTimer();
    if (this.statements.size === 0 && !this.lease) return;
    this.lease ??= await this.db.knex.client.acquireConnection();
    try {
      if (this.pglite.isInTransaction()) await this.pglite.exec('ROLLBACK');
      for (const name of this.statements)
        await this.pglite.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => {});
      this.statements.clear();
    } finally {
      // A rolled-back transaction changed nothing, but the notifications of what committed did.
      await this.release([]);
    }
  }
}

/** The messages of `type` in a backend's answer, each without its type and length. */
function backendMessages(answer: Buffer, type: number): Buffer[] {
  const found: Buffer[] = [];
  for (let at = 0; at + 5 <= answer.length;) {
    const length = answer.readInt32BE(at + 1) + 1;
    if (length < 5) break;
    if (answer[at] === type) found.push(answer.subarray(at + 5, at + length));
    at += length;
  }
  return found;
}

/** A NotificationResponse: the sender's process id, the channel and the payload. */
function notificationOf(body: Buffer) {
  const channel = cString(body, 4);
  return { channel: channel.text, payload: cString(body, channel.next).text };
}

/** A shared database: how to stop sharing (before the database closes). */
export interface SharedDatabase {
  path: string;
  close(): Promise<void>;
}

/**
 * Shares the open embedded database `db` of `dataDir` on its socket, owner-only. A socket left
 * by a process that is gone is replaced: this process holds the directory's lock, so nobody
 * else answers there. Null when the path is too long for a Unix socket.
 */
export async function shareDatabase(db: Database, dataDir: string): Promise<SharedDatabase | null> {
  const path = sharedSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return null;
  const pglite = await pgliteOf(db);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await chmod(dirname(path), 0o700);
  await unlink(path).catch(() => undefined);
  let next = 0;
  const clients = new Map<Socket, SharedConnection>();
  const server: Server = createServer((socket) => {
    clients.set(socket, new SharedConnection((next += 1), socket, db, pglite));
    void clients
      .get(socket)!
      .finished()
      .then(() => clients.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return {
    path,
    close: async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      const left = [...clients.values()];
      for (const socket of clients.keys()) socket.destroy();
      await closed;
      await Promise.all(left.map((client) => client.finished()));
    },
  };
}

/**
 * Shares the database a server opened from DATABASE_URL `url`, when it is an embedded one on
 * disk (a PostgreSQL server is shared already, an in-memory PGlite has nobody to share with).
 */
export async function shareServedDatabase(
  db: Database,
  url: string,
): Promise<SharedDatabase | null> {
  const location = parseDatabaseUrl(url);
  if (db.kind !== 'pglite' || location.kind !== 'pglite' || location.dataDir === null) return null;
  return shareDatabase(db, location.dataDir);
}
