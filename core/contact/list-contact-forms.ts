import type { ContactSubmission, ContactType } from './contact';
import { isIsoDate, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { ContactFormRepository } from './contact-form-repository';
import { managerOnly, type ManagerOnlyUseCase, type Reader } from '../employees/permissions';

export interface ListContactFormsInput {
  /** A Manager, or the `park` command's operator. */
  actor: Reader;
  startDate: IsoDate;
  endDate: IsoDate;
  /** One kind of message, or every kind (including messages sent without a type). */
  type: ContactType | 'all';
}

type ListError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' }>;

/** The Contact Us messages a manager reads: submitted within the range, of a type, newest first. */
export class ListContactForms implements ManagerOnlyUseCase<Reader> {
  constructor(private readonly forms: ContactFormRepository) {}

  authorize<A extends Reader>(actor: A) {
    return managerOnly(actor);
  }

  async execute(input: ListContactFormsInput): Promise<Result<ContactSubmission[], ListError>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    if (!isIsoDate(input.startDate))
      return err({
        kind: 'invalid-input',
        path: 'startDate',
        message: 'Start date must be a date',
      });
    if (!isIsoDate(input.endDate))
      return err({ kind: 'invalid-input', path: 'endDate', message: 'End date must be a date' });
    if (input.endDate < input.startDate)
      return err({
        kind: 'invalid-input',
        path: 'endDate',
        message: 'End date cannot be before the start date',
      });
    return ok(
      await this.forms.listSubmitted({
        from: input.startDate,
        to: input.endDate,
        type: input.type === 'all' ? null : input.type,
      }),
    );
  }
}
