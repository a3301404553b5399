import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { PasswordHasher } from '../accounts/password-hasher';
import { PASSWORD_LIMITS } from '../accounts/password-reset';
import type { AccountSessions } from '../accounts/account-sessions';
import type { EmployeeRepository } from './employee-repository';
import { auditActor } from '../audit/audit';

export const PASSWORD_CHOSEN = 'Password saved';
export const CHOOSE_PASSWORD_FIRST = 'Choose a new password before anything else';
export const SAME_AS_GENERATED = 'Choose a password other than the one you were given';

type ChooseError = Extract<DomainError, { kind: 'invalid-input' | 'not-found' }>;

/**
 * An employee sets their own password (the first login with a generated one must): checked
 * against the limits, never the generated one again, stored as a slow hash, which ends the
 * one-time password. Every session of the account ends, as a password reset's do: the caller
 * logs the one that chose it in again (adapters/http's startSession, with a new session id).
 * The audit log says they did (`employee.password`), never what it is.
 */
export class ChooseEmployeePassword {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessions,
  ) {}

  async execute(input: {
    employeeId: number;
    password: string;
  }): Promise<Result<{ employeeId: number }, ChooseError>> {
    const { min, max } = PASSWORD_LIMITS;
    if (input.password.length < min || input.password.length > max)
      return err({
        kind: 'invalid-input',
        path: 'password',
        message: `Password must be ${min} to ${max} characters`,
      });
    const employee = await this.employees.findById(input.employeeId);
    if (!employee || employee.archived)
      return err({ kind: 'not-found', message: 'Employee not found' });
    const credentials = await this.employees.findCredentials(employee.email);
    if (credentials && (await this.hasher.verify(credentials.passwordHash, input.password)))
      return err({ kind: 'invalid-input', path: 'password', message: SAME_AS_GENERATED });
    const hash = await this.hasher.hash(input.password);
    await this.employees.setPasswordHash(employee.id, hash, auditActor(employee));
    await this.sessions.endAll('employee', employee.id);
    return ok({ employeeId: employee.id });
  }
}
