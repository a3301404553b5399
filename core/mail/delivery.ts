/**
 * Mail that leaves the park (DECISIONS "Mail that reaches people"): every mail is written to the
 * outbox with what caused it, and relays send it once over SMTP. These are the rules of one
 * delivery: what each kind is, when a failed attempt is tried again, and when it is given up.
 */

/** What a mail is: which template draws it (a mail of before delivery existed is a `notice`). */
export const MAIL_KINDS = ['notice', 'password-reset', 'tickets', 'day-closed', 'welcome'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `pending` until a relay sends it (`sent`) or gives it up (`failed`). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail of the outbox as a relay and a manager see it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is drawn from it by the kind's template. */
  text: string;
  kind: MailKind;
  /** The order a tickets mail attaches the tickets and the visit's calendar event of. */
  orderId: number | null;
  status: MailStatus;
  /** The attempts begun (one is counted before each send). */
  attempts: number;
  /** The last failed attempt's reason (the server's reply, or what went wrong). */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** When a pending mail may be tried next. */
  nextAttemptAt: Date;
}

/** How one attempt to hand a mail to the SMTP server ended. */
export type SendOutcome =
  | { sent: true }
  /** `permanent`: a 5xx reply; otherwise a 4xx, a refused or dropped connection, a time-out. */
  | { sent: false; permanent: boolean; reason: string };

/** What the outbox records after an attempt. */
export type AttemptRecord =
  | { status: 'sent'; sentAt: Date }
  | { status: 'failed'; lastError: string }
  | { status: 'pending'; nextAttemptAt: Date; lastError: string };

const SECOND = 1000;
const HOUR = 3_600_000;

/**
 * The wait after the n-th failed attempt (n from 1): 30 s, 2 min, 10 min, 30 min, 1 h, then
 * every 2 h. The first retry comes within 60 s, and the mail is tried at least 15 times in
 * its first 24 hours.
 */
export const RETRY_DELAYS_MS = [30 * SECOND, 2 * 60 * SECOND, 10 * 60 * SECOND, HOUR / 2, HOUR];
export const LATER_RETRY_MS = 2 * HOUR;

/** A mail that still fails this long after it was written is given up. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/** The longest reason kept (an SMTP reply is short; a stack of them is not). */
export const LAST_ERROR_MAX = 500;

export function retryDelay(failedAttempts: number): number {
  return RETRY_DELAYS_MS[failedAttempts - 1] ?? LATER_RETRY_MS;
}

/**
 * What an attempt of `mail` (its `attempts` counting this one) leaves: sent; failed at once on a
 * permanent refusal; failed when a temporary failure comes 24 hours after the mail was written;
 * else pending until the next attempt. The last failure's reason is kept either way.
 */
export function afterAttempt(
  mail: Pick<OutboxMail, 'attempts' | 'createdAt'>,
  outcome: SendOutcome,
  now: Date,
): AttemptRecord {
  if (outcome.sent) return { status: 'sent', sentAt: now };
  const lastError = outcome.reason.slice(0, LAST_ERROR_MAX) || 'The mail could not be sent';
  if (outcome.permanent) return { status: 'failed', lastError };
  if (now.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS)
    return { status: 'failed', lastError };
  const nextAttemptAt = new Date(now.getTime() + retryDelay(Math.max(1, mail.attempts)));
  return { status: 'pending', nextAttemptAt, lastError };
}
