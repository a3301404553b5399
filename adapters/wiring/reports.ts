import { ContainerModule } from 'inversify';
import { GetFinanceReport } from '../../core/reports/finance-report';
import { GetDashboard } from '../../core/reports/get-dashboard';
import { GetMaintenanceReport } from '../../core/reports/maintenance-report';
import { GetVisitReport } from '../../core/reports/visit-report';
import { KnexReportRepository } from '../persistence/index';
import { ADMISSIONS_TOKENS } from './admissions-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { REPORTS_TOKENS as T } from './reports-tokens';
import { singletons } from './token';

/** Reports: the manager's dashboard and data reports, over one read-only report repository. */
export const reportsModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(
    T.ReportRepository,
    [INFRASTRUCTURE_TOKENS.Database],
    (d) => new KnexReportRepository(d.knex),
  );
  // use cases
  const reports = [T.ReportRepository] as [typeof T.ReportRepository];
  singleton(
    T.GetDashboard,
    [T.ReportRepository, ADMISSIONS_TOKENS.AdmissionRepository],
    (r, admissions) => new GetDashboard(r, admissions),
  );
  singleton(T.GetFinanceReport, reports, (r) => new GetFinanceReport(r));
  singleton(T.GetMaintenanceReport, reports, (r) => new GetMaintenanceReport(r));
  singleton(T.GetVisitReport, reports, (r) => new GetVisitReport(r));
});
