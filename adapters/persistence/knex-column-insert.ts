import type { Executor } from './executor';

/**
 * Fast multi-row inserts for generated data: each column goes to the database as ONE array
 * parameter and `INSERT … SELECT … FROM unnest($1::int[], $2::text[], …)` turns the arrays
 * back into rows. A statement therefore has as many parameters as the table has columns,
 * whatever the number of rows (far under PostgreSQL's 65,535 bind-parameter limit), and the
 * server parses one array literal per column instead of planning thousands of placeholders.
 * The same SQL runs on PGlite.
 */

export type ColumnType = 'int' | 'text' | 'date';
export type Cell = string | number | null;

/** What a row's cells are read with: the row, its index in the batch, and the batch's context. */
export type CellReader<Row, Ctx> = (row: Row, index: number, ctx: Ctx) => Cell;

export interface ColumnTable<Row, Ctx = undefined> {
  table: string;
  /** Column name → its SQL type and how to read it. */
  columns: Record<string, readonly [ColumnType, CellReader<Row, Ctx>]>;
  /**
   * Columns computed in SQL from the unnested ones (`x.<column>`) and the statement's extra
   * bindings (`?`, in order). Columns named `_…` are only read by these, not inserted.
   */
  computed?: Record<string, string>;
}

/** Rows per statement: keeps one statement's arrays to a few megabytes. */
export const ROWS_PER_STATEMENT = 10_000;

/** A text element, quoted; `"` and `\\` escaped (rare: checked first, as this runs millions of times). */
function quoted(text: string): string {
  if (text.indexOf('"') === -1 && text.indexOf('\\') === -1) return `"${text}"`;
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}

/** A PostgreSQL array literal ('{1,2,NULL}', '{"a b","c\\"d"}') of one column. */
export function arrayLiteral<Row, Ctx>(
  type: ColumnType,
  rows: readonly Row[],
  read: CellReader<Row, Ctx>,
  ctx: Ctx,
  start = 0,
  end = rows.length,
): string {
  let literal = '{';
  for (let i = start; i < end; i += 1) {
    const value = read(rows[i]!, i, ctx);
    if (i > start) literal += ',';
    if (value === null) literal += 'NULL';
    else if (type === 'text') literal += quoted(String(value));
    else if (type === 'int' && !Number.isSafeInteger(value))
      throw new TypeError(`not a whole number: ${value}`);
    else literal += String(value);
  }
  return `${literal}}`;
}

/** Inserts `rows` into `spec.table` on `db`, a statement per ROWS_PER_STATEMENT rows. */
export async function insertColumns<Row, Ctx>(
  db: Executor,
  spec: ColumnTable<Row, Ctx>,
  rows: readonly Row[],
  ctx: Ctx,
  extraBindings: readonly Cell[] = [],
): Promise<void> {
  const names = Object.keys(spec.columns);
  const computed = Object.entries(spec.computed ?? {});
  const stored = names.filter((n) => !n.startsWith('_'));
  const target = [...stored, ...computed.map(([n]) => n)].map((n) => `"${n}"`);
  const select = [...stored.map((n) => `x."${n}"`), ...computed.map(([, expr]) => expr)];
  const arrays = names.map((n) => `?::${spec.columns[n]![0]}[]`).join(', ');
  const sql =
    `INSERT INTO ${spec.table} (${target.join(', ')}) SELECT ${select.join(', ')}` +
    ` FROM unnest(${arrays}) AS x(${names.map((n) => `"${n}"`).join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const end = Math.min(rows.length, start + ROWS_PER_STATEMENT);
    const bindings = names.map((n) => {
      const [type, read] = spec.columns[n]!;
      return arrayLiteral(type, rows, read, ctx, start, end);
    });
    // The computed columns' `?` come first in the text: their bindings go first.
    await db.raw(sql, [...extraBindings, ...bindings]);
  }
}

/** `count` new ids from `table`'s id sequence (so child rows can point at rows not yet written). */
export async function nextIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.raw(
    `SELECT nextval(pg_get_serial_sequence(?, 'id'))::int AS id FROM generate_series(1, ?)`,
    [table, count],
  )) as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}
