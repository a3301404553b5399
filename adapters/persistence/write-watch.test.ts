import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { isWriteStatement, watchWrites } from './write-watch';

describe('isWriteStatement', () => {
  it.each([
    'insert into "orders" ("id") values ($1)',
    'update "users" set "name" = ?',
    'DELETE FROM sessions',
    'truncate table "audit_log"',
    'with moved as (update "admissions" set used_at = now() returning id) select * from moved',
    'alter table "orders" add column x int',
    'SELECT rebuild_report_days()',
    'select compact_report_days()',
    'call refresh()',
  ])('a write: %s', (sql) => expect(isWriteStatement(sql)).toBe(true));

  it.each([
    'select * from "report_ticket_days" where "day" between $1 and $2',
    '  SELECT 1',
    'with days as (select 1) select * from days',
    'BEGIN;',
    'COMMIT;',
    'ROLLBACK',
    'SAVEPOINT trx2;',
    'release savepoint trx2;',
    'set local statement_timeout = 1000',
    'listen park_session_changes',
    'explain select 1',
  ])('not a write: %s', (sql) => expect(isWriteStatement(sql)).toBe(false));
});

describe.each(databaseTargets)('watchWrites on %s', (target) => {
  const db = useTestDatabase(target);

  it('hears a write outside a transaction after it answered, and no read', async () => {
    const { knex } = db();
    const heard: string[] = [];
    let phase = 'before';
    watchWrites(knex, () => heard.push(phase));
    await knex('weather').select('*');
    expect(heard).toEqual([]);
    phase = 'running';
    const insert = knex('contact_forms').insert({
      name: 'Ada',
      email: 'ada@example.com',
      type: 'query',
      message: 'A question about parking.',
      submitted_date: '2026-11-26',
    });
    await insert;
    phase = 'after';
    expect(heard.length).toBeGreaterThanOrEqual(2); // when it started and when it answered
    expect(heard.every((p) => p === 'running')).toBe(true);
  });

  it('hears a transaction once COMMIT has answered, and a rollback too', async () => {
    const { knex } = db();
    const heard: string[] = [];
    let phase = 'inside';
    watchWrites(knex, () => heard.push(phase));
    const done = knex.transaction(async (trx) => {
      await trx('contact_forms').insert({
        name: 'Ada',
        email: 'ada@example.com',
        type: 'query',
        message: 'A question about parking.',
        submitted_date: '2026-11-26',
      });
      phase = 'committing';
      return 'ok';
    });
    expect(await done).toBe('ok');
    expect(heard).toContain('inside');
    expect(heard.at(-1)).toBe('committing'); // heard again after the work returned
    heard.length = 0;
    await expect(
      knex.transaction(async () => {
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard.length).toBe(1);
  });
});
