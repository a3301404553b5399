import { createHmac, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SALES_DAYS } from '../core/orders/sales-window';
import { DEFAULT_DAILY_CAPACITY, DEFAULT_DAILY_EXPRESS_CAPACITY } from '../core/capacity/capacity';
import { DEFAULT_PARK_TZ } from '../core/shared/dates';
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_OPENS_AT,
  OPENS_AT_PATTERN,
} from '../core/orders/refunds';

/**
 * The built web app, adapters/web/dist: one folder up from this file (adapters/config.ts) and
 * from the built `park` (dist/park*.js, which holds this code) alike.
 */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../adapters/web/dist', import.meta.url));
export const DEFAULT_DATABASE_URL = 'pglite://./.data/park';
export const DEFAULT_PARK_NAME = 'Dreamland Park';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Everything the server and the CLI read from the environment, validated once. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  databaseUrl: string;
  port: number;
  /** Signs the session cookie (koa app.keys). */
  sessionSecret: string;
  /**
   * How long a server process keeps a session it read, with its account (SESSION_CACHE_SECONDS,
   * default 10; 0 keeps none). Every change is announced to every process at commit
   * (adapters/persistence/session-cache.ts), so this bounds memory, not staleness.
   */
  sessionCacheMs: number;
  /** True when no SESSION_SECRET was given and a random one was made for this start. */
  sessionSecretGenerated: boolean;
  /**
   * Signs the ticket codes (HMAC): TICKET_SECRET, else derived from SESSION_SECRET. With
   * neither, a fixed development key, so that codes survive a restart and `park gate check`
   * accepts the server's codes; only where ticketKeyWarning allows it (an embedded database
   * outside production).
   */
  ticketSecret: string;
  /** Where the ticket key came from; 'development' means anyone with the source can forge codes. */
  ticketSecretSource: 'TICKET_SECRET' | 'SESSION_SECRET' | 'development';
  parkName: string;
  parkTz: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Where the built web app is (index.html, assets/). */
  webDist: string;
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind TLS termination). */
  trustProxy: boolean;
  /**
   * How many proxies stand in front (TRUST_PROXY_HOPS; TRUST_PROXY=true means 1). The client's
   * address is read from X-Forwarded-For counting this many entries from the right: entries
   * further left were written by the client and prove nothing.
   */
  proxyHops: number;
  /** Cookies are Secure: in production, unless ALLOW_PLAIN_HTTP=true says there is no HTTPS. */
  secureCookies: boolean;
  /** How many days ahead visits are sold (PARK_SALES_DAYS); later visit dates are refused. */
  salesDays: number;
  /** Admissions per day and express ones within them, unless a manager set the day. */
  capacity: { capacity: number; expressCapacity: number };
  /** The park's address as people reach it (reset links in mails start with it), no trailing slash. */
  publicUrl: string;
  /**
   * Mail (DECISIONS "Mail that reaches people"): the SMTP server (SMTP_URL; null keeps every mail
   * in the outbox), the sender (MAIL_FROM), and whether this process relays the outbox
   * (MAIL_RELAY, on unless `off`).
   */
  mail: { smtp: SmtpSettings | null; from: string; relay: boolean };
  /** METRICS_TOKEN: a scrape of GET /metrics from elsewhere than this machine brings it (Bearer). */
  metricsToken: string | null;
  /** When the park opens (PARK_OPENS, "HH:MM" park time) and how long before it a visitor may still cancel or move an order (PARK_CANCEL_CUTOFF_HOURS). */
  cancellation: { opensAt: string; cutoffHours: number };
}

/** Where mail goes: SMTP_URL read, the credentials kept apart from what may be shown. */
export interface SmtpSettings {
  /** smtps://: TLS from the first byte; smtp://: STARTTLS whenever the server offers it. */
  secure: boolean;
  host: string;
  port: number;
  user: string | null;
  pass: string | null;
  /** The server as logs and the start banner may name it: never the credentials. */
  shown: string;
}

export const SMTP_URL_RULE =
  'must be smtp://[user:pass@]host[:port] or smtps://[user:pass@]host[:port]';

/** SMTP_URL read, or a reason it cannot be (never repeating the URL: it may hold a password). */
export function smtpSettings(url: string): SmtpSettings | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return SMTP_URL_RULE;
  }
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') return SMTP_URL_RULE;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!host || parsed.pathname.replace(/\/+$/, '') !== '' || parsed.search || parsed.hash)
    return SMTP_URL_RULE;
  const port = parsed.port ? Number(parsed.port) : secure ? 465 : 587;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  return {
    secure,
    host,
    port,
    user: parsed.username ? decode(parsed.username) : null,
    pass: parsed.password ? decode(parsed.password) : null,
    shown: `${secure ? 'smtps' : 'smtp'}://${parsed.host}`,
  };
}

/** A configuration that cannot run, with every problem in one readable message. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** True for a zone name the runtime knows, such as America/Chicago. */
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z]/.test(zone); // a named zone, not an offset such as +05:00
  } catch {
    return false;
  }
}

const databaseUrl = z
  .string()
  .trim()
  .refine((url) => /^(pglite|postgres|postgresql):\/\/./.test(url), {
    message: 'must start with pglite:// or postgres://',
  });

/** Production cookies are Secure, so the park must know where HTTPS ends before it starts. */
export const PRODUCTION_NEEDS_HTTPS =
  'NODE_ENV=production serves Secure cookies: set TRUST_PROXY_HOPS to the number of proxies in front (the first terminates TLS), or ALLOW_PLAIN_HTTP=true to serve plain HTTP without Secure cookies';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: databaseUrl.default(DEFAULT_DATABASE_URL),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    TICKET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PARK_NAME: z.string().trim().min(1).max(100).default(DEFAULT_PARK_NAME),
    PARK_TZ: z
      .string()
      .trim()
      .default(DEFAULT_PARK_TZ)
      .refine(isIanaTimeZone, { message: 'must be an IANA time zone such as America/Chicago' }),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    WEB_DIST: z.string().trim().min(1).optional(),
    TRUST_PROXY: booleanFlag.default(false),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    ALLOW_PLAIN_HTTP: booleanFlag.default(false),
    PARK_SALES_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_SALES_DAYS),
    PARK_DAILY_CAPACITY: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .default(DEFAULT_DAILY_CAPACITY),
    PARK_DAILY_EXPRESS_CAPACITY: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .default(DEFAULT_DAILY_EXPRESS_CAPACITY),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .refine((url) => typeof smtpSettings(url) !== 'string', { message: SMTP_URL_RULE })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .max(300)
      .regex(/^[^\r\n]*(<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
        message: 'must be an address, or a name and <address>, on one line',
      })
      .optional(),
    MAIL_RELAY: z.enum(['on', 'off']).default('on'),
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
      .optional(),
    PARK_OPENS: z
      .string()
      .regex(OPENS_AT_PATTERN, 'must be a time written HH:MM (24 hours)')
      .default(DEFAULT_OPENS_AT),
    PARK_CANCEL_CUTOFF_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 366)
      .default(DEFAULT_CANCEL_CUTOFF_HOURS),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    const hops = env.TRUST_PROXY_HOPS ?? (env.TRUST_PROXY ? 1 : 0);
    if (env.NODE_ENV === 'production' && hops === 0 && !env.ALLOW_PLAIN_HTTP) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY_HOPS'],
        message: PRODUCTION_NEEDS_HTTPS,
      });
    }
  });

/**
 * Where the public development key may sign ticket codes, in the words README.md, `park --help`
 * and the refusals share.
 */
export const DEVELOPMENT_TICKET_KEY_RULE =
  'the public development ticket key signs codes only on an embedded database (pglite://), never on PostgreSQL (postgres://) or with NODE_ENV=production';

/** Where the development key may not sign codes: a park others reach. */
function refusesDevelopmentKey(config: Pick<AppConfig, 'isProduction' | 'databaseUrl'>): boolean {
  return config.isProduction || /^postgres(ql)?:\/\//i.test(config.databaseUrl);
}

/**
 * The one rule the server's start and every `park` command that prints or checks ticket codes
 * (and the wiring that signs them) apply, so they cannot disagree: a key of the park's own
 * (TICKET_SECRET or SESSION_SECRET) is used silently (null); the public development key throws
 * a ConfigError (one line) on PostgreSQL and in production, and is otherwise used with this
 * warning.
 */
export function ticketKeyWarning(
  config: Pick<AppConfig, 'ticketSecretSource' | 'isProduction' | 'databaseUrl'>,
): string | null {
  if (config.ticketSecretSource !== 'development') return null;
  if (refusesDevelopmentKey(config))
    throw new ConfigError(
      `TICKET_SECRET and SESSION_SECRET are not set, and ${DEVELOPMENT_TICKET_KEY_RULE}: set TICKET_SECRET (or SESSION_SECRET), the same for the server and every \`park\` command.`,
    );
  return 'TICKET_SECRET and SESSION_SECRET are not set: ticket codes are signed with the public development key.';
}

/** The ticket key of a development park without secrets: public, so never for real tickets. */
const DEVELOPMENT_TICKET_KEY = 'dreamland-park-development-ticket-key';

/** TICKET_SECRET, else a key of its own derived from SESSION_SECRET, else the development key. */
function ticketKey(env: {
  TICKET_SECRET?: string | undefined;
  SESSION_SECRET?: string | undefined;
}) {
  if (env.TICKET_SECRET)
    return { ticketSecret: env.TICKET_SECRET, ticketSecretSource: 'TICKET_SECRET' } as const;
  const base = env.SESSION_SECRET ?? DEVELOPMENT_TICKET_KEY;
  return {
    ticketSecret: createHmac('sha256', base).update('tickets').digest('base64url'),
    ticketSecretSource: env.SESSION_SECRET ? 'SESSION_SECRET' : 'development',
  } as const;
}

/** Unset and empty variables are the same thing: the default applies. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
}

function describeIssues(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
  // One problem is one line (what a start refused says); several, a list.
  if (lines.length === 1) return `Invalid configuration: ${lines[0]}`;
  return `Invalid configuration:\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/** no-reply@ the park's public host (localhost when it has none). */
function defaultSender(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `no-reply@${host.includes('.') ? host : 'localhost'}`;
}

/** Reads and validates the configuration; throws a ConfigError that says what to fix. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    sessionSecretGenerated: !e.SESSION_SECRET,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    ...ticketKey(e),
    parkName: e.PARK_NAME,
    parkTz: e.PARK_TZ,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    trustProxy: (e.TRUST_PROXY_HOPS ?? (e.TRUST_PROXY ? 1 : 0)) > 0,
    proxyHops: e.TRUST_PROXY_HOPS ?? (e.TRUST_PROXY ? 1 : 0),
    secureCookies: e.NODE_ENV === 'production' && !e.ALLOW_PLAIN_HTTP,
    salesDays: e.PARK_SALES_DAYS,
    capacity: { capacity: e.PARK_DAILY_CAPACITY, expressCapacity: e.PARK_DAILY_EXPRESS_CAPACITY },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    cancellation: { opensAt: e.PARK_OPENS, cutoffHours: e.PARK_CANCEL_CUTOFF_HOURS },
    mail: {
      smtp: e.SMTP_URL ? (smtpSettings(e.SMTP_URL) as SmtpSettings) : null,
      from:
        e.MAIL_FROM ?? `"${e.PARK_NAME.replace(/["\\]/g, '')}" <${defaultSender(e.PUBLIC_URL)}>`,
      relay: e.MAIL_RELAY === 'on',
    },
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
