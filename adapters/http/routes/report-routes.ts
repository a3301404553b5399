import Router from '@koa/router';
import type { Context } from 'koa';
import type { GetDashboard } from '../../../core/reports/get-dashboard';
import type { GetFinanceReport } from '../../../core/reports/finance-report';
import type { GetMaintenanceReport } from '../../../core/reports/maintenance-report';
import type { GetVisitReport } from '../../../core/reports/visit-report';
import type { ManagerOnlyUseCase } from '../../../core/employees/permissions';
import { guardedEmployee, type SessionAuth } from '../auth';
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
  toFinanceReportInput,
  toMaintenanceReportInput,
  toReportRange,
  toVisitReportInput,
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

const answers = new WeakMap<object, string>();

/**
 * Answers a report as JSON. A frozen report is a remembered one (rememberedReport), the same
 * object for everyone who asks within its second: its JSON is worked out once and kept beside it.
 */
function answerWith<R extends object>(ctx: Context, report: R, toBody: (report: R) => unknown) {
  let json = answers.get(report);
  if (json === undefined) {
    json = JSON.stringify(toBody(report));
    if (Object.isFrozen(report)) answers.set(report, json);
  }
  ctx.type = 'json';
  ctx.body = json;
}

/**
 * The manager's dashboard and data reports (each use case admits managers only): POST /dashboardData,
 * /finance-report, /maintenance-report, /visit-report. What each figure means: docs/reports.md.
 */
export function reportRoutes(deps: ReportRouteDeps): Router {
  const router = new Router();
  const allowedTo = (useCase: ManagerOnlyUseCase) => deps.auth.allowedTo(useCase);

  router.post('/dashboardData', allowedTo(deps.getDashboard), async (ctx) => {
    const body = validate(dashboardSchema, ctx.request.body);
    const actor = guardedEmployee(ctx);
    const figures = unwrap(await deps.getDashboard.execute({ actor, ...toReportRange(body) }));
    answerWith(ctx, figures, (f) => toDashboardBody(f) satisfies DashboardBody);
  });

  router.post('/finance-report', allowedTo(deps.getFinanceReport), async (ctx) => {
    const body = validate(financeReportSchema, ctx.request.body);
    const actor = guardedEmployee(ctx);
    const report = unwrap(
      await deps.getFinanceReport.execute({ actor, ...toFinanceReportInput(body) }),
    );
    answerWith(ctx, report, (r) => toFinanceReportBody(r) satisfies FinanceReportBody);
  });

  router.post('/maintenance-report', allowedTo(deps.getMaintenanceReport), async (ctx) => {
    const body = validate(maintenanceReportSchema, ctx.request.body);
    const actor = guardedEmployee(ctx);
    const rows = unwrap(
      await deps.getMaintenanceReport.execute({ actor, ...toMaintenanceReportInput(body) }),
    );
    answerWith(ctx, rows, (r) => r.map(toMaintenanceReportRow) satisfies MaintenanceReportRow[]);
  });

  router.post('/visit-report', allowedTo(deps.getVisitReport), async (ctx) => {
    const body = validate(visitReportSchema, ctx.request.body);
    const actor = guardedEmployee(ctx);
    const report = unwrap(
      await deps.getVisitReport.execute({ actor, ...toVisitReportInput(body) }),
    );
    answerWith(ctx, report, (r) => toVisitReportBody(r) satisfies VisitReportBody);
  });

  return router;
}
