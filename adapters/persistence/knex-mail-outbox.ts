import type { AuditActor } from '../../core/audit/audit';
import {
  MAIL_KINDS,
  MAIL_STATUSES,
  type AttemptRecord,
  type MailKind,
  type MailStatus,
  type OutboxMail,
} from '../../core/mail/delivery';
import type { MailOutbox, MailPage } from '../../core/mail/mail-outbox';
import type { Executor } from './executor';
import { audited } from './knex-audit-log';

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  order_id: number | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

const COLUMNS = `id, to_address, subject, body, kind, order_id, status, attempts, last_error,
  created_at, sent_at, next_attempt_at`;

const kindOf = (kind: string): MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind) ? (kind as MailKind) : 'notice';
const statusOf = (status: string): MailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(status) ? (status as MailStatus) : 'pending';

export const toOutboxMail = (row: MailRow): OutboxMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.body,
  kind: kindOf(row.kind),
  orderId: row.order_id,
  status: statusOf(row.status),
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  nextAttemptAt: new Date(row.next_attempt_at),
});

/**
 * One statement claims the due mails: the inner SELECT takes the oldest pending rows no other
 * relay holds (FOR UPDATE SKIP LOCKED: a row another relay is claiming is skipped, not waited
 * for), and the UPDATE counts an attempt of each and claims it until the lease ends. A claim
 * that lapsed (its relay died) is due again. "Now" is the later of the relay's clock and the
 * database's, which stamps a new mail's first attempt: a relay whose clock runs behind the
 * database's still finds a mail due the moment it is committed.
 */
const CLAIM = `WITH t AS (SELECT greatest(?::timestamptz, now()) AS now)
  UPDATE mail_outbox m
  SET attempts = m.attempts + 1, claimed_until = (SELECT now FROM t) + ? * interval '1 millisecond'
  FROM (SELECT id FROM mail_outbox, t
        WHERE status = 'pending' AND next_attempt_at <= t.now
          AND (claimed_until IS NULL OR claimed_until <= t.now)
        ORDER BY next_attempt_at, id
        LIMIT ?
        FOR UPDATE OF mail_outbox SKIP LOCKED) due
  WHERE m.id = due.id
  RETURNING ${COLUMNS.replace(/(\w+)/g, 'm.$1')}`;

/** mail_outbox as the relays and the managers use it (migration 20261204100000). */
export class KnexMailOutbox implements MailOutbox {
  constructor(private readonly db: Executor) {}

  async claimDue(limit: number, now: Date, leaseMs: number): Promise<OutboxMail[]> {
    const { rows } = (await this.db.raw(CLAIM, [now, leaseMs, limit])) as { rows: MailRow[] };
    return rows.sort((a, b) => a.id - b.id).map(toOutboxMail);
  }

  async record(id: number, record: AttemptRecord): Promise<void> {
    const common = { status: record.status, claimed_until: null };
    if (record.status === 'sent')
      await this.db('mail_outbox')
        .where({ id })
        .update({ ...common, sent_at: record.sentAt });
    else if (record.status === 'failed')
      await this.db('mail_outbox')
        .where({ id })
        .update({ ...common, last_error: record.lastError });
    else
      await this.db('mail_outbox')
        .where({ id })
        .update({
          ...common,
          last_error: record.lastError,
          next_attempt_at: record.nextAttemptAt,
        });
  }

  async nextDue(): Promise<Date | null> {
    const row = (await this.db('mail_outbox')
      .where({ status: 'pending' })
      .min({ due: 'next_attempt_at' })
      .first()) as { due: Date | null } | undefined;
    return row?.due ? new Date(row.due) : null;
  }

  async list(query: { status?: MailStatus; limit: number; cursor?: number }): Promise<MailPage> {
    const q = this.db('mail_outbox')
      .select(this.db.raw(COLUMNS))
      .orderBy('id', 'desc')
      .limit(query.limit + 1);
    if (query.status) q.where({ status: query.status });
    if (query.cursor !== undefined) q.where('id', '<', query.cursor);
    const rows = (await q) as MailRow[];
    const page = rows.slice(0, query.limit).map(toOutboxMail);
    return { mails: page, next: rows.length > query.limit ? page[page.length - 1]!.id : null };
  }

  retry(id: number, now: Date, by: AuditActor): Promise<OutboxMail | 'not-failed' | null> {
    return audited<OutboxMail | 'not-failed' | null>(this.db, async (trx) => {
      const row = (await trx('mail_outbox')
        .select(trx.raw(COLUMNS))
        .where({ id })
        .forUpdate()
        .first()) as MailRow | undefined;
      if (!row) return { value: null, entry: null };
      if (row.status !== 'failed') return { value: 'not-failed' as const, entry: null };
      const [after] = (await trx('mail_outbox')
        .where({ id })
        .update({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null })
        .returning(trx.raw(COLUMNS) as unknown as string[])) as MailRow[];
      const shown = (m: OutboxMail) => ({ status: m.status, attempts: m.attempts, to: m.to });
      return {
        value: toOutboxMail(after!),
        entry: {
          actor: by,
          action: 'mail.retry',
          target: `mail ${id}`,
          before: { ...shown(toOutboxMail(row)), lastError: row.last_error },
          after: shown(toOutboxMail(after!)),
        },
      };
    });
  }
}
