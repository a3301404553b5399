import { ContainerModule } from 'inversify';
import { Checkout } from '../../core/orders/checkout';
import { GetOrderDetails } from '../../core/orders/get-order-details';
import { ListRecentOrders } from '../../core/orders/list-recent-orders';
import { KnexOrderRepository } from '../persistence/index';
import { CATALOG_TOKENS } from './catalog-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { ORDERS_TOKENS as T } from './orders-tokens';
import { singletons } from './token';

const { Config, Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Orders: checkout (each order written in one statement) and the visitor's orders. */
export const ordersModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.OrderRepository, [Database], (d) => new KnexOrderRepository(d.knex));
  // use cases
  singleton(
    T.Checkout,
    [CATALOG_TOKENS.CatalogRepository, T.OrderRepository, Clock, Config],
    (catalog, orders, clock, config) => new Checkout({ catalog, orders }, clock, config.salesDays),
  );
  singleton(T.ListRecentOrders, [T.OrderRepository, Clock], (o, k) => new ListRecentOrders(o, k));
  singleton(T.GetOrderDetails, [T.OrderRepository], (o) => new GetOrderDetails(o));
});
