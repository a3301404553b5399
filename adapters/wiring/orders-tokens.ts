import type { Checkout } from '../../core/orders/checkout';
import type { GetOrderDetails } from '../../core/orders/get-order-details';
import type { ListRecentOrders } from '../../core/orders/list-recent-orders';
import type { OrderRepository } from '../../core/orders/order-repository';
import { token } from './token';

/** Orders: checkout and the visitor's orders. */
export const ORDERS_TOKENS = {
  // ports
  OrderRepository: token<OrderRepository>('OrderRepository'),
  // use cases
  Checkout: token<Checkout>('Checkout'),
  ListRecentOrders: token<ListRecentOrders>('ListRecentOrders'),
  GetOrderDetails: token<GetOrderDetails>('GetOrderDetails'),
} as const;
