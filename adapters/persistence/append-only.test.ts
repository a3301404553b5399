import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { firstUserId, insertOrderRow } from '../testing/db-builders';
import { databaseTargets, truncateAll } from '../testing/test-database';
import { countRows, useTestDatabase } from './contracts/use-test-database';

/** The tables whose rows the park only ever appends (migrations 20261127100000, 20261201200000). */
const APPEND_ONLY = ['audit_log', 'refunds', 'refund_lines', 'day_closures'] as const;

/** One row in each append-only table, on the demo park: a refund of an order's ticket line. */
async function oneOfEach(knex: Knex): Promise<void> {
  const orderId = await insertOrderRow(knex, await firstUserId(knex), {
    visit_date: '2026-07-04',
    order_date: '2026-07-01',
    subtotal_cents: 1000,
    tax_cents: 83,
    total_cents: 1083,
  });
  const [refund] = (await knex('refunds')
    .insert({
      order_id: orderId,
      kind: 'refund',
      reason: 'Test',
      day: '2026-07-02',
      subtotal_cents: 1000,
      tax_cents: 83,
      amount_cents: 1083,
    })
    .returning('id')) as { id: number }[];
  await knex('refund_lines').insert({
    refund_id: refund!.id,
    order_id: orderId,
    line_kind: 'ticket',
    line_id: 1,
    amount_cents: 1083,
  });
  await knex('day_closures').insert({ day: '2026-07-04', reason: 'Storm' });
  await knex('audit_log').insert({
    actor_email: 'manager@example.com',
    actor_role: 'manager',
    action: 'day.close',
    target: 'day 2026-07-04',
  });
}

describe.each(databaseTargets)('the append-only tables on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });

  it('refuse TRUNCATE, alone or reached by a CASCADE, and keep their rows', async () => {
    const { knex } = db();
    await oneOfEach(knex);
    for (const table of APPEND_ONLY) {
      await expect(knex.raw(`TRUNCATE ${table} CASCADE`), table).rejects.toThrow(
        /never changed or deleted/,
      );
      expect(await countRows(knex, table), table).toBe(1);
    }
    // TRUNCATE orders CASCADE would take the refunds that name its orders with it.
    await expect(knex.raw('TRUNCATE orders CASCADE')).rejects.toThrow(/never changed or deleted/);
    expect(await countRows(knex, 'orders')).toBe(1);
    expect(await countRows(knex, 'refunds')).toBe(1);
  });

  it('are still emptied by the tests’ truncateAll, which leaves the refusal in place', async () => {
    const { knex } = db();
    await truncateAll(knex);
    const seeded = (await knex('users').count({ n: '*' })) as { n: number | string }[];
    expect(Number(seeded[0]!.n)).toBe(0);
    await knex('users').insert({ fullname: 'V', email: 'v@example.com', password_hash: 'h' });
    await oneOfEach(knex);
    await truncateAll(knex);
    for (const table of APPEND_ONLY) expect(await countRows(knex, table), table).toBe(0);
    await knex('users').insert({ fullname: 'V', email: 'v@example.com', password_hash: 'h' });
    await oneOfEach(knex);
    await expect(knex.raw('TRUNCATE audit_log')).rejects.toThrow(/never changed or deleted/);
    await expect(knex('audit_log').delete()).rejects.toThrow(/never changed or deleted/);
    const [{ setting }] = (
      (await knex.raw("SELECT current_setting('session_replication_role') AS setting")) as {
        rows: { setting: string }[];
      }
    ).rows as [{ setting: string }];
    expect(setting).toBe('origin');
  });
});
