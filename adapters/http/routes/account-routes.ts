import Router from '@koa/router';
import type { SessionAuth } from '../auth';
import { NOT_LOGGED_IN } from '../auth';
import { HttpFailure } from '../error-mapper';
import { toEmployeeBody, toUserBody } from '../../contract/presenters';
import type { SessionBody } from '../../contract/auth';

/**
 * GET /api/user and GET /api/employee: who the session belongs to, or 401 (the spec's calls).
 * GET /api/session: both at once, each null for nobody, always 200, so that the web app's
 * start-up asks once and an anonymous visitor's page logs no failed request.
 */
export function accountRoutes(auth: SessionAuth): Router {
  const router = new Router();

  router.get('/api/user', async (ctx) => {
    const user = await auth.currentUser(ctx);
    if (!user) throw new HttpFailure(401, NOT_LOGGED_IN);
    ctx.body = toUserBody(user);
  });

  router.get('/api/employee', async (ctx) => {
    const employee = await auth.currentEmployee(ctx);
    if (!employee) throw new HttpFailure(401, NOT_LOGGED_IN);
    ctx.body = toEmployeeBody(employee);
  });

  router.get('/api/session', async (ctx) => {
    const user = await auth.currentUser(ctx);
    const employee = await auth.currentEmployee(ctx);
    const body: SessionBody = {
      user: user ? toUserBody(user) : null,
      employee: employee ? toEmployeeBody(employee) : null,
    };
    ctx.body = body;
  });

  return router;
}
