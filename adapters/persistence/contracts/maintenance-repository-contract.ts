import { expect, it } from 'vitest';
import { cents } from '../../../core/shared/money';
import type {
  MaintenanceRepository,
  NewMaintenanceRequest,
} from '../../../core/maintenance/maintenance-repository';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';
import type { AuditLog } from '../../../core/audit/audit-repository';
import { AUDIT_MANAGER, AUDIT_STAFF, entriesBy } from './audit-contract';

/** What `make` gives: a repository over no requests, two attractions in use and a retired one. */
export interface MaintenanceFixture {
  repo: MaintenanceRepository;
  /** Two attractions in use, by ascending id. */
  attractions: [{ id: number; name: string }, { id: number; name: string }];
  retiredAttractionId: number;
  /** An employee that requests may name as their author. */
  employeeId: number;
}

const AUTOMATIC = {
  subject: 'Maintenance Required',
  description: 'Opened automatically',
  submittedDate: '2026-06-30',
  createdByEmployeeId: null,
};

/** What every MaintenanceRepository must do. */
export function maintenanceRepositoryContract(make: () => Promise<MaintenanceFixture>) {
  const request = (
    f: MaintenanceFixture,
    overrides: Partial<NewMaintenanceRequest> = {},
  ): NewMaintenanceRequest => ({
    attractionId: f.attractions[0].id,
    subject: 'Squeaky horse',
    description: 'The third horse squeaks.\nOil it.',
    cost: cents(1250),
    submittedDate: '2026-06-01',
    createdByEmployeeId: f.employeeId,
    ...overrides,
  });

  it('stores an Open manual request and finds it with its attraction’s name', async () => {
    const f = await make();
    const stored = await f.repo.add(request(f), FIXTURE_ACTOR);
    expect(stored).toEqual({
      ...request(f),
      id: expect.any(Number),
      attractionName: f.attractions[0].name,
      status: 'Open',
      dateResolved: null,
      automatic: false,
    });
    if (stored === 'unknown-attraction') throw new Error('unreachable');
    expect(await f.repo.findById(stored.id)).toEqual(stored);
    expect(await f.repo.findById(stored.id + 100)).toBeNull();
  });

  it('refuses an unknown or retired attraction and stores nothing', async () => {
    const f = await make();
    expect(
      await f.repo.add(request(f, { attractionId: f.retiredAttractionId }), FIXTURE_ACTOR),
    ).toBe('unknown-attraction');
    expect(await f.repo.add(request(f, { attractionId: 999_999 }), FIXTURE_ACTOR)).toBe(
      'unknown-attraction',
    );
    expect(await f.repo.list()).toEqual([]);
  });

  it('lists every request newest first (by day, then id)', async () => {
    const f = await make();
    const a = await f.repo.add(
      request(f, { subject: 'A', submittedDate: '2026-06-02' }),
      FIXTURE_ACTOR,
    );
    const b = await f.repo.add(
      request(f, { subject: 'B', submittedDate: '2026-06-01' }),
      FIXTURE_ACTOR,
    );
    const c = await f.repo.add(
      request(f, { subject: 'C', submittedDate: '2026-06-02', attractionId: f.attractions[1].id }),
      FIXTURE_ACTOR,
    );
    expect((await f.repo.list()).map((r) => r.subject)).toEqual(['C', 'A', 'B']);
    expect([a, b, c].every((r) => r !== 'unknown-attraction')).toBe(true);
  });

  it('completes a request with its resolved day, and reopening clears the day', async () => {
    const f = await make();
    const stored = await f.repo.add(request(f), FIXTURE_ACTOR);
    if (stored === 'unknown-attraction') throw new Error('unreachable');
    const done = await f.repo.update(
      stored.id,
      {
        status: 'Completed',
        description: 'Oiled',
        cost: cents(2000),
        dateResolved: '2026-06-03',
      },
      FIXTURE_ACTOR,
    );
    expect(done).toEqual({
      ...stored,
      status: 'Completed',
      description: 'Oiled',
      cost: 2000,
      dateResolved: '2026-06-03',
    });
    const reopened = await f.repo.update(
      stored.id,
      {
        status: 'In Progress',
        description: 'Squeaks again',
        cost: cents(0),
        dateResolved: null,
      },
      FIXTURE_ACTOR,
    );
    expect(reopened).toMatchObject({ status: 'In Progress', dateResolved: null, cost: 0 });
    expect(await f.repo.findById(stored.id)).toEqual(reopened);
    const missing = {
      status: 'Open' as const,
      description: 'x',
      cost: cents(0),
      dateResolved: null,
    };
    expect(await f.repo.update(stored.id + 100, missing, FIXTURE_ACTOR)).toBeNull();
  });

  it('refuses a completed request without a resolved day', async () => {
    const f = await make();
    const stored = await f.repo.add(request(f), FIXTURE_ACTOR);
    if (stored === 'unknown-attraction') throw new Error('unreachable');
    await expect(
      f.repo.update(
        stored.id,
        {
          status: 'Completed',
          description: 'x',
          cost: cents(0),
          dateResolved: null,
        },
        FIXTURE_ACTOR,
      ),
    ).rejects.toThrow();
    expect(await f.repo.findById(stored.id)).toEqual(stored);
  });

  it('gives each attraction in use its last request day and unresolved automatic one', async () => {
    const f = await make();
    const [first, second] = f.attractions;
    expect(await f.repo.attractionHistory()).toEqual([
      { attractionId: first.id, lastSubmittedDate: null, hasUnresolvedAutomatic: false },
      { attractionId: second.id, lastSubmittedDate: null, hasUnresolvedAutomatic: false },
    ]);
    await f.repo.add(request(f, { submittedDate: '2026-05-01' }), FIXTURE_ACTOR);
    await f.repo.add(request(f, { submittedDate: '2026-05-20' }), FIXTURE_ACTOR);
    await f.repo.add(request(f, { submittedDate: '2026-05-10' }), FIXTURE_ACTOR);
    await f.repo.openAutomatic([second.id], AUTOMATIC, FIXTURE_ACTOR);
    expect(await f.repo.attractionHistory()).toEqual([
      { attractionId: first.id, lastSubmittedDate: '2026-05-20', hasUnresolvedAutomatic: false },
      { attractionId: second.id, lastSubmittedDate: '2026-06-30', hasUnresolvedAutomatic: true },
    ]);
    const [automatic] = await f.repo.listUnresolvedAutomatic();
    await f.repo.update(
      automatic!.id,
      {
        status: 'Completed',
        description: 'Inspected',
        cost: cents(0),
        dateResolved: '2026-06-30',
      },
      FIXTURE_ACTOR,
    );
    expect((await f.repo.attractionHistory())[1]).toEqual({
      attractionId: second.id,
      lastSubmittedDate: '2026-06-30',
      hasUnresolvedAutomatic: false,
    });
  });

  it('opens automatic requests once a day per attraction in use, and lists the unresolved', async () => {
    const f = await make();
    const [first, second] = f.attractions;
    const opened = await f.repo.openAutomatic(
      [second.id, first.id, f.retiredAttractionId],
      AUTOMATIC,
      FIXTURE_ACTOR,
    );
    expect(opened.map((r) => r.attractionId)).toEqual([first.id, second.id]);
    expect(opened[0]).toEqual({
      id: expect.any(Number),
      attractionId: first.id,
      attractionName: first.name,
      subject: 'Maintenance Required',
      description: 'Opened automatically',
      cost: 0,
      status: 'Open',
      submittedDate: '2026-06-30',
      dateResolved: null,
      createdByEmployeeId: null,
      automatic: true,
    });
    expect(await f.repo.openAutomatic([first.id, second.id], AUTOMATIC, FIXTURE_ACTOR)).toEqual([]);
    expect(await f.repo.openAutomatic([], AUTOMATIC, FIXTURE_ACTOR)).toEqual([]);
    await f.repo.add(request(f), FIXTURE_ACTOR);
    const later = await f.repo.openAutomatic(
      [first.id],
      { ...AUTOMATIC, submittedDate: '2026-07-31', createdByEmployeeId: f.employeeId },
      FIXTURE_ACTOR,
    );
    expect(later).toHaveLength(1);
    expect(later[0]!.createdByEmployeeId).toBe(f.employeeId);
    await f.repo.update(
      opened[1]!.id,
      {
        status: 'Completed',
        description: 'Done',
        cost: cents(0),
        dateResolved: '2026-07-01',
      },
      FIXTURE_ACTOR,
    );
    expect((await f.repo.listUnresolvedAutomatic()).map((r) => r.id)).toEqual([
      opened[0]!.id,
      later[0]!.id,
    ]);
    expect(await f.repo.list()).toHaveLength(4);
  });
}

/** The entries a request's writes append with themselves. */
export function maintenanceAuditContract(
  make: () => Promise<MaintenanceFixture & { log: AuditLog }>,
) {
  it('appends maintenance.add, then .update, .resolve once completed, and .update after that', async () => {
    const f = await make();
    const by = { ...AUDIT_STAFF, id: f.employeeId };
    const added = await f.repo.add(
      {
        attractionId: f.attractions[0].id,
        subject: 'Squeaky horse',
        description: 'Oil it',
        cost: cents(1250),
        submittedDate: '2026-06-01',
        createdByEmployeeId: f.employeeId,
      },
      by,
    );
    if (added === 'unknown-attraction') throw new Error('unreachable');
    const change = { description: 'Oiled', cost: cents(2000) };
    const working = await f.repo.update(
      added.id,
      { ...change, status: 'In Progress', dateResolved: null },
      by,
    );
    const done = await f.repo.update(
      added.id,
      { ...change, status: 'Completed', dateResolved: '2026-06-02' },
      AUDIT_MANAGER,
    );
    const costed = await f.repo.update(
      added.id,
      { ...change, cost: cents(2500), status: 'Completed', dateResolved: '2026-06-02' },
      AUDIT_MANAGER,
    );
    const target = `maintenance ${added.id}`;
    expect(await entriesBy(f.log, by)).toEqual([
      { actor: by, action: 'maintenance.add', target, before: null, after: added },
      { actor: by, action: 'maintenance.update', target, before: added, after: working },
    ]);
    expect(await entriesBy(f.log, AUDIT_MANAGER)).toEqual([
      { actor: AUDIT_MANAGER, action: 'maintenance.resolve', target, before: working, after: done },
      { actor: AUDIT_MANAGER, action: 'maintenance.update', target, before: done, after: costed },
    ]);
    expect(costed).toMatchObject({ status: 'Completed', cost: 2500, dateResolved: '2026-06-02' });
  });

  it('appends nothing for an unknown attraction or request', async () => {
    const f = await make();
    const by = AUDIT_STAFF;
    const unknown = await f.repo.add(
      {
        attractionId: f.retiredAttractionId,
        subject: 'x',
        description: 'x',
        cost: cents(0),
        submittedDate: '2026-06-01',
        createdByEmployeeId: null,
      },
      by,
    );
    expect(unknown).toBe('unknown-attraction');
    const none = { status: 'Open' as const, description: 'x', cost: cents(0), dateResolved: null };
    expect(await f.repo.update(999_999, none, by)).toBeNull();
    expect(await f.repo.openAutomatic([f.retiredAttractionId], AUTOMATIC, by)).toEqual([]);
    expect(await f.log.list({ limit: 10 })).toEqual([]);
  });

  it('appends maintenance.add for each automatic request opened, naming who ran the check', async () => {
    const f = await make();
    const by = { ...AUDIT_STAFF, id: f.employeeId };
    const ids = f.attractions.map((a) => a.id);
    const automatic = { ...AUTOMATIC, createdByEmployeeId: f.employeeId };
    const opened = await f.repo.openAutomatic(ids, automatic, by);
    expect(opened.map((r) => r.createdByEmployeeId)).toEqual([f.employeeId, f.employeeId]);
    expect(await entriesBy(f.log, by)).toEqual(
      opened.map((r) => ({
        actor: by,
        action: 'maintenance.add',
        target: `maintenance ${r.id}`,
        before: null,
        after: r,
      })),
    );
    // The same day again opens nothing, and appends nothing.
    expect(await f.repo.openAutomatic(ids, automatic, AUDIT_MANAGER)).toEqual([]);
    expect(await f.log.list({ limit: 10 })).toHaveLength(2);
  });
}
