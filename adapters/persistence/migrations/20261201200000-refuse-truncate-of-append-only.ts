import type { Knex } from 'knex';

/**
 * TRUNCATE empties a table without firing its row triggers, so `TRUNCATE audit_log`, run as the
 * app's database user, emptied the log that 20261127100000 keeps append-only (issue 27). A
 * statement-level trigger now refuses TRUNCATE of the four append-only tables (`refunds`,
 * `refund_lines`, `day_closures`, `audit_log`) with the same error as an UPDATE or DELETE, also
 * when a TRUNCATE … CASCADE of another table (orders) would reach them.
 *
 * Only the tables' owner (or a superuser) can lift this, by disabling or dropping the triggers:
 * docs/operations.md shows how to run the park as a role that owns none of them. A test
 * database is emptied by a superuser that skips the triggers for its reset
 * (`session_replication_role = replica`, adapters/testing/test-database.ts).
 */
const APPEND_ONLY = ['refunds', 'refund_lines', 'day_closures', 'audit_log'];

export async function up(knex: Knex): Promise<void> {
  for (const table of APPEND_ONLY)
    await knex.raw(
      `CREATE TRIGGER ${table}_append_only_truncate BEFORE TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only()`,
    );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of APPEND_ONLY)
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_append_only_truncate ON ${table}`);
}
