import { ADMISSION_PRODUCTS, type AdmissionProduct } from '../../core/admissions/products';

/**
 * SQL text written from the catalogue of admission products (core/admissions/products.ts), so
 * that no query spells out the kinds. Only catalogue values go into the text (never input).
 */

/** A catalogue value as an SQL literal. */
export const sqlLiteral = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** The kinds the catalogue knows, as an SQL list of literals (for IN and CHECK). */
export const KINDS_SQL = ADMISSION_PRODUCTS.map((p) => sqlLiteral(p.kind)).join(', ');

/**
 * `CASE <column> WHEN 'standard' THEN … END`: a value of each kind's product. A kind the
 * catalogue does not know is an error in the statement (report_unknown_kind(), which names it:
 * sql/admission-kinds.ts), never counted as another kind or left out.
 */
export function kindCaseSql(
  column: string,
  value: (product: AdmissionProduct) => string | number,
): string {
  const values = ADMISSION_PRODUCTS.map(value);
  const whens = ADMISSION_PRODUCTS.map(
    (p, i) => `WHEN ${sqlLiteral(p.kind)} THEN ${sqlLiteral(values[i]!)}`,
  );
  const unknown = `report_unknown_kind(${column})${typeof values[0] === 'number' ? '' : '::text'}`;
  return `CASE ${column} ${whens.join(' ')} ELSE ${unknown} END`;
}

/** The express places a row of `column`'s kind takes per ticket (capacity.express), as SQL. */
export const expressPlacesSql = (column: string) => kindCaseSql(column, (p) => p.capacity.express);
