import { expect, it } from 'vitest';
import type { Employee } from '../../../core/accounts/people';
import type { EmployeeRepository, NewEmployee } from '../../../core/employees/employee-repository';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';
import { AUDIT_MANAGER, AUDIT_STAFF, entriesBy, type Audited } from './audit-contract';

const sam: NewEmployee = {
  name: 'Sam Staff',
  email: 'sam@example.com',
  role: 'Staff',
  passwordHash: 'hash-sam',
  phoneNumber: '512-555-0100',
  address: '2 Side St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78702',
  dob: '1990-05-01',
};
const morgan: NewEmployee = {
  ...sam,
  name: 'Morgan Manager',
  email: 'morgan@example.com',
  role: 'Manager',
  passwordHash: 'hash-morgan',
  dob: null,
};

async function created(repo: EmployeeRepository, input: NewEmployee): Promise<Employee> {
  const result = await repo.create(input, FIXTURE_ACTOR);
  if (result === 'email-taken') throw new Error(`email taken: ${input.email}`);
  return result;
}

/** What every EmployeeRepository must do; `make` gives a repository over an empty store. */
export function employeeRepositoryContract(
  make: () => EmployeeRepository | Promise<EmployeeRepository>,
) {
  it('creates an active employee and finds it by id, never with its hash', async () => {
    const repo = await make();
    const employee = await created(repo, sam);
    const { passwordHash: _hash, ...shown } = sam;
    expect(employee).toEqual({ ...shown, id: expect.any(Number), archived: false });
    expect(await repo.findById(employee.id)).toEqual(employee);
    expect(employee).not.toHaveProperty('passwordHash');
  });

  it('keeps the date of birth as YYYY-MM-DD, or null', async () => {
    const repo = await make();
    expect((await created(repo, sam)).dob).toBe('1990-05-01');
    expect((await created(repo, morgan)).dob).toBeNull();
  });

  it('answers email-taken for a second employee with the same email', async () => {
    const repo = await make();
    await created(repo, sam);
    expect(await repo.create({ ...morgan, email: sam.email }, FIXTURE_ACTOR)).toBe('email-taken');
  });

  it('finds the credentials by email, or null', async () => {
    const repo = await make();
    const employee = await created(repo, morgan);
    expect(await repo.findCredentials(morgan.email)).toEqual({
      employee,
      passwordHash: 'hash-morgan',
    });
    expect(await repo.findCredentials('nobody@example.com')).toBeNull();
  });

  it('finds an employee by email in any case, archived or not, or null', async () => {
    const repo = await make();
    const employee = await created(repo, sam);
    expect(await repo.findByEmail('  SAM@Example.com ')).toEqual(employee);
    await repo.archive(employee.id, FIXTURE_ACTOR);
    expect(await repo.findByEmail(sam.email)).toEqual({ ...employee, archived: true });
    expect(await repo.findByEmail('nobody@example.com')).toBeNull();
  });

  it('lists active employees by name, without the archived ones', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    const m = await created(repo, morgan);
    const a = await created(repo, { ...sam, name: 'Alex Archived', email: 'alex@example.com' });
    expect((await repo.listActive()).map((e) => e.name)).toEqual([a.name, m.name, s.name]);
    expect(await repo.archive(a.id, FIXTURE_ACTOR)).toBe(true);
    expect((await repo.listActive()).map((e) => e.id)).toEqual([m.id, s.id]);
    // Every employee: those not archived by name, then the archived ones.
    expect((await repo.listAll()).map((e) => [e.name, e.archived])).toEqual([
      [m.name, false],
      [s.name, false],
      [a.name, true],
    ]);
  });

  it('archives once: the record stays, marked archived', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    expect(await repo.archive(s.id, FIXTURE_ACTOR)).toBe(true);
    expect(await repo.archive(s.id, FIXTURE_ACTOR)).toBe(false);
    expect(await repo.archive(999_999, FIXTURE_ACTOR)).toBe(false);
    expect(await repo.findById(s.id)).toEqual({ ...s, archived: true });
  });

  it('updates the profile fields and keeps role, birth date and archive flag', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    const changes = {
      name: 'Samantha Staff',
      email: 'samantha@example.com',
      phoneNumber: '512-555-0199',
      address: null,
      city: 'Dallas',
      state: 'TX',
      zipcode: '75201',
    };
    const updated = await repo.updateProfile(s.id, changes, FIXTURE_ACTOR);
    expect(updated).toEqual({ ...s, ...changes });
    expect(await repo.findCredentials('samantha@example.com')).toMatchObject({ employee: updated });
    expect(await repo.findCredentials(sam.email)).toBeNull();
  });

  it("refuses to take another employee's email, and answers null for an unknown id", async () => {
    const repo = await make();
    const s = await created(repo, sam);
    await created(repo, morgan);
    const { name, phoneNumber, address, city, state, zipcode } = s;
    const changes = { name, email: morgan.email, phoneNumber, address, city, state, zipcode };
    expect(await repo.updateProfile(s.id, changes, FIXTURE_ACTOR)).toBe('email-taken');
    expect(await repo.findById(s.id)).toEqual(s);
    expect(
      await repo.updateProfile(999_999, { ...changes, email: 'x@example.com' }, FIXTURE_ACTOR),
    ).toBeNull();
  });

  it('replaces the password hash', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    await repo.setPasswordHash(s.id, 'hash-new', FIXTURE_ACTOR);
    expect((await repo.findCredentials(sam.email))?.passwordHash).toBe('hash-new');
  });
}

/** The entries every EmployeeRepository write appends with itself (none for a write refused). */
export function employeeAuditContract(
  make: () => Audited<EmployeeRepository> | Promise<Audited<EmployeeRepository>>,
) {
  const by = AUDIT_MANAGER;
  const target = (e: Employee) => `employee ${e.id}`;

  it('appends employee.add with the new employee, never its hash; a taken email appends none', async () => {
    const { repo, log } = await make();
    const added = await repo.create({ ...sam, mustChangePassword: true }, by);
    if (added === 'email-taken') throw new Error('unreachable');
    expect(await repo.create({ ...morgan, email: sam.email }, by)).toBe('email-taken');
    const entries = await entriesBy(log, by);
    expect(entries).toEqual([
      { actor: by, action: 'employee.add', target: target(added), before: null, after: added },
    ]);
    expect(JSON.stringify(entries)).not.toContain('hash-sam');
    expect(added.mustChangePassword).toBe(true);
  });

  it('appends employee.update with the profile before and after; a refused update appends none', async () => {
    const { repo, log } = await make();
    const s = await created(repo, sam);
    await created(repo, morgan);
    const { name, phoneNumber, address, state, zipcode } = s;
    const changes = { name, email: s.email, phoneNumber, address, city: 'Dallas', state, zipcode };
    const updated = await repo.updateProfile(s.id, changes, by);
    expect(await repo.updateProfile(s.id, { ...changes, email: morgan.email }, by)).toBe(
      'email-taken',
    );
    expect(await repo.updateProfile(999_999, changes, by)).toBeNull();
    expect(await entriesBy(log, by)).toEqual([
      { actor: by, action: 'employee.update', target: target(s), before: s, after: updated },
    ]);
  });

  it('appends employee.archive once, and employee.password without the password', async () => {
    const { repo, log } = await make();
    const s = await created(repo, { ...sam, mustChangePassword: true });
    expect(await repo.archive(s.id, by)).toBe(true);
    expect(await repo.archive(s.id, by)).toBe(false);
    expect(await repo.archive(999_999, by)).toBe(false);
    const self = { ...AUDIT_STAFF, id: s.id };
    await repo.setPasswordHash(s.id, 'hash-chosen', self);
    const archived = { ...s, archived: true };
    const { mustChangePassword: _once, ...chosen } = archived;
    expect(await entriesBy(log, by)).toEqual([
      { actor: by, action: 'employee.archive', target: target(s), before: s, after: archived },
    ]);
    const password = await entriesBy(log, self);
    expect(password).toEqual([
      {
        actor: self,
        action: 'employee.password',
        target: target(s),
        before: archived,
        after: chosen,
      },
    ]);
    expect(JSON.stringify(password)).not.toContain('hash');
  });
}
