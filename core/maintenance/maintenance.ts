import { addDays, isIsoDate } from '../shared/dates';

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

/**
 * How the audit log names a change of a request: `maintenance.resolve` when it becomes
 * Completed, `maintenance.update` for any other change (a comment, a cost, a status).
 */
export function maintenanceChangeAction(
  before: MaintenanceStatus,
  after: MaintenanceStatus,
): 'maintenance.resolve' | 'maintenance.update' {
  return after === 'Completed' && before !== 'Completed'
    ? 'maintenance.resolve'
    : 'maintenance.update';
}

/** A completed request needs the day it was resolved; other statuses have none. */
export function needsDateResolved(status: MaintenanceStatus): boolean {
  return status === 'Completed';
}

export const URGENT_WINDOW_DAYS = 30;
export const MAINTENANCE_REQUIRED_SUBJECT = 'Maintenance Required';
/** The description of the requests the server opens by itself. */
export const AUTOMATIC_MAINTENANCE_DESCRIPTION = `Opened automatically: no maintenance request was submitted for this attraction in the past ${URGENT_WINDOW_DAYS} days.`;

/** What the overdue rule needs to know about one attraction in use (not retired). */
export interface AttractionMaintenanceHistory {
  attractionId: number;
  /** The day its most recent maintenance request (of any kind or status) was submitted. */
  lastSubmittedDate: string | null;
  /** It already has an automatic 'Maintenance Required' request that is not Completed. */
  hasUnresolvedAutomatic: boolean;
}

/**
 * The attractions that need an automatic 'Maintenance Required' request today: those with no
 * request submitted in the past URGENT_WINDOW_DAYS days. A request submitted exactly 30 days
 * before today still counts (the window is today and the 30 days before it); one submitted 31
 * days before does not. An attraction that never had a request is overdue. One that already
 * has an unresolved automatic request is not asked again, so nothing piles up.
 * Dates are `YYYY-MM-DD`, compared as text (which orders them by day).
 */
export function overdueAttractionIds(
  history: readonly AttractionMaintenanceHistory[],
  today: string,
  windowDays: number = URGENT_WINDOW_DAYS,
): number[] {
  const oldestCovered = addDays(today, -windowDays);
  return history
    .filter((a) => !a.hasUnresolvedAutomatic)
    .filter((a) => a.lastSubmittedDate === null || a.lastSubmittedDate < oldestCovered)
    .map((a) => a.attractionId)
    .sort((x, y) => x - y);
}

/** Limits of a maintenance request's fields (the edge validates with the same numbers). */
export const MAINTENANCE_LIMITS = {
  subject: 100,
  comment: 2000,
  /** The largest cost, in dollars, one request may carry. */
  maxCostDollars: 1_000_000,
} as const;

export const MAINTENANCE_SUBMITTED = 'Maintenance Request Submitted';
export const MAINTENANCE_UPDATED = 'Maintenance Request Updated';

/** Why a cost in dollars cannot be stored (negative, over the limit, finer than a cent), or null. */
export function maintenanceCostProblem(dollars: number): string | null {
  if (!Number.isFinite(dollars)) return 'Cost must be a number';
  if (dollars < 0) return 'Cost cannot be negative';
  if (dollars > MAINTENANCE_LIMITS.maxCostDollars)
    return `Cost must be at most ${MAINTENANCE_LIMITS.maxCostDollars} dollars`;
  const scaled = dollars * 100;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return 'Cost must have at most 2 decimals';
  return null;
}

/**
 * Why a request submitted on `submittedDate` cannot be marked resolved on `dateResolved`
 * (not a real day, later than today, earlier than its submission), or null.
 */
export function dateResolvedProblem(
  dateResolved: string,
  submittedDate: string,
  today: string,
): string | null {
  if (!isIsoDate(dateResolved)) return 'Date Resolved must be a date (YYYY-MM-DD)';
  if (dateResolved > today) return 'Date Resolved cannot be in the future';
  if (dateResolved < submittedDate)
    return `Date Resolved cannot be before the request was submitted (${submittedDate})`;
  return null;
}
