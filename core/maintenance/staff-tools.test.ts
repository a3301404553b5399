import { beforeEach, describe, expect, it } from 'vitest';
import { EMPLOYEE_EMAIL_TAKEN, type EmployeeProfileInput } from '../employees/employee-profile';
import { MAINTENANCE_REQUIRED_SUBJECT } from './maintenance';
import { cents } from '../shared/money';
import { aStoredEmployee } from '../testing/builders';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryWeatherRepository } from '../testing/in-memory-catalog';
import { InMemoryMaintenanceRepository } from '../testing/in-memory-maintenance';
import { CheckUrgentMaintenance } from './check-urgent-maintenance';
import { EnterWeather } from '../weather/enter-weather';
import { SubmitMaintenanceRequest } from './submit-maintenance-request';
import { UpdateEmployeeProfile } from '../employees/update-employee-profile';
import { UpdateMaintenanceRequest } from './update-maintenance-request';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';
import { PARK_ACTOR } from '../audit/audit';

const SAM = { id: 4, email: 'Sam@Example.com', role: 'Staff' as const };

/** Noon in Chicago on 2026-06-30. */
const clock = () => new FixedClock(new Date('2026-06-30T17:00:00Z'));

describe('UpdateEmployeeProfile', () => {
  let employees: InMemoryEmployeeRepository;
  let update: UpdateEmployeeProfile;
  let staffId: number;
  const profile: EmployeeProfileInput = {
    name: ' Sam Staff ',
    email: ' Sam.Staff@Example.com ',
    phoneNumber: '(512) 555 0100',
    address: ' 1 Main St ',
    city: 'Austin',
    state: 'tx',
    zipcode: '73301',
  };

  beforeEach(async () => {
    employees = new InMemoryEmployeeRepository();
    update = new UpdateEmployeeProfile(employees);
    staffId = (await aStoredEmployee(employees, { name: 'S', email: 's@example.com' })).id;
    await aStoredEmployee(employees, { name: 'M', email: 'm@example.com' });
  });

  it('stores the normalised profile and keeps the role', async () => {
    const result = await update.execute({ sessionEmployeeId: staffId, profile });
    expect(result).toMatchObject({
      ok: true,
      value: {
        id: staffId,
        role: 'Staff',
        name: 'Sam Staff',
        email: 'sam.staff@example.com',
        phoneNumber: '512-555-0100',
        address: '1 Main St',
        state: 'TX',
      },
    });
  });

  it('refuses another employee’s id', async () => {
    const result = await update.execute({
      sessionEmployeeId: staffId,
      requestedEmployeeId: staffId + 1,
      profile,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect((await employees.findById(staffId))?.name).toBe('S');
  });

  it.each<[keyof EmployeeProfileInput, string]>([
    ['name', ' '],
    ['email', 'not-an-email'],
    ['phoneNumber', '555-0100'],
    ['state', 'XX'],
    ['zipcode', '1234'],
  ])('refuses a bad %s', async (path, value) => {
    const result = await update.execute({
      sessionEmployeeId: staffId,
      profile: { ...profile, [path]: value },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
  });

  it('refuses another employee’s email', async () => {
    const result = await update.execute({
      sessionEmployeeId: staffId,
      profile: { ...profile, email: 'm@example.com' },
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'email-taken', message: EMPLOYEE_EMAIL_TAKEN },
    });
  });
});

describe('maintenance requests', () => {
  let repo: InMemoryMaintenanceRepository;
  let fixed: FixedClock;

  beforeEach(() => {
    repo = new InMemoryMaintenanceRepository([
      { id: 1, name: 'Carousel' },
      { id: 2, name: 'Coaster' },
      { id: 3, name: 'Old Mill', retired: true },
    ]);
    fixed = clock();
  });

  const submit = (over: Partial<Parameters<SubmitMaintenanceRequest['execute']>[0]> = {}) =>
    new SubmitMaintenanceRequest(repo, fixed).execute({
      subject: ' Squeaky horse ',
      description: ' Oil it ',
      costDollars: 12.5,
      attractionId: 1,
      actor: { id: 4, email: 'sam@example.com', role: 'Staff' },
      ...over,
    });

  it('files an Open request dated today, in cents', async () => {
    const result = await submit();
    expect(result).toMatchObject({
      ok: true,
      value: {
        subject: 'Squeaky horse',
        description: 'Oil it',
        cost: 1250,
        status: 'Open',
        submittedDate: '2026-06-30',
        attractionName: 'Carousel',
        createdByEmployeeId: 4,
        automatic: false,
      },
    });
  });

  it('refuses a retired or unknown attraction and a bad cost', async () => {
    expect(await submit({ attractionId: 3 })).toMatchObject({
      ok: false,
      error: { path: 'attractionId' },
    });
    expect(await submit({ attractionId: 99 })).toMatchObject({ ok: false });
    expect(await submit({ costDollars: 1.001 })).toMatchObject({
      ok: false,
      error: { path: 'costDollars' },
    });
    expect(repo.rows).toHaveLength(0);
  });

  it('completes a request with a resolved day and clears it when reopened', async () => {
    const id = (await submit()).ok ? repo.rows[0]!.id : 0;
    const update = new UpdateMaintenanceRequest(repo, fixed);
    const input = {
      actor: { id: 4, email: 'sam@example.com', role: 'Staff' as const },
      requestId: id,
      comment: 'Done',
      costDollars: 20,
      dateResolved: '2026-06-30',
    };
    expect(await update.execute({ ...input, status: 'Completed' })).toMatchObject({
      ok: true,
      value: { status: 'Completed', dateResolved: '2026-06-30', cost: 2000, description: 'Done' },
    });
    expect(await update.execute({ ...input, status: 'In Progress' })).toMatchObject({
      ok: true,
      value: { status: 'In Progress', dateResolved: null },
    });
  });

  it('needs a resolved day for Completed, not in the future nor before submission', async () => {
    await submit();
    const update = new UpdateMaintenanceRequest(repo, fixed);
    const base = {
      actor: { id: 4, email: 'sam@example.com', role: 'Staff' as const },
      requestId: 1,
      comment: 'x',
      costDollars: 0,
      status: 'Completed' as const,
    };
    for (const dateResolved of [null, '2026-07-01', '2026-06-29']) {
      expect(await update.execute({ ...base, dateResolved })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input', path: 'dateResolved' },
      });
    }
    expect(
      await update.execute({ ...base, requestId: 9, dateResolved: '2026-06-30' }),
    ).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(repo.rows[0]).toMatchObject({ status: 'Open', dateResolved: null });
  });

  it('opens one Maintenance Required request per overdue attraction, once', async () => {
    const check = new CheckUrgentMaintenance(repo, fixed);
    await repo.add(
      {
        attractionId: 2,
        subject: 'Brakes',
        description: 'Checked',
        cost: cents(0),
        submittedDate: '2026-06-10',
        createdByEmployeeId: null,
      },
      FIXTURE_ACTOR,
    );
    const first = await check.execute({ actor: SAM });
    expect(first.opened.map((r) => [r.attractionId, r.subject, r.cost, r.status])).toEqual([
      [1, MAINTENANCE_REQUIRED_SUBJECT, 0, 'Open'],
    ]);
    expect(first.unresolved.map((r) => r.attractionId)).toEqual([1]);
    const second = await check.execute({ actor: SAM });
    expect(second.opened).toEqual([]);
    expect(second.unresolved.map((r) => r.id)).toEqual(first.unresolved.map((r) => r.id));
    // 40 days later the Carousel's automatic request is still open: nothing new for it.
    fixed.set(new Date('2026-08-09T17:00:00Z'));
    const later = await check.execute({ actor: SAM });
    expect(later.opened.map((r) => r.attractionId)).toEqual([2]);
    expect(repo.rows.filter((r) => r.automatic)).toHaveLength(2);
  });

  it('names the employee who ran the check in each request it opens, and in one entry each', async () => {
    const check = new CheckUrgentMaintenance(repo, fixed);
    const { opened } = await check.execute({ actor: SAM });
    expect(opened.map((r) => r.createdByEmployeeId)).toEqual([4, 4]);
    const sam = { id: 4, email: 'sam@example.com', role: 'staff' };
    expect(repo.audit.written()).toEqual(
      opened.map((r) => ({
        actor: sam,
        action: 'maintenance.add',
        target: `maintenance ${r.id}`,
        before: null,
        after: JSON.parse(JSON.stringify(r)),
      })),
    );
    // A run that opens nothing writes nothing, so it leaves no entry.
    await check.execute({ actor: SAM });
    expect(repo.audit.written()).toHaveLength(2);
  });

  it('names the park itself when no employee runs it (the server’s start)', async () => {
    const { opened } = await new CheckUrgentMaintenance(repo, fixed).execute({ actor: null });
    expect(opened.map((r) => r.createdByEmployeeId)).toEqual([null, null]);
    expect(repo.audit.written().map((e) => [e.actor, e.action])).toEqual([
      [PARK_ACTOR, 'maintenance.add'],
      [PARK_ACTOR, 'maintenance.add'],
    ]);
  });
});

describe('EnterWeather', () => {
  let weather: InMemoryWeatherRepository;
  let enter: EnterWeather;

  beforeEach(() => {
    weather = new InMemoryWeatherRepository();
    enter = new EnterWeather(weather, clock());
  });

  it('saves a new condition and reports an unchanged one', async () => {
    const input = {
      condition: 'rainy',
      date: '2026-06-30',
      actor: { id: 1, email: 'sam@example.com', role: 'Staff' as const },
    };
    expect(await enter.execute(input)).toMatchObject({ ok: true, value: { outcome: 'saved' } });
    expect(await enter.execute(input)).toMatchObject({ ok: true, value: { outcome: 'unchanged' } });
    expect(await enter.execute({ ...input, condition: 'snowy' })).toMatchObject({
      ok: true,
      value: { outcome: 'saved' },
    });
    expect(await weather.findByDate('2026-06-30')).toEqual({
      date: '2026-06-30',
      condition: 'snowy',
    });
  });

  it.each([
    ['condition', { condition: 'foggy' }],
    ['date', { date: '2026-07-01' }],
    ['date', { date: '1899-12-31' }],
    ['date', { date: '2026-02-30' }],
  ])('refuses a bad %s', async (path, change) => {
    const result = await enter.execute({
      condition: 'sunny',
      date: '2026-06-30',
      actor: { id: 1, email: 'sam@example.com', role: 'Staff' as const },
      ...change,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
    expect(weather.records.size).toBe(0);
  });
});
