import { z } from 'zod';
import { AUDIT_ACTION_MAX, AUDIT_ACTION_PATTERN, type AuditEntry } from '../../core/audit/audit';
import {
  AUDIT_LIMIT_MESSAGE,
  AUDIT_PAGE_MAX,
  type AuditPage,
  type AuditQuery,
} from '../../core/audit/list-audit-entries';
import { EMAIL_MAX } from '../../core/shared/field-rules';
import { ANY_EMAIL } from './fields';
import { isoDateField } from './fields';

// The audit log (DECISIONS.md "Audit log"): GET /audit, a manager's read of every write.

export const AUDIT_ACTOR_MESSAGE = `Actor must be an email address (at most ${EMAIL_MAX} characters)`;
/** Any address: the log's emails are its accounts', and the park's own may be a local one. */
export const AUDIT_ACTION_MESSAGE = 'Action must be an action name, like employee.add';
export const AUDIT_CURSOR_MESSAGE = 'Cursor must be the next of an earlier page';

/** Digits in a query string, as a whole number from 1 to `max` (else `message`). */
const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));

/** GET /audit?from&to&actor&action&limit&cursor: every parameter optional. */
export const auditQuerySchema = z.object({
  from: isoDateField('From')
    .optional()
    .describe("The first park day (YYYY-MM-DD, the park's time zone)"),
  to: isoDateField('To').optional().describe('The last park day, not before from'),
  actor: z
    .string({ error: AUDIT_ACTOR_MESSAGE })
    .trim()
    .min(1, AUDIT_ACTOR_MESSAGE)
    .max(EMAIL_MAX, AUDIT_ACTOR_MESSAGE)
    .regex(ANY_EMAIL, AUDIT_ACTOR_MESSAGE)
    .optional()
    .describe("The actor's email, in any case"),
  action: z
    .string({ error: AUDIT_ACTION_MESSAGE })
    .trim()
    .max(AUDIT_ACTION_MAX, AUDIT_ACTION_MESSAGE)
    .regex(AUDIT_ACTION_PATTERN, AUDIT_ACTION_MESSAGE)
    .optional()
    .describe('One action, exactly: employee.add, gate.check-in, order.refund, …'),
  limit: wholeNumber(AUDIT_PAGE_MAX, AUDIT_LIMIT_MESSAGE)
    .optional()
    .describe(`Entries per page, 1 to ${AUDIT_PAGE_MAX} (default 50)`),
  cursor: wholeNumber(Number.MAX_SAFE_INTEGER, AUDIT_CURSOR_MESSAGE)
    .optional()
    .describe('The `next` of the page before'),
});
export type AuditQueryParams = z.input<typeof auditQuerySchema>;

/** Core's query from GET /audit's parameters (the wire's `actor` is an email). */
export const toAuditQuery = (q: z.output<typeof auditQuerySchema>): AuditQuery => ({
  from: q.from,
  to: q.to,
  actorEmail: q.actor,
  action: q.action,
  limit: q.limit,
  cursor: q.cursor,
});

// --- bodies ------------------------------------------------------------------------

/** Any JSON value: a record's fields (an object), or null where there was none. */
const JsonValue = z
  .union([
    z.record(z.string(), z.unknown()),
    z.array(z.unknown()),
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
  ])
  .describe('The record as JSON (its fields, never a password hash), or null');

export const AuditActorBody = z.strictObject({
  id: z.number().int().nullable(),
  email: z.string(),
  role: z.enum(['staff', 'manager', 'visitor', 'system']),
});

/** One entry: who, what, on what, when, and the record before and after. */
export const AuditEntryBody = z.strictObject({
  id: z.number().int(),
  at: z.iso.datetime().describe('When it was written, an ISO instant (UTC)'),
  actor: AuditActorBody,
  action: z.string(),
  target: z.string(),
  before: JsonValue,
  after: JsonValue,
});
export type AuditEntryBody = z.infer<typeof AuditEntryBody>;

/** GET /audit's 200: a page newest first, and the cursor of the next one (null: none). */
export const AuditPageBody = z.strictObject({
  entries: z.array(AuditEntryBody),
  next: z.number().int().nullable(),
});
export type AuditPageBody = z.infer<typeof AuditPageBody>;

export const toAuditEntryBody = (e: AuditEntry): AuditEntryBody => ({
  id: e.id,
  at: e.at.toISOString(),
  actor: { id: e.actor.id, email: e.actor.email, role: e.actor.role },
  action: e.action,
  target: e.target,
  before: (e.before ?? null) as AuditEntryBody['before'],
  after: (e.after ?? null) as AuditEntryBody['after'],
});

export const toAuditPageBody = (page: AuditPage): AuditPageBody => ({
  entries: page.entries.map(toAuditEntryBody),
  next: page.next,
});
