import { api } from './api';
import type { EmployeeBody } from '../../../contract/auth';
import type {
  MaintenanceListBody,
  MaintenanceRequestBody,
  SubmitMaintenanceRequestBody,
  SubmitMaintenanceResponse,
  UpdateEmployeeRequest,
  UpdateMaintenanceRequestBody,
  UpdateMaintenanceResponse,
  UrgentMaintenanceBody,
  UrgentMaintenanceRequest,
  WeatherFormRequest,
} from '../../../contract/staff';
import type { MessageBody } from '../../../contract/errors';

export type {
  EmployeeBody,
  MaintenanceRequestBody,
  SubmitMaintenanceRequestBody,
  UpdateEmployeeRequest,
  UpdateMaintenanceRequestBody,
  UrgentMaintenanceBody,
  WeatherFormRequest,
};

/** What POST /weatherform answered: 201 stored it, 200 the day already had that condition. */
export interface WeatherFormResult {
  status: number;
  message: string;
}

const requestsOf = (body: unknown): MaintenanceRequestBody[] => {
  const requests = (body as Partial<MaintenanceListBody> | null)?.requests;
  return Array.isArray(requests) ? requests : [];
};

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /loggedInEmployee: the session's own employee record. */
    loggedInEmployee: build.query<EmployeeBody, void>({
      query: () => ({ url: '/loggedInEmployee' }),
      providesTags: ['Employee'],
    }),
    /** POST /updateLoggedInEmployee: 200 with the saved record; 400 or 409 with a message. */
    updateLoggedInEmployee: build.mutation<EmployeeBody, UpdateEmployeeRequest>({
      query: (body) => ({ url: '/updateLoggedInEmployee', method: 'POST', body }),
      invalidatesTags: ['Employee'],
    }),
    /** GET /get-maintenancerequests: every request, newest first. */
    maintenanceRequests: build.query<MaintenanceRequestBody[], void>({
      query: () => ({ url: '/get-maintenancerequests' }),
      transformResponse: requestsOf,
      providesTags: ['Maintenance'],
    }),
    /** POST /maintenance-requests: 201 { message, id }. */
    submitMaintenanceRequest: build.mutation<
      SubmitMaintenanceResponse,
      SubmitMaintenanceRequestBody
    >({
      query: (body) => ({ url: '/maintenance-requests', method: 'POST', body }),
      invalidatesTags: ['Maintenance'],
    }),
    /** POST /updateMaintenanceRequest: 200 { message, request }. */
    updateMaintenanceRequest: build.mutation<
      UpdateMaintenanceResponse,
      UpdateMaintenanceRequestBody
    >({
      query: (body) => ({ url: '/updateMaintenanceRequest', method: 'POST', body }),
      invalidatesTags: ['Maintenance'],
    }),
    /**
     * POST /get-unresolved-maintenance-requests: the server first opens the overdue
     * 'Maintenance Required' requests, so the list is refetched after it.
     */
    urgentMaintenanceRequests: build.mutation<UrgentMaintenanceBody, UrgentMaintenanceRequest>({
      query: (body) => ({ url: '/get-unresolved-maintenance-requests', method: 'POST', body }),
      transformResponse: (body: unknown) => ({
        requests: Array.isArray((body as Partial<UrgentMaintenanceBody> | null)?.requests)
          ? (body as UrgentMaintenanceBody).requests
          : [],
      }),
      invalidatesTags: ['Maintenance'],
    }),
    /** POST /weatherform: 201 stored, 200 'No update needed: …'. */
    submitWeather: build.mutation<WeatherFormResult, WeatherFormRequest>({
      query: (body) => ({ url: '/weatherform', method: 'POST', body }),
      transformResponse: (body: unknown, meta) => ({
        status: meta?.response?.status ?? 0,
        message: (body as Partial<MessageBody> | null)?.message ?? '',
      }),
      invalidatesTags: ['Weather'],
    }),
  }),
});

export const {
  useLoggedInEmployeeQuery,
  useUpdateLoggedInEmployeeMutation,
  useMaintenanceRequestsQuery,
  useSubmitMaintenanceRequestMutation,
  useUpdateMaintenanceRequestMutation,
  useUrgentMaintenanceRequestsMutation,
  useSubmitWeatherMutation,
} = staffApi;
