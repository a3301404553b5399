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

/** What the web answers an employee whose role may not run a use case (HTTP 403). */
export const MANAGER_ONLY = 'This account may not do that';

export type Forbidden = Extract<DomainError, { kind: 'forbidden' }>;

/** What the `park` command says when `--as` names an employee who is not a Manager. */
export const needsManagerMessage = (email: string, role: string) =>
  `${email} is ${role}: this needs a Manager.`;

/** A Manager (any role but Staff) may; anyone else is refused. */
export function managerOnly<A extends Reader>(actor: A): Result<A, Forbidden> {
  if ('operator' in actor || isManagerRole(actor.role)) return ok(actor);
  return err(domainError('forbidden', MANAGER_ONLY));
}

/**
 * A use case only a Manager may run. It refuses anyone else itself; `authorize` lets an adapter
 * ask first, before it reads a request, so a refused actor learns nothing of the request's shape.
 */
export interface ManagerOnlyUseCase<A extends Reader = Actor> {
  authorize(actor: A): Result<A, Forbidden>;
}
