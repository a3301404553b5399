import type { CheckUrgentMaintenance } from '../../core/maintenance/check-urgent-maintenance';
import type { ListMaintenanceRequests } from '../../core/maintenance/list-maintenance-requests';
import type { MaintenanceRepository } from '../../core/maintenance/maintenance-repository';
import type { SubmitMaintenanceRequest } from '../../core/maintenance/submit-maintenance-request';
import type { UpdateMaintenanceRequest } from '../../core/maintenance/update-maintenance-request';
import { token } from './token';

/** Maintenance: the requests staff and managers file, update and check for urgency. */
export const MAINTENANCE_TOKENS = {
  // ports
  MaintenanceRepository: token<MaintenanceRepository>('MaintenanceRepository'),
  // use cases
  ListMaintenanceRequests: token<ListMaintenanceRequests>('ListMaintenanceRequests'),
  SubmitMaintenanceRequest: token<SubmitMaintenanceRequest>('SubmitMaintenanceRequest'),
  UpdateMaintenanceRequest: token<UpdateMaintenanceRequest>('UpdateMaintenanceRequest'),
  CheckUrgentMaintenance: token<CheckUrgentMaintenance>('CheckUrgentMaintenance'),
} as const;
