import Router from '@koa/router';
import type { ListMail } from '../../../core/mail/list-mail';
import type { RetryMail } from '../../../core/mail/retry-mail';
import {
  mailParamsSchema,
  mailQuerySchema,
  toMailBody,
  toMailPageBody,
  type MailBody,
  type MailPageBody,
} from '../../contract/mail';
import { guardedEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { validate } from '../validate';

export interface MailRouteDeps {
  auth: SessionAuth;
  listMail: ListMail;
  retryMail: RetryMail;
}

/** GET /mail and POST /mail/:id/retry (a manager), as DECISIONS.md fixes them. */
export function mailRoutes(deps: MailRouteDeps): Router {
  const router = new Router();

  router.get('/mail', deps.auth.allowedTo(deps.listMail), async (ctx) => {
    const query = validate(mailQuerySchema, { ...ctx.query });
    const page = unwrap(
      await deps.listMail.execute({
        actor: guardedEmployee(ctx),
        status: query.status,
        limit: query.limit ?? 50,
        cursor: query.cursor,
      }),
    );
    ctx.body = toMailPageBody(page) satisfies MailPageBody;
  });

  router.post('/mail/:id/retry', deps.auth.allowedTo(deps.retryMail), async (ctx) => {
    const { id } = validate(mailParamsSchema, ctx.params);
    const mail = unwrap(await deps.retryMail.execute({ actor: guardedEmployee(ctx), id }));
    ctx.body = toMailBody(mail) satisfies MailBody;
  });

  return router;
}
