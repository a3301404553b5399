import type { EmployeeRepository } from '../employees/employee-repository';
import type { DomainError } from '../shared/errors';
import type { Result } from '../shared/result';
import { currentEmployeeOf } from './current-account';
import type { Employee } from './people';

/** The employee behind a session; an archived employee's session ends. */
export class GetCurrentEmployee {
  constructor(private readonly employees: EmployeeRepository) {}

  async execute(
    employeeId: number,
  ): Promise<Result<Employee, Extract<DomainError, { kind: 'not-found' }>>> {
    return currentEmployeeOf(await this.employees.findById(employeeId));
  }
}
