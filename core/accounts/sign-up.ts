import { domainError, EMAIL_TAKEN, type DomainError } from '../shared/errors';
import { normalizeEmail, type User } from './people';
import { err, ok, type Result } from '../shared/result';
import type { PasswordHasher } from './password-hasher';
import type { UserRepository } from './user-repository';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/** Creates a visitor account; one account per email. */
export class SignUp {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(
    input: SignUpInput,
  ): Promise<Result<User, Extract<DomainError, { kind: 'email-taken' }>>> {
    const email = normalizeEmail(input.email);
    if (await this.users.findCredentials(email))
      return err(domainError('email-taken', EMAIL_TAKEN));
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.users.create({
      fullname: input.fullName.trim(),
      email,
      passwordHash,
    });
    // A second request for the same email may have won the race between the check and the insert.
    return created === 'email-taken' ? err(domainError('email-taken', EMAIL_TAKEN)) : ok(created);
  }
}
