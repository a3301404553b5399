import type { Knex } from 'knex';
import { beforeEach, describe, expect, it } from 'vitest';
import { aNewOrder } from '../../core/testing/builders';
import { insertOrderRow } from '../testing/db-builders';
import { databaseTargets } from '../testing/test-database';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexAdmissionRepository } from './knex-admission-repository';
import { KnexOrderRepository } from './knex-order-repository';
import { placed } from './contracts/order-repository-contract';
import * as createAdmissions from './migrations/20261126100000-create-admissions';
import * as admissionCheckIns from './migrations/20261202110000-admission-check-ins';
import { applySqlSources } from './migrate';
import { AUDIT_STAFF, entriesBy } from './contracts/audit-contract';
import { KnexAuditLog } from './knex-audit-log';
import type { CheckInRecord } from '../../core/admissions/admission';

const DAY = '2030-07-04';
/** The staff member at the gate, whom an admitted scan's audit entry names. */
const GATE = AUDIT_STAFF;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const idOf = async (knex: Knex, table: string, where: object) =>
  ((await knex(table).where(where).first('id')) as { id: number }).id;

/** An order row without lines, straight into the table (as older orders and the demo's are). */
const bareOrder = (knex: Knex, userId: number, visitDate: string | null) =>
  insertOrderRow(knex, userId, { visit_date: visitDate, order_date: '2030-07-01' });

const line = (orderId: number, ticketType: string, quantity: number, visitDate = DAY) => ({
  order_id: orderId,
  ticket_type: ticketType,
  quantity,
  unit_price_cents: 0,
  visit_date: visitDate,
});

describe.each(databaseTargets)('admissions in the database on %s', (target) => {
  const db = useTestDatabase(target, { seed: true, truncate: false });
  let knex: Knex;
  let repo: KnexAdmissionRepository;
  let userId: number;

  beforeEach(async () => {
    knex = db().knex;
    repo = new KnexAdmissionRepository(knex);
    userId = await idOf(knex, 'users', { email: 'visitor@example.com' });
  });

  /** An order written as a checkout writes it (one place_order statement), with these tickets. */
  async function place(tickets: { standard: number; express: number; child: number }, day = DAY) {
    const order = aNewOrder({
      userId,
      orderDate: '2030-07-01',
      visitDate: day,
      tickets,
      attractionIds: [
        await idOf(knex, 'attractions', { name: 'Thunder Falls' }),
        await idOf(knex, 'attractions', { name: 'Sky Wheel' }),
      ],
    });
    return placed(new KnexOrderRepository(knex).create(order));
  }

  it('writes one admission per ticket with the order (2 Standard + 1 Child: 3), each its own reference', async () => {
    const order = await place({ standard: 2, express: 0, child: 1 });
    const stored = await repo.ofOrder(order.id);
    expect(stored).toMatchObject({
      orderId: order.id,
      userId,
      visitDate: DAY,
      attractions: ['Sky Wheel', 'Thunder Falls'],
    });
    const admissions = stored!.admissions;
    expect(admissions.map((a) => [a.type, a.visitDate, a.lastCheckIn, a.voidedAt])).toEqual([
      ['standard', DAY, null, null],
      ['standard', DAY, null, null],
      ['child', DAY, null, null],
    ]);
    expect(admissions.every((a) => UUID.test(a.ref))).toBe(true);
    expect(new Set(admissions.map((a) => a.ref)).size).toBe(3);
    expect(await repo.ofOrder(999_999)).toBeNull();
  });

  it('writes admissions for every line of a bulk insert of many orders in one statement (the demo loader)', async () => {
    const a = await bareOrder(knex, userId, DAY);
    const b = await bareOrder(knex, userId, '2030-07-05');
    const before = await countRows(knex, 'admissions');
    await knex('ticket_lines').insert([
      line(a, 'standard', 3),
      line(a, 'express', 1),
      line(b, 'child', 2, '2030-07-05'),
    ]);
    expect((await countRows(knex, 'admissions')) - before).toBe(6);
    const ofB = await repo.ofOrder(b);
    expect(ofB!.admissions.map((x) => [x.type, x.visitDate])).toEqual([
      ['child', '2030-07-05'],
      ['child', '2030-07-05'],
    ]);
    expect((await repo.ofOrder(a))!.admissions.map((x) => x.type)).toEqual([
      'standard',
      'standard',
      'standard',
      'express',
    ]);
  });

  it('writes nothing when the order is refused: a day without room writes no admission', async () => {
    await knex('visit_days').insert({ day: '2030-08-01', capacity: 1 });
    const before = await countRows(knex, 'admissions');
    await expect(place({ standard: 2, express: 0, child: 0 }, '2030-08-01')).rejects.toThrow();
    expect(await countRows(knex, 'admissions')).toBe(before);
  });

  it('checks a ticket in once, on its visit day, and never when void', async () => {
    const order = await place({ standard: 1, express: 1, child: 0 }, '2030-09-01');
    const [first, second] = (await repo.ofOrder(order.id))!.admissions;
    const at = new Date('2030-09-01T15:00:00Z');
    expect(
      await repo.checkIn(first!.ref, { at, by: GATE, today: '2030-08-31', gate: 'North' }),
    ).toBeNull();
    const used = await repo.checkIn(first!.ref, {
      at,
      by: GATE,
      today: '2030-09-01',
      gate: 'North',
    });
    const north = { day: '2030-09-01', at, gate: 'North' };
    expect(used).toMatchObject({ orderId: order.id, type: 'standard', lastCheckIn: north });
    expect(
      await repo.checkIn(first!.ref, {
        at: new Date(),
        by: GATE,
        today: '2030-09-01',
        gate: 'South',
      }),
    ).toBeNull();
    expect(await repo.findByRef(first!.ref)).toMatchObject({ lastCheckIn: north });
    await knex('admissions').where({ ref: second!.ref }).update({ voided_at: at });
    expect(
      await repo.checkIn(second!.ref, { at, by: GATE, today: '2030-09-01', gate: null }),
    ).toBeNull();
    expect(await repo.findByRef(second!.ref)).toMatchObject({ lastCheckIn: null, voidedAt: at });
    expect(await repo.findByRef('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps its own visit day, moved with its order: the same reference is valid on the new day only', async () => {
    const order = await place({ standard: 1, express: 0, child: 0 }, '2030-09-10');
    const [ticket] = (await repo.ofOrder(order.id))!.admissions;
    const at = new Date();
    // an order half moved (its admissions not yet) admits nothing on either day
    await knex('orders').where({ id: order.id }).update({ visit_date: '2030-09-11' });
    for (const today of ['2030-09-10', '2030-09-11'])
      expect(await repo.checkIn(ticket!.ref, { at, by: GATE, today, gate: null })).toBeNull();
    // as a date change moves it (knex-order-change-repository.ts): the order and its admissions
    await knex('admissions').where({ order_id: order.id }).update({ visit_date: '2030-09-11' });
    expect((await repo.findByRef(ticket!.ref))!.visitDate).toBe('2030-09-11');
    expect(
      await repo.checkIn(ticket!.ref, { at, by: GATE, today: '2030-09-10', gate: null }),
    ).toBeNull();
    expect(
      await repo.checkIn(ticket!.ref, { at, by: GATE, today: '2030-09-11', gate: null }),
    ).toMatchObject({
      visitDate: '2030-09-11',
    });
  });

  it('admits one of twenty gates scanning the same ticket at once, and writes one check-in', async () => {
    const order = await place({ standard: 1, express: 0, child: 0 }, '2030-10-01');
    const [ticket] = (await repo.ofOrder(order.id))!.admissions;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        repo.checkIn(ticket!.ref, {
          at: new Date(Date.UTC(2030, 9, 1, 15, 0, i)),
          by: GATE,
          today: '2030-10-01',
          gate: `Gate ${i}`,
        }),
      ),
    );
    const admitted = answers.filter((a) => a !== null);
    expect(admitted).toHaveLength(1);
    const rows = (await knex('admission_check_ins')
      .where({ admission_id: ticket!.id })
      .select('day', 'at', 'gate')) as CheckInRecord[];
    expect(rows).toEqual([admitted[0]!.lastCheckIn]);
    expect(rows[0]).toMatchObject({ day: '2030-10-01' });
    const entries = await knex('audit_log').where({ target: `ticket ${admitted[0]!.id}` });
    expect(entries).toHaveLength(1);
  });

  it('appends gate.check-in for an admitted scan in its own statement, and nothing for a refused one', async () => {
    const order = await place({ standard: 0, express: 1, child: 0 }, '2030-10-05');
    const [ticket] = (await repo.ofOrder(order.id))!.admissions;
    const log = new KnexAuditLog(knex, 'America/Chicago');
    const by = { ...GATE, email: 'gate-audit@example.com' };
    const at = new Date('2030-10-05T14:03:04.567Z');
    expect(
      await repo.checkIn(ticket!.ref, { at, by, today: '2030-10-04', gate: 'North' }),
    ).toBeNull();
    const queries: string[] = [];
    const count = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', count);
    const used = await repo.checkIn(ticket!.ref, { at, by, today: '2030-10-05', gate: 'North' });
    knex.off('query', count);
    expect(queries).toHaveLength(1);
    expect(
      await repo.checkIn(ticket!.ref, { at, by, today: '2030-10-05', gate: 'South' }),
    ).toBeNull();
    const shown = { orderId: order.id, type: 'express', visitDate: '2030-10-05' };
    expect(await entriesBy(log, by)).toEqual([
      {
        actor: by,
        action: 'gate.check-in',
        target: `ticket ${used!.id}`,
        before: { ...shown, status: 'valid', usedAt: null, gate: null },
        after: { ...shown, status: 'used', usedAt: '2030-10-05T14:03:04.567Z', gate: 'North' },
      },
    ]);
  });

  it('counts the check-ins of visit days and the admissions sold, as capacity counts them', async () => {
    const day = '2030-11-01';
    const order = await place({ standard: 2, express: 1, child: 1 }, day);
    await place({ standard: 1, express: 0, child: 0 }, '2030-11-02');
    const [a, b] = (await repo.ofOrder(order.id))!.admissions;
    const at = new Date();
    await repo.checkIn(a!.ref, { at, by: GATE, today: day, gate: null });
    await repo.checkIn(b!.ref, { at, by: GATE, today: day, gate: 'East' });
    expect(await repo.gateCounts({ start: day, end: day })).toEqual({
      checkIns: 2,
      admissionsSold: 4,
    });
    expect(await repo.gateCounts({ start: day, end: '2030-11-02' })).toEqual({
      checkIns: 2,
      admissionsSold: 5,
    });
    expect(await repo.gateCounts({ start: '2030-11-03', end: '2030-11-30' })).toEqual({
      checkIns: 0,
      admissionsSold: 0,
    });
  });

  it('removes an order’s admissions with it', async () => {
    const order = await place({ standard: 1, express: 0, child: 0 }, '2030-12-01');
    await knex('orders').where({ id: order.id }).delete();
    expect(await knex('admissions').where({ order_id: order.id }).select('id')).toEqual([]);
  });

  it('refuses a second check-in of a ticket (once in all; once a day otherwise) and an unknown ticket type', async () => {
    const order = await place({ standard: 2, express: 0, child: 0 }, '2030-12-02');
    const [once, daily] = (await repo.ofOrder(order.id))!.admissions;
    const checkIn = (a: { id: number }, day: string, isOnce: boolean) =>
      knex('admission_check_ins').insert({
        admission_id: a.id,
        day,
        at: new Date(),
        gate: null,
        once: isOnce,
      });
    await checkIn(once!, '2030-12-02', true);
    await expect(checkIn(once!, '2030-12-03', true)).rejects.toMatchObject({ code: '23505' });
    await expect(checkIn(once!, '2030-12-02', false)).rejects.toMatchObject({ code: '23505' });
    // a kind admitted once a day (a pass, next): once on each day
    await checkIn(daily!, '2030-12-02', false);
    await checkIn(daily!, '2030-12-03', false);
    await expect(checkIn(daily!, '2030-12-03', false)).rejects.toMatchObject({ code: '23505' });
    await expect(
      knex('admissions').insert({ order_id: order.id, ticket_type: 'vip' }),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps the used tickets of a database from before check-ins used, on their own visit day', async () => {
    const order = await place({ standard: 2, express: 1, child: 0 }, '2031-01-10');
    await admissionCheckIns.down(knex);
    try {
      const [used, usedNoGate] = (await knex('admissions')
        .where({ order_id: order.id })
        .orderBy('id')
        .select('id', 'ref')) as { id: number; ref: string }[];
      const at = new Date('2031-01-10T15:00:00Z');
      await knex('admissions').where({ id: used!.id }).update({ used_at: at, gate: 'North' });
      await knex('admissions').where({ id: usedNoGate!.id }).update({ used_at: at });
      await admissionCheckIns.up(knex);
      const day = '2031-01-10';
      expect(
        (await repo.ofOrder(order.id))!.admissions.map((a) => [a.visitDate, a.lastCheckIn]),
      ).toEqual([
        [day, { day, at, gate: 'North' }],
        [day, { day, at, gate: null }],
        [day, null],
      ]);
      // still used: the gate refuses them, and the dashboard counts them
      const refused = await repo.checkIn(used!.ref, { at, by: GATE, today: day, gate: 'South' });
      expect(refused).toBeNull();
      expect(await repo.gateCounts({ start: day, end: day })).toMatchObject({ checkIns: 2 });
      expect(await admissionsColumns(knex)).not.toContain('used_at');
    } finally {
      if (!(await knex.schema.hasTable('admission_check_ins'))) await admissionCheckIns.up(knex);
    }
  });
  it('gives the ticket lines already there their admissions when the migration runs', async () => {
    await admissionCheckIns.down(knex);
    await createAdmissions.down(knex);
    try {
      const a = await bareOrder(knex, userId, DAY);
      const b = await bareOrder(knex, userId, DAY);
      await knex('ticket_lines').insert([line(a, 'standard', 2), line(a, 'child', 1)]);
      await knex('ticket_lines').insert([line(b, 'express', 4)]);
      const lines = (await knex('ticket_lines').sum({ n: 'quantity' }).first()) as { n: number };
      await createAdmissions.up(knex);
      await admissionCheckIns.up(knex);
      expect(await countRows(knex, 'admissions')).toBe(Number(lines.n));
      expect((await repo.ofOrder(a))!.admissions.map((x) => x.type)).toEqual([
        'standard',
        'standard',
        'child',
      ]);
      expect((await repo.ofOrder(b))!.admissions).toHaveLength(4);
      const refs = (await knex('admissions').pluck('ref')) as string[];
      expect(new Set(refs).size).toBe(refs.length);
    } finally {
      if (!(await knex.schema.hasTable('admissions'))) await createAdmissions.up(knex);
      if (!(await knex.schema.hasTable('admission_check_ins'))) await admissionCheckIns.up(knex);
      // The migrations wrote their own triggers and checks: the current sources go back on.
      await knex('sql_sources').del();
      await applySqlSources(knex);
    }
    // As migrateLatest leaves it: a checkout's admissions are written by place_order alone.
    const { rows } = (await knex.raw(
      `SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'admissions_for_ticket_lines'`,
    )) as { rows: { def: string }[] };
    expect(rows[0]?.def).toMatch(/ WHEN /);
  });
});

const admissionsColumns = async (knex: Knex) => Object.keys(await knex('admissions').columnInfo());
