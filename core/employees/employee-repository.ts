import type { AuditActor } from '../audit/audit';
import type { EmployeeRole } from './employee';
import type { Employee } from '../accounts/people';

export interface NewEmployee {
  name: string;
  email: string;
  role: EmployeeRole;
  passwordHash: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  dob: string | null;
  /** The password was generated: the first login must choose another. */
  mustChangePassword?: boolean;
}

export type EmployeeProfileChanges = Pick<
  Employee,
  'name' | 'email' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zipcode'
>;

/**
 * Staff and managers. Archived employees keep their history but cannot log in.
 *
 * Every write names who makes it (`by`) and appends its audit entry in its own transaction,
 * target `employee <id>`, before and after the employee as these methods answer it (never a
 * hash): `create` appends `employee.add`, `updateProfile` `employee.update`, `archive`
 * `employee.archive` and `setPasswordHash` `employee.password`. A write that changes nothing
 * (taken email, unknown or archived employee) appends nothing.
 */
export interface EmployeeRepository {
  findById(id: number): Promise<Employee | null>;
  /** The employee (archived or not) with this email in any case, or null. */
  findByEmail(email: string): Promise<Employee | null>;
  findCredentials(email: string): Promise<{ employee: Employee; passwordHash: string } | null>;
  /** Employees that are not archived, by name. */
  listActive(): Promise<Employee[]>;
  /** Every employee: those not archived by name, then the archived ones by name. */
  listAll(): Promise<Employee[]>;
  create(employee: NewEmployee, by: AuditActor): Promise<Employee | 'email-taken'>;
  updateProfile(
    id: number,
    changes: EmployeeProfileChanges,
    by: AuditActor,
  ): Promise<Employee | 'email-taken' | null>;
  archive(id: number, by: AuditActor): Promise<boolean>;
  /** Stores a password the employee (or a reset link) chose, which ends a one-time password. */
  setPasswordHash(id: number, passwordHash: string, by: AuditActor): Promise<void>;
}
