import type { IsoDate } from '../../core/domain/dates';
import type { MaintenanceStatus } from '../../core/domain/maintenance';
import { cents } from '../../core/domain/money';
import type { ReportRange } from '../../core/domain/reports';
import type {
  AttractionVisitDay,
  MaintenanceReportFilter,
  MaintenanceReportRecord,
} from '../../core/ports/report-repository';
import type { Executor } from './executor';

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
  const query = db('report_attraction_days as ad')
    .join('attractions as a', 'a.id', 'ad.attraction_id')
    .whereBetween('ad.day', [range.start, range.end])
    .groupBy('ad.day', 'a.id')
    .havingRaw('sum(ad.orders) > 0')
    .orderBy([{ column: 'ad.day' }, { column: 'a.name' }, { column: 'a.id' }])
    .select('ad.day as date', 'a.id', 'a.name')
    .select(db.raw('sum(ad.orders) as orders'), db.raw('sum(ad.tickets) as tickets'));
  if (attractionName !== null) query.whereRaw('lower(a.name) = lower(?)', [attractionName]);
  const rows: { date: IsoDate; id: number; name: string; orders: unknown; tickets: unknown }[] =
    await query;
  return rows.map((r) => ({
    date: r.date,
    attractionId: r.id,
    attractionName: r.name,
    orders: Number(r.orders),
    tickets: Number(r.tickets),
  }));
}
