import { ContainerModule } from 'inversify';
import { CheckUrgentMaintenance } from '../../core/maintenance/check-urgent-maintenance';
import { ListMaintenanceRequests } from '../../core/maintenance/list-maintenance-requests';
import { SubmitMaintenanceRequest } from '../../core/maintenance/submit-maintenance-request';
import { UpdateMaintenanceRequest } from '../../core/maintenance/update-maintenance-request';
import { KnexMaintenanceRepository } from '../persistence/index';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { MAINTENANCE_TOKENS as T } from './maintenance-tokens';
import { singletons } from './token';

const { Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Maintenance: staff and managers file and update requests; overdue attractions get one. */
export const maintenanceModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.MaintenanceRepository, [Database], (d) => new KnexMaintenanceRepository(d.knex));
  // use cases
  const repoAndClock = [T.MaintenanceRepository, Clock] as [
    typeof T.MaintenanceRepository,
    typeof Clock,
  ];
  singleton(
    T.ListMaintenanceRequests,
    [T.MaintenanceRepository],
    (m) => new ListMaintenanceRequests(m),
  );
  singleton(T.SubmitMaintenanceRequest, repoAndClock, (m, k) => new SubmitMaintenanceRequest(m, k));
  singleton(T.UpdateMaintenanceRequest, repoAndClock, (m, k) => new UpdateMaintenanceRequest(m, k));
  singleton(T.CheckUrgentMaintenance, repoAndClock, (m, k) => new CheckUrgentMaintenance(m, k));
});
