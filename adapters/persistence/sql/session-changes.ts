import type { SqlSource } from './source';

const CHANNEL = 'park_session_changes';
const WATCHED = [
  { table: 'sessions', kind: 'session', column: 'key' },
  { table: 'users', kind: 'user', column: 'id' },
  { table: 'employees', kind: 'employee', column: 'id' },
] as const;

/**
 * Every server process keeps the sessions it read, with their accounts, for a few seconds
 * (session-cache.ts). These triggers tell all of them, at commit, on `park_session_changes`:
 * `session:KEY` when a session row is rewritten or deleted, `user:ID` / `employee:ID` when an
 * account row is changed or deleted, `all` when one of the tables is truncated.
 */
export const SESSION_CHANGES_SOURCE: SqlSource = {
  name: 'session-changes',
  statements: [
    `CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION notify_session_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', 'all');
  RETURN NULL;
END $$`,
    ...WATCHED.flatMap(({ table, kind, column }) => [
      `CREATE OR REPLACE TRIGGER ${table}_notify_change AFTER UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION notify_session_change('${kind}', '${column}')`,
      `CREATE OR REPLACE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_session_reset()`,
    ]),
  ],
};
