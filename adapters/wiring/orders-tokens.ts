import type { Checkout } from '../../core/orders/checkout';
import type { GetOrderDetails } from '../../core/orders/get-order-details';
import type { ListRecentOrders } from '../../core/orders/list-recent-orders';
import type { OrderRepository } from '../../core/orders/order-repository';
import type { OrderChangeRepository } from '../../core/orders/order-change-repository';
import type { CancelOrder } from '../../core/orders/cancel-order';
import type { ChangeVisitDate } from '../../core/orders/change-visit-date';
import type { FindOrders } from '../../core/orders/find-orders';
import type { GetOrderAccount } from '../../core/orders/get-order-account';
import type { RefundOrder } from '../../core/orders/refund-order';
import type { CloseDay } from '../../core/capacity/close-day';
import { token } from './token';

/** Orders: checkout and the visitor's orders. */
export const ORDERS_TOKENS = {
  // ports
  OrderRepository: token<OrderRepository>('OrderRepository'),
  // use cases
  Checkout: token<Checkout>('Checkout'),
  ListRecentOrders: token<ListRecentOrders>('ListRecentOrders'),
  GetOrderDetails: token<GetOrderDetails>('GetOrderDetails'),
  // after checkout: refunds, date changes, closed days
  OrderChangeRepository: token<OrderChangeRepository>('OrderChangeRepository'),
  GetOrderAccount: token<GetOrderAccount>('GetOrderAccount'),
  FindOrders: token<FindOrders>('FindOrders'),
  CancelOrder: token<CancelOrder>('CancelOrder'),
  RefundOrder: token<RefundOrder>('RefundOrder'),
  ChangeVisitDate: token<ChangeVisitDate>('ChangeVisitDate'),
  CloseDay: token<CloseDay>('CloseDay'),
} as const;
