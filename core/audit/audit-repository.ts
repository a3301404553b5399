import type { AuditEntry, AuditFilter } from './audit';

/**
 * The audit log, read. Entries are appended by the writes themselves, each in its own
 * statement or transaction (the repositories of employees, the catalog, capacity, maintenance,
 * weather and admissions, and the order writes), and never changed or deleted.
 */
export interface AuditLog {
  /**
   * The entries that match the filter, newest first (by time, then id), at most `limit`: those
   * appended on the park days `from`..`to` (each optional, both included), by the actor with
   * that email (any case), of that action; with a cursor, only those older than its entry.
   */
  list(filter: AuditFilter): Promise<AuditEntry[]>;
}
