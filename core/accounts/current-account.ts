import { domainError, type DomainError } from '../shared/errors';
import type { Employee, User } from './people';
import { err, ok, type Result } from '../shared/result';
import type { EmployeeRepository } from '../employees/employee-repository';
import type { UserRepository } from './user-repository';

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

/** The user behind a session; gone if the account no longer exists. */
export class GetCurrentUser {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: number): Promise<Result<User, NotFound>> {
    return currentUserOf(await this.users.findById(userId));
  }
}

/** The employee behind a session; an archived employee's session ends. */
export class GetCurrentEmployee {
  constructor(private readonly employees: EmployeeRepository) {}

  async execute(employeeId: number): Promise<Result<Employee, NotFound>> {
    return currentEmployeeOf(await this.employees.findById(employeeId));
  }
}
