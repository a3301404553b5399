import type { Knex } from 'knex';
import type { IsoDate } from '../../core/shared/dates';
import type { ReportRange } from '../../core/reports/reports';
import type { Executor } from './executor';
import { NOTHING_PENDING, readAfterFold } from './report-days';

/**
 * A daily report table read per day and catalog record: report_restaurant_days,
 * report_merchandise_days, report_attraction_days (journals whose rows of a key add up,
 * migration 20261122004100).
 */
export interface DailyTable<F extends string> {
  table: string;
  /** The column naming the catalog record. */
  key: string;
  catalog: 'restaurants' | 'merchandise' | 'attractions';
  /** The figures, summed per day and record. */
  figures: readonly F[];
  /** The figure that counts sales: a day and record whose sum is not positive is left out. */
  counted: F;
}

/** A catalog record as the reports name it: its name and its type now. */
export interface CatalogRecord {
  id: number;
  name: string;
  type: string;
}

export interface DailyRow {
  date: IsoDate;
  record: CatalogRecord;
  /** The sums of the table's figures, in the order DailyTable.figures names them. */
  sums: number[];
}

/** Narrows the catalog records a report covers (a type, a name); applied to the catalog table. */
export type CatalogFilter = (records: Knex.QueryBuilder) => void;

/**
 * Per day and catalog record, the sums of a daily table's rows over the range, by day and
 * within a day by name, then id. A year is thousands of rows, and each row's cost is mostly
 * in turning it into values (make bench: half of a year-long report's time was Node parsing
 * rows), so the rows carry only the day, the record's id and the sums (report_sum: bigint, not
 * numeric), as arrays; the records'
 * names and types (a few dozen) come in a second statement run alongside; and the database
 * orders by an integer rank of the names instead of comparing names in its collation per row.
 * The rows count every order committed before the read (readAfterFold: one statement when no
 * checkout's figures wait to be folded).
 */
export async function dailyFigures<F extends string>(
  db: Executor,
  daily: DailyTable<F>,
  range: ReportRange,
  narrow: CatalogFilter = () => {},
): Promise<DailyRow[]> {
  const rowsOf = (gated: boolean) => {
    const sums = daily.figures.map((f) => db.raw('report_sum(??) as ??', [f, f]));
    const perDay = db(daily.table)
      .whereBetween('day', [range.start, range.end])
      .groupBy('day', daily.key)
      .havingRaw('report_sum(??) > 0', [daily.counted])
      .select('day', `${daily.key} as id`, ...sums);
    if (gated) perDay.whereRaw(NOTHING_PENDING);
    const ranked = db(daily.catalog).select(
      'id',
      db.raw('row_number() over (order by name, id) as rank'),
    );
    narrow(ranked);
    return db
      .from(perDay.as('d'))
      .join(ranked.as('c'), 'c.id', 'd.id')
      .orderBy([{ column: 'd.day' }, { column: 'c.rank' }])
      .select('d.*')
      .options({ rowMode: 'array' }) as unknown as Promise<[IsoDate, number, ...number[]][]>;
  };
  const records = db(daily.catalog).select('id', 'name', 'type');
  narrow(records);
  const [rows, catalog] = (await Promise.all([readAfterFold(db, rowsOf), records])) as [
    [IsoDate, number, ...number[]][],
    CatalogRecord[],
  ];
  const byId = new Map(catalog.map((r) => [r.id, r]));
  const answer: DailyRow[] = [];
  for (const [date, id, ...sums] of rows) {
    const record = byId.get(id);
    if (record) answer.push({ date, record, sums }); // else removed between the two statements
  }
  return answer;
}
