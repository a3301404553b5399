import Router from '@koa/router';
import type { ListAuditEntries } from '../../../core/audit/list-audit-entries';
import {
  auditQuerySchema,
  toAuditPageBody,
  toAuditQuery,
  type AuditPageBody,
} from '../../contract/audit';
import { guardedEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { validate } from '../validate';

export interface AuditRouteDeps {
  auth: SessionAuth;
  listAuditEntries: ListAuditEntries;
}

/** GET /audit (a manager): the audit log, a page at a time, as DECISIONS.md fixes it. */
export function auditRoutes(deps: AuditRouteDeps): Router {
  const router = new Router();

  router.get('/audit', deps.auth.allowedTo(deps.listAuditEntries), async (ctx) => {
    const query = validate(auditQuerySchema, { ...ctx.query });
    const page = unwrap(
      await deps.listAuditEntries.execute({
        actor: guardedEmployee(ctx),
        query: toAuditQuery(query),
      }),
    );
    ctx.body = toAuditPageBody(page) satisfies AuditPageBody;
  });

  return router;
}
