import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { isIsoDate, type IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { DepartmentRepository } from './department-repository';
import type { ActedBy } from './department-write';
import type { ExpenseType } from './departments';

export interface RestaurantExpenseFields {
  restaurantId: number;
  amount: Cents;
  date: IsoDate;
  type: ExpenseType;
  /** The employee the form names as entering it, if any: only the actor themself may be named. */
  staffId?: number | null;
}

export const NOT_YOUR_STAFF_ID = 'StaffID must be your own';

/** The Manager acting is the one who entered it. */
export type RestaurantExpenseInput = RestaurantExpenseFields & ActedBy;

type ExpenseError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' }>;

/**
 * A manager enters what a restaurant cost on a day (not a day still to come), as themself: a form
 * naming another employee is refused before anything else is checked.
 */
export class SubmitRestaurantExpense extends ManagerUseCase<
  RestaurantExpenseFields,
  { id: number },
  ExpenseError
> {
  constructor(
    private readonly departments: DepartmentRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  protected async run(
    { staffId, ...input }: RestaurantExpenseFields,
    actor: Actor,
  ): Promise<Result<{ id: number }, ExpenseError>> {
    if (staffId != null && staffId !== actor.id)
      return err(domainError('forbidden', NOT_YOUR_STAFF_ID));
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
