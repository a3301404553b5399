import { auditActor } from '../audit/audit';
import type { Actor } from '../employees/permissions';
import { ManagerUseCase } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { conflict, domainError, type Conflict, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { OutboxMail } from './delivery';
import type { MailOutbox } from './mail-outbox';

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_NOT_FAILED = 'Only a failed mail can be retried';

type NotFound = Extract<DomainError, { kind: 'not-found' }>;

/** A manager puts a failed mail back to pending (POST /mail/:id/retry, `park mail retry`); audited. */
export class RetryMail extends ManagerUseCase<
  { id: number },
  OutboxMail,
  NotFound | Conflict<'mail-not-failed'>
> {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
  ) {
    super();
  }

  protected async run(
    input: { id: number },
    actor: Actor,
  ): Promise<Result<OutboxMail, NotFound | Conflict<'mail-not-failed'>>> {
    if (!Number.isSafeInteger(input.id)) return err(domainError('not-found', MAIL_NOT_FOUND));
    const mail = await this.outbox.retry(input.id, this.clock.now(), auditActor(actor));
    if (mail === null) return err(domainError('not-found', MAIL_NOT_FOUND));
    if (mail === 'not-failed') return err(conflict('mail-not-failed', MAIL_NOT_FAILED));
    return ok(mail);
  }
}
