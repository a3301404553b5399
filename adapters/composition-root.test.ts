import { describe, expect, it } from 'vitest';
import { PlainTextHasher } from '../core/testing/in-memory-infrastructure';
import { createContainer, demoLogins, prepareDatabase } from './composition-root';
import { loadConfig } from './config';
import { createTestDatabase, databaseTargets } from './testing/test-database';
import { resolve, TOKENS } from './tokens';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'pglite://memory', ...env });

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
