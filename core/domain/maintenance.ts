/** Maintenance status as stored. 'Open' is shown to people as 'Pending'. */
export const MAINTENANCE_STATUSES = ['Open', 'In Progress', 'Completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_STATUS_OPTIONS = ['Pending', 'In Progress', 'Completed'] as const;
export type MaintenanceStatusOption = (typeof MAINTENANCE_STATUS_OPTIONS)[number];

export function statusLabel(status: MaintenanceStatus): MaintenanceStatusOption {
  return status === 'Open' ? 'Pending' : status;
}

/** Accepts a stored status or a shown option, in any case; null for anything else. */
export function parseMaintenanceStatus(value: string): MaintenanceStatus | null {
  switch (value.trim().toLowerCase()) {
    case 'open':
    case 'pending':
      return 'Open';
    case 'in progress':
      return 'In Progress';
    case 'completed':
      return 'Completed';
    default:
      return null;
  }
}

/** Report filter: 'pending', 'In Progress', 'completed', or blank for all. */
export function parseStatusFilter(
  value: string | null | undefined,
): MaintenanceStatus | 'all' | null {
  if (value === undefined || value === null || value.trim() === '') return 'all';
  return parseMaintenanceStatus(value);
}

/** A completed request needs the day it was resolved; other statuses have none. */
export function needsDateResolved(status: MaintenanceStatus): boolean {
  return status === 'Completed';
}

export const URGENT_WINDOW_DAYS = 30;
export const MAINTENANCE_REQUIRED_SUBJECT = 'Maintenance Required';
