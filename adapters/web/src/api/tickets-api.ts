import { api } from './api';
import type { ParkInfoBody, RestaurantBody } from '../../../contract/catalog';
import { isIsoDate } from '../../../../core/shared/dates';
import { asList, catalogGet } from './catalog-query';

export type { RestaurantBody };

const toToday = (body: unknown): string | null => {
  const today = (body as Partial<ParkInfoBody> | null)?.today;
  return typeof today === 'string' && isIsoDate(today) ? today : null;
};

export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /get-rest. */
    restaurantList: build.query<RestaurantBody[], void>({
      queryFn: catalogGet('/get-rest', asList<RestaurantBody>),
      providesTags: ['Restaurants'],
    }),
    /** GET /park-info's `today` (YYYY-MM-DD in the park's time zone), or null. */
    parkToday: build.query<string | null, void>({
      queryFn: catalogGet('/park-info', toToday),
    }),
  }),
});

export const { useRestaurantListQuery, useParkTodayQuery } = ticketsApi;
