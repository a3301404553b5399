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
      // A 409 says the day has less room than the page knew: its availability is read again, so
      // the calendar and the steppers show what is left when the visitor goes back to change.
      invalidatesTags: (_result, error) =>
        !error ? ['Orders', 'Availability'] : error.status === 409 ? ['Availability'] : [],
    }),
  }),
});

export const { useCheckoutMutation } = checkoutApi;
