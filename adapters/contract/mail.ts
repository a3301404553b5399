import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES, type OutboxMail } from '../../core/mail/delivery';
import type { MailPage } from '../../core/mail/mail-outbox';
import { MAIL_PAGE_MAX } from '../../core/mail/list-mail';
import { idField, MAX_ID } from './fields';

// Mail that reaches people (DECISIONS.md): GET /mail and POST /mail/:id/retry, for managers.

export const MAIL_STATUS_MESSAGE = `Status must be one of ${MAIL_STATUSES.join(', ')}`;
export const MAIL_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAIL_PAGE_MAX}`;
export const MAIL_CURSOR_MESSAGE = 'Cursor must be the next of an earlier page';

/** Digits in a query string, as a whole number from 1 to `max` (else `message`). */
const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));

/** GET /mail?status&limit&cursor: every parameter optional. */
export const mailQuerySchema = z.object({
  status: z
    .enum(MAIL_STATUSES, { error: MAIL_STATUS_MESSAGE })
    .optional()
    .describe('pending, sent or failed (all when missing)'),
  limit: wholeNumber(MAIL_PAGE_MAX, MAIL_LIMIT_MESSAGE)
    .optional()
    .describe(`Mails per page, 1 to ${MAIL_PAGE_MAX} (default 50)`),
  cursor: wholeNumber(MAX_ID, MAIL_CURSOR_MESSAGE)
    .optional()
    .describe('The `next` of the page before'),
});
export type MailQueryParams = z.input<typeof mailQuerySchema>;

/** POST /mail/:id/retry: the mail's id in the path. */
export const mailParamsSchema = z.object({ id: idField('Mail id') });

// --- bodies ------------------------------------------------------------------------

/** One mail as a manager sees it: never its body (a reset mail's holds a one-time link). */
export const MailBody = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailBody = z.infer<typeof MailBody>;

/** 200 of GET /mail: a page, newest first; `next` the cursor of the following page. */
export const MailPageBody = z.strictObject({
  mails: z.array(MailBody),
  next: z.number().int().nullable(),
});
export type MailPageBody = z.infer<typeof MailPageBody>;

export const toMailBody = (m: OutboxMail): MailBody => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  kind: m.kind,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

export const toMailPageBody = (page: MailPage): MailPageBody => ({
  mails: page.mails.map(toMailBody),
  next: page.next,
});
