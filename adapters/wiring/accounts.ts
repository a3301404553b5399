import { ContainerModule } from 'inversify';
import { CredentialCheck } from '../../core/accounts/credentials';
import { GetCurrentEmployee } from '../../core/accounts/get-current-employee';
import { GetCurrentUser } from '../../core/accounts/get-current-user';
import { LogInEmployee } from '../../core/accounts/log-in-employee';
import { LogInUser } from '../../core/accounts/log-in-user';
import { RequestPasswordReset } from '../../core/accounts/request-password-reset';
import { ResetPassword } from '../../core/accounts/reset-password';
import { SignUp } from '../../core/accounts/sign-up';
import { UpdateUserProfile } from '../../core/accounts/update-user-profile';
import {
  KnexAccountSessions,
  KnexPasswordResetRepository,
  KnexUserRepository,
} from '../persistence/index';
import { cachedSessionStore, sessionEndsSettled } from '../persistence/session-changes';
import { Sha256TokenHasher } from '../system/sha256-token-hasher';
import { ACCOUNTS_TOKENS as T } from './accounts-tokens';
import { EMPLOYEES_TOKENS } from './employees-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Config, Database, Clock, PasswordHasher, IdGenerator, Mailer } = INFRASTRUCTURE_TOKENS;
const { EmployeeRepository } = EMPLOYEES_TOKENS;

/** Accounts: visitors and employees log in, visitors sign up and edit their profile, anyone resets a password. */
export const accountsModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.UserRepository, [Database], (d) => new KnexUserRepository(d.knex));
  singleton(T.SessionStore, [Database, Clock, Config], (d, clock, config) =>
    cachedSessionStore(d, clock, config.sessionCacheMs),
  );
  singleton(T.PasswordResetRepository, [Database], (d) => new KnexPasswordResetRepository(d.knex));
  singleton(
    T.AccountSessions,
    [Database],
    (d) => new KnexAccountSessions(d.knex, sessionEndsSettled(d)),
  );
  singleton(T.TokenHasher, [], () => new Sha256TokenHasher());
  // use cases
  singleton(T.CredentialCheck, [PasswordHasher], (h) => new CredentialCheck(h));
  singleton(T.SignUp, [T.UserRepository, PasswordHasher], (u, h) => new SignUp(u, h));
  singleton(T.LogInUser, [T.UserRepository, T.CredentialCheck], (u, cc) => new LogInUser(u, cc));
  singleton(
    T.LogInEmployee,
    [EmployeeRepository, T.CredentialCheck],
    (e, cc) => new LogInEmployee(e, cc),
  );
  singleton(T.GetCurrentUser, [T.UserRepository], (u) => new GetCurrentUser(u));
  singleton(T.GetCurrentEmployee, [EmployeeRepository], (e) => new GetCurrentEmployee(e));
  singleton(T.UpdateUserProfile, [T.UserRepository], (u) => new UpdateUserProfile(u));
  singleton(
    T.RequestPasswordReset,
    [
      Config,
      T.UserRepository,
      EmployeeRepository,
      T.PasswordResetRepository,
      IdGenerator,
      T.TokenHasher,
      Mailer,
      Clock,
    ],
    (config, users, employees, resets, ids, tokens, mailer, clock) =>
      new RequestPasswordReset(
        { users, employees, resets, ids, tokens, mailer, clock },
        { publicUrl: config.publicUrl, parkName: config.parkName },
      ),
  );
  singleton(
    T.ResetPassword,
    [
      T.UserRepository,
      EmployeeRepository,
      T.PasswordResetRepository,
      T.TokenHasher,
      PasswordHasher,
      Clock,
      T.AccountSessions,
    ],
    (users, employees, resets, tokens, hasher, clock, sessions) =>
      new ResetPassword({ users, employees, resets, tokens, hasher, clock, sessions }),
  );
});
