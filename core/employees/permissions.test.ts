import { describe, expect, it } from 'vitest';
import { AddAttraction } from '../catalog/add-attraction';
import { AddMerchandise } from '../catalog/add-merchandise';
import { AddRestaurant } from '../catalog/add-restaurant';
import { RemoveCatalogItem } from '../catalog/remove-catalog-item';
import { SubmitRestaurantExpense } from '../catalog/submit-restaurant-expense';
import { UpdateAttraction } from '../catalog/update-attraction';
import { UpdateMerchandise } from '../catalog/update-merchandise';
import { UpdateRestaurant } from '../catalog/update-restaurant';
import type { DepartmentRepository } from '../catalog/department-repository';
import type { AccountSessions } from '../accounts/account-sessions';
import type { ContactFormRepository } from '../contact/contact-form-repository';
import { ListContactForms } from '../contact/list-contact-forms';
import { cents } from '../shared/money';
import { FixedClock, PlainTextHasher } from '../testing/in-memory-infrastructure';
import type { EmployeeRepository } from './employee-repository';
import { AddEmployee } from './add-employee';
import { ArchiveEmployee } from './archive-employee';
import { ListEmployees } from './list-employees';
import {
  managerOnly,
  NOT_ALLOWED,
  needsManagerMessage,
  PARK_OPERATOR,
  type Actor,
  type ManagerOnlyUseCase,
} from './permissions';

const staff: Actor = { id: 2, email: 'sam@example.com', role: 'Staff' };
const manager: Actor = { id: 1, email: 'mo@example.com', role: 'Manager' };
const refused = { ok: false, error: { kind: 'forbidden', message: NOT_ALLOWED } };

/** A port that records every call made on it: a refused use case must make none. */
function recording<T extends object>(): { port: T; calls: string[] } {
  const calls: string[] = [];
  const port = new Proxy({} as T, {
    get: (_target, name) => (name === 'then' ? undefined : () => calls.push(String(name))),
  });
  return { port, calls };
}

const ride = {
  name: 'Loop',
  type: 'Roller Coaster' as const,
  description: 'd',
  shortDescription: 's',
  thrillLevel: 'High' as const,
  heightRequirement: '48 in',
  image: '/loop.png',
};
const shopItem = {
  name: 'Cap',
  type: 'Accessory' as const,
  supplierCost: cents(500),
  sellingCost: cents(1500),
  image: '/cap.png',
};
const grill = { name: 'Grill', type: 'Standard' as const, description: 'd', image: '/g.png' };

describe('managerOnly', () => {
  it('lets a Manager and the terminal operator through and refuses Staff', () => {
    expect(managerOnly(manager)).toEqual({ ok: true, value: manager });
    expect(managerOnly(PARK_OPERATOR)).toEqual({ ok: true, value: PARK_OPERATOR });
    expect(managerOnly(staff)).toEqual(refused);
  });

  it('words the terminal’s refusal like IdentifyEmployee', () => {
    expect(needsManagerMessage('sam@example.com', 'Staff')).toBe(
      'sam@example.com is Staff: this needs a Manager.',
    );
  });
});

describe('a Staff actor is refused by every manager-only use case, and nothing is written', () => {
  const clock = new FixedClock(new Date('2026-06-30T17:00:00Z'));

  it.each<[string, (departments: DepartmentRepository) => Promise<unknown>]>([
    ['AddAttraction', (d) => new AddAttraction(d).execute({ actor: staff, ...ride })],
    ['UpdateAttraction', (d) => new UpdateAttraction(d).execute({ actor: staff, id: 1, ...ride })],
    ['AddMerchandise', (d) => new AddMerchandise(d).execute({ actor: staff, ...shopItem })],
    [
      'UpdateMerchandise',
      (d) => new UpdateMerchandise(d).execute({ actor: staff, id: 1, ...shopItem }),
    ],
    ['AddRestaurant', (d) => new AddRestaurant(d).execute({ actor: staff, ...grill })],
    ['UpdateRestaurant', (d) => new UpdateRestaurant(d).execute({ actor: staff, id: 1, ...grill })],
    [
      'RemoveCatalogItem',
      (d) => new RemoveCatalogItem(d).execute({ actor: staff, kind: 'attraction', id: 1 }),
    ],
    [
      'SubmitRestaurantExpense',
      (d) =>
        new SubmitRestaurantExpense(d, clock).execute({
          actor: staff,
          restaurantId: 1,
          amount: cents(500),
          date: '2026-06-30',
          type: 'supplies',
        }),
    ],
  ])('%s', async (_name, run) => {
    const departments = recording<DepartmentRepository>();
    expect(await run(departments.port)).toEqual(refused);
    expect(departments.calls).toEqual([]);
  });

  it.each<[string, (e: EmployeeRepository, s: AccountSessions) => Promise<unknown>]>([
    ['ListEmployees', (e) => new ListEmployees(e).execute({ actor: staff })],
    [
      'AddEmployee',
      (e) =>
        new AddEmployee(e, new PlainTextHasher(), clock).execute({
          actor: staff,
          fullName: 'Ann Other',
          address: '1 Main St',
          role: 'Manager',
          email: 'ann@example.com',
          phone: '512-555-0100',
          password: null,
          dateOfBirth: '1990-05-01',
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
        }),
    ],
    [
      'ArchiveEmployee',
      (e, s) => new ArchiveEmployee(e, s).execute({ actor: staff, employeeId: manager.id }),
    ],
  ])('%s', async (_name, run) => {
    const employees = recording<EmployeeRepository>();
    const sessions = recording<AccountSessions>();
    expect(await run(employees.port, sessions.port)).toEqual(refused);
    expect([...employees.calls, ...sessions.calls]).toEqual([]);
  });

  it('ListContactForms', async () => {
    const forms = recording<ContactFormRepository>();
    const list = new ListContactForms(forms.port);
    const range = { startDate: '2026-06-01', endDate: '2026-06-30', type: 'all' as const };
    expect(await list.execute({ actor: staff, ...range })).toEqual(refused);
    expect(forms.calls).toEqual([]);
  });

  it('each says so up front too (authorize), so an adapter can ask before reading a request', () => {
    const departments = recording<DepartmentRepository>().port;
    const employees = recording<EmployeeRepository>().port;
    const sessions = recording<AccountSessions>().port;
    const useCases: ManagerOnlyUseCase[] = [
      new AddAttraction(departments),
      new UpdateAttraction(departments),
      new AddMerchandise(departments),
      new UpdateMerchandise(departments),
      new AddRestaurant(departments),
      new UpdateRestaurant(departments),
      new RemoveCatalogItem(departments),
      new SubmitRestaurantExpense(departments, clock),
      new ListEmployees(employees),
      new AddEmployee(employees, new PlainTextHasher(), clock),
      new ArchiveEmployee(employees, sessions),
      new ListContactForms(recording<ContactFormRepository>().port),
    ];
    for (const useCase of useCases) {
      expect(useCase.authorize(staff)).toEqual(refused);
      expect(useCase.authorize(manager)).toEqual({ ok: true, value: manager });
    }
  });
});
