import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { ADMISSION_PRODUCTS } from '../../core/admissions/products';
import { createTestDatabase, databaseTargets } from '../testing/test-database';
import type { Database } from './db';
import { useTestDatabase } from './contracts/use-test-database';
import { applySqlSources, migrateLatest, rollbackAll } from './migrate';
import { MIGRATIONS } from './migrations';
import { SQL_SOURCES } from './sql';

const CHECK = '23514';

/** Every function and trigger of the database's schema, as PostgreSQL prints them back. */
async function definitions(knex: Knex): Promise<Record<string, string>> {
  const { rows } = (await knex.raw(`
    SELECT 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
           pg_get_functiondef(p.oid) AS def
      FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
    UNION ALL
    SELECT 'trigger ' || t.tgname, pg_get_triggerdef(t.oid)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
    UNION ALL
    SELECT 'constraint ' || conname, pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`)) as {
    rows: { name: string; def: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.name, r.def.replaceAll(/test_\w+\./g, '')]));
}

describe('the shipped migrations', () => {
  it.each(MIGRATIONS.map((m) => m.name))(
    '%s imports nothing but knex’s type: it holds the literal SQL it ran',
    (name) => {
      const text = readFileSync(new URL(`./migrations/${name}.ts`, import.meta.url), 'utf8');
      const imports = [...text.matchAll(/^import .*$/gm)].map((m) => m[0]);
      expect(imports).toEqual(["import type { Knex } from 'knex';"]);
    },
  );
});

describe.each(databaseTargets)('the SQL sources on %s', (target) => {
  describe('a migrated database', () => {
    const db = useTestDatabase(target);

    it('has applied every source, and applies none again while none changes', async () => {
      const applied = (await db().knex('sql_sources').pluck('name')) as string[];
      expect(applied.sort()).toEqual(SQL_SOURCES.map((s) => s.name).sort());
      expect(await applySqlSources(db().knex)).toEqual([]);
    });

    it('applies a source again when its text changed, once, also with two migrators at once', async () => {
      const knex = db().knex;
      // A function changed by hand, and the record of its source's text no longer that of the build.
      await knex.raw(
        `CREATE OR REPLACE FUNCTION fold_pending_orders() RETURNS integer LANGUAGE sql AS $$ SELECT 0 $$`,
      );
      await knex('sql_sources').where({ name: 'report-journals' }).update({ sha256: 'older' });
      const both = await Promise.all([applySqlSources(knex), applySqlSources(knex)]);
      expect(both.flat()).toEqual(['report-journals']);
      const { rows } = (await knex.raw(
        `SELECT pg_get_functiondef('fold_pending_orders'::regproc) AS def`,
      )) as { rows: { def: string }[] };
      expect(rows[0]!.def).toContain('DELETE FROM report_pending_orders');
      expect(await applySqlSources(knex)).toEqual([]);
    });

    it('holds the kinds of admission of core’s catalogue, and refuses any other kind', async () => {
      const knex = db().knex;
      expect(
        await knex('admission_kinds').orderBy('report_bit').select('kind', 'report_bit', 'express'),
      ).toEqual(
        ADMISSION_PRODUCTS.map((p) => ({
          kind: p.kind,
          report_bit: p.report.bit,
          express: p.capacity.express === 1,
        })),
      );
      const { rows } = (await knex.raw(
        `SELECT ${ADMISSION_PRODUCTS.map((p) => `report_ticket_bit('${p.kind}') AS ${p.kind}`).join(', ')}`,
      )) as { rows: Record<string, number>[] };
      expect(rows[0]).toEqual(
        Object.fromEntries(ADMISSION_PRODUCTS.map((p) => [p.kind, p.report.bit])),
      );
      // Never filed as a child ticket: an unknown kind is an error.
      await expect(
        knex.raw(`SELECT report_ticket_bit(k) FROM (VALUES ('vip')) AS v(k)`),
      ).rejects.toMatchObject({
        code: CHECK,
        message: expect.stringContaining('unknown admission kind: vip'),
      });
      const [user] = (await knex('users')
        .insert({ fullname: 'V', email: 'v@example.com', password_hash: 'h' })
        .returning('id')) as { id: number }[];
      const [order] = (await knex('orders')
        .insert({
          user_id: user!.id,
          visit_date: '2026-07-04',
          order_date: '2026-07-01',
          email: 'v@example.com',
          phone: '512-555-0100',
          first_name: 'V',
          last_name: 'V',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
          subtotal_cents: 0,
          tax_cents: 0,
          total_cents: 0,
        })
        .returning('id')) as { id: number }[];
      const line = {
        order_id: order!.id,
        quantity: 1,
        unit_price_cents: 0,
        visit_date: '2026-07-04',
      };
      await expect(
        knex('ticket_lines').insert({ ...line, ticket_type: 'season-pass' }),
      ).rejects.toMatchObject({
        code: CHECK,
      });
      await expect(
        knex('admissions').insert({ order_id: order!.id, ticket_type: 'season-pass' }),
      ).rejects.toMatchObject({ code: CHECK });
      await knex('ticket_lines').insert({ ...line, ticket_type: ADMISSION_PRODUCTS[0].kind });
      expect(await knex('admissions').where({ order_id: order!.id }).count({ n: '*' })).toEqual([
        { n: 1 },
      ]);
    });
  });

  describe('a database migrated before the sources existed', () => {
    let db: Database | null = null;
    afterEach(async () => {
      await db?.close();
      db = null;
    });

    it('ends with the same functions, triggers and constraints as a new one', async () => {
      db = await createTestDatabase(target);
      const fresh = await definitions(db.knex);
      await rollbackAll(db.knex);
      // The migrations shipped before the sources, as such a database ran them.
      const before = MIGRATIONS.filter((m) => m.name < '20261202100000');
      await db.knex.migrate.latest({
        migrationSource: {
          getMigrations: async () => before,
          getMigrationName: (m: (typeof before)[number]) => m.name,
          getMigration: async (m: (typeof before)[number]) => m,
        },
      });
      expect(await db.knex.schema.hasTable('sql_sources')).toBe(false);
      const old = await definitions(db.knex);
      expect(old['function report_ticket_bit(ticket_type text)']).toContain('ELSE 4');
      await migrateLatest(db.knex);
      expect(await definitions(db.knex)).toEqual(fresh);
    }, 180_000); // rolls back and migrates twice: half a minute on a quiet machine
  });
});
