import { describe, expect, it } from 'vitest';
import { ResetPassword } from '../accounts/reset-password';
import { CheckIn } from '../admissions/check-in';
import { SetDayCapacity } from '../capacity/set-day-capacity';
import { AddAttraction } from '../catalog/add-attraction';
import { RemoveCatalogItem } from '../catalog/remove-catalog-item';
import { SubmitRestaurantExpense } from '../catalog/submit-restaurant-expense';
import { UpdateAttraction } from '../catalog/update-attraction';
import { ChooseEmployeePassword } from '../employees/choose-password';
import { AddEmployee } from '../employees/add-employee';
import { ArchiveEmployee } from '../employees/archive-employee';
import type { Actor } from '../employees/permissions';
import { UpdateEmployeeProfile } from '../employees/update-employee-profile';
import { SubmitMaintenanceRequest } from '../maintenance/submit-maintenance-request';
import { UpdateMaintenanceRequest } from '../maintenance/update-maintenance-request';
import { cents } from '../shared/money';
import { RecordingAccountSessions } from '../testing/in-memory-account-security';
import { InMemoryAdmissionRepository, PlainTicketCodes } from '../testing/in-memory-admissions';
import type { InMemoryAuditLog } from '../testing/in-memory-audit';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';
import { InMemoryCapacityRepository } from '../testing/in-memory-capacity';
import { InMemoryWeatherRepository } from '../testing/in-memory-catalog';
import { InMemoryDepartmentRepository } from '../testing/in-memory-departments';
import { aStoredEmployee } from '../testing/builders';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import {
  FixedClock,
  InMemoryPasswordResetRepository,
  PlainTextHasher,
} from '../testing/in-memory-infrastructure';
import { InMemoryMaintenanceRepository } from '../testing/in-memory-maintenance';
import { InMemoryUserRepository } from '../testing/in-memory-users';
import { EnterWeather } from '../weather/enter-weather';
import { auditActor } from './audit';

/** Noon in Chicago on 2026-06-30. */
const clock = () => new FixedClock(new Date('2026-06-30T17:00:00Z'));
const manager: Actor = { id: 50, email: 'Mo@Example.com', role: 'Manager' };
const staff: Actor = { id: 2, email: 'sam@example.com', role: 'Staff' };
const MO = { id: 50, email: 'mo@example.com', role: 'manager' } as const;
const SAM = { id: 2, email: 'sam@example.com', role: 'staff' } as const;

/** The entries of a log but a test's own setup (FIXTURE_ACTOR's). */
const written = (log: InMemoryAuditLog) =>
  log.written().filter((e) => e.actor.email !== FIXTURE_ACTOR.email);

const hire = {
  fullName: 'Ada Lovelace',
  address: '1 Main St',
  role: 'Staff' as const,
  email: 'ada@example.com',
  phone: '512-555-0100',
  password: null,
  dateOfBirth: '1990-12-10',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

describe('every staff and manager write leaves one entry naming who made it', () => {
  it('employees: added, archived by a Manager; a profile and a password by the employee', async () => {
    const employees = new InMemoryEmployeeRepository();
    const hasher = new PlainTextHasher();
    const add = await new AddEmployee(employees, hasher, clock()).execute({
      actor: manager,
      ...hire,
    });
    if (!add.ok) throw new Error(add.error.message);
    const ada = add.value.employee;
    expect(written(employees.audit)).toEqual([
      { actor: MO, action: 'employee.add', target: `employee ${ada.id}`, before: null, after: ada },
    ]);
    expect(JSON.stringify(employees.audit.entries)).not.toContain('plain:');

    const sessions = new RecordingAccountSessions();
    const chose = new ChooseEmployeePassword(employees, hasher, sessions);
    expect((await chose.execute({ employeeId: ada.id, password: 'Chosen#Pass1' })).ok).toBe(true);
    expect(sessions.ended).toEqual([{ kind: 'employee', accountId: ada.id }]);
    const profile = new UpdateEmployeeProfile(employees);
    const changes = { ...ada, name: 'Ada King', phoneNumber: ada.phoneNumber };
    const updated = await profile.execute({ sessionEmployeeId: ada.id, profile: changes });
    if (!updated.ok) throw new Error(updated.error.message);
    const archived = await new ArchiveEmployee(employees, new RecordingAccountSessions()).execute({
      actor: manager,
      employeeId: ada.id,
    });
    expect(archived.ok).toBe(true);
    const [, password, update, archive] = written(employees.audit);
    const self = auditActor(ada);
    expect(password).toMatchObject({ actor: self, action: 'employee.password' });
    expect(password!.before).toMatchObject({ mustChangePassword: true });
    expect(password!.after).not.toHaveProperty('mustChangePassword');
    expect(update).toMatchObject({
      actor: self,
      action: 'employee.update',
      after: { name: 'Ada King' },
    });
    expect(archive).toMatchObject({
      actor: MO,
      action: 'employee.archive',
      before: { archived: false },
      after: { archived: true },
    });
    expect(JSON.stringify(employees.audit.entries)).not.toContain('Chosen#Pass1');
  });

  it('employees: a refused write (invalid, taken, archived, oneself) leaves none', async () => {
    const employees = new InMemoryEmployeeRepository();
    const add = new AddEmployee(employees, new PlainTextHasher(), clock());
    const archive = new ArchiveEmployee(employees, new RecordingAccountSessions());
    expect((await add.execute({ actor: manager, ...hire, phone: '12' })).ok).toBe(false);
    expect((await add.execute({ actor: staff, ...hire })).ok).toBe(false);
    await add.execute({ actor: manager, ...hire });
    const entries = written(employees.audit).length;
    expect((await add.execute({ actor: manager, ...hire })).ok).toBe(false);
    expect((await archive.execute({ actor: manager, employeeId: 99 })).ok).toBe(false);
    expect((await archive.execute({ actor: { ...manager, id: 1 }, employeeId: 1 })).ok).toBe(false);
    expect(written(employees.audit)).toHaveLength(entries);
  });

  it("an employee's password reset by mail names the employee", async () => {
    const employees = new InMemoryEmployeeRepository();
    const created = await aStoredEmployee(employees, {
      name: 'Sam',
      email: 'sam@example.com',
      passwordHash: 'x',
    });
    const resets = new InMemoryPasswordResetRepository();
    await resets.save({
      tokenHash: 'digest:t',
      kind: 'employee',
      accountId: created.id,
      expiresAt: new Date('2030-01-01'),
    });
    const reset = new ResetPassword({
      users: new InMemoryUserRepository(),
      employees,
      resets,
      tokens: { digest: (t: string) => `digest:${t}` },
      hasher: new PlainTextHasher(),
      clock: clock(),
      sessions: new RecordingAccountSessions(),
    });
    expect(await reset.execute({ token: 't', password: 'New#Pass12', kind: 'employee' })).toEqual({
      ok: true,
      value: { accountId: created.id },
    });
    expect(written(employees.audit)).toMatchObject([
      { actor: auditActor(created), action: 'employee.password', target: `employee ${created.id}` },
    ]);
  });

  it('the catalog: added, updated, retired, and an expense; refused writes leave none', async () => {
    const repo = new InMemoryDepartmentRepository();
    const ride = {
      name: 'Loop',
      type: 'Roller Coaster' as const,
      description: 'd',
      shortDescription: 's',
      thrillLevel: 'High' as const,
      heightRequirement: '48 in',
      image: '/loop.png',
    };
    const added = await new AddAttraction(repo).execute({ actor: manager, ...ride });
    if (!added.ok) throw new Error('not added');
    const id = added.value.id;
    const updated = await new UpdateAttraction(repo).execute({
      actor: manager,
      id,
      ...ride,
      name: 'Big Loop',
    });
    expect(
      (await new AddAttraction(repo).execute({ actor: manager, ...ride, name: 'Big Loop' })).ok,
    ).toBe(false);
    expect((await new AddAttraction(repo).execute({ actor: staff, ...ride, name: 'X' })).ok).toBe(
      false,
    );
    repo.refer('attraction', id);
    await new RemoveCatalogItem(repo).execute({ actor: manager, kind: 'attraction', id });
    await new RemoveCatalogItem(repo).execute({ actor: manager, kind: 'attraction', id });
    const expense = new SubmitRestaurantExpense(repo, clock());
    const grill = await repo.addRestaurant(
      { name: 'Grill', type: 'Standard', description: 'd', image: '/g.png', amount: cents(1000) },
      FIXTURE_ACTOR,
    );
    if (grill === 'name-taken') throw new Error('taken');
    const base = {
      actor: manager,
      restaurantId: grill.id,
      amount: cents(999),
      type: 'produce' as const,
    };
    expect((await expense.execute({ ...base, date: '2026-07-01' })).ok).toBe(false);
    const spent = await expense.execute({ ...base, date: '2026-06-30' });
    if (!spent.ok) throw new Error(spent.error.message);
    expect(written(repo.audit)).toEqual([
      {
        actor: MO,
        action: 'attraction.add',
        target: `attraction ${id}`,
        before: null,
        after: added.value,
      },
      {
        actor: MO,
        action: 'attraction.update',
        target: `attraction ${id}`,
        before: added.value,
        after: updated.ok && updated.value,
      },
      {
        actor: MO,
        action: 'attraction.retire',
        target: `attraction ${id}`,
        before: updated.ok && updated.value,
        after: null,
      },
      {
        actor: MO,
        action: 'expense.add',
        target: `expense ${spent.value.id}`,
        before: null,
        after: {
          id: spent.value.id,
          restaurantId: grill.id,
          staffId: 50,
          amount: 999,
          date: '2026-06-30',
          type: 'produce',
        },
      },
    ]);
  });

  it("a day's capacity, set by a Manager; a Staff member or a bad number leaves none", async () => {
    const days = new InMemoryCapacityRepository();
    const set = new SetDayCapacity(days);
    expect((await set.execute({ actor: staff, date: '2026-07-04', capacity: 10 })).ok).toBe(false);
    expect((await set.execute({ actor: manager, date: '2026-07-04', capacity: -1 })).ok).toBe(
      false,
    );
    await set.execute({ actor: manager, date: '2026-07-04', capacity: 8000, expressCapacity: 800 });
    expect(written(days.audit)).toEqual([
      {
        actor: MO,
        action: 'capacity.set',
        target: 'day 2026-07-04',
        before: { capacity: null, expressCapacity: null },
        after: { capacity: 8000, expressCapacity: 800 },
      },
    ]);
  });

  it('maintenance: filed and resolved by staff; refused writes leave none', async () => {
    const repo = new InMemoryMaintenanceRepository([{ id: 1, name: 'Carousel' }]);
    const submit = new SubmitMaintenanceRequest(repo, clock());
    const update = new UpdateMaintenanceRequest(repo, clock());
    const request = {
      actor: staff,
      subject: 'Squeak',
      description: 'Oil',
      costDollars: 5,
      attractionId: 1,
    };
    expect((await submit.execute({ ...request, attractionId: 9 })).ok).toBe(false);
    const filed = await submit.execute(request);
    if (!filed.ok) throw new Error(filed.error.message);
    const done = { actor: staff, requestId: filed.value.id, comment: 'Oiled', costDollars: 6 };
    expect((await update.execute({ ...done, status: 'Completed', dateResolved: null })).ok).toBe(
      false,
    );
    await update.execute({ ...done, status: 'Completed', dateResolved: '2026-06-30' });
    expect(written(repo.audit).map((e) => [e.actor, e.action, e.target])).toEqual([
      [SAM, 'maintenance.add', `maintenance ${filed.value.id}`],
      [SAM, 'maintenance.resolve', `maintenance ${filed.value.id}`],
    ]);
  });

  it('weather: entered by staff; the same condition again writes nothing', async () => {
    const weather = new InMemoryWeatherRepository();
    const enter = new EnterWeather(weather, clock());
    const input = { actor: staff, condition: 'rainy', date: '2026-06-30' };
    await enter.execute(input);
    await enter.execute(input);
    expect((await enter.execute({ ...input, date: '2026-07-01' })).ok).toBe(false);
    expect(written(weather.audit)).toEqual([
      {
        actor: SAM,
        action: 'weather.add',
        target: 'day 2026-06-30',
        before: null,
        after: { date: '2026-06-30', condition: 'rainy' },
      },
    ]);
  });

  it('the gate: only an admitted scan leaves an entry', async () => {
    const repo = new InMemoryAdmissionRepository();
    const codes = new PlainTicketCodes();
    const [ticket] = repo.addOrder({
      orderId: 10,
      userId: 1,
      visitDate: '2026-06-30',
      attractions: [],
      tickets: [{ type: 'standard', quantity: 1 }],
    });
    const checkIn = new CheckIn(repo, codes, clock());
    const code = codes.codeOf(ticket!.ref);
    expect(await checkIn.execute({ actor: staff, code, gate: 'North' })).toMatchObject({
      ok: true,
      value: { result: 'admitted' },
    });
    await checkIn.execute({ actor: staff, code, gate: 'South' });
    await checkIn.execute({ actor: staff, code: 'forged', gate: null });
    const view = { orderId: 10, type: 'standard', visitDate: '2026-06-30' };
    expect(written(repo.audit)).toEqual([
      {
        actor: SAM,
        action: 'gate.check-in',
        target: `ticket ${ticket!.id}`,
        before: { ...view, status: 'valid', usedAt: null, gate: null },
        after: { ...view, status: 'used', usedAt: '2026-06-30T17:00:00.000Z', gate: 'North' },
      },
    ]);
  });
});
