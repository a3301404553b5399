import type { DomainError } from '../shared/errors';
import { PASSWORD_LIMITS, RESET_LINK_INVALID } from './password-reset';
import { err, ok, type Result } from '../shared/result';
import type { AccountSessions } from './account-sessions';
import type { Clock } from '../shared/clock';
import type { EmployeeRepository } from '../employees/employee-repository';
import type { PasswordHasher } from './password-hasher';
import type { AccountKind, PasswordResetRepository } from './password-reset-repository';
import type { TokenHasher } from './token-hasher';
import type { UserRepository } from './user-repository';
import { auditActor } from '../audit/audit';

export interface ResetPasswordDeps {
  users: UserRepository;
  employees: EmployeeRepository;
  resets: PasswordResetRepository;
  tokens: TokenHasher;
  hasher: PasswordHasher;
  clock: Clock;
  sessions: AccountSessions;
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  kind: AccountKind;
}

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

const invalidLink: InvalidInput = {
  kind: 'invalid-input',
  path: 'token',
  message: RESET_LINK_INVALID,
};

/**
 * Sets a new password with a reset token: the token is used up (once, before it expires, for
 * its own kind of account), the password stored as a slow hash, and the account's sessions end.
 * An employee's new password is in the audit log (`employee.password`, by the employee).
 */
export class ResetPassword {
  constructor(private readonly deps: ResetPasswordDeps) {}

  async execute(input: ResetPasswordInput): Promise<Result<{ accountId: number }, InvalidInput>> {
    const { min, max } = PASSWORD_LIMITS;
    if (input.password.length < min || input.password.length > max)
      return err({
        kind: 'invalid-input',
        path: 'password',
        message: `Password must be ${min} to ${max} characters`,
      });
    const { resets, tokens, clock, hasher, users, employees, sessions } = this.deps;
    // The slow hash comes first, so that using up the token and storing the password are two
    // statements back to back: a failing hasher never burns the link.
    const hash = await hasher.hash(input.password);
    const used = await resets.consume(tokens.digest(input.token), input.kind, clock.now());
    if (!used) return err(invalidLink);
    const { accountId } = used;
    if (input.kind === 'user') {
      if (!(await users.findById(accountId))) return err(invalidLink);
      await users.setPasswordHash(accountId, hash);
    } else {
      const employee = await employees.findById(accountId);
      if (!employee || employee.archived) return err(invalidLink);
      await employees.setPasswordHash(accountId, hash, auditActor(employee));
    }
    await sessions.endAll(input.kind, accountId);
    return ok({ accountId });
  }
}
