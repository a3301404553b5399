import Router from '@koa/router';
import type { Context } from 'koa';
import { normalizeEmail } from '../../../core/accounts/people';
import { FORGOT_PASSWORD_SENT, PASSWORD_RESET_DONE } from '../../../core/accounts/password-reset';
import type { AccountKind } from '../../../core/accounts/password-reset-repository';
import type { RequestPasswordReset } from '../../../core/accounts/request-password-reset';
import type { ResetPassword } from '../../../core/accounts/reset-password';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import { pause, type ResetMailLimits } from '../login-throttle';
import { forgotPasswordSchema, resetPasswordSchema } from '../../contract/password-reset';
import { validate } from '../validate';

export interface PasswordResetRouteDeps {
  requestPasswordReset: RequestPasswordReset;
  resetPassword: ResetPassword;
  /** Counts requests per email (and kind) and per client address, in the database. */
  limits: ResetMailLimits;
  /**
   * Every /forgot-password answer takes at least this long, so an existing account (a token
   * stored, a mail sent) cannot be told from an unknown email by the time it takes.
   */
  minAnswerMs: number;
}

export const DEFAULT_FORGOT_PASSWORD_MIN_MS = 400;

/** POST /forgot-password, PUT /reset-password and PUT /reset-staff-password (DECISIONS.md). */
export function passwordResetRoutes(deps: PasswordResetRouteDeps): Router {
  const router = new Router();

  router.post('/forgot-password', async (ctx) => {
    const input = validate(forgotPasswordSchema, ctx.request.body);
    const started = performance.now();
    const emailKey = `${input.kind}:${normalizeEmail(input.email)}`;
    if (await deps.limits.allows(ctx, emailKey)) await deps.requestPasswordReset.execute(input);
    await pause(deps.minAnswerMs - (performance.now() - started));
    ctx.body = { message: FORGOT_PASSWORD_SENT } satisfies MessageBody;
  });

  const reset = (kind: AccountKind) => async (ctx: Context) => {
    const input = validate(resetPasswordSchema, ctx.request.body);
    unwrap(await deps.resetPassword.execute({ ...input, kind }));
    ctx.body = { message: PASSWORD_RESET_DONE } satisfies MessageBody;
  };
  router.put('/reset-password', reset('user'));
  router.put('/reset-staff-password', reset('employee'));

  return router;
}
