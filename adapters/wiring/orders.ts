import { ContainerModule } from 'inversify';
import { Checkout } from '../../core/orders/checkout';
import { GetOrderDetails } from '../../core/orders/get-order-details';
import { ListRecentOrders } from '../../core/orders/list-recent-orders';
import { KnexOrderRepository } from '../persistence/index';
import { ADMISSIONS_TOKENS } from './admissions-tokens';
import { CAPACITY_TOKENS } from './capacity-tokens';
import { CATALOG_TOKENS } from './catalog-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { ORDERS_TOKENS as T } from './orders-tokens';
import { singletons } from './token';

const { Config, Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Orders: checkout (each order and its tickets mail written in one statement) and the visitor's orders. */
export const ordersModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(
    T.OrderRepository,
    [Database, Config],
    (d, config) => new KnexOrderRepository(d.knex, config.capacity),
  );
  // use cases
  singleton(
    T.Checkout,
    [
      CATALOG_TOKENS.CatalogRepository,
      T.OrderRepository,
      CAPACITY_TOKENS.CapacityRepository,
      Clock,
      Config,
      ADMISSIONS_TOKENS.TicketsMail,
    ],
    (catalog, orders, capacity, clock, config, ticketsMail) =>
      new Checkout({ catalog, orders, capacity }, clock, config.salesDays, ticketsMail),
  );
  singleton(T.ListRecentOrders, [T.OrderRepository, Clock], (o, k) => new ListRecentOrders(o, k));
  singleton(T.GetOrderDetails, [T.OrderRepository], (o) => new GetOrderDetails(o));
});
