import type { Actor } from '../employees/permissions';
import { ManagerUseCase } from '../employees/permissions';
import { ok, type Result } from '../shared/result';
import type { MailStatus } from './delivery';
import type { MailOutbox, MailPage } from './mail-outbox';

/** The most mails one page holds. */
export const MAIL_PAGE_MAX = 200;

/** A manager reads the outbox (GET /mail, `park mail outbox`): never a body (bodies hold reset links). */
export class ListMail extends ManagerUseCase<
  { status?: MailStatus | undefined; limit: number; cursor?: number | undefined },
  MailPage,
  never,
  Actor | { operator: true }
> {
  constructor(private readonly outbox: MailOutbox) {
    super();
  }

  protected async run(input: {
    status?: MailStatus | undefined;
    limit: number;
    cursor?: number | undefined;
  }): Promise<Result<MailPage, never>> {
    const limit = Math.min(Math.max(1, Math.trunc(input.limit)), MAIL_PAGE_MAX);
    return ok(
      await this.outbox.list({
        limit,
        ...(input.status ? { status: input.status } : {}),
        ...(input.cursor !== undefined ? { cursor: input.cursor } : {}),
      }),
    );
  }
}
