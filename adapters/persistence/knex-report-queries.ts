import type { IsoDate } from '../../core/shared/dates';
import type { MaintenanceStatus } from '../../core/maintenance/maintenance';
import { cents } from '../../core/shared/money';
import type { ReportRange } from '../../core/reports/reports';
import type {
  AttractionVisitDay,
  MaintenanceReportFilter,
  MaintenanceReportRecord,
} from '../../core/reports/report-repository';
import type { Executor } from './executor';
import { dailyFigures, type DailyTable } from './knex-daily-figures';

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface RequestRow {
  id: number;
  attraction_id: number;
  attraction_name: string;
  subject: string;
  description: string;
  status: MaintenanceStatus;
  cost_cents: number;
  submitted_date: IsoDate;
  date_resolved: IsoDate | null;
}

/** The maintenance report: requests submitted in the range that pass the filter, oldest first. */
export async function maintenanceRequests(
  db: Executor,
  range: ReportRange,
  filter: MaintenanceReportFilter,
): Promise<MaintenanceReportRecord[]> {
  const query = db('maintenance_requests as m')
    .join('attractions as a', 'a.id', 'm.attraction_id')
    .whereBetween('m.submitted_date', [range.start, range.end])
    .orderBy([{ column: 'm.submitted_date' }, { column: 'm.id' }])
    .select('m.id', 'm.attraction_id', 'a.name as attraction_name', 'm.subject')
    .select('m.description', 'm.status', 'm.cost_cents', 'm.submitted_date', 'm.date_resolved');
  if (filter.status !== 'all') query.where('m.status', filter.status);
  if (filter.keyword !== null) {
    const pattern = containsPattern(filter.keyword);
    query.where((q) =>
      q
        .whereRaw("m.subject ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("m.description ILIKE ? ESCAPE '\\'", [pattern]),
    );
  }
  if (filter.attractionName !== null)
    query.whereRaw('lower(a.name) = lower(?)', [filter.attractionName]);
  const rows: RequestRow[] = await query;
  return rows.map((r) => ({
    id: r.id,
    attractionId: r.attraction_id,
    attractionName: r.attraction_name,
    subject: r.subject,
    comment: r.description,
    status: r.status,
    cost: cents(Number(r.cost_cents)),
    submittedDate: r.submitted_date,
    dateResolved: r.date_resolved,
  }));
}

/** Orders and their tickets per visit day and attraction. */
export const ATTRACTION_DAYS: DailyTable<'orders' | 'tickets'> = {
  table: 'report_attraction_days',
  key: 'attraction_id',
  catalog: 'attractions',
  figures: ['orders', 'tickets'],
  counted: 'orders',
};

/**
 * Per visit day and attraction: the orders that chose it and the tickets of those orders, from
 * the daily figures (report_attraction_days, a journal whose rows of a key add up) the database
 * keeps on every insert.
 */
export async function attractionVisits(
  db: Executor,
  range: ReportRange,
  attractionName: string | null,
): Promise<AttractionVisitDay[]> {
  const rows = await dailyFigures(db, ATTRACTION_DAYS, range, (attractions) => {
    if (attractionName !== null) attractions.whereRaw('lower(name) = lower(?)', [attractionName]);
  });
  return rows.map(({ date, record, sums: [orders, tickets] }) => ({
    date,
    attractionId: record.id,
    attractionName: record.name,
    orders: orders!,
    tickets: tickets!,
  }));
}
