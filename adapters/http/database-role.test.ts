import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import { MAINTENANCE_REQUIRED_SUBJECT } from '../../core/maintenance/maintenance';
import { FixedClock, PlainTextHasher } from '../../core/testing/in-memory-infrastructure';
import { createContainer } from '../composition-root';
import { openDatabase, type Database } from '../persistence/db';
import { migrateLatest } from '../persistence/migrate';
import { countRows } from '../persistence/contracts/use-test-database';
import { createTestDatabase, postgresUrlOf } from '../testing/test-database';
import { createApp } from './app';
import { CookieClient } from './testing/cookie-client';
import { clientAs } from './testing/logins';
import { aPlacedOrder } from './testing/builders';
import { orderPark } from './testing/order-park';
import type { TestPark } from './testing/test-park';
import { listenOnFreePort, makeWebDist, testConfig } from './testing/test-server';

const url = process.env.TEST_DATABASE_URL;
const APPEND_ONLY = ['audit_log', 'refunds', 'refund_lines', 'day_closures'] as const;
/** A text or number column of each, for an UPDATE. */
const A_COLUMN = {
  audit_log: 'action',
  refunds: 'reason',
  refund_lines: 'line_id',
  day_closures: 'reason',
};

/**
 * The grants docs/operations.md tells an operator to give the server's role ("The database
 * roles"), as written there: the section's second SQL block, for `role` on `schema`.
 */
function documentedGrants(role: string, schema: string): string[] {
  const doc = readFileSync(
    fileURLToPath(new URL('../../docs/operations.md', import.meta.url)),
    'utf8',
  );
  const section = doc.split('\n## ').find((s) => s.startsWith('The database roles'));
  const blocks = [...(section ?? '').matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(blocks, 'the section and its two SQL blocks').toHaveLength(2);
  return blocks[1]!
    .replace(/--.*$/gm, '')
    .replaceAll('park_app', role)
    .replace(/\bpublic\b/g, `"${schema}"`)
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * docs/operations.md: the owner migrates, the server runs as a role that owns nothing. On
 * PostgreSQL only (PGlite has one user, a superuser). The test's schema belongs to the tests'
 * superuser, who plays the owner; the server's role is made for this file and dropped after.
 */
describe.runIf(url)('the park served by a database role that owns nothing', () => {
  const role = `park_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let owner: Database;
  let app: Database;
  let park: TestPark;

  beforeAll(async () => {
    owner = await createTestDatabase('postgres', { seed: true });
    const { rows } = (await owner.knex.raw('SELECT current_schema() AS schema')) as {
      rows: { schema: string }[];
    };
    const schema = rows[0]!.schema;
    await owner.knex.raw(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    for (const statement of documentedGrants(role, schema)) await owner.knex.raw(statement);
    const asApp = await postgresUrlOf(owner);
    asApp.username = role;
    asApp.password = password;
    app = await openDatabase(asApp.toString(), { searchPath: [schema], pool: { min: 0, max: 4 } });
    const config = testConfig({ WEB_DIST: makeWebDist() });
    const wired = await createContainer(config, {
      database: app,
      hasher: new PlainTextHasher(),
      clock: new FixedClock(new Date(), config.parkTz),
    });
    const server = await listenOnFreePort(createApp(wired.container));
    park = {
      url: server.url,
      container: wired.container,
      client: () => new CookieClient(server.url),
      close: async () => {
        await server.close();
        await wired.dispose();
        await app.close();
      },
    };
  });
  afterAll(async () => {
    await park?.close();
    if (owner) {
      await owner.knex.raw(`DROP OWNED BY ${role}`).catch(() => undefined);
      await owner.knex.raw(`DROP ROLE IF EXISTS ${role}`);
      await owner.close();
    }
  });

  it('serves the park: a start-up migrate, an order, a refund, a closed day, audited writes, a report', async () => {
    expect(await migrateLatest(app.knex)).toEqual([]);
    const op = orderPark(park);
    const today = op.clock.today();
    const manager = await clientAs(park, 'manager');
    const staff = await clientAs(park, 'staff');
    const { orderId } = (await aPlacedOrder(park, { visitDate: addDays(today, 10) })).order;
    expect((await manager.post(`/orders/${orderId}/refund`, { reason: 'Test' })).status).toBe(200);
    expect(
      (await manager.post(`/days/${addDays(today, 20)}/close`, { reason: 'Storm' })).status,
    ).toBe(200);
    expect(
      (await staff.post('/weatherform', { WeatherCondition: 'rainy', WDate: today })).status,
    ).toBeLessThan(300);
    const urgent = await staff.post('/get-unresolved-maintenance-requests', {
      date: today,
      subject: MAINTENANCE_REQUIRED_SUBJECT,
    });
    expect(urgent.status).toBe(200);
    const report = await manager.post('/finance-report', {
      startDate: today,
      endDate: addDays(today, 30),
      category: 'all',
      type: 'profit',
    });
    expect(report.status).toBe(200);
    const audit = await manager.get('/audit?limit=200');
    expect(audit.status).toBe(200);
    const actions = (audit.body as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['order.refund', 'day.close', 'weather.add', 'maintenance.add']),
    );
    for (const table of APPEND_ONLY)
      expect(await countRows(owner.knex, table), table).toBeGreaterThan(0);
  });

  it('refuses that role every way to rewrite, empty or unguard the append-only tables', async () => {
    const before = await Promise.all(APPEND_ONLY.map((t) => countRows(owner.knex, t)));
    for (const table of APPEND_ONLY) {
      await expect(app.knex.raw(`TRUNCATE ${table} CASCADE`), table).rejects.toThrow(
        /permission denied/,
      );
      await expect(app.knex(table).delete(), table).rejects.toThrow(/permission denied/);
      await expect(
        app.knex.raw(`UPDATE ${table} SET ${A_COLUMN[table]} = ${A_COLUMN[table]}`),
        table,
      ).rejects.toThrow(/permission denied/);
      for (const trigger of [`${table}_append_only`, `${table}_append_only_truncate`]) {
        await expect(
          app.knex.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`),
          trigger,
        ).rejects.toThrow(/must be owner/);
        await expect(app.knex.raw(`DROP TRIGGER ${trigger} ON ${table}`), trigger).rejects.toThrow(
          /must be owner/,
        );
      }
      await expect(app.knex.raw(`DROP TABLE ${table} CASCADE`), table).rejects.toThrow(
        /must be owner/,
      );
    }
    await expect(app.knex.raw('TRUNCATE orders CASCADE')).rejects.toThrow(/permission denied/);
    await expect(app.knex.raw('SET session_replication_role = replica')).rejects.toThrow(
      /permission denied/,
    );
    await expect(app.knex.raw('CREATE TABLE sneaky (id integer)')).rejects.toThrow(
      /permission denied/,
    );
    expect(await Promise.all(APPEND_ONLY.map((t) => countRows(owner.knex, t)))).toEqual(before);
  });
});
