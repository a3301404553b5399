import { describe, expect, it } from 'vitest';
import { gateAnswer, parkTime } from './gate-answer';

const TZ = 'America/Chicago';

describe('the gate’s answer in words', () => {
  it('admits with the ticket’s type, order and day', () => {
    expect(
      gateAnswer({ result: 'admitted', type: 'child', visitDate: '2026-07-04', orderId: 12 }, TZ),
    ).toEqual({
      admitted: true,
      headline: 'ADMITTED',
      reason: 'Child ticket',
      details: ['Order 12, visit day 2026-07-04'],
    });
  });

  it('refuses with the reason: when (park time) and where a used ticket was used', () => {
    const usedAt = '2026-07-04T15:12:30.000Z'; // 10:12 in Chicago (CDT)
    expect(gateAnswer({ result: 'already-used', usedAt, gate: 'North 2' }, TZ)).toEqual({
      admitted: false,
      headline: 'REFUSED',
      reason: 'Already used',
      details: ['Used 2026-07-04 10:12 at gate North 2'],
    });
    expect(gateAnswer({ result: 'already-used', usedAt, gate: null }, TZ).details).toEqual([
      'Used 2026-07-04 10:12',
    ]);
    expect(gateAnswer({ result: 'wrong-day', visitDate: '2026-07-05' }, TZ)).toMatchObject({
      headline: 'REFUSED',
      reason: 'Wrong day',
      details: ['This ticket is for 2026-07-05'],
    });
    expect(gateAnswer({ result: 'void' }, TZ)).toMatchObject({ reason: 'Void ticket' });
    expect(gateAnswer({ result: 'unknown' }, TZ)).toMatchObject({ reason: 'Unknown code' });
  });

  it('tells the park’s time, across midnight UTC too', () => {
    expect(parkTime('2026-07-05T03:30:00.000Z', TZ)).toBe('2026-07-04 22:30');
    expect(parkTime('2026-07-05T03:30:00.000Z', 'Europe/Paris')).toBe('2026-07-05 05:30');
  });
});
