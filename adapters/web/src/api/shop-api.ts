import { api } from './api';
import type { MerchandiseBody } from '../../../contract/catalog';
import { asList, catalogGet } from './catalog-query';

export type { MerchandiseBody };

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /get-merch. */
    merchandiseList: build.query<MerchandiseBody[], void>({
      queryFn: catalogGet('/get-merch', asList<MerchandiseBody>),
      providesTags: ['Merchandise'],
    }),
  }),
});

export const { useMerchandiseListQuery } = shopApi;
