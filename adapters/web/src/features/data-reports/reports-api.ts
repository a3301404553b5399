import { api } from '../../api/api';
import type {
  FinanceReportBody,
  FinanceReportRequest,
  MaintenanceReportRequest,
  MaintenanceReportRow,
  VisitReportBody,
  VisitReportRequest,
} from '../../../../contract/reports';

export type {
  FinanceReportBody,
  FinanceReportRequest,
  MaintenanceReportRequest,
  MaintenanceReportRow,
  VisitReportBody,
  VisitReportRequest,
};

/**
 * The three data reports. They only read, so they are queries (cached by their filters)
 * even though the spec sends them as POST with a JSON body.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /finance-report: one key (TicketData, diningData, …) by category. */
    financeReport: build.query<FinanceReportBody, FinanceReportRequest>({
      query: (body) => ({ url: '/finance-report', method: 'POST', body }),
    }),
    /** POST /maintenance-report: the requests submitted in the range. */
    maintenanceReport: build.query<MaintenanceReportRow[], MaintenanceReportRequest>({
      query: (body) => ({ url: '/maintenance-report', method: 'POST', body }),
    }),
    /** POST /visit-report: attraction or dining visits per day. */
    visitReport: build.query<VisitReportBody, VisitReportRequest>({
      query: (body) => ({ url: '/visit-report', method: 'POST', body }),
    }),
  }),
});

export const { useFinanceReportQuery, useMaintenanceReportQuery, useVisitReportQuery } = reportsApi;
