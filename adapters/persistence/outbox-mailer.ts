import type { Knex } from 'knex';
import type { MailMessage, Mailer } from '../../core/shared/mailer';
import type { Executor } from './executor';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}

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

/** The latest messages in the outbox, newest first. */
export async function listOutbox(db: Knex, limit = 20): Promise<OutboxMessage[]> {
  const rows: OutboxRow[] = await db('mail_outbox')
    .select('id', 'to_address', 'subject', 'body', 'created_at')
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    createdAt: row.created_at,
  }));
}
