import type { Knex } from 'knex';
import { auditEntry, auditTarget, type AuditActor } from '../../core/audit/audit';
import type { EmployeeRole } from '../../core/employees/employee';
import { normalizeEmail, type Employee } from '../../core/accounts/people';
import type {
  EmployeeProfileChanges,
  EmployeeRepository,
  NewEmployee,
} from '../../core/employees/employee-repository';
import { isUniqueViolation, type Executor } from './executor';
import { audited } from './knex-audit-log';

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

const target = (id: number) => auditTarget('employee', id);

/**
 * The employee as it is, its row locked until the transaction ends (the entry's `before`); rows
 * that refer to it (FOR KEY SHARE) may still be written meanwhile.
 */
async function locked(trx: Knex.Transaction, id: number): Promise<Employee | null> {
  const row: EmployeeRow | undefined = await trx('employees')
    .select(EMPLOYEE_COLUMNS)
    .where({ id })
    .forNoKeyUpdate()
    .first();
  return row ? toEmployee(row) : null;
}

/**
 * Staff and managers in the `employees` table; archiving keeps the row for history. Each write
 * and its audit entry are one transaction: the row is read locked (before), written (after), and
 * the entry appended.
 */
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

  async listAll(): Promise<Employee[]> {
    const rows: EmployeeRow[] = await this.db('employees')
      .select(EMPLOYEE_COLUMNS)
      .orderBy([{ column: 'archived' }, { column: 'name' }, { column: 'id' }]);
    return rows.map(toEmployee);
  }

  async create(input: NewEmployee, by: AuditActor): Promise<Employee | 'email-taken'> {
    try {
      return await audited<Employee | 'email-taken'>(this.db, async (trx) => {
        // ON CONFLICT settles the race between two inserts without aborting the transaction.
        const [row]: EmployeeRow[] = await trx('employees')
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
        if (!row) return { value: 'email-taken' as const, entry: null };
        const added = toEmployee(row);
        return {
          value: added,
          entry: auditEntry(by, 'employee.add', target(added.id), null, added),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }

  async updateProfile(
    id: number,
    changes: EmployeeProfileChanges,
    by: AuditActor,
  ): Promise<Employee | 'email-taken' | null> {
    try {
      return await audited(this.db, async (trx) => {
        const before = await locked(trx, id);
        if (!before) return { value: null, entry: null };
        const [row]: EmployeeRow[] = await trx('employees')
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
          .returning(EMPLOYEE_COLUMNS);
        const after = toEmployee(row!);
        return {
          value: after,
          entry: auditEntry(by, 'employee.update', target(id), before, after),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }

  archive(id: number, by: AuditActor): Promise<boolean> {
    return audited(this.db, async (trx) => {
      const before = await locked(trx, id);
      if (!before || before.archived) return { value: false, entry: null };
      const [row]: EmployeeRow[] = await trx('employees')
        .where({ id })
        .update({ archived: true })
        .returning(EMPLOYEE_COLUMNS);
      const after = toEmployee(row!);
      return { value: true, entry: auditEntry(by, 'employee.archive', target(id), before, after) };
    });
  }

  setPasswordHash(id: number, passwordHash: string, by: AuditActor): Promise<void> {
    return audited(this.db, async (trx) => {
      const before = await locked(trx, id);
      if (!before) return { value: undefined, entry: null };
      const [row]: EmployeeRow[] = await trx('employees')
        .where({ id })
        .update({ password_hash: passwordHash, must_change_password: false })
        .returning(EMPLOYEE_COLUMNS);
      const after = toEmployee(row!);
      return {
        value: undefined,
        entry: auditEntry(by, 'employee.password', target(id), before, after),
      };
    });
  }
}
