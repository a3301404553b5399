import { domainError, type DomainError } from '../shared/errors';
import type { User } from './people';
import { normalizeProfile, profileProblem, type ProfileInput } from './profile';
import { err, ok, type Result } from '../shared/result';
import type { UserRepository } from './user-repository';

export interface UpdateUserProfileInput {
  /** The visitor the session belongs to: the only account this may change. */
  sessionUserId: number;
  /** The id the client sent, if any; it must be the session's own. */
  requestedUserId?: number | undefined;
  /** Name and address; the email is read-only and not part of it. */
  profile: ProfileInput;
}

type UpdateError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' | 'not-found' }>;

export const NOT_YOUR_ACCOUNT = 'You may only change your own profile';

/** A visitor edits their own name and address (never the email, never someone else's). */
export class UpdateUserProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(input: UpdateUserProfileInput): Promise<Result<User, UpdateError>> {
    if (input.requestedUserId !== undefined && input.requestedUserId !== input.sessionUserId)
      return err(domainError('forbidden', NOT_YOUR_ACCOUNT));
    const profile = normalizeProfile(input.profile);
    const problem = profileProblem(profile);
    if (problem) return err({ kind: 'invalid-input', ...problem });
    const { fullName, ...address } = profile;
    const updated = await this.users.updateProfile(input.sessionUserId, {
      fullname: fullName,
      ...address,
    });
    return updated ? ok(updated) : err(domainError('not-found', 'No such user.'));
  }
}
