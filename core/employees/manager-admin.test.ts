import { beforeEach, describe, expect, it } from 'vitest';
import type { AttractionFields } from '../catalog/departments';
import { CANNOT_ARCHIVE_SELF, EMPLOYEE_ALREADY_ARCHIVED } from './employee-admin';
import type { Actor } from './permissions';
import { cents } from '../shared/money';
import { RecordingAccountSessions } from '../testing/in-memory-account-security';
import { InMemoryContactFormRepository } from '../testing/in-memory-contact-forms';
import { InMemoryDepartmentRepository } from '../testing/in-memory-departments';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import { FixedClock, PlainTextHasher } from '../testing/in-memory-infrastructure';
import { ListContactForms } from '../contact/list-contact-forms';
import { AddAttraction } from '../catalog/add-attraction';
import { AddRestaurant } from '../catalog/add-restaurant';
import { RemoveCatalogItem } from '../catalog/remove-catalog-item';
import { NOT_YOUR_STAFF_ID, SubmitRestaurantExpense } from '../catalog/submit-restaurant-expense';
import { UpdateRestaurant } from '../catalog/update-restaurant';
import { AddEmployee, type NewEmployeeInput } from './add-employee';
import { ArchiveEmployee } from './archive-employee';

/** Noon in Chicago on 2026-06-30. */
const clock = () => new FixedClock(new Date('2026-06-30T17:00:00Z'));

/** The Manager acting in these tests. */
const manager: Actor = { id: 1, email: 'mo@example.com', role: 'Manager' };

const hire = (overrides: Partial<NewEmployeeInput> = {}): NewEmployeeInput => ({
  actor: manager,
  fullName: ' ada  lovelace ',
  address: '1 Main St',
  role: 'Staff',
  email: ' Ada@Example.com ',
  phone: '(512) 555-0100',
  password: null,
  dateOfBirth: '1990-12-10',
  city: 'Austin',
  state: 'tx',
  zipcode: '78701-1234',
  ...overrides,
});

describe('AddEmployee', () => {
  let employees: InMemoryEmployeeRepository;
  let add: AddEmployee;
  beforeEach(() => {
    employees = new InMemoryEmployeeRepository();
    add = new AddEmployee(employees, new PlainTextHasher(), clock());
  });

  it('generates the password by the rule, answers it once and stores only its hash', async () => {
    const result = await add.execute(hire());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.generatedPassword).toBe('Alovelace1990');
    expect(result.value.employee).toMatchObject({
      name: 'ada lovelace',
      email: 'ada@example.com',
      phoneNumber: '512-555-0100',
      state: 'TX',
      dob: '1990-12-10',
    });
    expect(await employees.findCredentials('ada@example.com')).toMatchObject({
      passwordHash: 'plain:Alovelace1990',
    });
  });

  it('keeps a typed password and does not answer it', async () => {
    const result = await add.execute(hire({ password: 'Typed#Pass' }));
    expect(result.ok && result.value.generatedPassword).toBeNull();
  });

  it('makes the first password one-time, generated or typed: only the employee’s own choice is not', async () => {
    for (const [email, password] of [
      ['gen@example.com', null],
      ['typed@example.com', 'Typed#Pass'],
      // what the spec's Add Employee form sends: the generated password, typed in its field
      ['form@example.com', 'Alovelace1990'],
    ] as const) {
      const result = await add.execute(hire({ email, password }));
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.employee.mustChangePassword, email).toBe(true);
      expect((await employees.findById(result.value.employee.id))?.mustChangePassword).toBe(true);
    }
  });

  it.each<[string, Partial<NewEmployeeInput>]>([
    ['fullName', { fullName: 'Madonna' }],
    ['dateOfBirth', { dateOfBirth: '2026-07-01' }],
    ['dateOfBirth', { dateOfBirth: '1899-12-31' }],
    ['phone', { phone: '555-0100' }],
    ['state', { state: 'PR' }],
    ['zipcode', { zipcode: '787' }],
    ['password', { password: 'short' }],
  ])('refuses a bad %s and stores nothing', async (path, overrides) => {
    const result = await add.execute(hire(overrides));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
    expect(await employees.listActive()).toEqual([]);
  });

  it('refuses an email in use', async () => {
    await add.execute(hire());
    expect(await add.execute(hire({ email: 'ADA@example.com' }))).toMatchObject({
      ok: false,
      error: { kind: 'email-taken' },
    });
  });
});

describe('ArchiveEmployee', () => {
  it('archives, ends the sessions, and refuses oneself, the unknown and the archived', async () => {
    const employees = new InMemoryEmployeeRepository();
    const sessions = new RecordingAccountSessions();
    const add = new AddEmployee(employees, new PlainTextHasher(), clock());
    const archive = new ArchiveEmployee(employees, sessions);
    const boss = await add.execute(hire({ email: 'boss@example.com', role: 'Manager' }));
    const worker = await add.execute(hire());
    if (!boss.ok || !worker.ok) throw new Error('not added');
    const [actor, employeeId] = [boss.value.employee, worker.value.employee.id];
    const managerId = actor.id;
    expect(await archive.execute({ actor, employeeId: managerId })).toMatchObject({
      error: { kind: 'conflict', message: CANNOT_ARCHIVE_SELF },
    });
    expect((await archive.execute({ actor, employeeId })).ok).toBe(true);
    expect(sessions.ended).toEqual([{ kind: 'employee', accountId: employeeId }]);
    expect((await employees.listActive()).map((e) => e.id)).toEqual([managerId]);
    expect(await archive.execute({ actor, employeeId })).toMatchObject({
      error: { kind: 'conflict', message: EMPLOYEE_ALREADY_ARCHIVED },
    });
    expect(await archive.execute({ actor, employeeId: 99 })).toMatchObject({
      error: { kind: 'not-found' },
    });
  });
});

describe('department use cases', () => {
  const ride: AttractionFields = {
    name: 'Loop',
    type: 'Roller Coaster',
    description: 'd',
    shortDescription: 's',
    thrillLevel: 'High',
    heightRequirement: '48 in',
    image: '/loop.png',
  };

  it('opens a new attraction and derives a restaurant’s amount from its type', async () => {
    const repo = new InMemoryDepartmentRepository();
    const attraction = await new AddAttraction(repo).execute({ actor: manager, ...ride });
    expect(attraction.ok && attraction.value.open).toBe(true);
    const added = await new AddRestaurant(repo).execute({
      actor: manager,
      name: 'Grill',
      type: 'Special',
      description: 'd',
      image: '/g.png',
    });
    if (!added.ok) throw new Error('not added');
    expect(added.value.amount).toBe(4500);
    const updated = await new UpdateRestaurant(repo).execute({
      actor: manager,
      id: added.value.id,
      name: 'Grill',
      type: 'Deluxe',
      description: 'd',
      image: '/g.png',
    });
    expect(updated.ok && updated.value.amount).toBe(3500);
  });

  it('retires a record with history, deletes one without, 404 otherwise', async () => {
    const repo = new InMemoryDepartmentRepository();
    const remove = new RemoveCatalogItem(repo);
    const a = await new AddAttraction(repo).execute({ actor: manager, ...ride });
    const b = await new AddAttraction(repo).execute({ actor: manager, ...ride, name: 'Wheel' });
    if (!a.ok || !b.ok) throw new Error('not added');
    repo.refer('attraction', a.value.id);
    expect(await remove.execute({ actor: manager, kind: 'attraction', id: a.value.id })).toEqual({
      ok: true,
      value: 'retired',
    });
    expect(await remove.execute({ actor: manager, kind: 'attraction', id: b.value.id })).toEqual({
      ok: true,
      value: 'deleted',
    });
    expect(
      await remove.execute({ actor: manager, kind: 'attraction', id: a.value.id }),
    ).toMatchObject({
      error: { kind: 'not-found' },
    });
  });

  it('refuses an expense dated after today or for an unknown restaurant', async () => {
    const repo = new InMemoryDepartmentRepository();
    const submit = new SubmitRestaurantExpense(repo, clock());
    const r = await new AddRestaurant(repo).execute({
      actor: manager,
      name: 'Grill',
      type: 'Standard',
      description: 'd',
      image: '/g.png',
    });
    if (!r.ok) throw new Error('not added');
    const expense = {
      actor: manager,
      restaurantId: r.value.id,
      amount: cents(500),
      date: '2026-06-30',
      type: 'supplies' as const,
    };
    expect((await submit.execute(expense)).ok).toBe(true);
    expect(await submit.execute({ ...expense, date: '2026-07-01' })).toMatchObject({
      error: { path: 'date' },
    });
    expect(await submit.execute({ ...expense, restaurantId: 99 })).toMatchObject({
      error: { path: 'restaurantId' },
    });
    expect(repo.expenses).toHaveLength(1);
  });

  it('enters an expense as the manager acting: a form naming another employee is refused first', async () => {
    const repo = new InMemoryDepartmentRepository();
    const submit = new SubmitRestaurantExpense(repo, clock());
    const r = await new AddRestaurant(repo).execute({
      actor: manager,
      name: 'Grill',
      type: 'Standard',
      description: 'd',
      image: '/g.png',
    });
    if (!r.ok) throw new Error('not added');
    const expense = {
      actor: manager,
      restaurantId: r.value.id,
      amount: cents(500),
      date: '2026-07-01',
      type: 'supplies' as const,
    };
    // Refused before the date is looked at, and nothing is written.
    expect(await submit.execute({ ...expense, staffId: 2 })).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: NOT_YOUR_STAFF_ID },
    });
    expect(repo.expenses).toHaveLength(0);
    expect((await submit.execute({ ...expense, date: '2026-06-30', staffId: 1 })).ok).toBe(true);
    expect(repo.expenses).toMatchObject([{ staffId: manager.id }]);
  });
});

describe('ListContactForms', () => {
  it('refuses an end before the start and maps all to every type', async () => {
    const forms = new InMemoryContactFormRepository();
    const list = new ListContactForms(forms);
    await forms.add({
      name: 'A',
      email: 'a@example.com',
      type: null,
      message: 'm',
      submittedTicketId: null,
      submittedDate: '2026-06-01',
      userId: null,
    });
    expect(
      await list.execute({
        actor: manager,
        startDate: '2026-06-02',
        endDate: '2026-06-01',
        type: 'all',
      }),
    ).toMatchObject({ error: { path: 'endDate' } });
    const all = await list.execute({
      actor: manager,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      type: 'all',
    });
    expect(all.ok && all.value.map((f) => f.name)).toEqual(['A']);
    const issues = await list.execute({
      actor: manager,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      type: 'issue',
    });
    expect(issues.ok && issues.value).toEqual([]);
  });
});
