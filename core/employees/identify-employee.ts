import { managerOnly, needsManagerMessage } from './permissions';
import { domainError, type DomainError } from '../shared/errors';
import { normalizeEmail, type Employee } from '../accounts/people';
import { err, ok, type Result } from '../shared/result';
import type { EmployeeRepository } from './employee-repository';

export interface IdentifyEmployeeInput {
  email: string;
  /** 'manager' where the web requires a Manager (employees), 'employee' for any staff. */
  needs: 'employee' | 'manager';
}

type IdentifyError = Extract<DomainError, { kind: 'not-found' | 'forbidden' }>;

/**
 * Who a write is attributed to when it does not come through a login (the `park` command's
 * `--as EMAIL`): an employee who is not archived, and a Manager where the web wants one.
 */
export class IdentifyEmployee {
  constructor(private readonly employees: EmployeeRepository) {}

  async execute(input: IdentifyEmployeeInput): Promise<Result<Employee, IdentifyError>> {
    const email = normalizeEmail(input.email);
    const employee = await this.employees.findByEmail(email);
    if (!employee) return err(domainError('not-found', `No employee has the email ${email}.`));
    if (employee.archived)
      return err(domainError('forbidden', `The employee ${email} is archived.`));
    if (input.needs === 'manager' && !managerOnly(employee).ok)
      return err(domainError('forbidden', needsManagerMessage(email, employee.role)));
    return ok(employee);
  }
}
