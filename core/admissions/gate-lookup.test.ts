import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../employees/permissions';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryAdmissionRepository, PlainTicketCodes } from '../testing/in-memory-admissions';
import { CheckIn } from './check-in';
import { GATE_LOOKUP_NOT_FOUND, GateLookup, nameMatches, spokenName } from './gate-lookup';

const TODAY = '2026-07-04';
const NOON = new Date('2026-07-04T17:00:00Z'); // noon in Chicago
const STAFF: Actor = { id: 3, email: 'staff@example.com', role: 'Staff' };
const NAMES = { contactFirst: 'María José', contactLast: 'Núñez-García', account: 'Mj Nunez' };

describe('a name as people say it', () => {
  it('ignores case, accents, and the spaces, hyphens and apostrophes between words', () => {
    expect(spokenName('  María   José  ')).toBe('maria jose');
    expect(spokenName('Núñez-García')).toBe('nunez garcia');
    expect(spokenName('O’Brien')).toBe(spokenName("o'brien"));
    expect(spokenName('Øyvind')).toBe('øyvind'); // a letter, not an accent, stays
    expect(spokenName(' - ')).toBe('');
  });

  it('matches the contact’s full name, their last name alone, or the account’s full name; nothing less', () => {
    for (const said of ['maria jose nunez garcia', 'NÚÑEZ GARCÍA', 'nunez-garcia', 'mj nunez'])
      expect(nameMatches(said, NAMES), said).toBe(true);
    for (const said of ['María José', 'Nunez', 'Garcia', 'maria', '', '   ', 'mj'])
      expect(nameMatches(said, NAMES), said).toBe(false);
    expect(nameMatches('anyone', { ...NAMES, account: null })).toBe(false);
  });
});

describe('GateLookup', () => {
  let repo: InMemoryAdmissionRepository;
  let lookup: GateLookup;
  let checkIn: CheckIn;
  const codes = new PlainTicketCodes();

  beforeEach(() => {
    repo = new InMemoryAdmissionRepository();
    const clock = new FixedClock(NOON);
    lookup = new GateLookup(repo, codes, clock);
    checkIn = new CheckIn(repo, codes, clock);
    repo.addOrder({
      orderId: 10,
      userId: 1,
      visitDate: TODAY,
      attractions: [],
      names: NAMES,
      tickets: [
        { type: 'standard', quantity: 2 },
        { type: 'child', quantity: 1 },
      ],
    });
    repo.addOrder({
      orderId: 11,
      userId: 1,
      visitDate: '2026-07-05',
      attractions: [],
      names: NAMES,
      tickets: [{ type: 'express', quantity: 1 }],
    });
  });

  it('answers the order’s tickets for today with their codes, and what the gate made of them', async () => {
    const found = await lookup.execute({ actor: STAFF, orderId: 10, name: 'Nunez Garcia' });
    expect(found).toEqual({
      ok: true,
      value: [1, 2, 3].map((n) => ({
        code: codes.codeOf(repo.admissions[n - 1]!.ref),
        type: n === 3 ? 'child' : 'standard',
        status: 'valid',
        usedAt: null,
      })),
    });
    if (!found.ok) return;
    expect(await checkIn.execute({ actor: STAFF, code: found.value[1]!.code })).toMatchObject({
      ok: true,
      value: { result: 'admitted', orderId: 10 },
    });
    repo.void(repo.admissions[2]!.ref, NOON);
    const again = await lookup.execute({ actor: STAFF, orderId: 10, name: 'mj nunez' });
    expect(again.ok && again.value.map((t) => [t.status, t.usedAt])).toEqual([
      ['valid', null],
      ['used', NOON],
      ['void', null],
    ]);
  });

  it('answers nothing for another day’s order, and one not-found for a wrong name and a missing order', async () => {
    expect(await lookup.execute({ actor: STAFF, orderId: 11, name: 'Nunez-Garcia' })).toEqual({
      ok: true,
      value: [],
    });
    const wrong = await lookup.execute({ actor: STAFF, orderId: 10, name: 'Maria' });
    const missing = await lookup.execute({ actor: STAFF, orderId: 99, name: 'Nunez-Garcia' });
    const unsafe = await lookup.execute({ actor: STAFF, orderId: 2 ** 60, name: 'Nunez-Garcia' });
    for (const answer of [wrong, missing, unsafe])
      expect(answer).toEqual({
        ok: false,
        error: { kind: 'not-found', message: GATE_LOOKUP_NOT_FOUND },
      });
  });
});
