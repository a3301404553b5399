import Router from '@koa/router';
import type { Context } from 'koa';
import type { CloseDay } from '../../../core/capacity/close-day';
import type { CancelOrder } from '../../../core/orders/cancel-order';
import type { ChangeVisitDate } from '../../../core/orders/change-visit-date';
import type { FindOrders } from '../../../core/orders/find-orders';
import type { GetOrderAccount } from '../../../core/orders/get-order-account';
import type { OrderViewer } from '../../../core/orders/order-changes';
import type { RefundOrder } from '../../../core/orders/refund-order';
import {
  closeDaySchema,
  dayParamsSchema,
  findOrdersQuerySchema,
  orderParamsSchema,
  refundSchema,
  toCancelledBody,
  toOrderAccountBody,
  toOrderSummaryBody,
  toRefundBody,
  visitDateSchema,
  type CancelledBody,
  type DayClosedBody,
  type OrderAccountBody,
  type OrderSummaryBody,
  type RefundBody,
} from '../../contract/order-changes';
import { guardedEmployee, guardedUser, guardedUserOrEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { validate } from '../validate';

export interface OrderChangeRouteDeps {
  auth: SessionAuth;
  getOrderAccount: GetOrderAccount;
  findOrders: FindOrders;
  cancelOrder: CancelOrder;
  refundOrder: RefundOrder;
  changeVisitDate: ChangeVisitDate;
  closeDay: CloseDay;
}

/**
 * After checkout (DECISIONS.md, "Cancellations, refunds, date changes, closed days"): an order's
 * account, the visitor's cancellation, a manager's refund, a date change (the visitor or a
 * manager), closing a day, and finding orders.
 */
export function orderChangeRoutes(deps: OrderChangeRouteDeps): Router {
  const router = new Router();

  /** The session's visitor, or its employee (staff are refused by each use case: 403). */
  function viewerOf(ctx: Context): OrderViewer {
    const who = guardedUserOrEmployee(ctx);
    return who.user ? { visitorId: who.user.id } : who.employee;
  }

  router.get('/orders', deps.auth.requireUserOrEmployee, async (ctx) => {
    const viewer = viewerOf(ctx);
    unwrap(deps.findOrders.authorize(viewer));
    const { id, email, day, limit } = validate(findOrdersQuerySchema, { ...ctx.query });
    const found = unwrap(
      await deps.findOrders.execute({ viewer, search: { orderId: id, email, day, limit } }),
    );
    ctx.body = found.map(toOrderSummaryBody) satisfies OrderSummaryBody[];
  });

  router.get('/orders/:orderId', deps.auth.requireUserOrEmployee, async (ctx) => {
    const viewer = viewerOf(ctx);
    unwrap(deps.getOrderAccount.authorize(viewer));
    const { orderId } = validate(orderParamsSchema, ctx.params);
    const view = unwrap(await deps.getOrderAccount.execute({ viewer, orderId }));
    ctx.body = toOrderAccountBody(view) satisfies OrderAccountBody;
  });

  router.post('/orders/:orderId/cancel', deps.auth.requireUser, async (ctx) => {
    const user = guardedUser(ctx);
    const { orderId } = validate(orderParamsSchema, ctx.params);
    const cancelled = unwrap(
      await deps.cancelOrder.execute({ visitorId: user.id, visitorEmail: user.email, orderId }),
    );
    ctx.body = toCancelledBody(cancelled) satisfies CancelledBody;
  });

  router.post('/orders/:orderId/refund', deps.auth.allowedTo(deps.refundOrder), async (ctx) => {
    const { orderId } = validate(orderParamsSchema, ctx.params);
    const { reason, lines } = validate(refundSchema, ctx.request.body);
    const refund = unwrap(
      await deps.refundOrder.execute({ actor: guardedEmployee(ctx), orderId, reason, lines }),
    );
    ctx.body = toRefundBody(refund) satisfies RefundBody;
  });

  router.put('/orders/:orderId/visit-date', deps.auth.requireUserOrEmployee, async (ctx) => {
    const who = guardedUserOrEmployee(ctx);
    const viewer = who.user ? { visitorId: who.user.id, email: who.user.email } : who.employee;
    unwrap(deps.changeVisitDate.authorize(viewer));
    const { orderId } = validate(orderParamsSchema, ctx.params);
    const { visitDate } = validate(visitDateSchema, ctx.request.body);
    const view = unwrap(await deps.changeVisitDate.execute({ viewer, orderId, visitDate }));
    ctx.body = toOrderAccountBody(view) satisfies OrderAccountBody;
  });

  router.post('/days/:date/close', deps.auth.allowedTo(deps.closeDay), async (ctx) => {
    const { date } = validate(dayParamsSchema, ctx.params);
    const { reason } = validate(closeDaySchema, ctx.request.body);
    const closed = unwrap(
      await deps.closeDay.execute({ actor: guardedEmployee(ctx), date, reason }),
    );
    ctx.body = closed satisfies DayClosedBody;
  });

  return router;
}
