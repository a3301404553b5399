import type { ChooseEmployeePassword } from '../../core/employees/choose-password';
import type { EmployeeRepository } from '../../core/employees/employee-repository';
import type { IdentifyEmployee } from '../../core/employees/identify-employee';
import type { AddEmployee } from '../../core/employees/add-employee';
import type { ArchiveEmployee } from '../../core/employees/archive-employee';
import type { ListEmployees } from '../../core/employees/list-employees';
import type { UpdateEmployeeProfile } from '../../core/employees/update-employee-profile';
import { token } from './token';

/** Employees: their own profile, the manager's list/add/archive, who a CLI write is by. */
export const EMPLOYEES_TOKENS = {
  // ports
  EmployeeRepository: token<EmployeeRepository>('EmployeeRepository'),
  // use cases
  UpdateEmployeeProfile: token<UpdateEmployeeProfile>('UpdateEmployeeProfile'),
  ListEmployees: token<ListEmployees>('ListEmployees'),
  AddEmployee: token<AddEmployee>('AddEmployee'),
  ArchiveEmployee: token<ArchiveEmployee>('ArchiveEmployee'),
  IdentifyEmployee: token<IdentifyEmployee>('IdentifyEmployee'),
  ChooseEmployeePassword: token<ChooseEmployeePassword>('ChooseEmployeePassword'),
} as const;
