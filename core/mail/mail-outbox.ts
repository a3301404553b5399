import type { AuditActor } from '../audit/audit';
import type { AttemptRecord, MailStatus, OutboxMail, SendOutcome } from './delivery';

/** A page of the outbox, newest first; `next` is the cursor of the following page. */
export interface MailPage {
  mails: OutboxMail[];
  next: number | null;
}

/**
 * The outbox the relays send from. Every limit is the database's: a mail is claimed by one
 * relay at a time, and its attempt is counted before it is sent.
 */
export interface MailOutbox {
  /**
   * Claims up to `limit` pending mails that are due at `now` and not claimed by another relay,
   * oldest first, for `leaseMs` (a relay that dies lets its claims lapse), counting an attempt
   * of each: one atomic statement, so two relays never claim one mail.
   */
  claimDue(limit: number, now: Date, leaseMs: number): Promise<OutboxMail[]>;
  /** Records how the attempt of a claimed mail ended, and releases the claim. */
  record(id: number, record: AttemptRecord): Promise<void>;
  /** When the next pending mail is due (null when none is pending). */
  nextDue(): Promise<Date | null>;
  /** The mails with `status` (all when missing), newest first, `limit` a page, after `cursor`. */
  list(query: { status?: MailStatus; limit: number; cursor?: number }): Promise<MailPage>;
  /**
   * Puts a failed mail back to pending, due now, its attempts counted again from none, and
   * appends the audit entry `mail.retry` on `mail <id>` by `by` in the same transaction; the
   * mail as it is now, `not-failed` for a mail that is pending or sent, null for no such mail.
   */
  retry(id: number, now: Date, by: AuditActor): Promise<OutboxMail | 'not-failed' | null>;
}

/** Hands one mail to the SMTP server (the adapter draws its parts and attachments). */
export interface MailTransport {
  send(mail: OutboxMail): Promise<SendOutcome>;
}
