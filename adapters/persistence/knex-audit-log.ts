import type { Knex } from 'knex';
import type { AuditActor, AuditEntry, AuditEntryInput, AuditFilter } from '../../core/audit/audit';
import type { AuditLog } from '../../core/audit/audit-repository';
import type { Executor } from './executor';

interface AuditRow {
  id: number | string;
  at: Date;
  actor_id: number | null;
  actor_email: string;
  actor_role: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const ROLES: readonly AuditActor['role'][] = ['staff', 'manager', 'visitor', 'system'];

function toEntry(row: AuditRow): AuditEntry {
  const role = ROLES.find((r) => r === row.actor_role);
  if (!role) throw new Error(`an audit entry with an unknown role: ${row.actor_role}`);
  if (!(row.at instanceof Date)) throw new Error('an audit entry without a time');
  return {
    id: Number(row.id),
    at: row.at,
    actor: { id: row.actor_id, email: row.actor_email, role },
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** A record as jsonb: JSON text, since the driver would send a JS array as a PostgreSQL array. */
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The columns of a new entry (its id and time are the table's). */
export const auditRow = (entry: AuditEntryInput) => ({
  actor_id: entry.actor.id,
  actor_email: entry.actor.email,
  actor_role: entry.actor.role,
  action: entry.action,
  target: entry.target,
  before: json(entry.before),
  after: json(entry.after),
});

/** What a write did, and the entry it appends: one per record it wrote, none (null) when it changed nothing. */
export interface AuditedWrite<T> {
  value: T;
  entry: AuditEntryInput | AuditEntryInput[] | null;
}

/**
 * Runs a write and appends its entry in one transaction (a savepoint inside a caller's), so
 * both are stored or neither: a write that throws (a taken name, say) appends nothing.
 */
export function audited<T>(
  db: Executor,
  write: (trx: Knex.Transaction) => Promise<AuditedWrite<T>>,
): Promise<T> {
  return db.transaction(async (trx) => {
    const { value, entry } = await write(trx);
    const entries = entry === null ? [] : Array.isArray(entry) ? entry : [entry];
    if (entries.length > 0) await trx('audit_log').insert(entries.map(auditRow));
    return value;
  });
}

/**
 * The audit log in `audit_log` (migrations 20261127100000 and 20261201200000: the database
 * refuses UPDATE, DELETE and TRUNCATE on it). Its days are the park's (`timeZone`, PARK_TZ): a day's entries are those from
 * its midnight to the next, there. Entries keep emails lower-case, as the accounts do, so the
 * actor filter is one exact match on the (actor_email, at) index.
 */
export class KnexAuditLog implements AuditLog {
  constructor(
    private readonly db: Executor,
    private readonly timeZone: string,
  ) {}

  async list(filter: AuditFilter): Promise<AuditEntry[]> {
    const midnight = (day: string, plus: number) =>
      this.db.raw('(?::date + ?::int)::timestamp AT TIME ZONE ?', [day, plus, this.timeZone]);
    const query = this.db('audit_log')
      .select('id', 'at', 'actor_id', 'actor_email', 'actor_role', 'action', 'target')
      .select('before', 'after')
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(filter.limit);
    if (filter.from !== undefined) query.where('at', '>=', midnight(filter.from, 0));
    if (filter.to !== undefined) query.where('at', '<', midnight(filter.to, 1));
    if (filter.actor !== undefined) query.where('actor_email', filter.actor.toLowerCase());
    if (filter.action !== undefined) query.where('action', filter.action);
    if (filter.cursor !== undefined)
      query.whereRaw('(at, id) < (SELECT c.at, c.id FROM audit_log c WHERE c.id = ?)', [
        filter.cursor,
      ]);
    return ((await query) as AuditRow[]).map(toEntry);
  }
}
