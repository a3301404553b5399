import type { User } from './people';

export interface NewUser {
  fullname: string;
  email: string;
  passwordHash: string;
}

export interface UserProfileChanges {
  fullname: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** Visitor accounts. Emails are stored normalised (see normalizeEmail). */
export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** The account and its password hash, for logging in. */
  findCredentials(email: string): Promise<{ user: User; passwordHash: string } | null>;
  /** Creates the account, or answers 'email-taken' when the email is already used. */
  create(user: NewUser): Promise<User | 'email-taken'>;
  updateProfile(id: number, changes: UserProfileChanges): Promise<User | null>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
}
