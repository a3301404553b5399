import type { AuditActor, AuditEntryInput } from '../../../core/audit/audit';
import type { AuditLog } from '../../../core/audit/audit-repository';

/** The manager and the staff member whose writes the audit contracts look for. */
export const AUDIT_MANAGER: AuditActor = { id: 7, email: 'mo@example.com', role: 'manager' };
export const AUDIT_STAFF: AuditActor = { id: 8, email: 'sam@example.com', role: 'staff' };

/** What a repository's audit contract needs: the repository and the log its writes append to. */
export interface Audited<R> {
  repo: R;
  log: AuditLog;
}

/** The entries `actor` wrote, oldest first, without their ids and times. */
export async function entriesBy(log: AuditLog, actor: AuditActor): Promise<AuditEntryInput[]> {
  const newestFirst = await log.list({ actor: actor.email, limit: 1_000 });
  return newestFirst.reverse().map(({ id: _id, at: _at, ...entry }) => entry);
}
