import { statusLabel } from '../../core/maintenance/maintenance';
import type { MaintenanceRequest } from '../../core/maintenance/maintenance-repository';
import { centsToDollars } from '../../core/shared/money';
import type { MaintenanceRequestBody, UrgentMaintenanceBody } from './staff';

// The Maintenance page's bodies: the stored status and how it is shown, cost in dollars.

/** A request as the Maintenance page reads it: the stored status and how it is shown. */
export function toMaintenanceRequestBody(request: MaintenanceRequest): MaintenanceRequestBody {
  return {
    id: request.id,
    subject: request.subject,
    status: request.status,
    statusLabel: statusLabel(request.status),
    comment: request.description,
    cost: centsToDollars(request.cost),
    dateResolved: request.dateResolved,
    attractionID: request.attractionId,
    attractionName: request.attractionName,
    submittedDate: request.submittedDate,
    automatic: request.automatic,
  };
}

/** POST /get-unresolved-maintenance-requests: the unresolved automatic requests. */
export function toUrgentMaintenanceBody(unresolved: MaintenanceRequest[]): UrgentMaintenanceBody {
  return {
    requests: unresolved.map((r) => ({
      id: r.id,
      attractionID: r.attractionId,
      attractionName: r.attractionName,
      submittedDate: r.submittedDate,
    })),
  };
}
