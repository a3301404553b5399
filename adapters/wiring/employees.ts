import { ContainerModule } from 'inversify';
import { IdentifyEmployee } from '../../core/employees/identify-employee';
import { AddEmployee } from '../../core/employees/add-employee';
import { ArchiveEmployee } from '../../core/employees/archive-employee';
import { ListEmployees } from '../../core/employees/list-employees';
import { UpdateEmployeeProfile } from '../../core/employees/update-employee-profile';
import { ChooseEmployeePassword } from '../../core/employees/choose-password';
import { KnexEmployeeRepository } from '../persistence/index';
import { ACCOUNTS_TOKENS } from './accounts-tokens';
import { EMPLOYEES_TOKENS as T } from './employees-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Database, Clock, PasswordHasher } = INFRASTRUCTURE_TOKENS;

/** Employees: their own profile; the manager lists, adds and archives them; the CLI's `--as`. */
export const employeesModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.EmployeeRepository, [Database], (d) => new KnexEmployeeRepository(d.knex));
  // use cases
  singleton(T.UpdateEmployeeProfile, [T.EmployeeRepository], (e) => new UpdateEmployeeProfile(e));
  singleton(
    T.ChooseEmployeePassword,
    [T.EmployeeRepository, INFRASTRUCTURE_TOKENS.PasswordHasher, ACCOUNTS_TOKENS.AccountSessions],
    (e, hasher, sessions) => new ChooseEmployeePassword(e, hasher, sessions),
  );
  singleton(T.ListEmployees, [T.EmployeeRepository], (e) => new ListEmployees(e));
  singleton(
    T.AddEmployee,
    [T.EmployeeRepository, PasswordHasher, Clock],
    (e, h, k) => new AddEmployee(e, h, k),
  );
  singleton(
    T.ArchiveEmployee,
    [T.EmployeeRepository, ACCOUNTS_TOKENS.AccountSessions],
    (e, s) => new ArchiveEmployee(e, s),
  );
  singleton(T.IdentifyEmployee, [T.EmployeeRepository], (e) => new IdentifyEmployee(e));
});
