import { auditEntry, auditTarget, type AuditActor } from '../audit/audit';
import { normalizeEmail, type Employee } from '../accounts/people';
import type {
  EmployeeProfileChanges,
  EmployeeRepository,
  NewEmployee,
} from '../employees/employee-repository';
import { InMemoryAuditLog } from './in-memory-audit';

const target = (id: number) => auditTarget('employee', id);

/** EmployeeRepository in memory, for tests of every layer; its writes append to `audit`. */
export class InMemoryEmployeeRepository implements EmployeeRepository {
  private readonly rows: { employee: Employee; passwordHash: string }[] = [];

  constructor(readonly audit = new InMemoryAuditLog()) {}

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

  async listAll() {
    const byName = (a: Employee, b: Employee) => a.name.localeCompare(b.name);
    const all = this.rows.map((r) => r.employee);
    return [
      ...all.filter((e) => !e.archived).sort(byName),
      ...all.filter((e) => e.archived).sort(byName),
    ];
  }

  async listActive() {
    return this.rows
      .map((r) => r.employee)
      .filter((e) => !e.archived)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async create(input: NewEmployee, by: AuditActor) {
    if (this.rows.some((r) => r.employee.email === input.email)) return 'email-taken' as const;
    const { passwordHash, mustChangePassword, ...fields } = input;
    const employee: Employee = {
      ...fields,
      id: this.rows.length + 1,
      archived: false,
      ...(mustChangePassword ? { mustChangePassword: true } : {}),
    };
    this.rows.push({ employee, passwordHash });
    this.audit.append(auditEntry(by, 'employee.add', target(employee.id), null, employee));
    return employee;
  }

  async updateProfile(id: number, changes: EmployeeProfileChanges, by: AuditActor) {
    const row = this.rows.find((r) => r.employee.id === id);
    if (!row) return null;
    if (this.rows.some((r) => r !== row && r.employee.email === changes.email))
      return 'email-taken' as const;
    const before = row.employee;
    row.employee = { ...row.employee, ...changes };
    this.audit.append(auditEntry(by, 'employee.update', target(id), before, row.employee));
    return row.employee;
  }

  async archive(id: number, by: AuditActor) {
    const row = this.rows.find((r) => r.employee.id === id && !r.employee.archived);
    if (!row) return false;
    const before = row.employee;
    row.employee = { ...row.employee, archived: true };
    this.audit.append(auditEntry(by, 'employee.archive', target(id), before, row.employee));
    return true;
  }

  async setPasswordHash(id: number, passwordHash: string, by: AuditActor) {
    const row = this.rows.find((r) => r.employee.id === id);
    if (!row) return;
    const before = row.employee;
    row.passwordHash = passwordHash;
    const { mustChangePassword: _done, ...rest } = row.employee;
    row.employee = rest;
    this.audit.append(auditEntry(by, 'employee.password', target(id), before, row.employee));
  }
}
