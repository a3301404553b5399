import { Container } from 'inversify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { PlainTextHasher } from '../core/testing/in-memory-infrastructure';
import { createContainer, FEATURE_MODULES } from './composition-root';
import { loadConfig } from './config';
import type { Database } from './persistence/index';
import { createTestDatabase, databaseTargets } from './testing/test-database';
import { FEATURE_TOKENS, resolve, TOKENS } from './tokens';
import { infrastructureModule } from './wiring/infrastructure';
import { demoLogins, prepareDatabase } from './wiring/park-tasks';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'pglite://memory', ...env });

const byName = (a: symbol, b: symbol) => String(a.description).localeCompare(String(b.description));
const silent = pino({ level: 'silent' });

describe('the composition root', () => {
  it('wires every token, once per container', async () => {
    const park = await createContainer(config(), { hasher: new PlainTextHasher() });
    try {
      for (const key of Object.values(TOKENS) as symbol[])
        expect(park.container.get(key)).toBeDefined();
      expect(resolve(park.container, TOKENS.SignUp)).toBe(resolve(park.container, TOKENS.SignUp));
      expect(resolve(park.container, TOKENS.SessionStore)).toBe(
        resolve(park.container, TOKENS.SessionStore),
      );
    } finally {
      await park.dispose();
    }
  });

  it('resolves every token in TOKENS to one shared instance per container', async () => {
    const park = await createContainer(config(), { hasher: new PlainTextHasher() });
    const other = await createContainer(config(), { hasher: new PlainTextHasher() });
    try {
      for (const [name, key] of Object.entries(TOKENS)) {
        const value: unknown = park.container.get(key);
        expect(value, name).toBeDefined();
        expect(park.container.get(key), name).toBe(value);
        expect(other.container.get(key), name).not.toBe(value);
      }
    } finally {
      await park.dispose();
      await other.dispose();
    }
  });

  it('gives each token to exactly one feature, and TOKENS holds them all', () => {
    const owners = new Map<symbol, string[]>();
    for (const [feature, tokens] of Object.entries(FEATURE_TOKENS))
      for (const key of Object.values(tokens) as symbol[])
        owners.set(key, [...(owners.get(key) ?? []), feature]);
    const all = Object.values(TOKENS) as symbol[];
    expect(new Set(all).size).toBe(all.length);
    expect([...owners.keys()].sort(byName)).toEqual([...all].sort(byName));
    for (const [key, features] of owners) expect(features, key.description).toHaveLength(1);
  });

  it("binds in each feature's module exactly the tokens declared beside it", () => {
    const modules = {
      ...FEATURE_MODULES,
      infrastructure: infrastructureModule(config(), {} as Database, { logger: silent }),
    };
    expect(Object.keys(modules).sort()).toEqual(Object.keys(FEATURE_TOKENS).sort());
    for (const [feature, module] of Object.entries(modules)) {
      const container = new Container();
      container.load(module);
      const own = new Set(Object.values(FEATURE_TOKENS[feature as keyof typeof FEATURE_TOKENS]));
      for (const key of Object.values(TOKENS) as symbol[])
        expect(container.isBound(key), `${feature}: ${key.description}`).toBe(own.has(key));
    }
  });

  it('migrates and seeds a fresh embedded database once, with working demo logins', async () => {
    const park = await createContainer(config());
    try {
      expect(await prepareDatabase(park)).toEqual({ seeded: true });
      expect(await prepareDatabase(park)).toEqual({ seeded: false });
      const logins = await demoLogins(park);
      expect(logins.map((l) => l.role)).toEqual(['visitor', 'staff', 'manager']);
    } finally {
      await park.dispose();
    }
  });

  it.each(databaseTargets)(
    'leaves a database it did not open to its owner (%s)',
    async (target) => {
      const database = await createTestDatabase(target);
      const park = await createContainer(config(), { database, hasher: new PlainTextHasher() });
      await park.dispose();
      await expect(database.knex.raw('select 1')).resolves.toBeDefined();
      await database.close();
    },
  );
});

describe.runIf(databaseTargets.includes('postgres'))('on PostgreSQL', () => {
  it('migrates but never seeds by itself', async () => {
    const database = await createTestDatabase('postgres');
    const park = await createContainer(config(), { database, hasher: new PlainTextHasher() });
    try {
      expect(await prepareDatabase(park)).toEqual({ seeded: false });
      expect(await demoLogins(park)).toEqual([]);
    } finally {
      await park.dispose();
      await database.close();
    }
  });
});
