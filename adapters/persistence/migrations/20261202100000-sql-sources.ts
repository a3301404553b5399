import type { Knex } from 'knex';

/**
 * `sql_sources`: each current source of SQL functions and triggers (adapters/persistence/sql/)
 * and the sha256 of the text this database last applied; migrate.ts applies a source again,
 * after the ordered migrations, whenever its text changes.
 *
 * `admission_kinds`: the kinds of admission as data, one row per kind of core's catalogue
 * (core/admissions/products.ts), written by the source `admission-kinds`, which also writes the
 * line tables' CHECK of their kind and report_ticket_bit() from the catalogue. The three kinds
 * sold so far are inserted here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE sql_sources (
  name text PRIMARY KEY,
  sha256 text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now())`);
  await knex.raw(`CREATE TABLE admission_kinds (
  kind text PRIMARY KEY,
  label text NOT NULL,
  report_bucket text NOT NULL,
  report_bit smallint NOT NULL UNIQUE,
  express boolean NOT NULL)`);
  await knex.raw(`INSERT INTO admission_kinds (kind, label, report_bucket, report_bit, express)
VALUES ('standard', 'Standard', 'standard', 1, false),
       ('express', 'Express', 'express', 2, true),
       ('child', 'Child', 'child', 4, false)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`CREATE OR REPLACE FUNCTION report_ticket_bit(ticket_type text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS
  $$ SELECT (CASE ticket_type WHEN 'standard' THEN 1 WHEN 'express' THEN 2 ELSE 4 END)::smallint $$`);
  await knex.raw('DROP FUNCTION IF EXISTS report_unknown_kind(text)');
  await knex.raw('DROP TABLE admission_kinds');
  await knex.raw('DROP TABLE sql_sources');
}
