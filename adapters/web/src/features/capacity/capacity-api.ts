import { api } from '../../api/api';
import type { DayAvailabilityBody, SetCapacityRequest } from '../../../../contract/capacity';
import type { ParkInfoBody } from '../../../../contract/catalog';

export const capacityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /park-info: the park's default day capacity among its facts. */
    parkInfo: build.query<ParkInfoBody, void>({ query: () => '/park-info' }),
    /** PUT /capacity: one day's capacity (null: back to the default). */
    setCapacity: build.mutation<DayAvailabilityBody, SetCapacityRequest>({
      query: (body) => ({ url: '/capacity', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability']),
    }),
  }),
});

export const { useParkInfoQuery, useSetCapacityMutation } = capacityApi;
