import { normalizeEmail, type Employee } from '../accounts/people';
import type {
  EmployeeProfileChanges,
  EmployeeRepository,
  NewEmployee,
} from '../employees/employee-repository';

/** EmployeeRepository in memory, for tests of every layer. */
export class InMemoryEmployeeRepository implements EmployeeRepository {
  private readonly rows: { employee: Employee; passwordHash: string }[] = [];

  async findById(id: number) {
    return this.rows.find((r) => r.employee.id === id)?.employee ?? null;
  }

  async findByEmail(email: string) {
    const wanted = normalizeEmail(email);
    return this.rows.find((r) => r.employee.email === wanted)?.employee ?? null;
  }

  async findCredentials(email: string) {
    return this.rows.find((r) => r.employee.email === email) ?? null;
  }

  async listActive() {
    return this.rows
      .map((r) => r.employee)
      .filter((e) => !e.archived)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async create(input: NewEmployee) {
    if (this.rows.some((r) => r.employee.email === input.email)) return 'email-taken' as const;
    const { passwordHash, mustChangePassword, ...fields } = input;
    const employee: Employee = {
      ...fields,
      id: this.rows.length + 1,
      archived: false,
      ...(mustChangePassword ? { mustChangePassword: true } : {}),
    };
    this.rows.push({ employee, passwordHash });
    return employee;
  }

  async updateProfile(id: number, changes: EmployeeProfileChanges) {
    const row = this.rows.find((r) => r.employee.id === id);
    if (!row) return null;
    if (this.rows.some((r) => r !== row && r.employee.email === changes.email))
      return 'email-taken' as const;
    row.employee = { ...row.employee, ...changes };
    return row.employee;
  }

  async archive(id: number) {
    const row = this.rows.find((r) => r.employee.id === id && !r.employee.archived);
    if (!row) return false;
    row.employee = { ...row.employee, archived: true };
    return true;
  }

  async setPasswordHash(id: number, passwordHash: string) {
    const row = this.rows.find((r) => r.employee.id === id);
    if (!row) return;
    row.passwordHash = passwordHash;
    const { mustChangePassword: _done, ...rest } = row.employee;
    row.employee = rest;
  }
}
