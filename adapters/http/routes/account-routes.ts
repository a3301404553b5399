import Router from '@koa/router';
import type { SessionAuth } from '../auth';
import { NOT_LOGGED_IN } from '../auth';
import { HttpFailure } from '../error-mapper';
import { toEmployeeBody, toUserBody } from '../../contract/presenters';

/** GET /api/user and GET /api/employee: who the session belongs to, or 401. */
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

  return router;
}
