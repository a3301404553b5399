/**
 * The server under test, started by bench/run.ts as its own process (`node --import tsx`), so
 * its memory is its own. It assembles the park as adapters/http/main.ts does (composition
 * root, migrate, seed the demo park when empty, createApp on node:http) and, beside it in the
 * same process and on the same node:http + Koa setup, a bare app: GET /bare answers a constant
 * JSON body (the framework's ceiling), GET /counts the rows of the order tables (the bench
 * compares them with the successful checkouts; an embedded PGlite is readable only from here).
 * Prints one JSON line with the addresses, stops on SIGTERM.
 */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { createContainer } from '../adapters/composition-root';
import { databaseTasks, prepareDatabase } from '../adapters/wiring/park-tasks';
import { loadConfig } from '../adapters/config';
import { createApp } from '../adapters/http/app';
import { CHECKOUT_ROWS } from './checkout-rows';

const BARE_BODY = { ok: true, park: 'Dreamland Park', message: 'constant answer' };

async function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function bareApp(countRows: () => Promise<Record<string, number>>): Koa {
  const app = new Koa();
  const router = new Router();
  router.get('/bare', (ctx) => {
    ctx.body = BARE_BODY;
  });
  router.get('/counts', async (ctx) => {
    ctx.body = await countRows();
  });
  app.use(router.routes());
  return app;
}

async function main(): Promise<void> {
  // The checkout case buys for one day, far past the default 5,000 admissions: the capacity
  // guard still runs on every order, but the day never fills (the sale rush measures a full day).
  const config = loadConfig({
    PARK_DAILY_CAPACITY: '10000000',
    PARK_DAILY_EXPRESS_CAPACITY: '10000000',
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  const park = await createContainer(config);
  await prepareDatabase(park);
  await databaseTasks(park).seed(); // a PostgreSQL database is not seeded by prepareDatabase
  const { knex } = park.database;
  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.keys(CHECKOUT_ROWS)) {
      const [row] = (await knex(table).count({ n: '*' })) as { n: number | string }[];
      counts[table] = Number(row?.n ?? 0);
    }
    return counts;
  };
  const parkServer = await listen(createApp(park.container));
  const bare = await listen(bareApp(countRows));
  process.stdout.write(`${JSON.stringify({ url: parkServer.url, bareUrl: bare.url })}\n`);
  process.once('SIGTERM', () => {
    parkServer.server.closeAllConnections();
    bare.server.closeAllConnections();
    parkServer.server.close();
    bare.server.close();
    park.dispose().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
