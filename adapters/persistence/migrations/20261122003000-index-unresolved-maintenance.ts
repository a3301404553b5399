import type { Knex } from 'knex';

/**
 * The dashboard counts the maintenance requests still open on a day: submitted by then and
 * not resolved. Unresolved requests are few, so a partial index on their submission day keeps
 * that count from reading the whole history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX maintenance_requests_unresolved_submitted_index' +
      ' ON maintenance_requests (submitted_date) WHERE date_resolved IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX maintenance_requests_unresolved_submitted_index');
}
