import Router from '@koa/router';
import type { Context } from 'koa';
import type { DomainError } from '../../../core/shared/errors';
import { normalizeEmail } from '../../../core/accounts/people';
import type { Result } from '../../../core/shared/result';
import type { LogInUser } from '../../../core/accounts/log-in-user';
import type { LogInEmployee } from '../../../core/accounts/log-in-employee';
import type { SignUp } from '../../../core/accounts/sign-up';
import type { MessageBody } from '../../contract/errors';
import type { SignupResponse } from '../../contract/auth';
import { unwrap } from '../error-mapper';
import { pause, type LoginThrottle } from '../login-throttle';
import { toEmployeeBody, toUserBody } from '../../contract/presenters';
import { loginSchema, signupSchema } from '../../contract/auth';
import { validate } from '../validate';
import { endSession, startSession } from '../session';

/** What the session routes need. */
export interface AuthRouteDeps {
  signUp: SignUp;
  logInUser: LogInUser;
  logInEmployee: LogInEmployee;
  throttle: LoginThrottle;
}

/** Many people can share one address: it gets five times an account's free failures. */
const FAILURES_PER_STEP_FOR_ADDRESS = 5;

export const SIGNUP_OK = 'Account created successfully';
export const LOGGED_OUT = 'Logged out successfully';

/**
 * A login attempt held back by earlier failures for the same account or address; a failure
 * counts against both, a success clears the account's count.
 */
async function throttled<T>(
  ctx: Context,
  throttle: LoginThrottle,
  account: string,
  attempt: () => Promise<Result<T, DomainError>>,
): Promise<T> {
  const address = `ip:${ctx.ip}`;
  const keys = [account, address];
  await pause(
    Math.max(throttle.delayMs(account), throttle.delayMs(address, FAILURES_PER_STEP_FOR_ADDRESS)),
  );
  const result = await attempt();
  if (result.ok) throttle.reset([account]);
  else throttle.recordFailure(keys);
  return unwrap(result);
}

/** POST /auth/signup, /auth/login, /employee/login and /auth/logout. */
export function authRoutes(deps: AuthRouteDeps): Router {
  const router = new Router();

  router.post('/auth/signup', async (ctx) => {
    const user = unwrap(await deps.signUp.execute(validate(signupSchema, ctx.request.body)));
    ctx.status = 201;
    ctx.body = { message: SIGNUP_OK, user: toUserBody(user) } satisfies SignupResponse;
  });

  router.post('/auth/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const account = `user:${normalizeEmail(input.email)}`;
    const user = await throttled(ctx, deps.throttle, account, () => deps.logInUser.execute(input));
    await startSession(ctx, { userId: user.id });
    ctx.body = toUserBody(user);
  });

  router.post('/employee/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const account = `employee:${normalizeEmail(input.email)}`;
    const employee = await throttled(ctx, deps.throttle, account, () =>
      deps.logInEmployee.execute(input),
    );
    await startSession(ctx, { employeeId: employee.id });
    ctx.body = toEmployeeBody(employee);
  });

  router.post('/auth/logout', (ctx) => {
    endSession(ctx);
    ctx.body = { message: LOGGED_OUT } satisfies MessageBody;
  });

  return router;
}
