import type { EmployeeRole } from '../../core/employees/employee';
import { normalizeEmail, type Employee } from '../../core/accounts/people';
import type {
  EmployeeProfileChanges,
  EmployeeRepository,
  NewEmployee,
} from '../../core/employees/employee-repository';
import { isUniqueViolation, withSavepoint, type Executor } from './executor';

export interface EmployeeRow {
  id: number;
  name: string;
  email: string;
  role: EmployeeRole;
  phone_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  dob: string | null;
  archived: boolean;
  must_change_password: boolean;
}

const EMPLOYEE_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'phone_number',
  'address',
  'city',
  'state',
  'zipcode',
  'dob',
  'archived',
  'must_change_password',
];

export const toEmployee = (row: EmployeeRow): Employee => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  phoneNumber: row.phone_number,
  address: row.address,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  dob: row.dob,
  archived: row.archived,
  ...(row.must_change_password ? { mustChangePassword: true } : {}),
});

/** Staff and managers in the `employees` table; archiving keeps the row for history. */
export class KnexEmployeeRepository implements EmployeeRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: number): Promise<Employee | null> {
    const row: EmployeeRow | undefined = await this.db('employees')
      .select(EMPLOYEE_COLUMNS)
      .where({ id })
      .first();
    return row ? toEmployee(row) : null;
  }

  async findByEmail(email: string): Promise<Employee | null> {
    const row: EmployeeRow | undefined = await this.db('employees')
      .select(EMPLOYEE_COLUMNS)
      .where({ email: normalizeEmail(email) })
      .first();
    return row ? toEmployee(row) : null;
  }

  async findCredentials(
    email: string,
  ): Promise<{ employee: Employee; passwordHash: string } | null> {
    const row: (EmployeeRow & { password_hash: string }) | undefined = await this.db('employees')
      .select([...EMPLOYEE_COLUMNS, 'password_hash'])
      .where({ email: normalizeEmail(email) })
      .first();
    return row ? { employee: toEmployee(row), passwordHash: row.password_hash } : null;
  }

  async listActive(): Promise<Employee[]> {
    const rows: EmployeeRow[] = await this.db('employees')
      .select(EMPLOYEE_COLUMNS)
      .where({ archived: false })
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    return rows.map(toEmployee);
  }

  async create(input: NewEmployee): Promise<Employee | 'email-taken'> {
    try {
      // ON CONFLICT settles the race between two inserts without aborting a transaction.
      const [row]: EmployeeRow[] = await this.db('employees')
        .insert({
          name: input.name,
          email: normalizeEmail(input.email),
          role: input.role,
          password_hash: input.passwordHash,
          phone_number: input.phoneNumber,
          address: input.address,
          city: input.city,
          state: input.state,
          zipcode: input.zipcode,
          dob: input.dob,
          must_change_password: input.mustChangePassword ?? false,
        })
        .onConflict('email')
        .ignore()
        .returning(EMPLOYEE_COLUMNS);
      return row ? toEmployee(row) : 'email-taken';
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }

  async updateProfile(
    id: number,
    changes: EmployeeProfileChanges,
  ): Promise<Employee | 'email-taken' | null> {
    try {
      const [row] = await withSavepoint(this.db, (db): Promise<EmployeeRow[]> =>
        db('employees')
          .where({ id })
          .update({
            name: changes.name,
            email: normalizeEmail(changes.email),
            phone_number: changes.phoneNumber,
            address: changes.address,
            city: changes.city,
            state: changes.state,
            zipcode: changes.zipcode,
          })
          .returning(EMPLOYEE_COLUMNS),
      );
      return row ? toEmployee(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }

  async archive(id: number): Promise<boolean> {
    const count = await this.db('employees')
      .where({ id, archived: false })
      .update({ archived: true });
    return count > 0;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db('employees')
      .where({ id })
      .update({ password_hash: passwordHash, must_change_password: false });
  }
}
