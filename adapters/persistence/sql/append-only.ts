import type { SqlSource } from './source';

const APPEND_ONLY = ['refunds', 'refund_lines', 'day_closures', 'audit_log'];

/**
 * The append-only tables (refunds, refund lines, closed days, the audit log): the database
 * refuses UPDATE, DELETE and TRUNCATE of their rows, also when a TRUNCATE … CASCADE of
 * another table would reach them.
 */
export const APPEND_ONLY_SOURCE: SqlSource = {
  name: 'append-only',
  statements: [
    `CREATE OR REPLACE FUNCTION refuse_change_of_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$`,
    ...APPEND_ONLY.flatMap((table) => [
      `CREATE OR REPLACE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only()`,
      `CREATE OR REPLACE TRIGGER ${table}_append_only_truncate BEFORE TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only()`,
    ]),
  ],
};
