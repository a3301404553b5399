import type { DomainError } from '../shared/errors';
import { parseStatusFilter } from '../maintenance/maintenance';
import { reportRangeError, textFilter, type ReportRange } from './reports';
import { err, ok, type Result } from '../shared/result';
import type { MaintenanceReportRecord, ReportRepository } from './report-repository';
import { ManagerUseCase, type Reader } from '../employees/permissions';

export interface MaintenanceReportInput extends ReportRange {
  /** 'pending', 'In Progress', 'completed' (any case; 'Open' too), or blank for all. */
  status: string | null;
  keyword: string | null;
  attractionName: string | null;
}

export const STATUS_FILTER_MESSAGE =
  'Maintenance status must be pending, In Progress, completed or blank';

/**
 * The Maintenance report: the requests submitted in the range that match the filters. A
 * Manager's (or the `park` command's).
 */
export class GetMaintenanceReport extends ManagerUseCase<
  MaintenanceReportInput,
  MaintenanceReportRecord[],
  DomainError,
  Reader
> {
  constructor(private readonly reports: ReportRepository) {
    super();
  }

  protected async run(
    input: MaintenanceReportInput,
  ): Promise<Result<MaintenanceReportRecord[], DomainError>> {
    const problem = reportRangeError(input);
    if (problem) return err(problem);
    const status = parseStatusFilter(input.status);
    if (status === null)
      return err({
        kind: 'invalid-input',
        message: STATUS_FILTER_MESSAGE,
        path: 'maintenanceStatus',
      });
    const rows = await this.reports.maintenanceRequests(
      { start: input.start, end: input.end },
      {
        status,
        keyword: textFilter(input.keyword),
        attractionName: textFilter(input.attractionName),
      },
    );
    return ok(rows);
  }
}
