import type { IsoDate } from '../shared/dates';
import type { AttractionMaintenanceHistory, MaintenanceStatus } from './maintenance';
import type { Cents } from '../shared/money';

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
}

export interface MaintenanceChanges {
  status: MaintenanceStatus;
  description: string;
  cost: Cents;
  /** Set exactly when the status is Completed. */
  dateResolved: IsoDate | null;
}

/** Maintenance requests on the park's attractions. */
export interface MaintenanceRepository {
  /** Every request, newest first (by submitted day, then id). */
  list(): Promise<MaintenanceRequest[]>;
  findById(id: number): Promise<MaintenanceRequest | null>;
  /** Stores an Open, manual request; 'unknown-attraction' when the attraction is missing or retired. */
  add(request: NewMaintenanceRequest): Promise<MaintenanceRequest | 'unknown-attraction'>;
  update(id: number, changes: MaintenanceChanges): Promise<MaintenanceRequest | null>;
  /** Each attraction in use (not retired), with its last request day and unresolved automatic one. */
  attractionHistory(): Promise<AttractionMaintenanceHistory[]>;
  /**
   * Opens an automatic request (this subject and description, cost 0, Open, no employee) for
   * each of these attractions in use, skipping any that already has an automatic request that
   * day (also when another process opens it at the same moment); answers the new ones.
   */
  openAutomatic(
    attractionIds: readonly number[],
    request: AutomaticMaintenanceRequest,
  ): Promise<MaintenanceRequest[]>;
  /** Automatic requests that are not Completed, oldest first. */
  listUnresolvedAutomatic(): Promise<MaintenanceRequest[]>;
}
