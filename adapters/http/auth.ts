import type { Context, Middleware, Next } from 'koa';
import type { Employee, User } from '../../core/accounts/people';
import { currentEmployeeOf, currentUserOf } from '../../core/accounts/current-account';
import type { GetCurrentEmployee } from '../../core/accounts/get-current-employee';
import type { GetCurrentUser } from '../../core/accounts/get-current-user';
import { loadedAccount } from './session-store';
import { CHOOSE_PASSWORD_FIRST } from '../../core/employees/choose-password';
import { NOT_ALLOWED, type ManagerOnlyUseCase } from '../../core/employees/permissions';
import { HttpFailure, unwrap } from './error-mapper';
import { endSession, sessionEmployeeId, sessionUserId } from './session';

export const NOT_LOGGED_IN = 'Not logged in';

/** Who acts, as the guards leave it for the routes behind them. */
export interface AuthState {
  user?: User;
  employee?: Employee;
}

const state = (ctx: Context) => ctx.state as AuthState;

/**
 * Who the session belongs to, and the guards that say who acts: 401 without a session (or when
 * its account is gone or archived, which also ends it), 403 when the session is the other kind
 * of account (a visitor at an employee's call, an employee at a visitor's). Which employees may
 * run a call is its use case's to say (allowedTo asks it).
 */
export class SessionAuth {
  constructor(
    private readonly getUser: GetCurrentUser,
    private readonly getEmployee: GetCurrentEmployee,
  ) {}

  /**
   * The logged-in visitor, or null; a session whose account is gone is ended. The account read
   * with the session (one round trip) is used when it is the session's; otherwise it is read.
   */
  async currentUser(ctx: Context): Promise<User | null> {
    const id = sessionUserId(ctx);
    if (id === null) return null;
    const loaded = loadedAccount(ctx)?.user;
    const result = loaded?.id === id ? currentUserOf(loaded) : await this.getUser.execute(id);
    if (result.ok) return result.value;
    endSession(ctx);
    return null;
  }

  /** The logged-in employee, or null; an archived employee's session is ended. */
  async currentEmployee(ctx: Context): Promise<Employee | null> {
    const id = sessionEmployeeId(ctx);
    if (id === null) return null;
    const loaded = loadedAccount(ctx)?.employee;
    const result =
      loaded?.id === id ? currentEmployeeOf(loaded) : await this.getEmployee.execute(id);
    if (result.ok) return result.value;
    endSession(ctx);
    return null;
  }

  /** Only a visitor account passes; the user is in ctx.state.user. */
  readonly requireUser: Middleware = async (ctx: Context, next: Next) => {
    if (sessionEmployeeId(ctx) !== null) throw new HttpFailure(403, NOT_ALLOWED);
    const user = await this.currentUser(ctx);
    if (!user) throw new HttpFailure(401, NOT_LOGGED_IN);
    state(ctx).user = user;
    await next();
  };

  /** Staff or a manager passes; the employee is in ctx.state.employee. */
  readonly requireEmployee: Middleware = async (ctx: Context, next: Next) => {
    state(ctx).employee = await this.employeeOrFail(ctx);
    await next();
  };

  /**
   * A visitor or an employee passes (in ctx.state.user or ctx.state.employee): for the calls
   * whose use case decides between them (an order's tickets: its owner, or a manager).
   */
  readonly requireUserOrEmployee: Middleware = async (ctx: Context, next: Next) => {
    if (sessionEmployeeId(ctx) !== null) state(ctx).employee = await this.employeeOrFail(ctx);
    else {
      const user = await this.currentUser(ctx);
      if (!user) throw new HttpFailure(401, NOT_LOGGED_IN);
      state(ctx).user = user;
    }
    await next();
  };

  /**
   * Staff or a manager passes even with the one-time password still set: only for choosing a
   * new one (every other employee call answers 403 until then).
   */
  readonly requireEmployeeChoosingPassword: Middleware = async (ctx: Context, next: Next) => {
    state(ctx).employee = await this.employeeOrFail(ctx, { oneTimePasswordAllowed: true });
    await next();
  };

  /**
   * An employee passes whom the use case allows (it refuses others itself, too; asking here,
   * before the body is read, keeps the refusal first: 403 whatever the body). Use cases decide
   * who may run them; this only says who acts.
   */
  allowedTo(useCase: ManagerOnlyUseCase): Middleware {
    return async (ctx: Context, next: Next) => {
      const employee = await this.employeeOrFail(ctx);
      unwrap(useCase.authorize(employee));
      state(ctx).employee = employee;
      await next();
    };
  }

  private async employeeOrFail(
    ctx: Context,
    options: { oneTimePasswordAllowed?: boolean } = {},
  ): Promise<Employee> {
    if (sessionUserId(ctx) !== null) throw new HttpFailure(403, NOT_ALLOWED);
    const employee = await this.currentEmployee(ctx);
    if (!employee) throw new HttpFailure(401, NOT_LOGGED_IN);
    if (employee.mustChangePassword && !options.oneTimePasswordAllowed)
      throw new HttpFailure(403, CHOOSE_PASSWORD_FIRST);
    return employee;
  }
}

/** The visitor a requireUser guard let through (a bug if there is none). */
export function guardedUser(ctx: Context): User {
  const user = state(ctx).user;
  if (!user) throw new Error('requireUser must run before this route');
  return user;
}

/** Whom a requireUserOrEmployee guard let through: the visitor, or else the employee. */
export function guardedUserOrEmployee(
  ctx: Context,
): { user: User; employee?: undefined } | { user?: undefined; employee: Employee } {
  const { user, employee } = state(ctx);
  if (user) return { user };
  if (employee) return { employee };
  throw new Error('requireUserOrEmployee must run before this route');
}

/** The employee a requireEmployee or allowedTo guard let through. */
export function guardedEmployee(ctx: Context): Employee {
  const employee = state(ctx).employee;
  if (!employee) throw new Error('requireEmployee must run before this route');
  return employee;
}
