import { ADMISSION_PRODUCTS } from '../../../../core/admissions/products';
import { api } from './api';
import type {
  AccountLineBody,
  CancelledBody,
  CloseDayRequest,
  DayClosedBody,
  OrderAccountBody,
  OrderSummaryBody,
  RefundBody,
  RefundRequest,
  VisitDateRequest,
} from '../../../contract/order-changes';
import type { TicketBody } from '../../../contract/tickets';

/*
 * After checkout (DECISIONS.md, "Cancellations, refunds, date changes, closed days"): the calls
 * both the visitor's Recent Orders and the manager's Orders page make. Bodies are the server's
 * contract, imported as types only. Every order-shaped answer carries the 'Orders' tag, so a
 * cancellation, a refund or a move refreshes the lists, the order and its tickets at once.
 */
export type {
  AccountLineBody,
  CancelledBody,
  CloseDayRequest,
  DayClosedBody,
  OrderAccountBody,
  OrderSummaryBody,
  RefundBody,
  RefundRequest,
  TicketBody,
};
export type OrderStatus = OrderSummaryBody['status'];

/** GET /orders: a manager's search (any of id, email, day); a visitor's own orders (none). */
export interface FindOrdersArgs {
  id?: number;
  email?: string;
  day?: string;
  limit?: number;
}

const queryOf = (args: FindOrdersArgs) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `/orders?${text}` : '/orders';
};

export const orderChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /orders?id&email&day&limit: the orders found, newest first, each with its status. */
    findOrders: build.query<OrderSummaryBody[], FindOrdersArgs>({
      query: queryOf,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    /** GET /orders/:orderId: lines, refunds, status and what its visitor may still do. */
    orderAccount: build.query<OrderAccountBody, number>({
      query: (orderId) => `/orders/${orderId}`,
      providesTags: (_result, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
    /** GET /orders/:orderId/tickets: one ticket per admission, its status and when it was used. */
    orderTickets: build.query<TicketBody[], number>({
      query: (orderId) => `/orders/${orderId}/tickets`,
      providesTags: (_result, _error, orderId) => [{ type: 'Orders', id: `tickets-${orderId}` }],
    }),
    /** PUT /orders/:orderId/visit-date: 200 with the order as it is now; 409 when the day is full. */
    changeVisitDate: build.mutation<OrderAccountBody, { orderId: number } & VisitDateRequest>({
      query: ({ orderId, visitDate }) => ({
        url: `/orders/${orderId}/visit-date`,
        method: 'PUT',
        body: { visitDate },
      }),
      // A 409 too: the day filled up, so the calendar asks again what is left.
      invalidatesTags: (_result, error) => (error ? ['Availability'] : ['Orders', 'Availability']),
    }),
  }),
});

export const {
  useFindOrdersQuery,
  useOrderAccountQuery,
  useOrderTicketsQuery,
  useChangeVisitDateMutation,
} = orderChangesApi;

/**
 * How many admissions (and express places) an order still holds: what a new day must have room
 * for, as the catalogue says each kind takes (a line names its kind by the product's label).
 */
export function admissionsOf(order: Pick<OrderAccountBody, 'lines'>): {
  admissions: number;
  express: number;
} {
  let admissions = 0;
  let express = 0;
  for (const line of order.lines) {
    if (line.kind !== 'ticket' || line.quantityLeft === 0) continue;
    const product = ADMISSION_PRODUCTS.find((p) => p.label === line.detail);
    if (!product) throw new RangeError(`unknown admission on a ticket line: ${line.detail}`);
    admissions += line.quantityLeft * product.capacity.day;
    express += line.quantityLeft * product.capacity.express;
  }
  return { admissions, express };
}
