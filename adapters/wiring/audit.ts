import { ContainerModule } from 'inversify';
import { ListAuditEntries } from '../../core/audit/list-audit-entries';
import { KnexAuditLog } from '../persistence/index';
import { AUDIT_TOKENS as T } from './audit-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Config, Database } = INFRASTRUCTURE_TOKENS;

/**
 * The audit log: its reader (days counted in PARK_TZ) and the managers' use case. The entries
 * are appended by the repositories of the features that write, each with its own write.
 */
export const auditModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.AuditLog, [Database, Config], (d, config) => new KnexAuditLog(d.knex, config.parkTz));
  // use cases
  singleton(T.ListAuditEntries, [T.AuditLog], (log) => new ListAuditEntries(log));
});
