import { ADMISSION_PRODUCTS, type AdmissionProduct } from '../../core/admissions/products';

/**
 * SQL text written from the catalogue of admission products (core/admissions/products.ts), so
 * that no query spells out the kinds. Only catalogue values go into the text (never input).
 */

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * `CASE <column> WHEN 'standard' THEN … END`: a value of each kind's product. A kind the
 * catalogue does not know is an error in the statement (a failed cast that names it), never
 * counted as another kind or left out.
 */
export function kindCaseSql(
  column: string,
  value: (product: AdmissionProduct) => string | number,
): string {
  const values = ADMISSION_PRODUCTS.map(value);
  const whens = ADMISSION_PRODUCTS.map(
    (p, i) => `WHEN ${literal(p.kind)} THEN ${literal(values[i]!)}`,
  );
  const failed = `CAST('unknown admission kind ' || ${column} AS int)`;
  const unknown = typeof values[0] === 'number' ? failed : `CAST(${failed} AS text)`;
  return `CASE ${column} ${whens.join(' ')} ELSE ${unknown} END`;
}

/** The express places a row of `column`'s kind takes per ticket (capacity.express), as SQL. */
export const expressPlacesSql = (column: string) => kindCaseSql(column, (p) => p.capacity.express);
