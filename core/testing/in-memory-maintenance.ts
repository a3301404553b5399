import { auditEntry, auditTarget, type AuditActor } from '../audit/audit';
import {
  maintenanceChangeAction,
  type AttractionMaintenanceHistory,
} from '../maintenance/maintenance';
import { cents } from '../shared/money';
import type {
  AutomaticMaintenanceRequest,
  MaintenanceChanges,
  MaintenanceRepository,
  MaintenanceRequest,
  NewMaintenanceRequest,
} from '../maintenance/maintenance-repository';
import { InMemoryAuditLog } from './in-memory-audit';

/** An attraction as the in-memory maintenance requests know it. */
export interface MaintainedAttraction {
  id: number;
  name: string;
  retired?: boolean;
}

const target = (id: number) => auditTarget('maintenance', id);

const newestFirst = (a: MaintenanceRequest, b: MaintenanceRequest) =>
  b.submittedDate.localeCompare(a.submittedDate) || b.id - a.id;
const oldestFirst = (a: MaintenanceRequest, b: MaintenanceRequest) =>
  a.submittedDate.localeCompare(b.submittedDate) || a.id - b.id;

/**
 * MaintenanceRepository over the attractions a test provides, behaving like the knex one; its
 * writes append to `audit`.
 */
export class InMemoryMaintenanceRepository implements MaintenanceRepository {
  readonly rows: MaintenanceRequest[] = [];
  private nextId = 1;

  constructor(
    public attractions: MaintainedAttraction[] = [],
    readonly audit = new InMemoryAuditLog(),
  ) {}

  async list() {
    return this.rows.map((r) => ({ ...r })).sort(newestFirst);
  }

  async findById(id: number) {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }

  async add(request: NewMaintenanceRequest, by: AuditActor) {
    const attraction = this.inUse(request.attractionId);
    if (!attraction) return 'unknown-attraction' as const;
    const added = { ...this.insert(request, attraction.name, false) };
    this.audit.append(auditEntry(by, 'maintenance.add', target(added.id), null, added));
    return added;
  }

  async update(id: number, changes: MaintenanceChanges, by: AuditActor) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    if ((changes.status === 'Completed') !== (changes.dateResolved !== null))
      throw new Error('maintenance_requests_date_resolved_check');
    if (changes.cost < 0) throw new Error('maintenance_requests_cost_cents_check');
    const before = { ...row };
    Object.assign(row, changes);
    const action = maintenanceChangeAction(before.status, row.status);
    this.audit.append(auditEntry(by, action, target(id), before, row));
    return { ...row };
  }

  async attractionHistory(): Promise<AttractionMaintenanceHistory[]> {
    return this.attractions
      .filter((a) => !a.retired)
      .sort((a, b) => a.id - b.id)
      .map((a) => {
        const mine = this.rows.filter((r) => r.attractionId === a.id);
        const last = mine.map((r) => r.submittedDate).sort();
        return {
          attractionId: a.id,
          lastSubmittedDate: last[last.length - 1] ?? null,
          hasUnresolvedAutomatic: mine.some((r) => r.automatic && r.status !== 'Completed'),
        };
      });
  }

  async openAutomatic(
    attractionIds: readonly number[],
    automatic: AutomaticMaintenanceRequest,
    by: AuditActor,
  ) {
    const date = automatic.submittedDate;
    const opened: MaintenanceRequest[] = [];
    for (const id of [...new Set(attractionIds)].sort((a, b) => a - b)) {
      const attraction = this.inUse(id);
      if (!attraction) continue;
      if (this.rows.some((r) => r.automatic && r.attractionId === id && r.submittedDate === date))
        continue;
      const request = { ...automatic, attractionId: id, cost: cents(0) };
      opened.push({ ...this.insert(request, attraction.name, true) });
    }
    for (const r of opened)
      this.audit.append(auditEntry(by, 'maintenance.add', target(r.id), null, r));
    return opened;
  }

  async listUnresolvedAutomatic() {
    return this.rows
      .filter((r) => r.automatic && r.status !== 'Completed')
      .map((r) => ({ ...r }))
      .sort(oldestFirst);
  }

  private inUse(id: number) {
    return this.attractions.find((a) => a.id === id && !a.retired) ?? null;
  }

  private insert(request: NewMaintenanceRequest, attractionName: string, automatic: boolean) {
    const row: MaintenanceRequest = {
      ...request,
      id: this.nextId++,
      attractionName,
      status: 'Open',
      dateResolved: null,
      automatic,
    };
    this.rows.push(row);
    return row;
  }
}
