import { api } from '../../api/api';
import type {
  OrderDetailsBody,
  OrderDetailsRequest,
  RecentOrderRow,
  RecentOrdersRequest,
  UpdateUserRequest,
  UserBody,
} from '../../api/contract';

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
  }),
});

export const { useUpdateUserMutation, useRecentOrdersQuery, useLazyOrderDetailsQuery } =
  userPortalApi;
