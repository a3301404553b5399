import Router from '@koa/router';
import type { Checkout } from '../../../core/orders/checkout';
import type { GetOrderDetails } from '../../../core/orders/get-order-details';
import type { ListRecentOrders } from '../../../core/orders/list-recent-orders';
import { guardedUser, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import {
  toOrderBody,
  toOrderDetailsBody,
  toRecentOrderRows,
} from '../../contract/order-presenters';
import {
  CHECKOUT_WIRE_PATHS,
  checkoutSchema,
  orderDetailsSchema,
  recentOrdersSchema,
  toCheckout,
} from '../../contract/orders';
import { inWireTerms } from '../../contract/wire-paths';
import { idempotencyKeyOf } from '../idempotency-key';
import { validate } from '../validate';

/** What the visitor's order routes need. */
export interface OrderRouteDeps {
  checkout: Checkout;
  listRecentOrders: ListRecentOrders;
  getOrderDetails: GetOrderDetails;
}

/** POST /checkout, /getRecentTicketOrders and /getOrderDetails: the session user's own orders. */
export function orderRoutes(auth: SessionAuth, deps: OrderRouteDeps): Router {
  const router = new Router();

  router.post('/checkout', auth.requireUser, async (ctx) => {
    const body = validate(checkoutSchema, ctx.request.body);
    const result = await deps.checkout.execute({
      sessionUserId: guardedUser(ctx).id,
      ...toCheckout(body),
      idempotency: idempotencyKeyOf(ctx),
    });
    ctx.status = 200;
    ctx.body = toOrderBody(unwrap(inWireTerms(result, CHECKOUT_WIRE_PATHS)));
  });

  router.post('/getRecentTicketOrders', auth.requireUser, async (ctx) => {
    const { months, orderType, userId } = validate(recentOrdersSchema, ctx.request.body);
    const result = await deps.listRecentOrders.execute({
      sessionUserId: guardedUser(ctx).id,
      requestedUserId: userId,
      months,
      orderType,
    });
    ctx.body = toRecentOrderRows(unwrap(result));
  });

  router.post('/getOrderDetails', auth.requireUser, async (ctx) => {
    const { orderId } = validate(orderDetailsSchema, ctx.request.body);
    const result = await deps.getOrderDetails.execute({
      sessionUserId: guardedUser(ctx).id,
      orderId,
    });
    ctx.body = toOrderDetailsBody(unwrap(result));
  });

  return router;
}
