import Router from '@koa/router';
import type { CheckIn } from '../../../core/admissions/check-in';
import type { ListTickets, TicketViewer } from '../../../core/admissions/list-tickets';
import {
  checkInSchema,
  orderTicketsParamsSchema,
  toCheckInAnswer,
  toTicketBodies,
  type CheckInBody,
  type TicketBody,
} from '../../contract/tickets';
import { guardedEmployee, guardedUserOrEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { validate } from '../validate';

export interface TicketRouteDeps {
  auth: SessionAuth;
  listTickets: ListTickets;
  checkIn: CheckIn;
}

/**
 * GET /orders/:orderId/tickets (the order's owner or a manager) and POST /gate/check-in (staff
 * or a manager), as DECISIONS.md fixes them ("E-tickets and the gate").
 */
export function ticketRoutes(deps: TicketRouteDeps): Router {
  const router = new Router();

  router.get('/orders/:orderId/tickets', deps.auth.requireUserOrEmployee, async (ctx) => {
    const who = guardedUserOrEmployee(ctx);
    const viewer: TicketViewer = who.user ? { visitorId: who.user.id } : who.employee;
    unwrap(deps.listTickets.authorize(viewer)); // Staff: 403 whatever the id
    const { orderId } = validate(orderTicketsParamsSchema, ctx.params);
    const tickets = unwrap(await deps.listTickets.execute({ viewer, orderId }));
    ctx.body = toTicketBodies(tickets) satisfies TicketBody[];
  });

  router.post('/gate/check-in', deps.auth.requireEmployee, async (ctx) => {
    const { code, gate } = validate(checkInSchema, ctx.request.body);
    const outcome = unwrap(await deps.checkIn.execute({ actor: guardedEmployee(ctx), code, gate }));
    const answer = toCheckInAnswer(outcome);
    ctx.status = answer.status;
    ctx.body = answer.body satisfies CheckInBody;
  });

  return router;
}
