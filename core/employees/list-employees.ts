import { managerOnly, type Forbidden, type ManagerOnlyUseCase, type Reader } from './permissions';
import type { Employee } from '../accounts/people';
import { ok, type Result } from '../shared/result';
import type { EmployeeRepository } from './employee-repository';

/**
 * The employees a manager can pick from: not archived, by name; with `includeArchived`, the
 * archived ones after them (Manage Employees' list). Managers (and the operator).
 */
export class ListEmployees implements ManagerOnlyUseCase<Reader> {
  constructor(private readonly employees: EmployeeRepository) {}

  authorize<A extends Reader>(actor: A) {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Reader;
    includeArchived?: boolean;
  }): Promise<Result<Employee[], Forbidden>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    return ok(
      await (input.includeArchived ? this.employees.listAll() : this.employees.listActive()),
    );
  }
}
