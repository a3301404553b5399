import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../core/testing/in-memory-audit';
import { databaseTargets } from '../testing/test-database';
import { AUDIT_MANAGER } from './contracts/audit-contract';
import { auditLogContract } from './contracts/audit-log-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { audited, auditRow, KnexAuditLog } from './knex-audit-log';

describe('AuditLog contract: in memory', () => {
  auditLogContract(async () => {
    let at = new Date();
    const log = new InMemoryAuditLog(() => at, 'America/Chicago');
    return {
      log,
      append: async (entry, when) => {
        at = when;
        log.append(entry);
      },
    };
  });
});

describe.each(databaseTargets)('KnexAuditLog on %s', (target) => {
  const db = useTestDatabase(target);

  describe('contract', () => {
    auditLogContract(async () => ({
      log: new KnexAuditLog(db().knex, 'America/Chicago'),
      append: async (entry, at) => {
        await db()
          .knex('audit_log')
          .insert({ ...auditRow(entry), at });
      },
    }));
  });

  it('refuses to change or delete an entry, whoever asks', async () => {
    const knex = db().knex;
    const entry = { actor: AUDIT_MANAGER, action: 'capacity.set', target: 'day 2026-07-04' };
    await knex('audit_log').insert(auditRow({ ...entry, before: null, after: { capacity: 1 } }));
    const refused = { code: '42501', message: expect.stringContaining('never changed or deleted') };
    await expect(knex('audit_log').update({ target: 'day 2026-07-05' })).rejects.toMatchObject(
      refused,
    );
    await expect(knex('audit_log').delete()).rejects.toMatchObject(refused);
    await expect(
      knex.raw(`UPDATE audit_log SET after = NULL WHERE action = 'capacity.set'`),
    ).rejects.toMatchObject(refused);
    const rows = (await knex('audit_log').select('target', 'after')) as unknown[];
    expect(rows).toEqual([{ target: 'day 2026-07-04', after: { capacity: 1 } }]);
  });

  it('shows the entries the order writes append themselves, a visitor or the park as actor', async () => {
    const knex = db().knex;
    await knex.raw(
      `INSERT INTO audit_log (actor_id, actor_email, actor_role, action, target, before, after)
       VALUES (5, 'visitor@example.com', 'visitor', 'order.cancel', 'order 12',
               '{"status":"paid"}', '{"status":"cancelled"}'),
              (NULL, 'park', 'system', 'day.close', 'day 2026-12-24', NULL, '{"reason":"storm"}')`,
    );
    const log = new KnexAuditLog(knex, 'America/Chicago');
    const entries = await log.list({ limit: 10 });
    expect(entries.map((e) => [e.actor, e.action, e.target, e.before, e.after])).toEqual([
      [
        { id: null, email: 'park', role: 'system' },
        'day.close',
        'day 2026-12-24',
        null,
        { reason: 'storm' },
      ],
      [
        { id: 5, email: 'visitor@example.com', role: 'visitor' },
        'order.cancel',
        'order 12',
        { status: 'paid' },
        { status: 'cancelled' },
      ],
    ]);
    expect((await log.list({ limit: 10, action: 'order.cancel' })).map((e) => e.target)).toEqual([
      'order 12',
    ]);
  });

  it('stores a write and its entry together, or neither when the write fails', async () => {
    const knex = db().knex;
    const entry = {
      actor: AUDIT_MANAGER,
      action: 'weather.add',
      target: 'day 1',
      before: null,
      after: null,
    };
    await expect(
      audited(knex, async (trx) => {
        await trx('weather').insert({ date: '2026-06-01', condition: 'sunny' });
        await trx('weather').insert({ date: '2026-06-01', condition: 'rainy' }); // same day: refused
        return { value: null, entry };
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await countRows(knex, 'weather')).toBe(0);
    expect(await countRows(knex, 'audit_log')).toBe(0);
    await audited(knex, async (trx) => {
      await trx('weather').insert({ date: '2026-06-01', condition: 'sunny' });
      return { value: null, entry };
    });
    expect(await countRows(knex, 'weather')).toBe(1);
    expect(await countRows(knex, 'audit_log')).toBe(1);
  });
});
