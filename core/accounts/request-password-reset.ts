import { normalizeEmail } from './people';
import { RESET_TOKEN_TTL_MS, resetLink } from './password-reset';
import { ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { EmployeeRepository } from '../employees/employee-repository';
import type { IdGenerator } from '../shared/id-generator';
import type { Mailer } from '../shared/mailer';
import type { AccountKind, PasswordResetRepository } from './password-reset-repository';
import type { TokenHasher } from './token-hasher';
import type { UserRepository } from './user-repository';

export interface RequestPasswordResetDeps {
  users: UserRepository;
  employees: EmployeeRepository;
  resets: PasswordResetRepository;
  ids: IdGenerator;
  tokens: TokenHasher;
  mailer: Mailer;
  clock: Clock;
}

export interface RequestPasswordResetOptions {
  /** The park's public address, e.g. https://park.example.com (links start with it). */
  publicUrl: string;
  parkName: string;
}

export interface RequestPasswordResetInput {
  email: string;
  kind: AccountKind;
}

/**
 * Sends a one-time reset link (valid one hour) to an existing account's email. The caller
 * must answer the same whatever the outcome: `sent` is for tests and logs, never for people.
 */
export class RequestPasswordReset {
  constructor(
    private readonly deps: RequestPasswordResetDeps,
    private readonly options: RequestPasswordResetOptions,
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<Result<{ sent: boolean }, never>> {
    const account = await this.findAccount(input.kind, normalizeEmail(input.email));
    if (!account) return ok({ sent: false });
    const { ids, tokens, resets, mailer, clock } = this.deps;
    const token = ids.token();
    await resets.save({
      kind: input.kind,
      accountId: account.id,
      tokenHash: tokens.digest(token),
      expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const { parkName, publicUrl } = this.options;
    await mailer.send({
      to: account.email,
      subject: `Reset your ${parkName} password`,
      kind: 'password-reset',
      text: [
        `Hello ${account.name},`,
        '',
        `Someone (hopefully you) asked to reset the password of your ${parkName} account.`,
        'Open this link within one hour to choose a new password:',
        '',
        resetLink(publicUrl, input.kind, token),
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
    return ok({ sent: true });
  }

  private async findAccount(
    kind: AccountKind,
    email: string,
  ): Promise<{ id: number; name: string; email: string } | null> {
    if (kind === 'user') {
      const found = await this.deps.users.findCredentials(email);
      return found && { id: found.user.id, name: found.user.fullname, email: found.user.email };
    }
    const found = await this.deps.employees.findCredentials(email);
    if (!found || found.employee.archived) return null;
    const { id, name } = found.employee;
    return { id, name, email: found.employee.email };
  }
}
