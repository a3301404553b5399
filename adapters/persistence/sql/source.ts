/**
 * One current source of SQL objects (functions, triggers, rows written from core's catalogues):
 * the statements that create or replace them, each one idempotent. migrate.ts applies a source
 * again whenever its text changes (its sha256 in `sql_sources`), after the ordered migrations.
 */
export interface SqlSource {
  readonly name: string;
  readonly statements: readonly string[];
}
