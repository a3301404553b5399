import { api } from '../../api/api';
import type { DashboardBody, ReportRangeRequest } from '../../../../contract/reports';

export type { DashboardBody };

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /dashboardData { startDate, endDate }: the figures of the range (the page asks for one day). */
    dashboardData: build.query<Partial<DashboardBody>, ReportRangeRequest>({
      query: (body) => ({ url: '/dashboardData', method: 'POST', body }),
      // A non-object answer (an HTML page from a broken proxy) reads as no figures.
      transformResponse: (body: unknown) =>
        body && typeof body === 'object' ? (body as Partial<DashboardBody>) : {},
    }),
  }),
});

export const { useDashboardDataQuery } = dashboardApi;
