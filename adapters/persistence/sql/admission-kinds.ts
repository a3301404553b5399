import { ADMISSION_PRODUCTS } from '../../../core/admissions/products';
import { kindCaseSql, KINDS_SQL as KINDS, sqlLiteral as literal } from '../admission-kinds-sql';
import type { SqlSource } from './source';

/**
 * The admission kinds as data, written from core's catalogue (core/admissions/products.ts):
 * `admission_kinds` (one row per kind, with its report bucket and bit and its capacity), the
 * CHECK of ticket_lines' and admissions' kinds, and report_ticket_bit(), which files an order's
 * tickets under their buckets' bits in the report journals and refuses a kind it does not know.
 *
 * The line tables check their kind with a CHECK rather than a foreign key to admission_kinds:
 * a foreign key would lock the kind's row (FOR KEY SHARE) for every ticket line and admission a
 * checkout writes, and all checkouts share the same three rows.
 */
export const ADMISSION_KINDS_SOURCE: SqlSource = {
  name: 'admission-kinds',
  statements: [
    `INSERT INTO admission_kinds (kind, label, report_bucket, report_bit, express)
VALUES ${ADMISSION_PRODUCTS.map(
      (p) =>
        `(${literal(p.kind)}, ${literal(p.label)}, ${literal(p.report.bucket)}, ${p.report.bit}, ${p.capacity.express === 1})`,
    ).join(',\n       ')}
ON CONFLICT (kind) DO UPDATE SET label = excluded.label, report_bucket = excluded.report_bucket,
  report_bit = excluded.report_bit, express = excluded.express`,
    `DELETE FROM admission_kinds WHERE kind NOT IN (${KINDS})`,
    ...['ticket_lines', 'admissions'].map(
      (table) => `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_ticket_type_check,
  ADD CONSTRAINT ${table}_ticket_type_check CHECK (ticket_type IN (${KINDS}))`,
    ),
    `CREATE OR REPLACE FUNCTION report_unknown_kind(kind text) RETURNS smallint
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RAISE EXCEPTION 'unknown admission kind: %', kind USING ERRCODE = 'check_violation';
END $$`,
    // SQL, so the planner inlines it; an unknown kind reaches the ELSE and is refused.
    `CREATE OR REPLACE FUNCTION report_ticket_bit(ticket_type text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS
$$ SELECT (${kindCaseSql('ticket_type', (p) => p.report.bit)})::smallint $$`,
  ],
};
