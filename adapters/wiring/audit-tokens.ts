import type { AuditLog } from '../../core/audit/audit-repository';
import type { ListAuditEntries } from '../../core/audit/list-audit-entries';
import { token } from './token';

/** The audit log: read by managers (each feature's writes append to it themselves). */
export const AUDIT_TOKENS = {
  // ports
  AuditLog: token<AuditLog>('AuditLog'),
  // use cases
  ListAuditEntries: token<ListAuditEntries>('ListAuditEntries'),
} as const;
