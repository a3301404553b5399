import {
  AUTOMATIC_MAINTENANCE_DESCRIPTION,
  MAINTENANCE_REQUIRED_SUBJECT,
  overdueAttractionIds,
} from './maintenance';
import type { Clock } from '../shared/clock';
import type { MaintenanceRepository, MaintenanceRequest } from './maintenance-repository';
import { auditActor, PARK_ACTOR } from '../audit/audit';
import type { Actor } from '../employees/permissions';

export interface UrgentMaintenance {
  /** Requests this run opened (none when every attraction was covered). */
  opened: MaintenanceRequest[];
  /** Every automatic 'Maintenance Required' request not yet Completed, oldest first. */
  unresolved: MaintenanceRequest[];
}

export interface CheckUrgentMaintenanceInput {
  /**
   * The staff member or manager running the URGENT check: the requests it opens name them, and
   * so do their audit entries. Null for the server's start-up check, which the park runs itself.
   */
  actor: Actor | null;
}

/**
 * Opens a 'Maintenance Required' request for every attraction in use that had no maintenance
 * request in the past 30 days (core's overdueAttractionIds), then lists the automatic requests
 * still unresolved. Idempotent: a second run the same day, or any run while an attraction's
 * automatic request is unresolved, opens nothing for it. Runs at server start and on every
 * URGENT check of the Maintenance page (and `park maintenance urgent`); each request it opens
 * is audited (`maintenance.add`) with it.
 */
export class CheckUrgentMaintenance {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ actor }: CheckUrgentMaintenanceInput): Promise<UrgentMaintenance> {
    const today = this.clock.today();
    const overdue = overdueAttractionIds(await this.requests.attractionHistory(), today);
    const opened =
      overdue.length === 0
        ? []
        : await this.requests.openAutomatic(
            overdue,
            {
              subject: MAINTENANCE_REQUIRED_SUBJECT,
              description: AUTOMATIC_MAINTENANCE_DESCRIPTION,
              submittedDate: today,
              createdByEmployeeId: actor?.id ?? null,
            },
            actor ? auditActor(actor) : PARK_ACTOR,
          );
    return { opened, unresolved: await this.requests.listUnresolvedAutomatic() };
  }
}
