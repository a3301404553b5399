import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { CheckIn } from '../../../core/admissions/check-in';
import type { GateLookup } from '../../../core/admissions/gate-lookup';
import type {
  ListTickets,
  OrderTickets,
  TicketViewer,
} from '../../../core/admissions/list-tickets';
import { LOGIN_PAGE } from '../../contract/pages';
import {
  checkInSchema,
  gateLookupQuerySchema,
  toGateLookupBodies,
  type GateLookupTicketBody,
  orderTicketsParamsSchema,
  toCheckInAnswer,
  toTicketBodies,
  type CheckInBody,
  type TicketBody,
} from '../../contract/tickets';
import { orderTicketsPdf } from '../../reports/order-tickets-pdf';
import { ticketsPdfFileName } from '../../reports/ticket-pdf';
import { guardedEmployee, guardedUserOrEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { sessionEmployeeId, sessionUserId } from '../session';
import { prefersHtml } from '../static-files';
import { validate } from '../validate';

export interface TicketRouteDeps {
  auth: SessionAuth;
  listTickets: ListTickets;
  checkIn: CheckIn;
  gateLookup: GateLookup;
  /** PARK_NAME, printed on every ticket. */
  parkName: string;
}

/**
 * A person's browser without a session (it prefers HTML: a link in the tickets mail, a
 * bookmark) is sent to the login page, 303, rather than shown the API's 401 JSON; an API client
 * still gets 401. The answer depends on Accept, so it varies by it.
 */
const loginPageForBrowsers: Middleware = async (ctx, next) => {
  ctx.vary('Accept');
  if (sessionUserId(ctx) === null && sessionEmployeeId(ctx) === null && prefersHtml(ctx)) {
    ctx.status = 303;
    ctx.redirect(LOGIN_PAGE);
    return;
  }
  await next();
};

/**
 * GET /orders/:orderId/tickets and its PDF (the order's owner or a manager), and POST
 * /gate/check-in (staff or a manager), as DECISIONS.md fixes them ("E-tickets and the gate").
 */
export function ticketRoutes(deps: TicketRouteDeps): Router {
  const router = new Router();

  /** The order's tickets for the session's visitor or employee: 403 for staff, 404 for another's. */
  async function ticketsOf(ctx: Context): Promise<OrderTickets> {
    const who = guardedUserOrEmployee(ctx);
    const viewer: TicketViewer = who.user ? { visitorId: who.user.id } : who.employee;
    unwrap(deps.listTickets.authorize(viewer)); // Staff: 403 whatever the id
    const { orderId } = validate(orderTicketsParamsSchema, ctx.params);
    return unwrap(await deps.listTickets.execute({ viewer, orderId }));
  }

  router.get('/orders/:orderId/tickets', deps.auth.requireUserOrEmployee, async (ctx) => {
    ctx.body = toTicketBodies(await ticketsOf(ctx)) satisfies TicketBody[];
  });

  // A link's target (the checkout page, Recent Orders, the tickets mail): the web app leaves
  // this path to the API whatever the browser accepts (contract/routes.ts isDocumentPath).
  router.get(
    '/orders/:orderId/tickets.pdf',
    loginPageForBrowsers,
    deps.auth.requireUserOrEmployee,
    async (ctx) => {
      const order = await ticketsOf(ctx);
      ctx.attachment(ticketsPdfFileName(order.orderId), { type: 'inline' });
      ctx.type = 'application/pdf';
      const pdf = orderTicketsPdf(deps.parkName, order);
      ctx.body = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
  );

  router.post('/gate/check-in', deps.auth.requireEmployee, async (ctx) => {
    const { code, gate } = validate(checkInSchema, ctx.request.body);
    const outcome = unwrap(await deps.checkIn.execute({ actor: guardedEmployee(ctx), code, gate }));
    const answer = toCheckInAnswer(outcome);
    ctx.status = answer.status;
    ctx.body = answer.body satisfies CheckInBody;
  });

  router.get('/gate/lookup', deps.auth.requireEmployee, async (ctx) => {
    const { orderId, name } = validate(gateLookupQuerySchema, ctx.query);
    const tickets = unwrap(
      await deps.gateLookup.execute({ actor: guardedEmployee(ctx), orderId, name }),
    );
    ctx.body = toGateLookupBodies(tickets) satisfies GateLookupTicketBody[];
  });

  return router;
}
