import type { Attraction, Merchandise, Restaurant } from './catalog';
import type { IsoDate } from '../shared/dates';
import { isIsoDate } from '../shared/dates';
import {
  nameTakenMessage,
  notFoundMessage,
  type AttractionFields,
  type CatalogKind,
  type ExpenseType,
  type MerchandiseFields,
  type Removal,
  type RestaurantFields,
} from './departments';
import { domainError, type DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { restaurantCostByType } from '../orders/pricing';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { AttractionChanges, DepartmentRepository } from './department-repository';

type SaveError = Extract<DomainError, { kind: 'not-found' | 'conflict' }>;

/** A repository answer as a Result: 'name-taken' is a conflict, null is not found. */
function saved<T>(kind: CatalogKind, outcome: T | 'name-taken' | null): Result<T, SaveError> {
  if (outcome === 'name-taken') return err(domainError('conflict', nameTakenMessage(kind)));
  if (outcome === null) return err(domainError('not-found', notFoundMessage(kind)));
  return ok(outcome);
}

/** A new attraction opens at once (status 1). */
export class AddAttraction {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute(fields: AttractionFields): Promise<Result<Attraction, SaveError>> {
    return saved('attraction', await this.departments.addAttraction({ ...fields, open: true }));
  }
}

export interface UpdateAttractionInput extends AttractionChanges {
  id: number;
}

export class UpdateAttraction {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute({ id, ...fields }: UpdateAttractionInput): Promise<Result<Attraction, SaveError>> {
    return saved('attraction', await this.departments.updateAttraction(id, fields));
  }
}

export class AddMerchandise {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute(fields: MerchandiseFields): Promise<Result<Merchandise, SaveError>> {
    return saved('merchandise', await this.departments.addMerchandise(fields));
  }
}

export class UpdateMerchandise {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute({
    id,
    ...fields
  }: MerchandiseFields & { id: number }): Promise<Result<Merchandise, SaveError>> {
    return saved('merchandise', await this.departments.updateMerchandise(id, fields));
  }
}

/** A restaurant's voucher price always follows its type; whatever amount a client sent is ignored. */
export class AddRestaurant {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute(fields: RestaurantFields): Promise<Result<Restaurant, SaveError>> {
    const amount = restaurantCostByType(fields.type);
    return saved('restaurant', await this.departments.addRestaurant({ ...fields, amount }));
  }
}

export class UpdateRestaurant {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute({
    id,
    ...fields
  }: RestaurantFields & { id: number }): Promise<Result<Restaurant, SaveError>> {
    const amount = restaurantCostByType(fields.type);
    return saved('restaurant', await this.departments.updateRestaurant(id, { ...fields, amount }));
  }
}

/**
 * Deletes an attraction, shop item or restaurant. One that orders, expenses or maintenance
 * requests refer to is retired instead: it leaves the catalog and its history stays whole.
 */
export class RemoveCatalogItem {
  constructor(private readonly departments: DepartmentRepository) {}

  async execute(input: {
    kind: CatalogKind;
    id: number;
  }): Promise<Result<Removal, Extract<DomainError, { kind: 'not-found' }>>> {
    const removal = await this.departments.remove(input.kind, input.id);
    return removal ? ok(removal) : err(domainError('not-found', notFoundMessage(input.kind)));
  }
}

export interface RestaurantExpenseInput {
  /** The employee of the session: the one who entered it. */
  staffId: number;
  restaurantId: number;
  amount: Cents;
  date: IsoDate;
  type: ExpenseType;
}

type ExpenseError = Extract<DomainError, { kind: 'invalid-input' }>;

/** A manager enters what a restaurant cost on a day (not a day still to come). */
export class SubmitRestaurantExpense {
  constructor(
    private readonly departments: DepartmentRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: RestaurantExpenseInput): Promise<Result<{ id: number }, ExpenseError>> {
    if (!isIsoDate(input.date))
      return err({ kind: 'invalid-input', path: 'ExpenseDate', message: 'Date must be a date' });
    if (input.date > this.clock.today())
      return err({
        kind: 'invalid-input',
        path: 'ExpenseDate',
        message: 'Expense date cannot be in the future',
      });
    if (input.amount < 0)
      return err({
        kind: 'invalid-input',
        path: 'ExpenseAmt',
        message: 'Amount cannot be negative',
      });
    const added = await this.departments.addRestaurantExpense(input);
    if (added === 'no-restaurant')
      return err({ kind: 'invalid-input', path: 'RestaurantID', message: 'No such restaurant' });
    return ok(added);
  }
}
