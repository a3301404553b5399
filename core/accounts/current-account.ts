import { domainError, type DomainError } from '../shared/errors';
import type { Employee, User } from './people';
import { err, ok, type Result } from '../shared/result';

type NotFound = Extract<DomainError, { kind: 'not-found' }>;

/** The rule for the user behind a session: gone if the account no longer exists. */
export function currentUserOf(user: User | null): Result<User, NotFound> {
  return user ? ok(user) : err(domainError('not-found', 'No such user.'));
}

/** The rule for the employee behind a session: an archived employee's session ends. */
export function currentEmployeeOf(employee: Employee | null): Result<Employee, NotFound> {
  return employee && !employee.archived
    ? ok(employee)
    : err(domainError('not-found', 'No such employee.'));
}
