import { api } from './api';
import type { DayAvailabilityBody } from '../../../contract/capacity';

export type { DayAvailabilityBody };

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /availability?from&to: each visit day's capacity and what remains. */
    availability: build.query<DayAvailabilityBody[], { from: string; to: string }>({
      query: ({ from, to }) => `/availability?from=${from}&to=${to}`,
      providesTags: ['Availability'],
    }),
  }),
});

export const { useAvailabilityQuery } = availabilityApi;
