import { ContainerModule } from 'inversify';
import { Checkout } from '../../core/orders/checkout';
import { GetOrderDetails } from '../../core/orders/get-order-details';
import { ListRecentOrders } from '../../core/orders/list-recent-orders';
import { KnexOrderRepository } from '../persistence/index';
import { KnexOrderChangeRepository } from '../persistence/knex-order-change-repository';
import { CancelOrder } from '../../core/orders/cancel-order';
import { ChangeVisitDate } from '../../core/orders/change-visit-date';
import { FindOrders } from '../../core/orders/find-orders';
import { GetOrderAccount } from '../../core/orders/get-order-account';
import { RefundOrder } from '../../core/orders/refund-order';
import type { OrderChangeSettings } from '../../core/orders/order-changes';
import { CloseDay } from '../../core/capacity/close-day';
import type { AppConfig } from '../config';
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
  // after checkout
  singleton(T.OrderChangeRepository, [Database], (d) => new KnexOrderChangeRepository(d.knex));
  const C = T.OrderChangeRepository;
  singleton(
    T.GetOrderAccount,
    [C, Clock, Config],
    (o, k, c) => new GetOrderAccount(o, k, settings(c)),
  );
  singleton(T.FindOrders, [C], (o) => new FindOrders(o));
  singleton(T.CancelOrder, [C, Clock, Config], (o, k, c) => new CancelOrder(o, k, settings(c)));
  singleton(T.RefundOrder, [C, Clock], (o, k) => new RefundOrder(o, k));
  singleton(
    T.ChangeVisitDate,
    [C, CAPACITY_TOKENS.CapacityRepository, Clock, Config],
    (o, capacity, k, c) => new ChangeVisitDate(o, capacity, k, settings(c)),
  );
  singleton(
    T.CloseDay,
    [C, Clock, Config],
    (o, k, c) => new CloseDay(o, k, { parkName: c.parkName, publicUrl: c.publicUrl }),
  );
});

/** The park's rules for changing an order after checkout, from its configuration. */
const settings = (config: AppConfig): OrderChangeSettings => ({
  policy: { timeZone: config.parkTz, ...config.cancellation },
  capacity: config.capacity,
  salesDays: config.salesDays,
});
