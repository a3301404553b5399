import type { Knex } from 'knex';

/**
 * Every server process keeps the sessions it read, with their accounts, for a few seconds
 * (adapters/persistence/session-cache.ts). These triggers tell all of them, at commit, what
 * changed, on the channel `park_session_changes`:
 *
 * - `session:KEY` when a session row is rewritten or deleted (log out, renewal, password reset);
 * - `user:ID` / `employee:ID` when an account row is changed or deleted (profile, archive, role,
 *   password);
 * - `all` when one of the tables is truncated.
 *
 * A new row (a login, a sign-up) tells nothing: nobody can have kept what did not exist.
 */
const CHANNEL = 'park_session_changes';
const WATCHED = [
  { table: 'sessions', kind: 'session', column: 'key' },
  { table: 'users', kind: 'user', column: 'id' },
  { table: 'employees', kind: 'employee', column: 'id' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  RETURN NULL;
END $$`);
  await knex.raw(`CREATE FUNCTION notify_session_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', 'all');
  RETURN NULL;
END $$`);
  for (const { table, kind, column } of WATCHED) {
    await knex.raw(`CREATE TRIGGER ${table}_notify_change AFTER UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION notify_session_change('${kind}', '${column}')`);
    await knex.raw(`CREATE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_session_reset()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of WATCHED) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_notify_change ON ${table}`);
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_notify_truncate ON ${table}`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS notify_session_change()');
  await knex.raw('DROP FUNCTION IF EXISTS notify_session_reset()');
}
