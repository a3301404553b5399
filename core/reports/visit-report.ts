import type { DomainError } from '../shared/errors';
import {
  reportRangeError,
  restaurantTypesOf,
  textFilter,
  type ReportRange,
  type VisitCategory,
} from './reports';
import { err, ok, type Result } from '../shared/result';
import type { AttractionVisitDay, ReportRepository, RestaurantSalesDay } from './report-repository';
import { ManagerUseCase, type Reader } from '../employees/permissions';

export interface VisitReportInput extends ReportRange {
  category: VisitCategory;
  attractionName: string | null;
  diningName: string | null;
}

export type VisitReport =
  | { category: 'attractions'; rows: AttractionVisitDay[] }
  | { category: 'dining'; rows: RestaurantSalesDay[] };

/**
 * The Visit report: per visit day, the orders that chose each attraction and their tickets;
 * or per transaction day, each restaurant's vouchers and amount. A name narrows it to one.
 * A Manager's (or the `park` command's).
 */
export class GetVisitReport extends ManagerUseCase<
  VisitReportInput,
  VisitReport,
  DomainError,
  Reader
> {
  constructor(private readonly reports: ReportRepository) {
    super();
  }

  protected async run(input: VisitReportInput): Promise<Result<VisitReport, DomainError>> {
    const problem = reportRangeError(input);
    if (problem) return err(problem);
    const range = { start: input.start, end: input.end };
    if (input.category === 'attractions')
      return ok({
        category: 'attractions',
        rows: await this.reports.attractionVisits(range, textFilter(input.attractionName)),
      });
    return ok({
      category: 'dining',
      rows: await this.reports.restaurantSales(
        range,
        restaurantTypesOf('all'),
        textFilter(input.diningName),
      ),
    });
  }
}
