import type { User } from '../accounts/people';
import type { NewUser, UserProfileChanges, UserRepository } from '../accounts/user-repository';

/** UserRepository in memory, for tests of every layer. */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows: { user: User; passwordHash: string }[] = [];

  async findById(id: number) {
    return this.rows.find((r) => r.user.id === id)?.user ?? null;
  }

  async findCredentials(email: string) {
    return this.rows.find((r) => r.user.email === email) ?? null;
  }

  async create(input: NewUser) {
    if (this.rows.some((r) => r.user.email === input.email)) return 'email-taken' as const;
    const user: User = {
      id: this.rows.length + 1,
      fullname: input.fullname,
      email: input.email,
      address: null,
      city: null,
      state: null,
      zipcode: null,
    };
    this.rows.push({ user, passwordHash: input.passwordHash });
    return user;
  }

  async updateProfile(id: number, changes: UserProfileChanges) {
    const row = this.rows.find((r) => r.user.id === id);
    if (!row) return null;
    row.user = { ...row.user, ...changes };
    return row.user;
  }

  async setPasswordHash(id: number, passwordHash: string) {
    const row = this.rows.find((r) => r.user.id === id);
    if (row) row.passwordHash = passwordHash;
  }
}
