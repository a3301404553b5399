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
import { conflict, domainError, type DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { restaurantCostByType } from '../orders/pricing';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { AttractionChanges, DepartmentRepository } from './department-repository';
import {
  managerOnly,
  type Actor,
  type Forbidden,
  type ManagerOnlyUseCase,
} from '../employees/permissions';
import { auditActor } from '../audit/audit';

type SaveError = Extract<DomainError, { kind: 'not-found' | 'conflict' | 'forbidden' }>;

/** Every department write is a Manager's: the input names the employee acting, whom the audit log names. */
interface ActedBy {
  actor: Actor;
}

/** The department use cases refuse anyone but a Manager before they touch the repository. */
abstract class DepartmentWrite implements ManagerOnlyUseCase {
  authorize(actor: Actor): Result<Actor, Forbidden> {
    return managerOnly(actor);
  }
}

/** A repository answer as a Result: 'name-taken' is a conflict, null is not found. */
function saved<T>(kind: CatalogKind, outcome: T | 'name-taken' | null): Result<T, SaveError> {
  if (outcome === 'name-taken') return err(conflict('name-taken', nameTakenMessage(kind)));
  if (outcome === null) return err(domainError('not-found', notFoundMessage(kind)));
  return ok(outcome);
}

/** A new attraction opens at once (status 1). */
export class AddAttraction extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    ...fields
  }: AttractionFields & ActedBy): Promise<Result<Attraction, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    return saved(
      'attraction',
      await this.departments.addAttraction({ ...fields, open: true }, auditActor(actor)),
    );
  }
}

export interface UpdateAttractionInput extends AttractionChanges, ActedBy {
  id: number;
}

export class UpdateAttraction extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    id,
    ...fields
  }: UpdateAttractionInput): Promise<Result<Attraction, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    return saved(
      'attraction',
      await this.departments.updateAttraction(id, fields, auditActor(actor)),
    );
  }
}

export class AddMerchandise extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    ...fields
  }: MerchandiseFields & ActedBy): Promise<Result<Merchandise, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    return saved('merchandise', await this.departments.addMerchandise(fields, auditActor(actor)));
  }
}

export class UpdateMerchandise extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    id,
    ...fields
  }: MerchandiseFields & ActedBy & { id: number }): Promise<Result<Merchandise, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    return saved(
      'merchandise',
      await this.departments.updateMerchandise(id, fields, auditActor(actor)),
    );
  }
}

/** A restaurant's voucher price always follows its type; whatever amount a client sent is ignored. */
export class AddRestaurant extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    ...fields
  }: RestaurantFields & ActedBy): Promise<Result<Restaurant, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    const amount = restaurantCostByType(fields.type);
    return saved(
      'restaurant',
      await this.departments.addRestaurant({ ...fields, amount }, auditActor(actor)),
    );
  }
}

export class UpdateRestaurant extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute({
    actor,
    id,
    ...fields
  }: RestaurantFields & ActedBy & { id: number }): Promise<Result<Restaurant, SaveError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    const amount = restaurantCostByType(fields.type);
    return saved(
      'restaurant',
      await this.departments.updateRestaurant(id, { ...fields, amount }, auditActor(actor)),
    );
  }
}

/**
 * Deletes an attraction, shop item or restaurant. One that orders, expenses or maintenance
 * requests refer to is retired instead: it leaves the catalog and its history stays whole.
 */
export class RemoveCatalogItem extends DepartmentWrite {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  async execute(
    input: ActedBy & { kind: CatalogKind; id: number },
  ): Promise<Result<Removal, Extract<DomainError, { kind: 'not-found' | 'forbidden' }>>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const removal = await this.departments.remove(input.kind, input.id, auditActor(input.actor));
    return removal ? ok(removal) : err(domainError('not-found', notFoundMessage(input.kind)));
  }
}

export interface RestaurantExpenseFields {
  restaurantId: number;
  amount: Cents;
  date: IsoDate;
  type: ExpenseType;
}

/** The Manager acting is the one who entered it. */
export type RestaurantExpenseInput = RestaurantExpenseFields & ActedBy;

type ExpenseError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' }>;

/** A manager enters what a restaurant cost on a day (not a day still to come). */
export class SubmitRestaurantExpense extends DepartmentWrite {
  constructor(
    private readonly departments: DepartmentRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async execute({
    actor,
    ...input
  }: RestaurantExpenseInput): Promise<Result<{ id: number }, ExpenseError>> {
    const allowed = this.authorize(actor);
    if (!allowed.ok) return allowed;
    if (!isIsoDate(input.date))
      return err({ kind: 'invalid-input', path: 'date', message: 'Date must be a date' });
    if (input.date > this.clock.today())
      return err({
        kind: 'invalid-input',
        path: 'date',
        message: 'Expense date cannot be in the future',
      });
    if (input.amount < 0)
      return err({ kind: 'invalid-input', path: 'amount', message: 'Amount cannot be negative' });
    const added = await this.departments.addRestaurantExpense(
      { ...input, staffId: actor.id },
      auditActor(actor),
    );
    if (added === 'no-restaurant')
      return err({ kind: 'invalid-input', path: 'restaurantId', message: 'No such restaurant' });
    return ok(added);
  }
}
