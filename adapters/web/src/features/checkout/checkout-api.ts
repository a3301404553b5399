import { api } from '../../api/api';
import type { CheckoutRequest, OrderBody } from '../../api/contract';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /checkout answers 200 with the stored order; the recent orders are then stale. */
    checkout: build.mutation<OrderBody, CheckoutRequest>({
      query: (body) => ({
        url: '/checkout',
        method: 'POST',
        body,
        validateStatus: (response) => response.status === 200,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Orders']),
    }),
  }),
});

export const { useCheckoutMutation } = checkoutApi;
