import { expect, it } from 'vitest';
import type { AuditActor, AuditEntryInput } from '../../../core/audit/audit';
import type { AuditLog } from '../../../core/audit/audit-repository';
import { AUDIT_MANAGER, AUDIT_STAFF } from './audit-contract';

/** A log over no entries, and how a test appends one at a given instant. */
export interface AuditLogFixture {
  log: AuditLog;
  append(entry: AuditEntryInput, at: Date): Promise<void>;
}

const entry = (actor: AuditActor, action: string, target: string): AuditEntryInput => ({
  actor,
  action,
  target,
  before: null,
  after: { target },
});

/** What every AuditLog must answer; its days are America/Chicago's. */
export function auditLogContract(make: () => Promise<AuditLogFixture>) {
  /** Appends: 1 on June 30 (Chicago), 2 and 3 at the same instant on July 1, 4 late on July 1. */
  async function fourEntries() {
    const f = await make();
    await f.append(
      entry(AUDIT_STAFF, 'weather.add', 'day 2026-06-30'),
      new Date('2026-07-01T04:59:59Z'),
    );
    const july1 = new Date('2026-07-01T05:00:00Z');
    await f.append(entry(AUDIT_MANAGER, 'capacity.set', 'day 2026-07-04'), july1);
    await f.append(entry(AUDIT_MANAGER, 'employee.add', 'employee 3'), july1);
    await f.append(
      entry(AUDIT_STAFF, 'gate.check-in', 'ticket 9'),
      new Date('2026-07-02T04:59:59Z'),
    );
    const targets = async (filter: Partial<Parameters<AuditLog['list']>[0]>) =>
      (await f.log.list({ limit: 50, ...filter })).map((e) => e.target);
    return { f, targets };
  }

  it('lists newest first, by time then id, each entry whole', async () => {
    const { f, targets } = await fourEntries();
    expect(await targets({})).toEqual([
      'ticket 9',
      'employee 3',
      'day 2026-07-04',
      'day 2026-06-30',
    ]);
    const [newest] = await f.log.list({ limit: 1 });
    expect(newest).toEqual({
      id: expect.any(Number),
      at: new Date('2026-07-02T04:59:59Z'),
      actor: AUDIT_STAFF,
      action: 'gate.check-in',
      target: 'ticket 9',
      before: null,
      after: { target: 'ticket 9' },
    });
  });

  it('keeps a page after the cursor, also across entries of the same instant', async () => {
    const { f, targets } = await fourEntries();
    const page = await f.log.list({ limit: 2 });
    expect(page.map((e) => e.target)).toEqual(['ticket 9', 'employee 3']);
    expect(await targets({ cursor: page[1]!.id })).toEqual(['day 2026-07-04', 'day 2026-06-30']);
    const all = await f.log.list({ limit: 50 });
    expect(await targets({ cursor: all[3]!.id })).toEqual([]);
    expect(await targets({ cursor: 999_999 })).toEqual([]);
  });

  it("filters by the park's days (its own midnight), by the actor's email in any case, and by action", async () => {
    const { targets } = await fourEntries();
    expect(await targets({ from: '2026-07-01', to: '2026-07-01' })).toEqual([
      'ticket 9',
      'employee 3',
      'day 2026-07-04',
    ]);
    expect(await targets({ to: '2026-06-30' })).toEqual(['day 2026-06-30']);
    expect(await targets({ from: '2026-07-02' })).toEqual([]);
    expect(await targets({ actor: 'MO@example.com' })).toEqual(['employee 3', 'day 2026-07-04']);
    expect(await targets({ action: 'weather.add' })).toEqual(['day 2026-06-30']);
    expect(
      await targets({ actor: AUDIT_STAFF.email, action: 'gate.check-in', from: '2026-07-01' }),
    ).toEqual(['ticket 9']);
  });

  it('counts a winter day from its own midnight too (standard time)', async () => {
    const f = await make();
    await f.append(entry(AUDIT_STAFF, 'weather.add', 'late'), new Date('2026-12-25T05:59:59Z'));
    await f.append(entry(AUDIT_STAFF, 'weather.add', 'early'), new Date('2026-12-25T06:00:00Z'));
    const christmas = await f.log.list({ from: '2026-12-25', to: '2026-12-25', limit: 5 });
    expect(christmas.map((e) => e.target)).toEqual(['early']);
  });

  it('gives back before and after as they were written: objects, lists, numbers, null', async () => {
    const f = await make();
    const before = { name: 'Sky Wheel', open: true, cost: 1250, tags: ['a', 'b'], gate: null };
    await f.append(
      { ...entry(AUDIT_MANAGER, 'attraction.update', 'attraction 1'), before, after: [1, 2] },
      new Date(),
    );
    const [found] = await f.log.list({ limit: 1 });
    expect(found).toMatchObject({ before, after: [1, 2] });
  });
}
