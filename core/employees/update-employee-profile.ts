import {
  EMPLOYEE_EMAIL_TAKEN,
  employeeProfileProblem,
  normalizeEmployeeProfile,
  NOT_YOUR_PROFILE,
  type EmployeeProfileInput,
} from './employee-profile';
import { domainError, type DomainError } from '../shared/errors';
import type { Employee } from '../accounts/people';
import { err, ok, type Result } from '../shared/result';
import type { EmployeeRepository } from './employee-repository';
import { auditActor } from '../audit/audit';

export interface UpdateEmployeeProfileInput {
  /** The employee the session belongs to: the only record this may change. */
  sessionEmployeeId: number;
  /** The id the client sent, if any; it must be the session's own. */
  requestedEmployeeId?: number | undefined;
  profile: EmployeeProfileInput;
}

type UpdateError = Extract<
  DomainError,
  { kind: 'invalid-input' | 'forbidden' | 'not-found' | 'email-taken' }
>;

/**
 * Staff or a manager edits their own profile (name, contact details, address); never the role.
 * The audit log names them as they were before the change (`employee.update`).
 */
export class UpdateEmployeeProfile {
  constructor(private readonly employees: EmployeeRepository) {}

  async execute(input: UpdateEmployeeProfileInput): Promise<Result<Employee, UpdateError>> {
    if (
      input.requestedEmployeeId !== undefined &&
      input.requestedEmployeeId !== input.sessionEmployeeId
    )
      return err(domainError('forbidden', NOT_YOUR_PROFILE));
    const profile = normalizeEmployeeProfile(input.profile);
    const problem = employeeProfileProblem(profile);
    if (problem) return err({ kind: 'invalid-input', ...problem });
    const current = await this.employees.findById(input.sessionEmployeeId);
    if (!current || current.archived) return err(domainError('not-found', 'No such employee.'));
    const updated = await this.employees.updateProfile(current.id, profile, auditActor(current));
    if (updated === 'email-taken') return err(domainError('email-taken', EMPLOYEE_EMAIL_TAKEN));
    return updated ? ok(updated) : err(domainError('not-found', 'No such employee.'));
  }
}
