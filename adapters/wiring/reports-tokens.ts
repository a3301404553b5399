import type { GetFinanceReport } from '../../core/reports/finance-report';
import type { GetDashboard } from '../../core/reports/get-dashboard';
import type { GetMaintenanceReport } from '../../core/reports/maintenance-report';
import type { ReportRepository } from '../../core/reports/report-repository';
import type { GetVisitReport } from '../../core/reports/visit-report';
import { token } from './token';

/** Reports: the manager's dashboard and data reports. */
export const REPORTS_TOKENS = {
  // ports
  ReportRepository: token<ReportRepository>('ReportRepository'),
  // use cases
  GetDashboard: token<GetDashboard>('GetDashboard'),
  GetFinanceReport: token<GetFinanceReport>('GetFinanceReport'),
  GetMaintenanceReport: token<GetMaintenanceReport>('GetMaintenanceReport'),
  GetVisitReport: token<GetVisitReport>('GetVisitReport'),
} as const;
