import { domainError, INVALID_CREDENTIALS, type DomainError } from '../shared/errors';
import { normalizeEmail, type User } from './people';
import { err, ok, type Result } from '../shared/result';
import type { UserRepository } from './user-repository';
import type { CredentialCheck } from './credentials';

export interface LogInInput {
  email: string;
  password: string;
}

export type LogInError = Extract<DomainError, { kind: 'invalid-credentials' }>;

/** A visitor logs in with email and password. */
export class LogInUser {
  constructor(
    private readonly users: UserRepository,
    private readonly credentials: CredentialCheck,
  ) {}

  async execute(input: LogInInput): Promise<Result<User, LogInError>> {
    const found = await this.users.findCredentials(normalizeEmail(input.email));
    const matches = await this.credentials.matches(found?.passwordHash ?? null, input.password);
    if (!found || !matches) return err(domainError('invalid-credentials', INVALID_CREDENTIALS));
    return ok(found.user);
  }
}
