import type { IsoDate } from '../shared/dates';

/** Who made a write: the employee (staff or manager), or a visitor acting on their own order. */
export interface AuditActor {
  /** The employee's id (or the visitor's, for role "visitor"); null for the park itself. */
  id: number | null;
  email: string;
  role: 'staff' | 'manager' | 'visitor' | 'system';
}

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
