import { domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { isManagerRole, type EmployeeRole } from './employee';

/**
 * Who runs a use case: the employee of a login (web) or of `--as EMAIL` (the `park` command).
 * An Employee record is one.
 */
export interface Actor {
  id: number;
  email: string;
  role: EmployeeRole;
}

/** The park's operator at the terminal: the `park` command reads with no login (never writes). */
export const PARK_OPERATOR = { operator: true } as const;
export type Reader = Actor | typeof PARK_OPERATOR;

/**
 * The one answer to an account that may not run a call (HTTP 403): a Staff member at a Manager's
 * use case, a visitor at an employee's call, an employee at a visitor's.
 */
export const NOT_ALLOWED = 'This account may not do that';

export type Forbidden = Extract<DomainError, { kind: 'forbidden' }>;

/** The refusal every use case and adapter gives an account that may not act. */
export const forbidden = (): Forbidden => domainError('forbidden', NOT_ALLOWED);

/** What the `park` command says when `--as` names an employee who is not a Manager. */
export const needsManagerMessage = (email: string, role: string) =>
  `${email} is ${role}: this needs a Manager.`;

/**
 * A Manager (an employee of any role but Staff) may; anyone else is refused, a visitor too (no
 * employee role: the types keep one out, and so does this at run time).
 */
export function managerOnly<A extends Reader>(actor: A): Result<A, Forbidden> {
  if ('operator' in actor || (typeof actor.role === 'string' && isManagerRole(actor.role)))
    return ok(actor);
  return err(forbidden());
}

/**
 * A use case only a Manager may run. It refuses anyone else itself; `authorize` lets an adapter
 * ask first, before it reads a request, so a refused actor learns nothing of the request's shape.
 */
export interface ManagerOnlyUseCase<A extends Reader = Actor> {
  authorize(actor: A): Result<A, Forbidden>;
}

/**
 * A use case only a Manager may run (and the `park` command's operator, where `A` admits it):
 * `execute` refuses anyone else before `run` is reached, so the rule is written once. The
 * actor reaches `run` beside the input (the audit log names it).
 */
export abstract class ManagerUseCase<
  I,
  O,
  E extends DomainError,
  A extends Reader = Actor,
> implements ManagerOnlyUseCase<A> {
  authorize<B extends A>(actor: B): Result<B, Forbidden> {
    return managerOnly(actor);
  }

  async execute(input: I & { actor: A }): Promise<Result<O, E | Forbidden>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const { actor, ...rest } = input;
    return this.run(rest as I, actor);
  }

  protected abstract run(input: I, actor: A): Promise<Result<O, E>>;
}
