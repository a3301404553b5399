import { describe, expect, it } from 'vitest';
import type { CheckInBody } from '../contract/tickets';
import { gateAnswer, parkTime } from './gate-answer';

const TZ = 'America/Chicago';
const TODAY = '2026-12-12';
const answer = (body: CheckInBody, today = TODAY, timeZone = TZ) =>
  gateAnswer(body, { timeZone, today });

describe('the gate’s answer in words (the Gate page and park gate check)', () => {
  it('admits with the type, the day and the order', () => {
    expect(answer({ result: 'admitted', type: 'express', visitDate: TODAY, orderId: 41 })).toEqual({
      admitted: true,
      headline: 'ADMITTED',
      reason: 'Express ticket',
      details: ['Saturday, December 12, 2026', 'Order #41'],
    });
    expect(answer({ result: 'admitted', type: 'child', visitDate: TODAY, orderId: 7 }).reason).toBe(
      'Child ticket',
    );
  });

  it('refuses a used ticket saying when (park time) and where', () => {
    // 16:42 UTC is 10:42 in Chicago in December.
    const used = (usedAt: string, gate: string | null) =>
      answer({ result: 'already-used', usedAt, gate });
    expect(used('2026-12-12T16:42:00Z', 'Gate North')).toEqual({
      admitted: false,
      headline: 'REFUSED',
      reason: 'Already used at 10:42 at Gate North',
      details: [],
    });
    expect(used('2026-12-12T16:42:00Z', null).reason).toBe('Already used at 10:42');
    expect(used('2026-12-11T22:05:00Z', 'East').reason).toBe(
      'Already used on Friday, December 11, 2026 at 16:05 at East',
    );
    expect(used('not a moment', null).reason).toBe('Already used');
  });

  it('tells the time in the time zone it is given, across midnight UTC too', () => {
    const lateEvening = { result: 'already-used', usedAt: '2026-12-13T03:30:00Z', gate: null };
    expect(answer(lateEvening as CheckInBody).reason).toBe('Already used at 21:30');
    expect(answer(lateEvening as CheckInBody, '2026-12-13', 'Europe/Paris').reason).toBe(
      'Already used at 04:30',
    );
    expect(answer(lateEvening as CheckInBody, '2026-12-12', 'Europe/Paris').reason).toBe(
      'Already used on Sunday, December 13, 2026 at 04:30',
    );
  });

  it('refuses a ticket of another day, saying which day and whether it has passed', () => {
    expect(answer({ result: 'wrong-day', visitDate: '2026-12-01' })).toEqual({
      admitted: false,
      headline: 'REFUSED',
      reason: 'Ticket is for Tuesday, December 1, 2026',
      details: ['That day has passed.'],
    });
    expect(answer({ result: 'wrong-day', visitDate: '2027-01-02' }).details).toEqual([
      'That day is still to come.',
    ]);
  });

  it('refuses every ticket of a day a manager closed, saying what the guest may do', () => {
    expect(answer({ result: 'closed' })).toEqual({
      admitted: false,
      headline: 'REFUSED',
      reason: 'Park closed today',
      details: [
        'Nobody is admitted on a closed day.',
        'The guest may choose another day or cancel for a full refund.',
      ],
    });
  });

  it('refuses a void ticket and a code that is not ours', () => {
    expect(answer({ result: 'void' })).toEqual({
      admitted: false,
      headline: 'REFUSED',
      reason: 'Ticket is void',
      details: ['It was cancelled or refunded.'],
    });
    expect(answer({ result: 'unknown' })).toMatchObject({
      headline: 'REFUSED',
      reason: 'Unknown code',
    });
  });
});

describe('a moment at the park (park tickets list)', () => {
  it('is the park’s day and time, across midnight UTC too', () => {
    expect(parkTime('2026-07-04T15:12:30.000Z', TZ)).toBe('2026-07-04 10:12');
    expect(parkTime('2026-07-05T03:30:00.000Z', TZ)).toBe('2026-07-04 22:30');
    expect(parkTime('2026-07-05T03:30:00.000Z', 'Europe/Paris')).toBe('2026-07-05 05:30');
  });
});
