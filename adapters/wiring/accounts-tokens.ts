import type { AccountSessions } from '../../core/accounts/account-sessions';
import type { CredentialCheck } from '../../core/accounts/credentials';
import type { GetCurrentEmployee } from '../../core/accounts/get-current-employee';
import type { GetCurrentUser } from '../../core/accounts/get-current-user';
import type { LogInEmployee } from '../../core/accounts/log-in-employee';
import type { LogInUser } from '../../core/accounts/log-in-user';
import type { PasswordResetRepository } from '../../core/accounts/password-reset-repository';
import type { RequestPasswordReset } from '../../core/accounts/request-password-reset';
import type { ResetPassword } from '../../core/accounts/reset-password';
import type { SessionStore } from '../../core/accounts/session-store';
import type { SignUp } from '../../core/accounts/sign-up';
import type { TokenHasher } from '../../core/accounts/token-hasher';
import type { UpdateUserProfile } from '../../core/accounts/update-user-profile';
import type { UserRepository } from '../../core/accounts/user-repository';
import { token } from './token';

/** Accounts: sign-up, log-in, sessions, the visitor's profile, password reset (core/accounts). */
export const ACCOUNTS_TOKENS = {
  // ports
  UserRepository: token<UserRepository>('UserRepository'),
  SessionStore: token<SessionStore>('SessionStore'),
  PasswordResetRepository: token<PasswordResetRepository>('PasswordResetRepository'),
  TokenHasher: token<TokenHasher>('TokenHasher'),
  AccountSessions: token<AccountSessions>('AccountSessions'),
  // use cases
  CredentialCheck: token<CredentialCheck>('CredentialCheck'),
  SignUp: token<SignUp>('SignUp'),
  LogInUser: token<LogInUser>('LogInUser'),
  LogInEmployee: token<LogInEmployee>('LogInEmployee'),
  GetCurrentUser: token<GetCurrentUser>('GetCurrentUser'),
  GetCurrentEmployee: token<GetCurrentEmployee>('GetCurrentEmployee'),
  UpdateUserProfile: token<UpdateUserProfile>('UpdateUserProfile'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
} as const;
