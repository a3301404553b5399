import type { DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { areasOf, type ParkTotal } from './report-summaries';
import { countOf, reportRangeError, sumOf, type AreaFigures, type ReportRange } from './reports';
import { err, ok, type Result } from '../shared/result';
import type { ReportRepository } from './report-repository';
import type { AdmissionRepository } from '../admissions/admission-repository';
import { perBucket, reportBucketOf, type ReportBucket } from '../admissions/products';
import { ManagerUseCase, type Reader } from '../employees/permissions';

/** The manager dashboard's figures over a range (the web asks for today only). */
export interface DashboardFigures {
  ticketRevenue: Cents;
  ticketTransactions: number;
  /** Tickets sold in each report bucket of the catalogue (an unknown kind throws). */
  ticketsByBucket: Record<ReportBucket, number>;
  restaurantRevenue: Cents;
  restaurantExpense: Cents;
  restaurantTransactions: number;
  standardRestaurantTransactions: number;
  deluxeRestaurantTransactions: number;
  specialRestaurantTransactions: number;
  merchandiseRevenue: Cents;
  merchandiseExpenses: Cents;
  merchandiseTransactions: number;
  maintenanceExpenses: Cents;
  /** Requests submitted by the end date and not resolved by the end of it. */
  activeMaintenanceRequests: number;
  /** Admissions checked in at the gate for the range's visit days. */
  checkIns: number;
  /** Admissions sold for the range's visit days, as capacity counts them (not void). */
  admissionsSold: number;
  /**
   * Revenue, refunds (of those sales), net, expense and profit of Tickets, Dining, Shop and
   * Maintenance, and the refunds paid out in the range beside them.
   */
  areas: AreaFigures[];
  total: ParkTotal;
}

/**
 * The dashboard: the same daily figures as the finance report (so the two always agree),
 * added up over the range by the repository (a few rows per group, whatever the range), and
 * the gate's figures: check-ins beside admissions sold. A Manager's (or the `park` command's).
 */
export class GetDashboard extends ManagerUseCase<
  ReportRange,
  DashboardFigures,
  DomainError,
  Reader
> {
  constructor(
    private readonly reports: ReportRepository,
    private readonly admissions: Pick<AdmissionRepository, 'gateCounts'>,
  ) {
    super();
  }

  protected async run(range: ReportRange): Promise<Result<DashboardFigures, DomainError>> {
    const problem = reportRangeError(range);
    if (problem) return err(problem);
    const [totals, active, gate] = await Promise.all([
      this.reports.rangeTotals(range),
      this.reports.activeMaintenanceRequests(range.end),
      this.admissions.gateCounts(range),
    ]);
    const { tickets, meals, merchandise } = totals;
    const ticketsByBucket = perBucket(() => 0);
    for (const t of tickets) ticketsByBucket[reportBucketOf(t.ticketType)] += t.tickets;
    const mealsOf = (type: string) =>
      countOf(
        meals.filter((m) => m.restaurantType === type),
        (m) => m.transactions,
      );
    const ticketRevenue = sumOf(tickets, (t) => t.revenue);
    const restaurantRevenue = sumOf(meals, (m) => m.amount);
    const { areas, total } = areasOf({
      ticketRevenue,
      diningRevenue: restaurantRevenue,
      diningExpense: totals.mealExpense,
      merchRevenue: merchandise.revenue,
      merchExpense: merchandise.cost,
      maintenanceExpense: totals.maintenanceCost,
      ticketRefunds: totals.refunds.tickets,
      diningRefunds: totals.refunds.dining,
      merchRefunds: totals.refunds.merch,
      ticketRefundsPaidOut: totals.refundsPaidOut.tickets,
      diningRefundsPaidOut: totals.refundsPaidOut.dining,
      merchRefundsPaidOut: totals.refundsPaidOut.merch,
    });
    return ok({
      ticketRevenue,
      ticketTransactions: totals.ticketOrders,
      ticketsByBucket,
      restaurantRevenue,
      restaurantExpense: totals.mealExpense,
      restaurantTransactions: countOf(meals, (m) => m.transactions),
      standardRestaurantTransactions: mealsOf('Standard'),
      deluxeRestaurantTransactions: mealsOf('Deluxe'),
      specialRestaurantTransactions: mealsOf('Special'),
      merchandiseRevenue: merchandise.revenue,
      merchandiseExpenses: merchandise.cost,
      merchandiseTransactions: totals.merchandiseOrders,
      maintenanceExpenses: totals.maintenanceCost,
      activeMaintenanceRequests: active,
      checkIns: gate.checkIns,
      admissionsSold: gate.admissionsSold,
      areas,
      total,
    });
  }
}
