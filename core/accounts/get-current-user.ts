import type { DomainError } from '../shared/errors';
import type { Result } from '../shared/result';
import { currentUserOf } from './current-account';
import type { User } from './people';
import type { UserRepository } from './user-repository';

/** The user behind a session; gone if the account no longer exists. */
export class GetCurrentUser {
  constructor(private readonly users: UserRepository) {}

  async execute(
    userId: number,
  ): Promise<Result<User, Extract<DomainError, { kind: 'not-found' }>>> {
    return currentUserOf(await this.users.findById(userId));
  }
}
