import type { Knex } from 'knex';

/**
 * report_sum(bigint): the sum of bigints as a bigint, for reading the daily report tables.
 * Their figures are bigint, and PostgreSQL's sum(bigint) answers numeric: it accumulates in
 * a 128-bit or numeric state per group and turns every result into a numeric, a large part
 * of a year-long report's time in the database. int8pl adds in
 * 64 bits and raises "bigint out of range" rather than wrap, far beyond any park's figures.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE AGGREGATE report_sum(bigint) (SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, PARALLEL = SAFE)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP AGGREGATE report_sum(bigint)');
}
