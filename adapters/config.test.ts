import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEVELOPMENT_TICKET_KEY_RULE,
  loadConfig,
  PRODUCTION_NEEDS_HTTPS,
  ticketKeyWarning,
} from './config';

describe('loadConfig', () => {
  it('has defaults for everything in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      databaseUrl: 'pglite://./.data/park',
      port: 3000,
      parkName: 'Dreamland Park',
      parkTz: 'America/Chicago',
      logLevel: 'info',
      sessionSecretGenerated: true,
      isProduction: false,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).sessionSecret).not.toBe(config.sessionSecret);
    expect(config.webDist).toMatch(/adapters[/\\]web[/\\]dist$/);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://park@db:5432/park',
      PORT: '8080',
      PARK_TZ: 'Europe/Paris',
      PARK_NAME: '  Funland ',
      LOG_LEVEL: '',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      port: 8080,
      parkTz: 'Europe/Paris',
      parkName: 'Funland',
      logLevel: 'silent',
    });
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
    const secret = 'x'.repeat(40);
    const env = { NODE_ENV: 'production', SESSION_SECRET: secret, TRUST_PROXY_HOPS: '1' };
    expect(loadConfig(env)).toMatchObject({
      sessionSecret: secret,
      sessionSecretGenerated: false,
      isProduction: true,
    });
  });

  it('refuses production until it knows where HTTPS ends', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(base)).toThrow(`TRUST_PROXY_HOPS: ${PRODUCTION_NEEDS_HTTPS}`);
    expect(loadConfig({ ...base, TRUST_PROXY_HOPS: '2' })).toMatchObject({
      trustProxy: true,
      proxyHops: 2,
      secureCookies: true,
    });
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' })).toMatchObject({ proxyHops: 1 });
    expect(loadConfig({ ...base, ALLOW_PLAIN_HTTP: 'true' })).toMatchObject({
      trustProxy: false,
      proxyHops: 0,
      secureCookies: false,
    });
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' })).toMatchObject({ secureCookies: false });
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('signs ticket codes with TICKET_SECRET, else a key derived from SESSION_SECRET, else a fixed development key', () => {
    const ticket = 't'.repeat(32);
    const session = 's'.repeat(32);
    expect(loadConfig({ TICKET_SECRET: ticket, SESSION_SECRET: session })).toMatchObject({
      ticketSecret: ticket,
      ticketSecretSource: 'TICKET_SECRET',
    });
    const derived = loadConfig({ SESSION_SECRET: session });
    expect(derived.ticketSecretSource).toBe('SESSION_SECRET');
    expect(derived.ticketSecret).not.toBe(session); // a key of its own, not the cookie key
    expect(derived.ticketSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ SESSION_SECRET: session }).ticketSecret).toBe(derived.ticketSecret);
    expect(loadConfig({ SESSION_SECRET: 'S'.repeat(32) }).ticketSecret).not.toBe(
      derived.ticketSecret,
    );
    // Without either, the key does not change with the random session key of each start, so
    // codes survive a restart and the `park` command checks the server's codes.
    const development = loadConfig({});
    expect(development.ticketSecretSource).toBe('development');
    expect(loadConfig({}).ticketSecret).toBe(development.ticketSecret);
    expect(development.ticketSecret).not.toBe(derived.ticketSecret);
    expect(() => loadConfig({ TICKET_SECRET: 'short' })).toThrow(
      /TICKET_SECRET: must be at least 32/,
    );
  });

  it('refuses the public development ticket key on PostgreSQL and in production, and warns elsewhere', () => {
    const postgres = 'postgres://park@db:5432/park';
    for (const env of [
      { DATABASE_URL: postgres },
      { DATABASE_URL: 'postgresql://park@db/park' },
      { DATABASE_URL: postgres, NODE_ENV: 'test' },
    ]) {
      const refusal = () => ticketKeyWarning(loadConfig(env));
      expect(refusal).toThrow(ConfigError);
      expect(refusal).toThrow(DEVELOPMENT_TICKET_KEY_RULE);
    }
    // Production has SESSION_SECRET (required), so this one never comes from loadConfig.
    const production = { ...loadConfig({}), isProduction: true };
    expect(() => ticketKeyWarning(production)).toThrow(DEVELOPMENT_TICKET_KEY_RULE);
    for (const url of ['pglite://memory', 'pglite://./.data/park'])
      expect(ticketKeyWarning(loadConfig({ DATABASE_URL: url }))).toMatch(
        /^TICKET_SECRET and SESSION_SECRET are not set: .* public development key\.$/,
      );
    for (const key of [{ TICKET_SECRET: 't'.repeat(32) }, { SESSION_SECRET: 's'.repeat(32) }])
      expect(ticketKeyWarning(loadConfig({ DATABASE_URL: postgres, ...key }))).toBeNull();
  });

  it('lists every problem in one readable error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', PARK_TZ: 'Mars/Olympus', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(attempt).toThrow(/PARK_TZ: must be an IANA time zone/);
  });
});

describe('mail settings', () => {
  it('keeps every mail in the outbox without SMTP_URL, relaying on by default', () => {
    expect(loadConfig({}).mail).toEqual({
      smtp: null,
      from: '"Dreamland Park" <no-reply@localhost>',
      relay: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.dreamland.example' }).mail.from).toBe(
      '"Dreamland Park" <no-reply@tickets.dreamland.example>',
    );
  });

  it('reads smtp:// and smtps:// with credentials, naming the server without them', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtp://park%40mail:s3cr%3At@mail.example.com:2525',
        MAIL_FROM: 'Dreamland <hello@dreamland.example>',
        MAIL_RELAY: 'off',
      }).mail,
    ).toEqual({
      smtp: {
        secure: false,
        host: 'mail.example.com',
        port: 2525,
        user: 'park@mail',
        pass: 's3cr:t',
        shown: 'smtp://mail.example.com:2525',
      },
      from: 'Dreamland <hello@dreamland.example>',
      relay: false,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).mail.smtp).toMatchObject({
      secure: true,
      port: 465,
      user: null,
      pass: null,
      shown: 'smtps://mail.example.com',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://[::1]' }).mail.smtp).toMatchObject({
      host: '::1',
      port: 587,
    });
  });

  it('refuses a bad SMTP_URL or MAIL_FROM in one line that never repeats the password', () => {
    for (const url of [
      'http://user:hunter2@mail.example.com',
      'smtp://user:hunter2@',
      'smtp:/user:hunter2@mail.example.com/inbox',
      'mail.example.com:25',
      'smtp://user:hunter2@mail.example.com:99999',
    ]) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, url).toMatch(/^Invalid configuration: SMTP_URL: must be smtp:\/\//);
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('\n');
    }
    expect(() => loadConfig({ MAIL_FROM: 'Park <a@b>\r\nBcc: x@y' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_RELAY: 'maybe' })).toThrow(/MAIL_RELAY/);
  });
});
