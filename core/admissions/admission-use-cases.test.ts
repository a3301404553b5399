import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../employees/permissions';
import { PARK_OPERATOR } from '../employees/permissions';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryAdmissionRepository, PlainTicketCodes } from '../testing/in-memory-admissions';
import { GATE_TOO_LONG } from './admission';
import { CheckIn } from './check-in';
import { ListTickets } from './list-tickets';

const TODAY = '2026-07-04';
const NOON = new Date('2026-07-04T17:00:00Z'); // noon in Chicago
const STAFF: Actor = { id: 3, email: 'staff@example.com', role: 'Staff' };
const MANAGER: Actor = { id: 4, email: 'manager@example.com', role: 'Manager' };

describe('admissions use cases', () => {
  let repo: InMemoryAdmissionRepository;
  let clock: FixedClock;
  const codes = new PlainTicketCodes();
  let checkIn: CheckIn;
  let list: ListTickets;

  beforeEach(() => {
    repo = new InMemoryAdmissionRepository();
    clock = new FixedClock(NOON);
    checkIn = new CheckIn(repo, codes, clock);
    list = new ListTickets(repo, codes);
    repo.addOrder({
      orderId: 10,
      userId: 1,
      visitDate: TODAY,
      attractions: ['Sky Wheel', 'Thunder Falls'],
      tickets: [
        { type: 'standard', quantity: 2 },
        { type: 'child', quantity: 1 },
      ],
    });
    repo.addOrder({
      orderId: 11,
      userId: 2,
      visitDate: '2026-07-05',
      attractions: ['Comet Run'],
      tickets: [{ type: 'express', quantity: 1 }],
    });
  });

  const codeOf = (n: number) => codes.codeOf(repo.admissions[n - 1]!.ref);

  describe('ListTickets', () => {
    it('gives the owner one ticket per admission, with its code, and what a PDF prints', async () => {
      const result = await list.execute({ viewer: { visitorId: 1 }, orderId: 10 });
      expect(result).toEqual({
        ok: true,
        value: {
          orderId: 10,
          visitDate: TODAY,
          attractions: ['Sky Wheel', 'Thunder Falls'],
          tickets: [
            {
              code: codeOf(1),
              type: 'standard',
              visitDate: TODAY,
              status: 'valid',
              usedAt: null,
              gate: null,
            },
            {
              code: codeOf(2),
              type: 'standard',
              visitDate: TODAY,
              status: 'valid',
              usedAt: null,
              gate: null,
            },
            {
              code: codeOf(3),
              type: 'child',
              visitDate: TODAY,
              status: 'valid',
              usedAt: null,
              gate: null,
            },
          ],
        },
      });
      expect(new Set([codeOf(1), codeOf(2), codeOf(3)]).size).toBe(3);
    });

    it('answers another visitor’s order as not found, like a missing one', async () => {
      const other = await list.execute({ viewer: { visitorId: 2 }, orderId: 10 });
      const missing = await list.execute({ viewer: { visitorId: 2 }, orderId: 99 });
      expect(other).toEqual({
        ok: false,
        error: { kind: 'not-found', message: 'Order not found' },
      });
      expect(missing).toEqual(other);
      expect((await list.execute({ viewer: { visitorId: 2 }, orderId: 1.5 })).ok).toBe(false);
    });

    it('lets a manager and the terminal read any order, and refuses Staff before reading', async () => {
      expect((await list.execute({ viewer: MANAGER, orderId: 10 })).ok).toBe(true);
      expect((await list.execute({ viewer: PARK_OPERATOR, orderId: 11 })).ok).toBe(true);
      const reads = repo.reads;
      expect(await list.execute({ viewer: STAFF, orderId: 10 })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(repo.reads).toBe(reads);
    });

    it('shows a used ticket as used (when and where) and a void one as void', async () => {
      await checkIn.execute({ actor: STAFF, code: codeOf(1), gate: 'North' });
      repo.void(repo.admissions[1]!.ref, NOON);
      const result = await list.execute({ viewer: { visitorId: 1 }, orderId: 10 });
      if (!result.ok) throw new Error('expected tickets');
      expect(result.value.tickets.map((t) => [t.status, t.usedAt, t.gate])).toEqual([
        ['used', NOON, 'North'],
        ['void', null, null],
        ['valid', null, null],
      ]);
    });
  });

  describe('CheckIn', () => {
    it('admits a ticket on its day once; the second scan says when and at which gate', async () => {
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(3), gate: ' North 2 ' })).toEqual({
        ok: true,
        value: { result: 'admitted', type: 'child', visitDate: TODAY, orderId: 10 },
      });
      clock.set(new Date(NOON.getTime() + 60_000));
      expect(await checkIn.execute({ actor: MANAGER, code: codeOf(3), gate: 'South' })).toEqual({
        ok: true,
        value: { result: 'already-used', usedAt: NOON, gate: 'North 2' },
      });
    });

    it('refuses a ticket of another day, and admits it on that day', async () => {
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(4) })).toEqual({
        ok: true,
        value: { result: 'wrong-day', visitDate: '2026-07-05' },
      });
      clock.set(new Date('2026-07-05T15:00:00Z'));
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(4) })).toMatchObject({
        value: { result: 'admitted', type: 'express', orderId: 11 },
      });
      expect(repo.checkIns.find((c) => c.admissionId === 4)).toMatchObject({ gate: null }); // no gate named
    });

    it('follows a ticket moved to another day: valid on the new day only', async () => {
      repo.move(11, TODAY);
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(4) })).toMatchObject({
        value: { result: 'admitted' },
      });
    });

    it('refuses every ticket of a closed day, writing nothing, and admits it once the day is another', async () => {
      repo.closeDay(TODAY);
      for (const n of [1, 2, 3])
        expect(await checkIn.execute({ actor: STAFF, code: codeOf(n) })).toEqual({
          ok: true,
          value: { result: 'closed' },
        });
      expect(repo.checkIns).toHaveLength(0);
      expect(repo.audit.entries).toHaveLength(0);
      repo.move(10, '2026-07-05');
      clock.set(new Date('2026-07-05T15:00:00Z'));
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(1) })).toMatchObject({
        value: { result: 'admitted', orderId: 10 },
      });
    });

    it('refuses a void ticket', async () => {
      repo.void(repo.admissions[0]!.ref, NOON);
      expect(await checkIn.execute({ actor: STAFF, code: codeOf(1) })).toEqual({
        ok: true,
        value: { result: 'void' },
      });
    });

    it('knows no forged or garbage code, without reading anything', async () => {
      const forged = `${codeOf(1).slice(0, -1)}x`;
      for (const code of [forged, 'garbage', '', ' '.repeat(3)])
        expect(await checkIn.execute({ actor: STAFF, code })).toEqual({
          ok: true,
          value: { result: 'unknown' },
        });
      expect(repo.reads).toBe(0);
      // a well-formed code whose reference is not stored is unknown too, after one look
      const stranger = codes.codeOf('00000000-0000-4000-8000-0000000000ff');
      expect(await checkIn.execute({ actor: STAFF, code: stranger })).toMatchObject({
        value: { result: 'unknown' },
      });
    });

    it('admits a code pasted from the CSV export behind its apostrophe, and only one', async () => {
      expect(await checkIn.execute({ actor: STAFF, code: `''${codeOf(1)}` })).toEqual({
        ok: true,
        value: { result: 'unknown' },
      });
      expect(await checkIn.execute({ actor: STAFF, code: ` '${codeOf(1)}\t` })).toMatchObject({
        value: { result: 'admitted', orderId: 10 },
      });
    });

    it('refuses a gate name past the limit before anything is read or written', async () => {
      expect(
        await checkIn.execute({ actor: STAFF, code: codeOf(1), gate: 'g'.repeat(41) }),
      ).toEqual({
        ok: false,
        error: { kind: 'invalid-input', path: 'gate', message: GATE_TOO_LONG },
      });
      expect(repo.reads).toBe(0);
    });
  });

  it('counts the check-ins and the admissions sold over visit days, void ones left out', async () => {
    await checkIn.execute({ actor: STAFF, code: codeOf(1) });
    repo.void(repo.admissions[2]!.ref, NOON);
    expect(await repo.gateCounts({ start: TODAY, end: TODAY })).toEqual({
      checkIns: 1,
      admissionsSold: 2,
    });
    expect(await repo.gateCounts({ start: TODAY, end: '2026-07-05' })).toEqual({
      checkIns: 1,
      admissionsSold: 3,
    });
  });
});
