import type { Knex } from 'knex';
import type { MailStatus, OutboxMail } from '../../core/mail/delivery';
import type { MailMessage, Mailer } from '../../core/shared/mailer';
import type { Executor } from './executor';
import { KnexMailOutbox } from './knex-mail-outbox';

/** A mail of the outbox as `park mail outbox` shows it: with its body and its delivery. */
export type OutboxMessage = OutboxMail;

/**
 * The default Mailer: no SMTP, the message goes to `mail_outbox`, and the log says that it did
 * (recipient and subject only: a body can hold a one-time link, and logs never hold tokens).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Executor,
    private readonly log?: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const [row] = (await this.db('mail_outbox')
      .insert({
        to_address: message.to,
        subject: message.subject,
        body: message.text,
        kind: message.kind ?? 'notice',
      })
      .returning('id')) as { id: number }[];
    this.log?.(
      `mail to ${message.to}: ${message.subject} (outbox #${row?.id}; \`park mail outbox\` shows it)`,
    );
  }
}

/**
 * The latest messages in the outbox, newest first, with `status` when given, bodies included:
 * `park mail outbox`, the operator's view at the terminal (where, without SMTP_URL, a newcomer
 * reads a reset link); GET /mail never shows a body.
 */
export async function listOutbox(
  db: Knex,
  limit = 20,
  status?: MailStatus,
): Promise<OutboxMessage[]> {
  return (await new KnexMailOutbox(db).list({ limit, ...(status ? { status } : {}) })).mails;
}
