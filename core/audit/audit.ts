import type { IsoDate } from '../shared/dates';
import { normalizeEmail } from '../accounts/people';
import { isManagerRole } from '../employees/employee';
import type { Actor } from '../employees/permissions';

/** Who made a write: the employee (staff or manager), or a visitor acting on their own order. */
export interface AuditActor {
  /** The employee's id (or the visitor's, for role "visitor"); null for the park itself. */
  id: number | null;
  email: string;
  role: 'staff' | 'manager' | 'visitor' | 'system';
}

/**
 * The park itself, when a write follows the park's own rule with no employee behind it (the
 * server's start-up URGENT maintenance check).
 */
export const PARK_ACTOR: AuditActor = { id: null, email: 'park', role: 'system' };

/**
 * One write as the audit log keeps it: who, what (`action`, e.g. "order.refund",
 * "employee.add"), on what (`target`, e.g. "order 12") and the thing before and after (null
 * where it did not exist, or no longer does). Appended in the write's own transaction.
 */
export interface AuditEntryInput {
  actor: AuditActor;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends AuditEntryInput {
  id: number;
  at: Date;
}

/** GET /audit's filters: park days from..to (inclusive), an actor's email, an action. */
export interface AuditFilter {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  limit: number;
  /** The id of the last entry of the previous page: the next page is older than it. */
  cursor?: number | undefined;
}

/**
 * The actions the park's staff and manager writes append, each `<area>.<verb>`. The order writes
 * (cancellations, refunds, date changes, closed days) append theirs too: ORDER_AUDIT_ACTIONS.
 */
export const AUDIT_ACTIONS = [
  'employee.add',
  'employee.update',
  'employee.archive',
  'employee.password',
  'attraction.add',
  'attraction.update',
  'attraction.delete',
  'attraction.retire',
  'merchandise.add',
  'merchandise.update',
  'merchandise.delete',
  'merchandise.retire',
  'restaurant.add',
  'restaurant.update',
  'restaurant.delete',
  'restaurant.retire',
  'expense.add',
  'capacity.set',
  'maintenance.add',
  'maintenance.update',
  'maintenance.resolve',
  'weather.add',
  'gate.check-in',
  'mail.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the order writes append to the same log (they write their entries themselves). */
export const ORDER_AUDIT_ACTIONS = ['order.cancel', 'order.refund', 'order.move', 'day.close'];

/** Every action a reader may filter by, in the order a list of them shows. */
export const KNOWN_AUDIT_ACTIONS: readonly string[] = [...AUDIT_ACTIONS, ...ORDER_AUDIT_ACTIONS];

/** An action's name: `<area>.<verb>`, lower-case words joined by dashes. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
export const AUDIT_ACTION_MAX = 64;

/**
 * The employee making a write, as their entry names them. Emails are kept lower-case, as the
 * accounts keep them, so that a reader's filter by email (in any case) is one exact match.
 */
export function auditActor(employee: Actor): AuditActor {
  return {
    id: employee.id,
    email: normalizeEmail(employee.email),
    role: isManagerRole(employee.role) ? 'manager' : 'staff',
  };
}

/** What an entry is about: `employee 12`, `attraction 3`, `day 2026-12-24`, `ticket 981`. */
export const auditTarget = (kind: string, id: number | string) => `${kind} ${id}`;

/** An entry as a write appends it (its id and time are the log's). */
export const auditEntry = (
  actor: AuditActor,
  action: AuditAction,
  target: string,
  before: unknown,
  after: unknown,
): AuditEntryInput => ({ actor, action, target, before, after });

/**
 * A record as an entry keeps it: its JSON (dates as ISO strings, no undefined fields), which is
 * what the log gives back. Never a password hash: the records the ports answer hold none.
 */
export function auditedRecord(record: unknown): unknown {
  return record === null || record === undefined ? null : JSON.parse(JSON.stringify(record));
}
