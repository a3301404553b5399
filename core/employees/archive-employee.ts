import { CANNOT_ARCHIVE_SELF, EMPLOYEE_ALREADY_ARCHIVED, NO_SUCH_EMPLOYEE } from './employee-admin';
import { managerOnly, type Actor, type ManagerOnlyUseCase } from './permissions';
import { conflict, domainError, type DomainError } from '../shared/errors';
import type { Employee } from '../accounts/people';
import { err, ok, type Result } from '../shared/result';
import type { AccountSessions } from '../accounts/account-sessions';
import type { EmployeeRepository } from './employee-repository';
import { auditActor } from '../audit/audit';

export interface ArchiveEmployeeInput {
  /** The Manager doing it, who may not archive themself. */
  actor: Actor;
  employeeId: number;
}

type ArchiveError = Extract<DomainError, { kind: 'not-found' | 'conflict' | 'forbidden' }>;

/**
 * Archives an employee: they leave the list and can no longer log in, their sessions end, and
 * every row that refers to them stays. The audit log names the manager (`employee.archive`).
 */
export class ArchiveEmployee implements ManagerOnlyUseCase {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly sessions: AccountSessions,
  ) {}

  authorize(actor: Actor) {
    return managerOnly(actor);
  }

  async execute(input: ArchiveEmployeeInput): Promise<Result<Employee, ArchiveError>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const employee = await this.employees.findById(input.employeeId);
    if (!employee) return err(domainError('not-found', NO_SUCH_EMPLOYEE));
    if (employee.archived) return err(conflict('employee-archived', EMPLOYEE_ALREADY_ARCHIVED));
    if (employee.id === input.actor.id) return err(conflict('archives-self', CANNOT_ARCHIVE_SELF));
    if (!(await this.employees.archive(employee.id, auditActor(input.actor))))
      return err(conflict('employee-archived', EMPLOYEE_ALREADY_ARCHIVED));
    await this.sessions.endAll('employee', employee.id);
    return ok({ ...employee, archived: true });
  }
}
