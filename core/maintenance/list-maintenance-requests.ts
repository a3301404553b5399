import type { MaintenanceRepository, MaintenanceRequest } from './maintenance-repository';

/** Every maintenance request, newest first, for the staff's and managers' Maintenance page. */
export class ListMaintenanceRequests {
  constructor(private readonly requests: MaintenanceRepository) {}

  execute(): Promise<MaintenanceRequest[]> {
    return this.requests.list();
  }
}
