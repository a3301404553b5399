import { api } from '../../api/api';
import type { RefundBody, RefundRequest } from '../../api/order-changes-api';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /orders/:orderId/refund (a manager): the lines named, or all that are left. */
    refundOrder: build.mutation<RefundBody, { orderId: number } & RefundRequest>({
      query: ({ orderId, ...body }) => ({ url: `/orders/${orderId}/refund`, method: 'POST', body }),
      // A refusal too (409: refunded meanwhile): the order is read again.
      invalidatesTags: (_result, error, { orderId }) =>
        error
          ? [
              { type: 'Orders', id: orderId },
              { type: 'Orders', id: `tickets-${orderId}` },
            ]
          : ['Orders', 'Availability'],
    }),
  }),
});

export const { useRefundOrderMutation } = ordersApi;
