import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../http/main';
import { CookieClient } from '../http/testing/cookie-client';
import { DEMO } from '../http/testing/logins';
import { CHECKOUT_CONTACT } from '../http/testing/order-park';
import { sharedSocketPath } from '../persistence/pglite-shared';
import { parkProcess as park, SHARED_TICKET_KEY } from './testing/run-park';

/** A socket file whose process was killed: what a crashed server leaves behind. */
async function leaveStaleSocket(path: string): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('up'))`,
  ]);
  await new Promise((done) => child.stdout.once('data', done));
  child.kill('SIGKILL');
  await new Promise((done) => child.once('exit', done));
  expect((await stat(path)).isSocket()).toBe(true);
}

/**
 * `park` while `park serve` holds the embedded database (issue 35): the commands reach the
 * server's PGlite through its owner-only Unix socket, answer as the web does, and their writes
 * show on the web at once. The server starts over a crashed one's lock and socket.
 */
describe('park commands while the server holds the embedded database', () => {
  let root: string;
  let dataDir: string;
  let server: RunningServer;
  let url: string;
  let today: string;
  /** `park` on the served database, signing ticket codes with the server's key. */
  const cli = (...args: string[]) => park(args, `pglite://${dataDir}`, SHARED_TICKET_KEY);
  /** A browser on the server: anonymous, or an employee logged in. */
  const client = async (employee?: { email: string; password: string }) => {
    const c = new CookieClient(server.url);
    await c.get('/park-info');
    if (employee) expect((await c.post('/employee/login', employee)).status).toBe(200);
    return c;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'park-serving-'));
    dataDir = join(root, 'park');
    url = `pglite://${dataDir}`;
    // A week of history up to yesterday, for the reports the commands read while serving.
    for (const args of [
      ['db', 'migrate'],
      ['db', 'seed'],
      ['demo', 'generate', '--days', '7', '--visitors-per-day', '200'],
    ]) {
      const run = await cli(...args);
      expect(run, run.stderr).toMatchObject({ code: 0 });
    }
    // A crashed server's leftovers: a lock naming a dead process and a socket nobody answers.
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: 2_147_483_000, command: 'serve' }));
    await mkdir(join(sharedSocketPath(dataDir), '..'), { recursive: true, mode: 0o700 });
    await leaveStaleSocket(sharedSocketPath(dataDir));
    server = await startServer(
      loadConfig({
        DATABASE_URL: url,
        PORT: '0',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        ...SHARED_TICKET_KEY,
      }),
      { handleSignals: false, print: () => {} },
    );
    today = ((await (await client()).get('/park-info')).body as { today: string }).today;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('exposes the database on a Unix socket only its owner can reach', async () => {
    const socket = sharedSocketPath(dataDir);
    const info = await stat(socket);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o077).toBe(0);
    expect((await stat(join(socket, '..'))).mode & 0o777).toBe(0o700);
  });

  /** Visitors checking out one after another until `stop`; every answer's status. */
  async function checkoutLoad(stop: Promise<unknown>): Promise<number[]> {
    const visitor = new CookieClient(server.url);
    await visitor.get('/park-info');
    expect((await visitor.post('/auth/login', DEMO.visitor)).status).toBe(200);
    const statuses: number[] = [];
    let done = false;
    void stop.finally(() => (done = true));
    const order = {
      tickets: { standardTicket: 1, expressTicket: 0, childTicket: 0 },
      visitDate: today,
      foodTickets: [],
      attractions: ['Thunder Falls'],
      merchItems: [],
      ...CHECKOUT_CONTACT,
    };
    const worker = async () => {
      while (!done) statuses.push((await visitor.post('/checkout', order)).status);
    };
    await Promise.all([worker(), worker()]);
    return statuses;
  }

  it('runs reads and writes at the same time, under checkout load, answering as the web does', async () => {
    const day = addDays(today, 30);
    const yesterday = addDays(today, -1);
    const week = { startDate: addDays(today, -7), endDate: yesterday };
    // An order bought over HTTP before, whose tickets a command lists during the load.
    const buyer = await client();
    expect((await buyer.post('/auth/login', DEMO.visitor)).status).toBe(200);
    const bought = await buyer.post('/checkout', {
      tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
      visitDate: addDays(today, 3),
      foodTickets: [],
      attractions: ['Thunder Falls'],
      merchItems: [],
      ...CHECKOUT_CONTACT,
    });
    expect(bought.status).toBe(200);
    const orderId = (bought.body as { orderId: number }).orderId;
    let commandsDone: () => void = () => {};
    const load = checkoutLoad(new Promise<void>((done) => (commandsDone = done)));
    // The reads ask for days the load does not sell on (its orders are today's), so their
    // answers can be held to the web's after it.
    const [dashboard, finance, weatherSet, capacity, tickets] = await Promise.all([
      cli('dashboard', '--format', 'json', '--date', yesterday),
      cli(
        'report',
        'finance',
        '--category',
        'all',
        '--from',
        week.startDate,
        '--to',
        week.endDate,
        '--format',
        'json',
      ),
      cli('weather', 'set', '--condition', 'rainy', '--as', DEMO.staff.email),
      cli(
        'capacity',
        'set',
        '--date',
        day,
        '--limit',
        '12',
        '--express',
        '3',
        '--as',
        DEMO.manager.email,
      ),
      cli('tickets', 'list', '--order', String(orderId), '--format', 'json'),
    ]).finally(() => commandsDone());
    for (const run of [dashboard, finance, weatherSet, capacity, tickets])
      expect(run, run.stderr).toMatchObject({ code: 0, stderr: '' });
    const statuses = await load;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Each answer is the web's for the same call.
    const manager = await client(DEMO.manager);
    const webDashboard = await manager.post('/dashboardData', {
      startDate: yesterday,
      endDate: yesterday,
    });
    expect(webDashboard.status).toBe(200);
    expect(JSON.parse(dashboard.stdout)).toEqual(webDashboard.body);
    const webFinance = await manager.post('/finance-report', { ...week, category: 'all' });
    expect(webFinance.status).toBe(200);
    expect(JSON.parse(finance.stdout)).toEqual(webFinance.body);
    // The generated week's revenue, not an empty report.
    expect(webFinance.body).toMatchObject({
      profitData: { summary: { revenue: expect.any(Number) } },
    });
    expect(
      (webFinance.body as { profitData: { summary: { revenue: number } } }).profitData.summary
        .revenue,
    ).toBeGreaterThan(0);
    const webTickets = await manager.get(`/orders/${orderId}/tickets`);
    expect(webTickets.status).toBe(200);
    expect(webTickets.body).toHaveLength(3);
    expect(JSON.parse(tickets.stdout)).toEqual(webTickets.body);

    // The writes show on the web at once.
    const availability = await (await client()).get(`/availability?from=${day}&to=${day}`);
    expect(availability.status).toBe(200);
    expect(availability.body).toMatchObject([{ date: day, capacity: 12 }]);
    const shown = await cli('capacity', 'show', '--from', day, '--to', day, '--format', 'json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject([{ date: day, capacity: 12, remaining: 12 }]);

    const web = await manager.post('/dashboardData', { startDate: today, endDate: today });
    expect(web.status).toBe(200);
    const after = await cli('dashboard', '--format', 'json', '--date', today);
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout)).toEqual(web.body);
    const weather = await (await client()).get('/current-weather');
    expect(weather.body).toEqual({ requests: [{ weatherStatus: 'rainy', date: today }] });
  }, 120_000);

  it("ends an archived employee's web session at once (the server's session cache is told)", async () => {
    const staff = await client(DEMO.staff);
    expect((await staff.get('/api/employee')).status).toBe(200);
    const added = await cli(
      'employee',
      'add',
      '--as',
      DEMO.manager.email,
      '--name',
      'Sam Shared',
      '--email',
      'sam.shared@example.com',
      '--role',
      'Staff',
      '--phone',
      '512-555-0101',
      '--dob',
      '1990-05-01',
      '--address',
      '1 Main St',
      '--city',
      'Austin',
      '--state',
      'TX',
      '--zip',
      '78701',
      '--password',
      'Shared#2024pw',
    );
    expect(added, added.stderr).toMatchObject({ code: 0 });
    const sam = await client({ email: 'sam.shared@example.com', password: 'Shared#2024pw' });
    expect((await sam.get('/api/employee')).status).toBe(200); // now in the session cache
    const archived = await cli(
      'employee',
      'archive',
      'sam.shared@example.com',
      '--as',
      DEMO.manager.email,
    );
    expect(archived, archived.stderr).toMatchObject({ code: 0 });
    expect((await sam.get('/api/employee')).status).toBe(401);
    expect((await staff.get('/api/employee')).status).toBe(200);
  }, 120_000);

  it('keeps serving when a command is killed mid-run', async () => {
    const args = ['report', 'finance', '--category', 'all', '--from', addDays(today, -365)];
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'adapters/cli/main.ts', ...args, '--to', today, '--format', 'json'],
      { cwd: join(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: url } },
    );
    const exited = new Promise((done) => child.once('exit', (_code, signal) => done(signal)));
    await new Promise((done) => setTimeout(done, 1_500));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const availability = await (await client()).get(`/availability?from=${today}&to=${today}`);
    expect(availability.status).toBe(200);
    const again = await cli('capacity', 'show', '--from', today, '--to', today, '--format', 'json');
    expect(again, again.stderr).toMatchObject({ code: 0 });
  }, 60_000);
});
