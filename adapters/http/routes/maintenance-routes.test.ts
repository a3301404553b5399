import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { FixedClock } from '../../../core/testing/in-memory-infrastructure';
import { resolve, TOKENS } from '../../tokens';
import type { EmployeeBody } from '../../contract/auth';
import type {
  MaintenanceListBody,
  SubmitMaintenanceRequestBody,
  UpdateMaintenanceRequestBody,
  UrgentMaintenanceBody,
} from '../../contract/staff';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs, type Who } from '../testing/logins';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };
const URGENT = { subject: 'Maintenance Required' };

describe.each(parkTargets)('maintenance routes on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let today: string;
  let attractionIds: number[];
  const clients = new Map<Who, CookieClient>();

  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
    today = (resolve(park.container, TOKENS.Clock) as FixedClock).today();
    const rows: { id: number }[] = await knex('attractions')
      .where({ retired: false })
      .orderBy('id')
      .select('id');
    attractionIds = rows.map((r) => r.id);
    for (const who of ['anonymous', 'visitor', 'staff', 'manager'] as const)
      clients.set(who, await clientAs(park, who));
  });
  afterAll(() => park.close());
  beforeEach(async () => {
    await knex('maintenance_requests').delete();
  });

  const as = (who: Who) => clients.get(who)!;
  const requestRows = () => knex('maintenance_requests').orderBy('id');
  const count = async () => (await requestRows()).length;
  const submission = (over: Partial<SubmitMaintenanceRequestBody> = {}) => ({
    MRSubject: ' Squeaky horse ',
    MRDescription: 'The third horse squeaks.',
    MRCost: 12.5,
    AttractionID: attractionIds[0]!,
    ...over,
  });
  async function submitted(who: Who = 'staff'): Promise<number> {
    const res = await as(who).post('/maintenance-requests', submission());
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }
  async function employeeId(who: 'staff' | 'manager'): Promise<number> {
    return ((await as(who).get('/api/employee')).body as EmployeeBody).id;
  }

  describe('POST /maintenance-requests', () => {
    it.each<'staff' | 'manager'>(['staff', 'manager'])(
      'files an Open request for the %s, dated today, in cents (201)',
      async (who) => {
        const res = await as(who).post('/maintenance-requests', submission());
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          message: 'Maintenance Request Submitted',
          id: expect.any(Number),
        });
        expect(await requestRows()).toEqual([
          expect.objectContaining({
            id: (res.body as { id: number }).id,
            attraction_id: attractionIds[0],
            subject: 'Squeaky horse',
            description: 'The third horse squeaks.',
            cost_cents: 1250,
            status: 'Open',
            submitted_date: today,
            date_resolved: null,
            created_by_employee_id: await employeeId(who),
            automatic: false,
          }),
        ]);
      },
    );

    it('accepts a closed attraction and a zero cost', async () => {
      await knex('attractions').where({ id: attractionIds[1] }).update({ is_open: false });
      const res = await as('staff').post(
        '/maintenance-requests',
        submission({ AttractionID: attractionIds[1]!, MRCost: 0 }),
      );
      await knex('attractions').where({ id: attractionIds[1] }).update({ is_open: true });
      expect(res.status).toBe(201);
    });

    it.each<[string, Record<string, unknown>]>([
      ['MRSubject', { MRSubject: '  ' }],
      ['MRSubject', { MRSubject: 's'.repeat(101) }],
      ['MRSubject', { MRSubject: undefined }],
      ['MRDescription', { MRDescription: '' }],
      ['MRDescription', { MRDescription: 'd'.repeat(2001) }],
      ['MRCost', { MRCost: -1 }],
      ['MRCost', { MRCost: 1.005 }],
      ['MRCost', { MRCost: '12' }],
      ['MRCost', { MRCost: 1_000_000.01 }],
      ['MRCost', { MRCost: undefined }],
      ['AttractionID', { AttractionID: 0 }],
      ['AttractionID', { AttractionID: 'x' }],
      ['AttractionID', { AttractionID: 1.5 }],
      ['AttractionID', { AttractionID: 3_000_000_000 }],
      ['AttractionID', { AttractionID: 999_999 }],
    ])('answers 400 for a bad %s and writes nothing', async (path, change) => {
      const res = await as('staff').post('/maintenance-requests', { ...submission(), ...change });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await count()).toBe(0);
    });

    it('answers 400 for a retired attraction', async () => {
      const [row]: { id: number }[] = await knex('attractions')
        .insert({
          name: 'Old Mill',
          type: 'Themed Ride',
          description: 'Gone',
          short_description: 'Gone',
          thrill_level: 'Low',
          height_requirement: 'None',
          image: '/x.svg',
          retired: true,
        })
        .returning('id');
      const res = await as('staff').post(
        '/maintenance-requests',
        submission({ AttractionID: row!.id }),
      );
      expect(res.status).toBe(400);
      expect(await count()).toBe(0);
    });
  });

  describe('GET /get-maintenancerequests', () => {
    it.each<'staff' | 'manager'>(['staff', 'manager'])(
      'lists every request newest first for the %s, Open shown as Pending',
      async (who) => {
        const first = await submitted('staff');
        const second = await submitted('manager');
        const res = await as(who).get('/get-maintenancerequests');
        expect(res.status).toBe(200);
        const { requests } = res.body as MaintenanceListBody;
        expect(requests.map((r) => r.id)).toEqual([second, first]);
        const name = (await knex('attractions').where({ id: attractionIds[0] }).first()).name;
        expect(requests[1]).toEqual({
          id: first,
          subject: 'Squeaky horse',
          status: 'Open',
          statusLabel: 'Pending',
          comment: 'The third horse squeaks.',
          cost: 12.5,
          dateResolved: null,
          attractionID: attractionIds[0],
          attractionName: name,
          submittedDate: today,
          automatic: false,
        });
      },
    );

    it('answers an empty list when there are none', async () => {
      expect((await as('staff').get('/get-maintenancerequests')).body).toEqual({ requests: [] });
    });
  });

  describe('POST /updateMaintenanceRequest', () => {
    const change = (id: number, over: Partial<UpdateMaintenanceRequestBody> = {}) => ({
      RequestID: id,
      status: 'Completed',
      comment: ' Oiled the horse ',
      cost: 20.25,
      dateResolved: today,
      ...over,
    });

    it.each<'staff' | 'manager'>(['staff', 'manager'])(
      'lets the %s complete a request and move it back to Pending',
      async (who) => {
        const id = await submitted();
        const done = await as(who).post('/updateMaintenanceRequest', change(id));
        expect(done.status).toBe(200);
        expect(done.body).toMatchObject({
          message: 'Maintenance Request Updated',
          request: { id, status: 'Completed', statusLabel: 'Completed', dateResolved: today },
        });
        expect(await knex('maintenance_requests').where({ id }).first()).toMatchObject({
          status: 'Completed',
          description: 'Oiled the horse',
          cost_cents: 2025,
          date_resolved: today,
        });
        const reopened = await as(who).post(
          '/updateMaintenanceRequest',
          change(id, { status: 'Pending', dateResolved: today, cost: 0 }),
        );
        expect(reopened.status).toBe(200);
        expect(await knex('maintenance_requests').where({ id }).first()).toMatchObject({
          status: 'Open',
          date_resolved: null,
          cost_cents: 0,
        });
      },
    );

    it('accepts In Progress with an empty or missing resolved date', async () => {
      const id = await submitted();
      for (const dateResolved of ['', null, undefined]) {
        const res = await as('staff').post(
          '/updateMaintenanceRequest',
          change(id, { status: 'In Progress', dateResolved: dateResolved as string }),
        );
        expect(res.status).toBe(200);
      }
      expect(await knex('maintenance_requests').where({ id }).first()).toMatchObject({
        status: 'In Progress',
        date_resolved: null,
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['status', { status: 'done' }],
      ['status', { status: undefined }],
      ['dateResolved', { dateResolved: '' }],
      ['dateResolved', { dateResolved: null }],
      ['dateResolved', { dateResolved: '2026-02-30' }],
      ['dateResolved', { dateResolved: 'tomorrow' }],
      ['dateResolved', { dateResolved: 'yesterday' }],
      ['comment', { comment: ' ' }],
      ['cost', { cost: -0.01 }],
      ['cost', { cost: 'free' }],
      ['RequestID', { RequestID: undefined }],
      ['RequestID', { RequestID: -3 }],
    ])('answers 400 for a bad %s and changes nothing', async (path, over) => {
      const id = await submitted();
      const before = await requestRows();
      const body: Record<string, unknown> = { ...change(id), ...over };
      if (body.dateResolved === 'tomorrow') body.dateResolved = addDays(today, 1);
      if (body.dateResolved === 'yesterday') body.dateResolved = addDays(today, -1);
      const res = await as('staff').post('/updateMaintenanceRequest', body);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await requestRows()).toEqual(before);
    });

    it('answers 404 for an unknown request', async () => {
      const id = await submitted();
      const before = await requestRows();
      const res = await as('staff').post('/updateMaintenanceRequest', change(id + 1000));
      expect(res.status).toBe(404);
      expect(await requestRows()).toEqual(before);
    });
  });

  describe('POST /get-unresolved-maintenance-requests', () => {
    it('opens one Maintenance Required request per overdue attraction, and none the second time', async () => {
      const [recent, old] = attractionIds as [number, number, ...number[]];
      await as('staff').post('/maintenance-requests', submission({ AttractionID: recent }));
      await knex('maintenance_requests').insert({
        attraction_id: old,
        subject: 'Paint',
        description: 'Long ago',
        cost_cents: 100,
        submitted_date: addDays(today, -31),
      });
      const res = await as('staff').post('/get-unresolved-maintenance-requests', {
        ...URGENT,
        date: today,
      });
      expect(res.status).toBe(200);
      const { requests } = res.body as UrgentMaintenanceBody;
      const overdue = attractionIds.filter((id) => id !== recent);
      expect(requests.map((r) => r.attractionID).sort((a, b) => a - b)).toEqual(overdue);
      const automatic = await knex('maintenance_requests').where({ automatic: true }).orderBy('id');
      expect(automatic).toHaveLength(overdue.length);
      expect(requests.map((r) => r.id).sort((a, b) => a - b)).toEqual(automatic.map((r) => r.id));
      const staffId = await employeeId('staff');
      for (const row of automatic)
        expect(row).toMatchObject({
          subject: 'Maintenance Required',
          cost_cents: 0,
          status: 'Open',
          submitted_date: today,
          date_resolved: null,
          created_by_employee_id: staffId,
        });
      // One maintenance.add entry per request opened, naming the staff member who ran the check.
      const entries = await knex('audit_log')
        .where({ action: 'maintenance.add', actor_id: staffId })
        .whereIn(
          'target',
          automatic.map((r) => `maintenance ${r.id as number}`),
        )
        .orderBy('id');
      expect(entries).toHaveLength(automatic.length);
      for (const [i, entry] of entries.entries())
        expect(entry).toMatchObject({
          actor_email: 'staff@example.com',
          actor_role: 'staff',
          target: `maintenance ${automatic[i]!.id as number}`,
          before: null,
          after: { automatic: true, subject: 'Maintenance Required', createdByEmployeeId: staffId },
        });
      const logged = await knex('audit_log').count({ n: '*' });
      const before = await requestRows();
      const again = await as('manager').post('/get-unresolved-maintenance-requests', {
        ...URGENT,
        date: today,
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
      expect(await requestRows()).toEqual(before);
      expect(await knex('audit_log').count({ n: '*' })).toEqual(logged);
    });

    it('lists only automatic requests that are not completed', async () => {
      await as('staff').post('/get-unresolved-maintenance-requests', { ...URGENT, date: today });
      const [first, ...rest] = (await requestRows()).map((r) => r.id as number);
      await as('staff').post('/updateMaintenanceRequest', {
        RequestID: first,
        status: 'Completed',
        comment: 'Inspected',
        cost: 0,
        dateResolved: today,
      });
      const res = await as('staff').post('/get-unresolved-maintenance-requests', {
        ...URGENT,
        date: today,
      });
      expect((res.body as UrgentMaintenanceBody).requests.map((r) => r.id)).toEqual(rest);
      expect(await count()).toBe(attractionIds.length);
    });

    it.each<[string, Record<string, unknown>]>([
      ['subject', { subject: 'Squeaky horse' }],
      ['subject', { subject: undefined }],
      ['date', { date: '06/01/2026' }],
      ['date', { date: undefined }],
    ])('answers 400 for a bad %s and opens nothing', async (path, over) => {
      const res = await as('staff').post('/get-unresolved-maintenance-requests', {
        ...URGENT,
        date: today,
        ...over,
      });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      expect(await count()).toBe(0);
    });
  });

  describe('roles and CSRF', () => {
    const calls: [string, (c: CookieClient, csrf?: boolean) => Promise<{ status: number }>][] = [
      ['GET /get-maintenancerequests', (c) => c.get('/get-maintenancerequests')],
      [
        'POST /maintenance-requests',
        (c, csrf) => c.post('/maintenance-requests', submission(), { csrf }),
      ],
      [
        'POST /updateMaintenanceRequest',
        (c, csrf) =>
          c.post(
            '/updateMaintenanceRequest',
            { RequestID: 1, status: 'In Progress', comment: 'x', cost: 1, dateResolved: null },
            { csrf },
          ),
      ],
      [
        'POST /get-unresolved-maintenance-requests',
        (c, csrf) =>
          c.post('/get-unresolved-maintenance-requests', { ...URGENT, date: today }, { csrf }),
      ],
    ];

    it.each(calls)('%s: 401 anonymous, 403 visitor, nothing written', async (_name, call) => {
      const [id] = await knex('maintenance_requests')
        .insert({
          attraction_id: attractionIds[0],
          subject: 'Seed',
          description: 'x',
          cost_cents: 0,
          submitted_date: today,
        })
        .returning('id');
      expect(id).toBeDefined();
      const before = await requestRows();
      expect((await call(as('anonymous'))).status).toBe(401);
      expect((await call(as('visitor'))).status).toBe(403);
      expect(await requestRows()).toEqual(before);
    });

    it.each(calls.slice(1))('%s: 403 without the CSRF header', async (_name, call) => {
      const before = await requestRows();
      expect((await call(as('staff'), false)).status).toBe(403);
      expect(await requestRows()).toEqual(before);
    });
  });
});
