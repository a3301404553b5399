import { domainError, INVALID_CREDENTIALS } from '../shared/errors';
import { normalizeEmail, type Employee } from './people';
import { err, ok, type Result } from '../shared/result';
import type { EmployeeRepository } from '../employees/employee-repository';
import type { CredentialCheck } from './credentials';
import type { LogInError, LogInInput } from './log-in-user';

/** Staff and managers log in; an archived employee cannot. */
export class LogInEmployee {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly credentials: CredentialCheck,
  ) {}

  async execute(input: LogInInput): Promise<Result<Employee, LogInError>> {
    const found = await this.employees.findCredentials(normalizeEmail(input.email));
    const matches = await this.credentials.matches(found?.passwordHash ?? null, input.password);
    if (!found || !matches || found.employee.archived) {
      return err(domainError('invalid-credentials', INVALID_CREDENTIALS));
    }
    return ok(found.employee);
  }
}
