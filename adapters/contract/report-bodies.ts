import { statusLabel } from '../../core/maintenance/maintenance';
import { centsToDollars as d } from '../../core/shared/money';
import type { MaintenanceReportRecord } from '../../core/reports/report-repository';
import type { DashboardFigures } from '../../core/reports/get-dashboard';
import { COUNTED_BY } from '../../core/reports/reports';
import type { VisitReport } from '../../core/reports/visit-report';
import type { DashboardBody, MaintenanceReportRow, VisitReportBody } from './reports';
import { areaBody } from './finance-report-body';
import { bucketTicketsOf, totalTicketsOf } from './admission-wire';

/** The dashboard under both namings of the spec, in dollars. */
export function toDashboardBody(f: DashboardFigures): DashboardBody {
  return {
    TotalTicketRevenue: d(f.ticketRevenue),
    TotalTicketTransactions: f.ticketTransactions,
    ...totalTicketsOf(f.ticketsByBucket),
    TotalRestaurantRevenue: d(f.restaurantRevenue),
    TotalRestaurantTransactions: f.restaurantTransactions,
    restaurantExpense: d(f.restaurantExpense),
    TotalStandardRestaurantTransactions: f.standardRestaurantTransactions,
    TotalDeluxeRestaurantTransactions: f.deluxeRestaurantTransactions,
    TotalSpecialRestaurantTransactions: f.specialRestaurantTransactions,
    TotalMerchandiseRevenue: d(f.merchandiseRevenue),
    TotalMerchandiseTransactions: f.merchandiseTransactions,
    TotalMerchandiseExpenses: d(f.merchandiseExpenses),
    TotalMaintenanceExpenses: d(f.maintenanceExpenses),
    TotalActiveMaintenanceRequests: f.activeMaintenanceRequests,
    ticketRevenue: d(f.ticketRevenue),
    ticketTransactions: f.ticketTransactions,
    ...bucketTicketsOf(f.ticketsByBucket),
    restaurantRevenue: d(f.restaurantRevenue),
    restaurantTransactions: f.restaurantTransactions,
    standardRestaurantTransactions: f.standardRestaurantTransactions,
    deluxeRestaurantTransactions: f.deluxeRestaurantTransactions,
    specialRestaurantTransactions: f.specialRestaurantTransactions,
    maintenanceExpenses: d(f.maintenanceExpenses),
    activeMaintenanceRequests: f.activeMaintenanceRequests,
    checkIns: f.checkIns,
    admissionsSold: f.admissionsSold,
    merchandiseRevenue: d(f.merchandiseRevenue),
    merchandiseExpenses: d(f.merchandiseExpenses),
    merchandiseTransactions: f.merchandiseTransactions,
    revenueByArea: f.areas
      .filter((a) => a.area !== 'Maintenance')
      .map((a) => ({ area: a.area as 'Tickets' | 'Dining' | 'Shop', revenue: d(a.revenue) })),
    areas: f.areas.map(areaBody),
    totalRevenue: d(f.total.revenue),
    totalRefunds: d(f.total.refunds),
    totalNet: d(f.total.net),
    totalExpense: d(f.total.expense),
    totalProfit: d(f.total.profit),
    totalRefundsPaidOut: d(f.total.refundsPaidOut),
    countedBy: COUNTED_BY,
  };
}

/** A maintenance report row: the stored status and how people see it, cost in dollars. */
export function toMaintenanceReportRow(r: MaintenanceReportRecord): MaintenanceReportRow {
  return {
    id: r.id,
    attractionID: r.attractionId,
    attractionName: r.attractionName,
    subject: r.subject,
    comment: r.comment,
    status: r.status,
    statusLabel: statusLabel(r.status),
    cost: d(r.cost),
    submittedDate: r.submittedDate,
    dateResolved: r.dateResolved,
  };
}

/** The visit report's rows, in dollars. */
export function toVisitReportBody(report: VisitReport): VisitReportBody {
  if (report.category === 'attractions')
    return report.rows.map((r) => ({
      date: r.date,
      attractionID: r.attractionId,
      attractionName: r.attractionName,
      orders: r.orders,
      tickets: r.tickets,
    }));
  return report.rows.map((r) => ({
    date: r.date,
    restaurantID: r.restaurantId,
    restaurantName: r.restaurantName,
    restaurantType: r.restaurantType,
    transactions: r.transactions,
    vouchers: r.vouchers,
    amount: d(r.amount),
  }));
}
