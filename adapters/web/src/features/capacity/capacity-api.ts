import { api } from '../../api/api';
import type { DayAvailabilityBody, SetCapacityRequest } from '../../../../contract/capacity';
import type { ParkInfoBody } from '../../../../contract/catalog';
import type { CloseDayRequest, DayClosedBody } from '../../api/order-changes-api';

export const capacityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /park-info: the park's default day capacity among its facts. */
    parkInfo: build.query<ParkInfoBody, void>({ query: () => '/park-info' }),
    /** PUT /capacity: one day's capacity (null: back to the default). */
    setCapacity: build.mutation<DayAvailabilityBody, SetCapacityRequest>({
      query: (body) => ({ url: '/capacity', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability']),
    }),
    /** POST /days/:date/close: capacity 0 and a mail to every guest holding tickets for it. */
    closeDay: build.mutation<DayClosedBody, { date: string } & CloseDayRequest>({
      query: ({ date, reason }) => ({
        url: `/days/${date}/close`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability', 'Orders']),
    }),
  }),
});

export const { useParkInfoQuery, useSetCapacityMutation, useCloseDayMutation } = capacityApi;
