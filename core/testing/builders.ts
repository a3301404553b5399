import type { Employee, User } from '../accounts/people';
import type { NewUser } from '../accounts/user-repository';
import type { Admission } from '../admissions/admission';
import { ADMISSION_PRODUCTS } from '../admissions/products';
import { availabilityOf, PARK_DEFAULT_CAPACITY, type VisitDay } from '../capacity/capacity';
import type { EmployeeRepository, NewEmployee } from '../employees/employee-repository';
import type { CheckoutSelection } from '../orders/checkout-rules';
import type { NewOrder, OrderContact } from '../orders/order';
import { priceOrder, type CatalogPrices } from '../orders/order-pricing';
import type { IsoDate } from '../shared/dates';
import { FIXTURE_ACTOR } from './in-memory-audit';

/**
 * Test data builders: each makes one valid record (by the field rules of core/shared/field-rules.ts)
 * with sensible defaults, and takes overrides for what a test is about:
 *
 *   aVisitor({ fullname: 'Bo' }), aManager(), aStaff({ email: 'sam@example.com' }),
 *   anOrder({ tickets: { express: 2 }, visitDate }), aDay({ capacity: 10, sold: 9 }).
 *
 * Deterministic: ids and emails count up from 1 in each test file (no clock, no randomness).
 * What a test asserts on, it should still name in its overrides.
 */

let counter = 0;
/** The next number of this file's builders: 1, 2, 3, … */
export const nextNumber = (): number => (counter += 1);

/** The first day the builders' orders and days fall on unless a test names one. */
export const BUILDER_DAY: IsoDate = '2026-06-15';

// --- people --------------------------------------------------------------------------

/** A visitor account as the park shows it: a new id and email each call. */
export function aVisitor(overrides: Partial<User> = {}): User {
  const n = nextNumber();
  return {
    id: n,
    fullname: 'Vera Visitor',
    email: `visitor${n}@example.com`,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    ...overrides,
  };
}

/** A visitor's sign-up as the user repository writes it (the test PlainTextHasher's hash). */
export function aNewVisitor(overrides: Partial<NewUser> = {}): NewUser {
  return {
    fullname: 'Vera Visitor',
    email: `visitor${nextNumber()}@example.com`,
    passwordHash: 'plain:Visitor#2024',
    ...overrides,
  };
}

/** An employee's optional details, none given. */
const NO_DETAILS = {
  phoneNumber: null,
  address: null,
  city: null,
  state: null,
  zipcode: null,
  dob: null,
} as const;

/** An employee (Staff unless `role` says otherwise), not archived, without optional details. */
export function anEmployee(overrides: Partial<Employee> = {}): Employee {
  const n = nextNumber();
  return {
    id: n,
    name: `Emma Employee${n}`,
    email: `employee${n}@example.com`,
    role: 'Staff',
    ...NO_DETAILS,
    archived: false,
    ...overrides,
  };
}

/** An employee with the Manager role (an Actor too: id, email, role). */
export const aManager = (overrides: Partial<Employee> = {}): Employee =>
  anEmployee({ role: 'Manager', ...overrides });

/** An employee with the Staff role (an Actor too: id, email, role). */
export const aStaff = (overrides: Partial<Employee> = {}): Employee =>
  anEmployee({ role: 'Staff', ...overrides });

/** A new employee as the employee repository writes it (Staff, the PlainTextHasher's hash). */
export function aNewEmployee(overrides: Partial<NewEmployee> = {}): NewEmployee {
  const n = nextNumber();
  return {
    name: `Emma Employee${n}`,
    email: `employee${n}@example.com`,
    role: 'Staff',
    passwordHash: 'plain:Employee#2024',
    ...NO_DETAILS,
    ...overrides,
  };
}

/**
 * An employee written to `employees` (any EmployeeRepository: in memory or a database's) by the
 * fixture actor, from aNewEmployee(overrides); a taken email fails the test's set-up.
 */
export async function aStoredEmployee(
  employees: Pick<EmployeeRepository, 'create'>,
  overrides: Partial<NewEmployee> = {},
): Promise<Employee> {
  const created = await employees.create(aNewEmployee(overrides), FIXTURE_ACTOR);
  if (created === 'email-taken') throw new Error('aStoredEmployee: the email is taken');
  return created;
}

// --- orders --------------------------------------------------------------------------

/** The contact details of a checkout (valid email, phone, state and ZIP code). */
export function aContact(overrides: Partial<OrderContact> = {}): OrderContact {
  return {
    email: 'vera@example.com',
    phone: '512-555-0100',
    firstName: 'Vera',
    lastName: 'Visitor',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    ...overrides,
  };
}

/** Ticket counts by kind; a kind left out counts 0. */
export type TicketCounts = Partial<Record<(typeof ADMISSION_PRODUCTS)[number]['kind'], number>>;

/** Every kind of the catalogue with its count in `counts` (0 when left out). */
export function ticketCounts(counts: TicketCounts): CheckoutSelection['tickets'] {
  return Object.fromEntries(
    ADMISSION_PRODUCTS.map((p) => [p.kind, counts[p.kind] ?? 0]),
  ) as CheckoutSelection['tickets'];
}

export interface OrderOverrides extends Partial<Omit<CheckoutSelection, 'tickets'>> {
  /** The tickets of the order: the kinds named, every other kind 0. */
  tickets?: TicketCounts;
}

/**
 * A checkout selection on the small in-memory park of order-fixtures.ts: by default 2 Standard +
 * 1 Child for Comet Run, 2 vouchers of The Golden Fork (11) and 1 Rain Poncho (20, M) on
 * BUILDER_DAY. `tickets` replaces the tickets as a whole (kinds left out are 0).
 */
export function anOrder(overrides: OrderOverrides = {}): CheckoutSelection {
  const { tickets, ...rest } = overrides;
  return {
    tickets: ticketCounts(tickets ?? { standard: 2, child: 1 }),
    attractions: ['Comet Run'],
    meals: [{ restaurantId: 11, qty: 2 }],
    merchandise: [{ merchandiseId: 20, size: 'M', quantity: 1 }],
    visitDate: BUILDER_DAY,
    ...rest,
  };
}

export interface NewOrderOverrides extends Partial<Omit<NewOrder, 'priced'>> {
  /** The tickets (kinds left out are 0); default 2 Standard + 1 Child. */
  tickets?: TicketCounts;
  meals?: CheckoutSelection['meals'];
  merchandise?: CheckoutSelection['merchandise'];
  /** The prices of the meals and merchandise named (none by default). */
  prices?: CatalogPrices;
}

/**
 * An order as a repository writes it, priced as the checkout prices it: by default 2 Standard
 * + 1 Child for user 1 on BUILDER_DAY, ordered that day, with no attractions, meals or shop.
 */
export function aNewOrder(overrides: NewOrderOverrides = {}): NewOrder {
  const { tickets, meals = [], merchandise = [], prices, ...rest } = overrides;
  const selection = {
    tickets: ticketCounts(tickets ?? { standard: 2, child: 1 }),
    meals,
    merchandise,
  };
  return {
    userId: 1,
    orderDate: BUILDER_DAY,
    visitDate: BUILDER_DAY,
    contact: aContact(),
    attractionIds: [],
    priced: priceOrder(selection, prices ?? { restaurants: new Map(), merchandise: new Map() }),
    ...rest,
  };
}

// --- days and admissions -------------------------------------------------------------

export interface DayOverrides extends Partial<VisitDay> {
  /** A closed day: no capacity (the status `closed`). */
  closed?: boolean;
}

/** A visit day as stored: the park's default limits, nothing sold, on BUILDER_DAY. */
export function aDay(overrides: DayOverrides = {}): VisitDay {
  const { closed = false, ...rest } = overrides;
  const day: VisitDay = {
    date: BUILDER_DAY,
    ...PARK_DEFAULT_CAPACITY,
    sold: 0,
    expressSold: 0,
    ...rest,
  };
  return closed ? { ...day, capacity: 0 } : day;
}

/** A day as `/availability` answers it (aDay's, with what is left and its status). */
export const aDayAvailability = (overrides: DayOverrides = {}) => availabilityOf(aDay(overrides));

/** One valid, unused Standard admission of order 1 on BUILDER_DAY, with a UUID-shaped ref. */
export function anAdmission(overrides: Partial<Admission> = {}): Admission {
  const n = nextNumber();
  return {
    id: n,
    ref: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    orderId: 1,
    type: 'standard',
    visitDate: BUILDER_DAY,
    lastCheckIn: null,
    voidedAt: null,
    dayClosed: false,
    ...overrides,
  };
}
