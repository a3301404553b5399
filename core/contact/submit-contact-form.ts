import { CONTACT_LIMITS, type ContactMessage, type ContactSubmission } from './contact';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { ContactFormRepository } from './contact-form-repository';
import { EMAIL_MESSAGE, isEmail, personNameProblem } from '../shared/field-rules';
import type { OrderRepository } from '../orders/order-repository';

/** A ticket id that is not one of the sender's orders (another visitor's, or none at all). */
export const NOT_YOUR_TICKET = 'Ticket ID must be one of your orders';

export interface SubmitContactFormInput extends ContactMessage {
  /** The logged-in visitor who sent it. */
  userId: number | null;
}

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

function problem(message: ContactMessage): InvalidInput | null {
  const invalid = (path: string, text: string): InvalidInput => ({
    kind: 'invalid-input',
    path,
    message: text,
  });
  const name = personNameProblem(message.name);
  if (name) return invalid('name', name);
  if (!isEmail(message.email)) return invalid('email', EMAIL_MESSAGE);
  if (message.message.length < 1) return invalid('message', 'Message is required');
  if (message.message.length > CONTACT_LIMITS.message)
    return invalid('message', `Message must be at most ${CONTACT_LIMITS.message} characters`);
  const ticket = message.submittedTicketId;
  if (ticket !== null && !(Number.isSafeInteger(ticket) && ticket > 0))
    return invalid('submittedTicketId', 'Ticket ID must be a positive whole number');
  return null;
}

/** Keeps a Contact Us message, dated with the park's today, for the managers to read. */
export class SubmitContactForm {
  constructor(
    private readonly forms: ContactFormRepository,
    private readonly clock: Clock,
    private readonly orders: Pick<OrderRepository, 'findForUser'>,
  ) {}

  async execute(input: SubmitContactFormInput): Promise<Result<ContactSubmission, InvalidInput>> {
    const message: ContactMessage = {
      name: input.name.trim(),
      email: input.email.trim(),
      type: input.type,
      message: input.message.trim(),
      submittedTicketId: input.submittedTicketId,
    };
    const found = problem(message);
    if (found) return err(found);
    if (message.submittedTicketId !== null && !(await this.ownsOrder(input))) {
      return err({ kind: 'invalid-input', path: 'submittedTicketId', message: NOT_YOUR_TICKET });
    }
    const stored = await this.forms.add({
      ...message,
      submittedDate: this.clock.today(),
      userId: input.userId,
    });
    return ok(stored);
  }

  /** Managers read the ticket id as the sender's order: it must be one. */
  private async ownsOrder(input: SubmitContactFormInput): Promise<boolean> {
    if (input.userId === null || input.submittedTicketId === null) return false;
    return (await this.orders.findForUser(input.submittedTicketId, input.userId)) !== null;
  }
}
