import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * Where `park serve` shares the embedded database it holds (pglite-socket.ts says how): a Unix
 * socket in a folder of its own beside the directory and its lock, `<dataDir>.socket/`, named
 * as PostgreSQL names its sockets so that `pg` finds it from the folder and the port.
 */
export const sharedSocketPath = (dataDir: string) => join(`${dataDir}.socket`, '.s.PGSQL.5432');

/** How `pg` reaches the database a server shares: the socket's folder as its host. */
export function sharedConnection(dataDir: string) {
  return {
    host: dirname(sharedSocketPath(dataDir)),
    port: 5432,
    user: 'postgres',
    database: 'postgres',
  };
}

/** True when a server answers on the socket of `dataDir` (the socket of a dead one refuses). */
export function isShared(dataDir: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection(sharedSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
