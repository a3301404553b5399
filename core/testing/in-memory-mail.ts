import type { AuditActor } from '../audit/audit';
import type { AttemptRecord, MailStatus, OutboxMail } from '../mail/delivery';
import type { MailOutbox, MailPage } from '../mail/mail-outbox';

/**
 * MailOutbox in memory: mails added by a test, claimed as the database does (due, unclaimed or
 * lapsed, oldest first, the attempt counted at the claim), `retries` the audit entries' actors.
 */
export class InMemoryMailOutbox implements MailOutbox {
  readonly mails: (OutboxMail & { claimedUntil: Date | null })[] = [];
  readonly retries: { id: number; by: AuditActor }[] = [];

  add(mail: Partial<OutboxMail> & { createdAt: Date }): OutboxMail {
    const row = {
      id: this.mails.length + 1,
      to: 'guest@example.com',
      subject: 'Your tickets',
      text: 'Hello',
      kind: 'notice' as const,
      orderId: null,
      status: 'pending' as const,
      attempts: 0,
      lastError: null,
      sentAt: null,
      nextAttemptAt: mail.createdAt,
      claimedUntil: null,
      ...mail,
    };
    this.mails.push(row);
    return { ...row };
  }

  async claimDue(limit: number, now: Date, leaseMs: number): Promise<OutboxMail[]> {
    const due = this.mails
      .filter(
        (m) =>
          m.status === 'pending' &&
          m.nextAttemptAt <= now &&
          (m.claimedUntil === null || m.claimedUntil <= now),
      )
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .slice(0, limit);
    for (const m of due) {
      m.attempts += 1;
      m.claimedUntil = new Date(now.getTime() + leaseMs);
    }
    return due.map(({ claimedUntil: _, ...m }) => ({ ...m }));
  }

  async record(id: number, record: AttemptRecord): Promise<void> {
    const m = this.mails.find((x) => x.id === id)!;
    m.status = record.status;
    m.claimedUntil = null;
    if (record.status === 'sent') m.sentAt = record.sentAt;
    else m.lastError = record.lastError;
    if (record.status === 'pending') m.nextAttemptAt = record.nextAttemptAt;
  }

  async nextDue(): Promise<Date | null> {
    const pending = this.mails.filter((m) => m.status === 'pending');
    return pending.length === 0
      ? null
      : new Date(Math.min(...pending.map((m) => m.nextAttemptAt.getTime())));
  }

  async list(query: { status?: MailStatus; limit: number; cursor?: number }): Promise<MailPage> {
    const rows = this.mails
      .filter((m) => !query.status || m.status === query.status)
      .filter((m) => query.cursor === undefined || m.id < query.cursor)
      .sort((a, b) => b.id - a.id);
    const mails = rows.slice(0, query.limit).map(({ claimedUntil: _, ...m }) => m);
    return { mails, next: rows.length > query.limit ? mails[mails.length - 1]!.id : null };
  }

  async retry(id: number, now: Date, by: AuditActor): Promise<OutboxMail | 'not-failed' | null> {
    const m = this.mails.find((x) => x.id === id);
    if (!m) return null;
    if (m.status !== 'failed') return 'not-failed';
    Object.assign(m, { status: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null });
    this.retries.push({ id, by });
    const { claimedUntil: _, ...shown } = m;
    return { ...shown };
  }
}
