import { api } from '../../api/api';
import type { CheckoutRequest, OrderBody } from '../../api/contract';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /checkout answers 200 with the stored order; the recent orders are then stale. The
     * Idempotency-Key names the attempt: a retry of the same order sends the same key, so an
     * order whose answer was lost is answered again instead of bought twice.
     */
    checkout: build.mutation<OrderBody, { body: CheckoutRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/checkout',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        validateStatus: (response) => response.status === 200,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Orders', 'Availability']),
    }),
  }),
});

export const { useCheckoutMutation } = checkoutApi;
