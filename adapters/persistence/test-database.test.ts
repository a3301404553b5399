import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, truncateAll } from '../testing/test-database';

describe('databaseTargets', () => {
  it('always has PGlite, and PostgreSQL exactly when TEST_DATABASE_URL is set', () => {
    expect(databaseTargets[0]).toBe('pglite');
    expect(databaseTargets.includes('postgres')).toBe(Boolean(process.env.TEST_DATABASE_URL));
  });
});

describe.each(databaseTargets)('createTestDatabase on %s', (target) => {
  it('gives isolated, migrated databases', async () => {
    const [a, b] = await Promise.all([createTestDatabase(target), createTestDatabase(target)]);
    try {
      expect(a.kind).toBe(target);
      await a.knex('mail_outbox').insert({ to_address: 'a@example.com', subject: 's', body: 'b' });
      expect(await a.knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 1 }]);
      expect(await b.knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('seeds the demo park on request, and truncateAll empties it', async () => {
    const db = await createTestDatabase(target, { seed: true });
    try {
      expect(await db.knex('attractions').count({ n: '*' })).not.toEqual([{ n: 0 }]);
      await truncateAll(db.knex);
      expect(await db.knex('attractions').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await db.knex('knex_migrations').count({ n: '*' })).not.toEqual([{ n: 0 }]);
      const [{ id }] = (await db
        .knex('users')
        .insert({ fullname: 'V', email: 'v@example.com', password_hash: 'h' })
        .returning('id')) as [{ id: number }];
      expect(id).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('empties tables even when a foreign key points at a newer table', async () => {
    const db = await createTestDatabase(target);
    try {
      await db.knex.schema.alterTable('users', (t) => {
        t.integer('last_mail_id').references('id').inTable('mail_outbox');
      });
      const [{ id }] = (await db
        .knex('mail_outbox')
        .insert({ to_address: 'a@example.com', subject: 's', body: 'b' })
        .returning('id')) as [{ id: number }];
      await db.knex('users').insert({
        fullname: 'V',
        email: 'v@example.com',
        password_hash: 'h',
        last_mail_id: id,
      });
      // an append-only table, which refuses TRUNCATE but for the reset
      await db.knex('audit_log').insert({
        actor_email: 'm@example.com',
        actor_role: 'manager',
        action: 'employee.add',
        target: 'employee 1',
      });
      await truncateAll(db.knex);
      expect(await db.knex('users').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await db.knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await db.knex('audit_log').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });

  it.runIf(target === 'postgres')('drops its database on close', async () => {
    const db = await createTestDatabase(target);
    const { rows } = (await db.knex.raw(
      'SELECT current_database() AS d, current_schema() AS s',
    )) as { rows: { d: string; s: string }[] };
    const { d: database, s: schema } = rows[0]!;
    expect(database).toMatch(/^park_test_\d+_/);
    expect(schema).not.toBe('public');
    await db.close();
    const probe = await createTestDatabase(target);
    try {
      expect(await probe.knex('pg_database').where({ datname: database })).toEqual([]);
    } finally {
      await probe.close();
    }
  });
});
