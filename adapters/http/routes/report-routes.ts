import Router from '@koa/router';
import type { GetDashboard } from '../../../core/reports/get-dashboard';
import type { GetFinanceReport } from '../../../core/reports/finance-report';
import type { GetMaintenanceReport } from '../../../core/reports/maintenance-report';
import type { GetVisitReport } from '../../../core/reports/visit-report';
import type { SessionAuth } from '../auth';
import type {
  DashboardBody,
  FinanceReportBody,
  MaintenanceReportRow,
  VisitReportBody,
} from '../../contract/reports';
import { unwrap } from '../error-mapper';
import { toFinanceReportBody } from '../../contract/finance-report-body';
import {
  toDashboardBody,
  toMaintenanceReportRow,
  toVisitReportBody,
} from '../../contract/report-bodies';
import {
  dashboardSchema,
  financeReportSchema,
  maintenanceReportSchema,
  visitReportSchema,
} from '../../contract/reports';
import { validate } from '../validate';

export interface ReportRouteDeps {
  auth: SessionAuth;
  getDashboard: GetDashboard;
  getFinanceReport: GetFinanceReport;
  getMaintenanceReport: GetMaintenanceReport;
  getVisitReport: GetVisitReport;
}

/**
 * The manager's dashboard and data reports (managers only): POST /dashboardData,
 * /finance-report, /maintenance-report, /visit-report. What each figure means: docs/reports.md.
 */
export function reportRoutes(deps: ReportRouteDeps): Router {
  const router = new Router();
  const { requireManager } = deps.auth;

  router.post('/dashboardData', requireManager, async (ctx) => {
    const body = validate(dashboardSchema, ctx.request.body);
    const figures = unwrap(
      await deps.getDashboard.execute({ start: body.startDate, end: body.endDate }),
    );
    ctx.body = toDashboardBody(figures) satisfies DashboardBody;
  });

  router.post('/finance-report', requireManager, async (ctx) => {
    const body = validate(financeReportSchema, ctx.request.body);
    const report = unwrap(
      await deps.getFinanceReport.execute({
        start: body.startDate,
        end: body.endDate,
        category: body.category,
        ticketType: body.ticketType,
        financeType: body.financeType,
        diningType: body.diningType,
      }),
    );
    ctx.body = toFinanceReportBody(report) satisfies FinanceReportBody;
  });

  router.post('/maintenance-report', requireManager, async (ctx) => {
    const body = validate(maintenanceReportSchema, ctx.request.body);
    const rows = unwrap(
      await deps.getMaintenanceReport.execute({
        start: body.startDate,
        end: body.endDate,
        status: body.maintenanceStatus,
        keyword: body.maintenanceKeyword,
        attractionName: body.attractionName,
      }),
    );
    ctx.body = rows.map(toMaintenanceReportRow) satisfies MaintenanceReportRow[];
  });

  router.post('/visit-report', requireManager, async (ctx) => {
    const body = validate(visitReportSchema, ctx.request.body);
    const report = unwrap(
      await deps.getVisitReport.execute({
        start: body.startDate,
        end: body.endDate,
        category: body.category,
        attractionName: body.attractionName,
        diningName: body.diningName,
      }),
    );
    ctx.body = toVisitReportBody(report) satisfies VisitReportBody;
  });

  return router;
}
