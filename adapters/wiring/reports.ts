import { ContainerModule } from 'inversify';
import { GetFinanceReport } from '../../core/reports/finance-report';
import { GetDashboard } from '../../core/reports/get-dashboard';
import { GetMaintenanceReport } from '../../core/reports/maintenance-report';
import { GetVisitReport } from '../../core/reports/visit-report';
import { KnexReportRepository, rememberedReport, reportCacheOf } from '../persistence/index';
import { ADMISSIONS_TOKENS } from './admissions-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { REPORTS_TOKENS as T } from './reports-tokens';
import { singletons } from './token';

/**
 * Reports: the manager's dashboard and data reports, over one read-only report repository,
 * each kept for a second by its input (rememberedReport, forgotten on every write).
 */
export const reportsModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  const { Database } = INFRASTRUCTURE_TOKENS;
  // ports
  singleton(T.ReportRepository, [Database], (d) => new KnexReportRepository(d.knex));
  // use cases
  const reports = [T.ReportRepository, Database] as [typeof T.ReportRepository, typeof Database];
  singleton(
    T.GetDashboard,
    [T.ReportRepository, ADMISSIONS_TOKENS.AdmissionRepository, Database],
    (r, admissions, d) =>
      rememberedReport(new GetDashboard(r, admissions), reportCacheOf(d), 'dashboard'),
  );
  singleton(T.GetFinanceReport, reports, (r, d) =>
    rememberedReport(new GetFinanceReport(r), reportCacheOf(d), 'finance'),
  );
  singleton(T.GetMaintenanceReport, reports, (r, d) =>
    rememberedReport(new GetMaintenanceReport(r), reportCacheOf(d), 'maintenance'),
  );
  singleton(T.GetVisitReport, reports, (r, d) =>
    rememberedReport(new GetVisitReport(r), reportCacheOf(d), 'visits'),
  );
});
