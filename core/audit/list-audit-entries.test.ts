import { beforeEach, describe, expect, it } from 'vitest';
import { PARK_OPERATOR, type Actor } from '../employees/permissions';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryAuditLog } from '../testing/in-memory-audit';
import { auditActor, auditEntry, type AuditActor } from './audit';
import {
  AUDIT_LIMIT_MESSAGE,
  AUDIT_PAGE_DEFAULT,
  AUDIT_RANGE_MESSAGE,
  ListAuditEntries,
} from './list-audit-entries';

const manager: Actor = { id: 1, email: 'Mo@Example.com', role: 'Manager' };
const staff: Actor = { id: 2, email: 'sam@example.com', role: 'Staff' };

describe('auditActor', () => {
  it('names an employee by id, lower-case email and role', () => {
    expect(auditActor(manager)).toEqual({ id: 1, email: 'mo@example.com', role: 'manager' });
    expect(auditActor(staff)).toEqual({ id: 2, email: 'sam@example.com', role: 'staff' });
  });
});

describe('ListAuditEntries', () => {
  let clock: FixedClock;
  let log: InMemoryAuditLog;
  let list: ListAuditEntries;
  const write = (by: AuditActor, action: 'weather.add' | 'capacity.set', at: string) => {
    clock.set(new Date(at));
    log.append(auditEntry(by, action, 'day 2026-07-01', null, { n: log.entries.length + 1 }));
  };

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-07-01T15:00:00Z'));
    log = new InMemoryAuditLog(() => clock.now());
    list = new ListAuditEntries(log);
    const mo = auditActor(manager);
    const sam = auditActor(staff);
    write(sam, 'weather.add', '2026-07-01T04:30:00Z'); // 1: June 30 in Chicago
    write(mo, 'capacity.set', '2026-07-01T05:30:00Z'); // 2: July 1
    write(sam, 'weather.add', '2026-07-01T15:00:00Z'); // 3
    write(mo, 'capacity.set', '2026-07-02T04:59:00Z'); // 4: still July 1 in Chicago
    write(sam, 'capacity.set', '2026-07-02T05:00:00Z'); // 5: July 2
  });

  const ids = async (query: Parameters<ListAuditEntries['execute']>[0]['query']) => {
    const page = await list.execute({ actor: manager, query });
    if (!page.ok) throw new Error(page.error.message);
    return { ids: page.value.entries.map((e) => e.id), next: page.value.next };
  };

  it('answers newest first, 50 at a time by default, with no next page at the end', async () => {
    expect(await ids({})).toEqual({ ids: [5, 4, 3, 2, 1], next: null });
    expect(AUDIT_PAGE_DEFAULT).toBe(50);
  });

  it('filters by park days, actor email in any case, and action', async () => {
    expect(await ids({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      ids: [4, 3, 2],
      next: null,
    });
    expect((await ids({ to: '2026-06-30' })).ids).toEqual([1]);
    expect((await ids({ from: '2026-07-02' })).ids).toEqual([5]);
    expect((await ids({ actorEmail: ' MO@example.COM ' })).ids).toEqual([4, 2]);
    expect((await ids({ action: 'weather.add' })).ids).toEqual([3, 1]);
    expect((await ids({ actorEmail: 'sam@example.com', action: 'capacity.set' })).ids).toEqual([5]);
  });

  it('pages with the cursor: next is the last entry of a full page, null after the last', async () => {
    expect(await ids({ limit: 2 })).toEqual({ ids: [5, 4], next: 4 });
    expect(await ids({ limit: 2, cursor: 4 })).toEqual({ ids: [3, 2], next: 2 });
    expect(await ids({ limit: 2, cursor: 2 })).toEqual({ ids: [1], next: null });
    expect(await ids({ limit: 1, cursor: 2, actorEmail: 'mo@example.com' })).toEqual({
      ids: [],
      next: null,
    });
  });

  it('refuses a reversed range, a limit outside 1..200 and a cursor that is no id', async () => {
    const refused = async (query: object, path: string, message?: string) => {
      const result = await list.execute({ actor: manager, query });
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
      if (message && !result.ok) expect(result.error.message).toBe(message);
    };
    await refused({ from: '2026-07-02', to: '2026-07-01' }, 'to', AUDIT_RANGE_MESSAGE);
    await refused({ from: '2026-02-30' }, 'from');
    for (const limit of [0, 201, 1.5]) await refused({ limit }, 'limit', AUDIT_LIMIT_MESSAGE);
    await refused({ cursor: 0 }, 'cursor');
    expect((await ids({ limit: 200 })).ids).toHaveLength(5);
  });

  it('is for a Manager or the operator only: staff are refused before the log is read', async () => {
    const reads: unknown[] = [];
    const guarded = new ListAuditEntries({
      list: async (filter) => {
        reads.push(filter);
        return [];
      },
    });
    expect(await guarded.execute({ actor: staff, query: {} })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(reads).toEqual([]);
    expect(await guarded.execute({ actor: PARK_OPERATOR, query: {} })).toEqual({
      ok: true,
      value: { entries: [], next: null },
    });
  });
});
