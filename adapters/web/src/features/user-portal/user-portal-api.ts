import { api } from '../../api/api';
import type {
  OrderDetailsBody,
  OrderDetailsRequest,
  RecentOrderRow,
  RecentOrdersRequest,
  UpdateUserRequest,
  UserBody,
} from '../../api/contract';
import type { CancelledBody } from '../../api/order-changes-api';

export const userPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/user: 200 with the saved user. */
    updateUser: build.mutation<UserBody, UpdateUserRequest>({
      query: (body) => ({
        url: '/api/user',
        method: 'PUT',
        body,
        validateStatus: (response) => response.status === 200,
      }),
    }),
    /** POST /getRecentTicketOrders: the session user's rows for the filters. */
    recentOrders: build.query<RecentOrderRow[], RecentOrdersRequest>({
      query: (body) => ({ url: '/getRecentTicketOrders', method: 'POST', body }),
      transformResponse: (rows: unknown) => (Array.isArray(rows) ? (rows as RecentOrderRow[]) : []),
      providesTags: ['Orders'],
    }),
    /** POST /getOrderDetails: one of the session user's orders, with its lines and totals. */
    orderDetails: build.query<OrderDetailsBody, OrderDetailsRequest>({
      query: (body) => ({ url: '/getOrderDetails', method: 'POST', body }),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Orders', id: orderId }],
    }),
    /** POST /orders/:orderId/cancel: the whole order, refunded; 409 when too late or done. */
    cancelOrder: build.mutation<CancelledBody, number>({
      query: (orderId) => ({ url: `/orders/${orderId}/cancel`, method: 'POST', body: {} }),
      // A refusal too: the order may have changed since the dialog read it.
      invalidatesTags: (_result, error, orderId) =>
        error ? [{ type: 'Orders', id: orderId }] : ['Orders', 'Availability'],
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useRecentOrdersQuery,
  useLazyOrderDetailsQuery,
  useCancelOrderMutation,
} = userPortalApi;
