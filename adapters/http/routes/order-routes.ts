import Router from '@koa/router';
import type { DomainError } from '../../../core/shared/errors';
import type { Result } from '../../../core/shared/result';
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
import { checkoutSchema, orderDetailsSchema, recentOrdersSchema } from '../../contract/orders';
import { validate } from '../validate';

/** What the visitor's order routes need. */
export interface OrderRouteDeps {
  checkout: Checkout;
  listRecentOrders: ListRecentOrders;
  getOrderDetails: GetOrderDetails;
}

/** The checkout input's paths, as the body of POST /checkout names them. */
const BODY_PATHS: [RegExp, string][] = [
  [/^tickets\.(standard|express|child)$/, 'tickets.$1Ticket'],
  [/^meals\./, 'foodTickets.'],
  [/^merchandise\.(\d+)\.merchandiseId$/, 'merchItems.$1.MId'],
  [/^merchandise\./, 'merchItems.'],
  [/^merchandise$/, 'merchItems'],
  [/^contact\./, ''],
];

function inBodyTerms<T>(result: Result<T, DomainError>): Result<T, DomainError> {
  if (result.ok || result.error.kind !== 'invalid-input' || !result.error.path) return result;
  const path = BODY_PATHS.reduce((p, [from, to]) => p.replace(from, to), result.error.path);
  return { ok: false, error: { ...result.error, path } };
}

/** POST /checkout, /getRecentTicketOrders and /getOrderDetails: the session user's own orders. */
export function orderRoutes(auth: SessionAuth, deps: OrderRouteDeps): Router {
  const router = new Router();

  router.post('/checkout', auth.requireUser, async (ctx) => {
    const body = validate(checkoutSchema, ctx.request.body);
    const { tickets, foodTickets, merchItems, userID, ...contact } = body;
    const result = await deps.checkout.execute({
      sessionUserId: guardedUser(ctx).id,
      requestedUserId: userID,
      selection: {
        tickets: {
          standard: tickets.standardTicket,
          express: tickets.expressTicket,
          child: tickets.childTicket,
        },
        meals: foodTickets,
        merchandise: merchItems.map((m) => ({
          merchandiseId: m.MId,
          size: m.size,
          quantity: m.quantity,
        })),
        attractions: body.attractions,
        visitDate: body.visitDate,
      },
      contact: {
        email: contact.email,
        phone: contact.phone,
        firstName: contact.firstName,
        lastName: contact.lastName,
        address: contact.address,
        city: contact.city,
        state: contact.state,
        zipcode: contact.zipcode,
      },
    });
    ctx.status = 200;
    ctx.body = toOrderBody(unwrap(inBodyTerms(result)));
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
