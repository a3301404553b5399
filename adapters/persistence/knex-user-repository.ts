import { normalizeEmail, type User } from '../../core/accounts/people';
import type {
  NewUser,
  UserProfileChanges,
  UserRepository,
} from '../../core/accounts/user-repository';
import { isUniqueViolation, type Executor } from './executor';

export interface UserRow {
  id: number;
  fullname: string;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

const USER_COLUMNS = ['id', 'fullname', 'email', 'address', 'city', 'state', 'zipcode'];

export const toUser = (row: UserRow): User => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  address: row.address,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
});

/** Visitor accounts in the `users` table; the hash leaves only through findCredentials. */
export class KnexUserRepository implements UserRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: number): Promise<User | null> {
    const row: UserRow | undefined = await this.db('users')
      .select(USER_COLUMNS)
      .where({ id })
      .first();
    return row ? toUser(row) : null;
  }

  async findCredentials(email: string): Promise<{ user: User; passwordHash: string } | null> {
    const row: (UserRow & { password_hash: string }) | undefined = await this.db('users')
      .select([...USER_COLUMNS, 'password_hash'])
      .where({ email: normalizeEmail(email) })
      .first();
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  async create(input: NewUser): Promise<User | 'email-taken'> {
    const values = {
      fullname: input.fullname,
      email: normalizeEmail(input.email),
      password_hash: input.passwordHash,
    };
    try {
      // ON CONFLICT settles the race between two sign-ups without aborting a transaction.
      const [row]: UserRow[] = await this.db('users')
        .insert(values)
        .onConflict('email')
        .ignore()
        .returning(USER_COLUMNS);
      return row ? toUser(row) : 'email-taken';
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }

  async updateProfile(id: number, changes: UserProfileChanges): Promise<User | null> {
    const [row]: UserRow[] = await this.db('users')
      .where({ id })
      .update({
        fullname: changes.fullname,
        address: changes.address,
        city: changes.city,
        state: changes.state,
        zipcode: changes.zipcode,
      })
      .returning(USER_COLUMNS);
    return row ? toUser(row) : null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db('users').where({ id }).update({ password_hash: passwordHash });
  }
}
