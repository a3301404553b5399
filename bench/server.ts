/**
 * The server under test, started by bench/run.ts as its own process (`node --import tsx`), so
 * its memory is its own. It assembles the park as adapters/http/main.ts does (composition
 * root, migrate, seed the demo park when empty, createApp on node:http) and, beside it in the
 * same process and on the same node:http + Koa setup, a bare app: GET /bare answers a constant
 * JSON body (the framework's ceiling), GET /counts the rows of the order tables (the bench
 * compares them with the successful checkouts; an embedded PGlite is readable only from here),
 * POST /gate-day a day of sold tickets and their codes, GET /gate-used how many are used.
 * An embedded database on disk is shared with `park` commands on its socket, as `park serve`
 * shares it (issue 35; bench/cli-serving.ts runs commands against it).
 * Prints one JSON line with the addresses, stops on SIGTERM.
 */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { createContainer } from '../adapters/composition-root';
import { databaseTasks, prepareDatabase, shareDatabase } from '../adapters/wiring/park-tasks';
import { loadConfig } from '../adapters/config';
import { createApp } from '../adapters/http/app';
import { TOKENS } from '../adapters/tokens';
import { resolve } from '../adapters/wiring/token';
import { CHECKOUT_ROWS } from './checkout-rows';

const BARE_BODY = { ok: true, park: 'Dreamland Park', message: 'constant answer' };

async function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface BenchHelpers {
  countRows(): Promise<Record<string, number>>;
  sellDay(day: string, tickets: number): Promise<string[]>;
  usedOn(day: string): Promise<number>;
}

function bareApp({ countRows, sellDay, usedOn }: BenchHelpers): Koa {
  const app = new Koa();
  const router = new Router();
  router.get('/bare', (ctx) => {
    ctx.body = BARE_BODY;
  });
  router.get('/counts', async (ctx) => {
    ctx.body = await countRows();
  });
  router.post('/gate-day', async (ctx) => {
    ctx.body = await sellDay(String(ctx.query.day), Number(ctx.query.tickets));
  });
  router.get('/gate-used', async (ctx) => {
    ctx.body = { used: await usedOn(String(ctx.query.day)) };
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
    LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'silent',
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
  const codes = resolve(park.container, TOKENS.TicketCodes);
  /**
   * A day's tickets sold in bulk for the gate case, 4 Standard per order (one statement, so
   * the ticket lines' trigger writes their admissions as a checkout's would), answered as the
   * codes of every admission of that day.
   */
  const sellDay = async (day: string, tickets: number) => {
    await knex.raw(
      `WITH o AS (
         INSERT INTO orders (user_id, visit_date, order_date, email, phone, first_name, last_name,
                             address, city, state, zipcode, subtotal_cents, tax_cents, total_cents)
         SELECT u.id, ?::date, ?::date, 'gate@example.com', '512-555-0100', 'Gail', 'Gate',
                '1 Main St', 'Austin', 'TX', '78701', 26000, 2145, 28145
           FROM (SELECT min(id) AS id FROM users) u, generate_series(1, ?::int)
         RETURNING id)
       INSERT INTO ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
       SELECT id, 'standard', 4, 6500, ?::date FROM o`,
      [day, day, Math.ceil(tickets / 4), day],
    );
    const rows = (await knex('admissions as a')
      .join('orders as o', 'o.id', 'a.order_id')
      .where('o.visit_date', day)
      .select('a.ref')) as { ref: string }[];
    return rows.map((row) => codes.codeOf(row.ref));
  };
  const usedOn = async (day: string) => {
    const [row] = (await knex('admission_check_ins').where({ day }).count({ n: '*' })) as {
      n: number | string;
    }[];
    return Number(row?.n ?? 0);
  };
  const parkServer = await listen(createApp(park.container));
  const bare = await listen(bareApp({ countRows, sellDay, usedOn }));
  const stopSharing = await shareDatabase(park);
  process.stdout.write(`${JSON.stringify({ url: parkServer.url, bareUrl: bare.url })}\n`);
  process.once('SIGTERM', () => {
    parkServer.server.closeAllConnections();
    bare.server.closeAllConnections();
    parkServer.server.close();
    bare.server.close();
    stopSharing()
      .then(() => park.dispose())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
