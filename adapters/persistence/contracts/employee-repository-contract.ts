import { expect, it } from 'vitest';
import type { Employee } from '../../../core/accounts/people';
import type { EmployeeRepository, NewEmployee } from '../../../core/employees/employee-repository';

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
  const result = await repo.create(input);
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
    expect(await repo.create({ ...morgan, email: sam.email })).toBe('email-taken');
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
    await repo.archive(employee.id);
    expect(await repo.findByEmail(sam.email)).toEqual({ ...employee, archived: true });
    expect(await repo.findByEmail('nobody@example.com')).toBeNull();
  });

  it('lists active employees by name, without the archived ones', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    const m = await created(repo, morgan);
    const a = await created(repo, { ...sam, name: 'Alex Archived', email: 'alex@example.com' });
    expect((await repo.listActive()).map((e) => e.name)).toEqual([a.name, m.name, s.name]);
    expect(await repo.archive(a.id)).toBe(true);
    expect((await repo.listActive()).map((e) => e.id)).toEqual([m.id, s.id]);
  });

  it('archives once: the record stays, marked archived', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    expect(await repo.archive(s.id)).toBe(true);
    expect(await repo.archive(s.id)).toBe(false);
    expect(await repo.archive(999_999)).toBe(false);
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
    const updated = await repo.updateProfile(s.id, changes);
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
    expect(await repo.updateProfile(s.id, changes)).toBe('email-taken');
    expect(await repo.findById(s.id)).toEqual(s);
    expect(await repo.updateProfile(999_999, { ...changes, email: 'x@example.com' })).toBeNull();
  });

  it('replaces the password hash', async () => {
    const repo = await make();
    const s = await created(repo, sam);
    await repo.setPasswordHash(s.id, 'hash-new');
    expect((await repo.findCredentials(sam.email))?.passwordHash).toBe('hash-new');
  });
}
