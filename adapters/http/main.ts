import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
// The server's entry point assembles the park through the composition root, like the CLI's.
import { createContainer, type ParkContainer } from '../composition-root';
import { loadConfig, ticketKeyWarning, type AppConfig } from '../config';
import { resolve, TOKENS } from '../tokens';
import { runMailRelay } from '../mail/relay-loop';
import {
  databaseTasks,
  demoLogins,
  prepareDatabase,
  shareDatabase,
  type DemoLogin,
} from '../wiring/park-tasks';
import { createApp } from './app';

const PURGE_EVERY_MS = 60 * 60 * 1000;
const COMPACT_REPORTS_EVERY_MS = 60 * 1000;
const FORCE_CLOSE_AFTER_MS = 5_000;

/**
 * How long a socket may take: all request headers within 10 s, the whole request within 30 s,
 * an idle keep-alive socket 5 s, checked every second. Idle and slow sockets (a slowloris, or
 * connections held open and never used) are closed instead of held forever.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/** How startServer behaves beyond the configuration. */
export interface StartOptions {
  /** Stop gracefully on SIGINT and SIGTERM (default true). */
  handleSignals?: boolean;
  /**
   * Where the URL and demo logins are printed (default stderr: stdout carries the JSON log
   * lines, one object a line, for a log collector).
   */
  print?: (text: string) => void;
  /** Socket time limits (default SERVER_TIMEOUTS). */
  timeouts?: Partial<ServerTimeouts>;
}

/** A listening park server. */
export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting requests, lets open ones finish (5 s at most), closes the database. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, () => done((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}

function banner(
  url: string,
  config: AppConfig,
  logins: DemoLogin[],
  ticketKey: string | null,
): string {
  const lines = [`${config.parkName} is open at ${url}`];
  if (logins.length > 0 && config.isProduction) {
    // Never the passwords in production: a start's output ends up in logs others read.
    lines.push(
      `Warning: the demo accounts ${logins.map((l) => l.email).join(', ')} still have their demo passwords, which the README publishes: change them (or archive the employees) before going live.`,
    );
  } else if (logins.length > 0) {
    lines.push('Demo logins (visitors at /login, staff and managers at /employee/login):');
    for (const l of logins) lines.push(`  ${l.role.padEnd(8)} ${l.email.padEnd(22)} ${l.password}`);
  }
  if (config.isProduction && !config.secureCookies) {
    lines.push(
      'ALLOW_PLAIN_HTTP=true: cookies are not Secure; put HTTPS in front before going live.',
    );
  }
  if (config.sessionSecretGenerated) {
    lines.push('SESSION_SECRET is not set: a random one is used, so sessions end on restart.');
  }
  if (ticketKey) lines.push(ticketKey);
  lines.push(mailLine(config));
  return `${lines.join('\n')}\n`;
}

/** Where this process's mail goes, in the start banner's words. */
export function mailLine(config: AppConfig): string {
  const smtp = config.mail.smtp;
  if (!smtp)
    return 'SMTP_URL is not set: mails stay in the outbox (`park mail outbox`, the Mail page), and none is sent.';
  return config.mail.relay
    ? `Mail is sent through ${smtp.shown} from ${config.mail.from}.`
    : `MAIL_RELAY=off: this process sends no mail (another process or \`park mail relay\` sends it through ${smtp.shown}).`;
}

/** With SMTP_URL, and unless MAIL_RELAY=off, this process relays the outbox; returns how to stop. */
function relayMail(park: ParkContainer): () => Promise<void> {
  const delivery = resolve(park.container, TOKENS.MailDelivery);
  if (!delivery.relay || !park.config.mail.relay) return async () => delivery.close();
  const running = runMailRelay(delivery.relay, resolve(park.container, TOKENS.Logger));
  return async () => {
    await running.stop();
    delivery.close();
  };
}

/** The wired park with an up-to-date (and, when embedded and empty, seeded) database. */
async function openPark(config: AppConfig): Promise<ParkContainer> {
  const park = await createContainer(config);
  try {
    await prepareDatabase(park);
    await openOverdueMaintenance(park);
    return park;
  } catch (error) {
    await park.dispose();
    throw error;
  }
}

/**
 * Opens the 'Maintenance Required' requests of attractions without maintenance in the past 30
 * days (as the URGENT check of the Maintenance page does), as the park itself: the requests name
 * no employee and their audit entries the park (`system`). A failure is logged, not fatal.
 */
async function openOverdueMaintenance(park: ParkContainer): Promise<void> {
  const log = resolve(park.container, TOKENS.Logger);
  try {
    const { opened } = await resolve(park.container, TOKENS.CheckUrgentMaintenance).execute({
      actor: null,
    });
    if (opened.length > 0)
      log.info({ requests: opened.map((r) => r.id) }, 'opened overdue maintenance requests');
  } catch (error) {
    log.warn({ err: error }, 'overdue maintenance check failed');
  }
}

/** Deletes expired sessions and ended limit windows every hour; returns how to stop. */
function purgeSessionsHourly(park: ParkContainer): () => void {
  const log = resolve(park.container, TOKENS.Logger);
  const sessions = resolve(park.container, TOKENS.SessionStore);
  const counters = resolve(park.container, TOKENS.LimitCounters);
  const timer = setInterval(() => {
    sessions
      .purgeExpired()
      .catch((error: unknown) => log.warn({ err: error }, 'session purge failed'));
    counters
      .purgeExpired()
      .catch((error: unknown) => log.warn({ err: error }, 'limit counter purge failed'));
  }, PURGE_EVERY_MS).unref();
  return () => clearInterval(timer);
}

/** Folds the daily report figures' journal every minute, so reports add up few rows. */
function compactReportsEveryMinute(park: ParkContainer): () => void {
  const log = resolve(park.container, TOKENS.Logger);
  const tasks = databaseTasks(park);
  const timer = setInterval(() => {
    tasks
      .compactReports()
      .catch((error: unknown) => log.warn({ err: error }, 'report compaction failed'));
  }, COMPACT_REPORTS_EVERY_MS).unref();
  return () => clearInterval(timer);
}

async function listenOrDispose(server: Server, park: ParkContainer): Promise<number> {
  try {
    return await listen(server, park.config.port);
  } catch (error) {
    await park.dispose();
    throw error;
  }
}

/**
 * Builds the park from the configuration, migrates (and, for a fresh embedded database,
 * seeds) it, listens on PORT and prints where, with the demo logins when they work (in
 * production only a warning that names the demo accounts whose demo passwords work).
 * SIGINT and SIGTERM stop it gracefully. `park serve` calls this too.
 */
export async function startServer(
  config: AppConfig = loadConfig(),
  options: StartOptions = {},
): Promise<RunningServer> {
  const { handleSignals = true, print = (text: string) => process.stderr.write(text) } = options;
  // Refuses to start where the public development key may not sign ticket codes, before
  // anything is opened; `park` refuses its ticket commands by the same rule.
  const ticketKey = ticketKeyWarning(config);
  const park = await openPark(config);
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const server = createServer(
    { connectionsCheckingInterval: timeouts.connectionsCheckingInterval },
    createApp(park.container).callback(),
  );
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  const url = `http://localhost:${await listenOrDispose(server, park)}`;
  const stopSharing = await shareDatabase(park);
  print(banner(url, config, await demoLogins(park), ticketKey));
  const stopPurging = purgeSessionsHourly(park);
  const stopCompacting = compactReportsEveryMinute(park);
  const stopRelaying = relayMail(park);
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      stopPurging();
      stopCompacting();
      await close(server);
      await stopRelaying();
      await stopSharing();
      await park.dispose();
    })());
  if (handleSignals) stopOnSignals(stop);
  return { server, url, stop };
}

function stopOnSignals(stop: () => Promise<void>): void {
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`${signal}: closing the park…\n`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

// `tsx adapters/http/main.ts` starts the server; bundled into the `park` command (where this
// module's URL is the bundle's, which is also the process's script) it never starts by itself.
const runDirectly =
  import.meta.url.endsWith('/http/main.ts') &&
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
