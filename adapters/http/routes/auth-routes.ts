import Router from '@koa/router';
import { normalizeEmail } from '../../../core/accounts/people';
import type { LogInUser } from '../../../core/accounts/log-in-user';
import type { LogInEmployee } from '../../../core/accounts/log-in-employee';
import type { SignUp } from '../../../core/accounts/sign-up';
import type { MessageBody } from '../../contract/errors';
import type { SignupResponse } from '../../contract/auth';
import { unwrap } from '../error-mapper';
import type { LoginLimits } from '../login-throttle';
import { toEmployeeBody, toUserBody } from '../../contract/presenters';
import { loginSchema, signupSchema, toSignUp } from '../../contract/auth';
import { validate } from '../validate';
import { endSession, startSession } from '../session';

/** What the session routes need. */
export interface AuthRouteDeps {
  signUp: SignUp;
  logInUser: LogInUser;
  logInEmployee: LogInEmployee;
  limits: LoginLimits;
}

export const SIGNUP_OK = 'Account created successfully';
export const LOGGED_OUT = 'Logged out successfully';

/** POST /auth/signup, /auth/login, /employee/login and /auth/logout. */
export function authRoutes(deps: AuthRouteDeps): Router {
  const router = new Router();

  router.post('/auth/signup', async (ctx) => {
    const body = validate(signupSchema, ctx.request.body);
    const user = unwrap(await deps.signUp.execute(toSignUp(body)));
    ctx.status = 201;
    ctx.body = { message: SIGNUP_OK, user: toUserBody(user) } satisfies SignupResponse;
  });

  router.post('/auth/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const account = `user:${normalizeEmail(input.email)}`;
    const user = await deps.limits.attempt(ctx, account, () => deps.logInUser.execute(input));
    await startSession(ctx, { userId: user.id });
    ctx.body = toUserBody(user);
  });

  router.post('/employee/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const account = `employee:${normalizeEmail(input.email)}`;
    const employee = await deps.limits.attempt(ctx, account, () =>
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
