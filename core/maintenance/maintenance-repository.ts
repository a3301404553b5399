import type { IsoDate } from '../shared/dates';
import type { AttractionMaintenanceHistory, MaintenanceStatus } from './maintenance';
import type { Cents } from '../shared/money';
import type { AuditActor } from '../audit/audit';

/** A maintenance request on an attraction, as stored. */
export interface MaintenanceRequest {
  id: number;
  attractionId: number;
  attractionName: string;
  subject: string;
  /** What the staff wrote (the spec's "comment"; MRDescription when submitted). */
  description: string;
  cost: Cents;
  status: MaintenanceStatus;
  submittedDate: IsoDate;
  /** Only a Completed request has one. */
  dateResolved: IsoDate | null;
  createdByEmployeeId: number | null;
  /** Opened by the server for an attraction without maintenance in the past 30 days. */
  automatic: boolean;
}

export interface NewMaintenanceRequest {
  attractionId: number;
  subject: string;
  description: string;
  cost: Cents;
  submittedDate: IsoDate;
  createdByEmployeeId: number | null;
}

export interface AutomaticMaintenanceRequest {
  subject: string;
  description: string;
  submittedDate: IsoDate;
  /** The employee whose URGENT check opens it; null when the park's start-up check does. */
  createdByEmployeeId: number | null;
}

export interface MaintenanceChanges {
  status: MaintenanceStatus;
  description: string;
  cost: Cents;
  /** Set exactly when the status is Completed. */
  dateResolved: IsoDate | null;
}

/**
 * Maintenance requests on the park's attractions. `add` and `update` name the employee making
 * them (`by`) and append their audit entry in their own transaction, target `maintenance <id>`,
 * before and after the request as `findById` answers it: `maintenance.add` (before null), and
 * `maintenance.resolve` when an update completes it (maintenanceChangeAction), else
 * `maintenance.update`. An unknown attraction or request appends nothing. `openAutomatic` names
 * who ran the URGENT check (`by`: the employee, or the park itself at the server's start) and
 * appends one `maintenance.add` per request it opens, in the same transaction; none when it
 * opens none.
 */
export interface MaintenanceRepository {
  /** Every request, newest first (by submitted day, then id). */
  list(): Promise<MaintenanceRequest[]>;
  findById(id: number): Promise<MaintenanceRequest | null>;
  /** Stores an Open, manual request; 'unknown-attraction' when the attraction is missing or retired. */
  add(
    request: NewMaintenanceRequest,
    by: AuditActor,
  ): Promise<MaintenanceRequest | 'unknown-attraction'>;
  update(
    id: number,
    changes: MaintenanceChanges,
    by: AuditActor,
  ): Promise<MaintenanceRequest | null>;
  /** Each attraction in use (not retired), with its last request day and unresolved automatic one. */
  attractionHistory(): Promise<AttractionMaintenanceHistory[]>;
  /**
   * Opens an automatic request (this subject, description and author, cost 0, Open) for each of
   * these attractions in use, skipping any that already has an automatic request that day (also
   * when another process opens it at the same moment); answers the new ones.
   */
  openAutomatic(
    attractionIds: readonly number[],
    request: AutomaticMaintenanceRequest,
    by: AuditActor,
  ): Promise<MaintenanceRequest[]>;
  /** Automatic requests that are not Completed, oldest first. */
  listUnresolvedAutomatic(): Promise<MaintenanceRequest[]>;
}
