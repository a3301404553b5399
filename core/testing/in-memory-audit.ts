import {
  auditedRecord,
  type AuditActor,
  type AuditEntry,
  type AuditEntryInput,
  type AuditFilter,
} from '../audit/audit';
import type { AuditLog } from '../audit/audit-repository';
import { dayInZone, DEFAULT_PARK_TZ } from '../shared/dates';

/** Who a test's own setup writes as (the park itself, no employee): its entries are not the test's. */
export const FIXTURE_ACTOR: AuditActor = { id: null, email: 'fixture@example.com', role: 'system' };

const newestFirst = (a: AuditEntry, b: AuditEntry) =>
  b.at.getTime() - a.at.getTime() || b.id - a.id;

/**
 * The audit log in memory: the in-memory repositories append to it what their knex twins append
 * to `audit_log` (the records as JSON), so core's tests can read who wrote what. Give several
 * repositories one log to see a use case's entries in order.
 */
export class InMemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = DEFAULT_PARK_TZ,
  ) {}

  append(entry: AuditEntryInput): void {
    this.entries.push({
      id: this.entries.length + 1,
      at: this.now(),
      actor: { ...entry.actor },
      action: entry.action,
      target: entry.target,
      before: auditedRecord(entry.before),
      after: auditedRecord(entry.after),
    });
  }

  /** The entries appended so far, oldest first, without their ids and times (for assertions). */
  written(): AuditEntryInput[] {
    return this.entries.map(({ id: _id, at: _at, ...entry }) => entry);
  }

  async list(filter: AuditFilter): Promise<AuditEntry[]> {
    const day = (e: AuditEntry) => dayInZone(e.at, this.timeZone);
    const sorted = [...this.entries].sort(newestFirst);
    const cursor = sorted.find((e) => e.id === filter.cursor);
    if (filter.cursor !== undefined && !cursor) return [];
    return sorted
      .filter((e) => !cursor || newestFirst(cursor, e) < 0)
      .filter((e) => filter.from === undefined || day(e) >= filter.from)
      .filter((e) => filter.to === undefined || day(e) <= filter.to)
      .filter((e) => filter.actor === undefined || e.actor.email === filter.actor.toLowerCase())
      .filter((e) => filter.action === undefined || e.action === filter.action)
      .slice(0, filter.limit)
      .map((e) => structuredClone(e));
  }
}
