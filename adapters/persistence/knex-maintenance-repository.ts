import type { Knex } from 'knex';
import { auditEntry, auditTarget, type AuditActor } from '../../core/audit/audit';
import type { IsoDate } from '../../core/shared/dates';
import {
  maintenanceChangeAction,
  type AttractionMaintenanceHistory,
  type MaintenanceStatus,
} from '../../core/maintenance/maintenance';
import { cents } from '../../core/shared/money';
import type {
  AutomaticMaintenanceRequest,
  MaintenanceChanges,
  MaintenanceRepository,
  MaintenanceRequest,
  NewMaintenanceRequest,
} from '../../core/maintenance/maintenance-repository';
import type { Executor } from './executor';
import { audited } from './knex-audit-log';

interface MaintenanceRow {
  id: number;
  attraction_id: number;
  attraction_name: string;
  subject: string;
  description: string;
  cost_cents: number;
  status: MaintenanceStatus;
  submitted_date: IsoDate;
  date_resolved: IsoDate | null;
  created_by_employee_id: number | null;
  automatic: boolean;
}

const COLUMNS = [
  'm.id',
  'm.attraction_id',
  'a.name as attraction_name',
  'm.subject',
  'm.description',
  'm.cost_cents',
  'm.status',
  'm.submitted_date',
  'm.date_resolved',
  'm.created_by_employee_id',
  'm.automatic',
];

const toRequest = (row: MaintenanceRow): MaintenanceRequest => ({
  id: row.id,
  attractionId: row.attraction_id,
  attractionName: row.attraction_name,
  subject: row.subject,
  description: row.description,
  cost: cents(Number(row.cost_cents)),
  status: row.status,
  submittedDate: row.submitted_date,
  dateResolved: row.date_resolved,
  createdByEmployeeId: row.created_by_employee_id,
  automatic: row.automatic,
});

const target = (id: number) => auditTarget('maintenance', id);

/**
 * Maintenance requests in `maintenance_requests`, each with its attraction's name. A request's
 * insert or update and its audit entry are one transaction (the automatic ones opened by one
 * URGENT check: one transaction with an entry each).
 */
export class KnexMaintenanceRepository implements MaintenanceRepository {
  constructor(private readonly db: Executor) {}

  async list(): Promise<MaintenanceRequest[]> {
    const rows: MaintenanceRow[] = await this.query().orderBy([
      { column: 'm.submitted_date', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ]);
    return rows.map(toRequest);
  }

  async findById(id: number): Promise<MaintenanceRequest | null> {
    const row: MaintenanceRow | undefined = await this.query().where('m.id', id).first();
    return row ? toRequest(row) : null;
  }

  add(
    request: NewMaintenanceRequest,
    by: AuditActor,
  ): Promise<MaintenanceRequest | 'unknown-attraction'> {
    return audited<MaintenanceRequest | 'unknown-attraction'>(this.db, async (trx) => {
      const added = await this.insert(trx, request);
      if (added === 'unknown-attraction') return { value: added, entry: null };
      return {
        value: added,
        entry: auditEntry(by, 'maintenance.add', target(added.id), null, added),
      };
    });
  }

  private async insert(
    trx: Knex.Transaction,
    request: NewMaintenanceRequest,
  ): Promise<MaintenanceRequest | 'unknown-attraction'> {
    // INSERT … SELECT: the attraction is checked (exists, not retired) in the same statement.
    const result = await trx.raw<{ rows: { id: number }[] }>(
      `INSERT INTO maintenance_requests (attraction_id, subject, description, cost_cents, status,
         submitted_date, created_by_employee_id, automatic)
       SELECT id, ?, ?, ?, 'Open', ?, ?, false FROM attractions WHERE id = ? AND NOT retired
       RETURNING id`,
      [
        request.subject,
        request.description,
        request.cost,
        request.submittedDate,
        request.createdByEmployeeId,
        request.attractionId,
      ],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) return 'unknown-attraction';
    return (await new KnexMaintenanceRepository(trx).findById(id)) as MaintenanceRequest;
  }

  update(
    id: number,
    changes: MaintenanceChanges,
    by: AuditActor,
  ): Promise<MaintenanceRequest | null> {
    return audited<MaintenanceRequest | null>(this.db, async (trx) => {
      const inTrx = new KnexMaintenanceRepository(trx);
      const row: MaintenanceRow | undefined = await inTrx
        .query()
        .where('m.id', id)
        .forNoKeyUpdate('m')
        .first();
      if (!row) return { value: null, entry: null };
      const before = toRequest(row);
      await trx('maintenance_requests').where({ id }).update({
        status: changes.status,
        description: changes.description,
        cost_cents: changes.cost,
        date_resolved: changes.dateResolved,
      });
      const after = (await inTrx.findById(id))!;
      const action = maintenanceChangeAction(before.status, after.status);
      return { value: after, entry: auditEntry(by, action, target(id), before, after) };
    });
  }

  async attractionHistory(): Promise<AttractionMaintenanceHistory[]> {
    const rows: {
      id: number;
      last_submitted: IsoDate | null;
      unresolved_automatic: boolean | null;
    }[] = await this.db('attractions as a')
      .leftJoin('maintenance_requests as m', 'm.attraction_id', 'a.id')
      .where('a.retired', false)
      .groupBy('a.id')
      .orderBy('a.id')
      .select(
        'a.id',
        this.db.raw('max(m.submitted_date) as last_submitted'),
        this.db.raw(
          "coalesce(bool_or(m.automatic AND m.status <> 'Completed'), false) as unresolved_automatic",
        ),
      );
    return rows.map((r) => ({
      attractionId: r.id,
      lastSubmittedDate: r.last_submitted,
      hasUnresolvedAutomatic: r.unresolved_automatic === true,
    }));
  }

  async openAutomatic(
    attractionIds: readonly number[],
    request: AutomaticMaintenanceRequest,
    by: AuditActor,
  ): Promise<MaintenanceRequest[]> {
    const ids = [...new Set(attractionIds)];
    if (ids.length === 0) return [];
    return audited<MaintenanceRequest[]>(this.db, async (trx) => {
      // The partial unique index (attraction_id, submitted_date) WHERE automatic makes a
      // concurrent run the same day insert nothing instead of a duplicate (nor an entry).
      const result = await trx.raw<{ rows: { id: number }[] }>(
        `INSERT INTO maintenance_requests (attraction_id, subject, description, cost_cents, status,
           submitted_date, created_by_employee_id, automatic)
         SELECT id, ?, ?, 0, 'Open', ?, ?, true FROM attractions
          WHERE id IN (${ids.map(() => '?').join(', ')}) AND NOT retired ORDER BY id
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          request.subject,
          request.description,
          request.submittedDate,
          request.createdByEmployeeId,
          ...ids,
        ],
      );
      const inserted = result.rows;
      if (inserted.length === 0) return { value: [], entry: null };
      const rows: MaintenanceRow[] = await new KnexMaintenanceRepository(trx)
        .query()
        .whereIn(
          'm.id',
          inserted.map((r) => r.id),
        )
        .orderBy('m.attraction_id');
      const opened = rows.map(toRequest);
      return {
        value: opened,
        entry: opened.map((r) => auditEntry(by, 'maintenance.add', target(r.id), null, r)),
      };
    });
  }

  async listUnresolvedAutomatic(): Promise<MaintenanceRequest[]> {
    const rows: MaintenanceRow[] = await this.query()
      .where('m.automatic', true)
      .whereNot('m.status', 'Completed')
      .orderBy([{ column: 'm.submitted_date' }, { column: 'm.id' }]);
    return rows.map(toRequest);
  }

  private query() {
    return this.db('maintenance_requests as m')
      .join('attractions as a', 'a.id', 'm.attraction_id')
      .select(COLUMNS);
  }
}
