import { describe, expect, it } from 'vitest';
import {
  admissionStatus,
  checkInOutcome,
  GATE_ONE_LINE,
  GATE_TOO_LONG,
  gateProblem,
  normalizeGate,
  type Admission,
} from './admission';
import { UNSTORABLE_TEXT_MESSAGE } from '../shared/text';

const DAY = '2026-07-04';
const AT = new Date('2026-07-04T15:00:00Z');
/** Let in on its visit day at AT, at `gate`. */
const USED = (gate: string | null = null) => ({ lastCheckIn: { day: DAY, at: AT, gate } });

const ticket = (over: Partial<Admission> = {}): Admission => ({
  id: 1,
  ref: '00000000-0000-4000-8000-000000000001',
  orderId: 7,
  type: 'child',
  visitDate: DAY,
  lastCheckIn: null,
  voidedAt: null,
  dayClosed: false,
  ...over,
});

describe('an admission', () => {
  it('is valid until used, used once checked in, and void whatever else once voided', () => {
    expect(admissionStatus(ticket())).toBe('valid');
    expect(admissionStatus(ticket(USED()))).toBe('used');
    expect(admissionStatus(ticket({ voidedAt: AT }))).toBe('void');
    expect(admissionStatus(ticket({ ...USED(), voidedAt: AT }))).toBe('void');
  });
});

describe('the gate’s decision', () => {
  it('admits a valid ticket on its visit day, saying its type, day and order', () => {
    expect(checkInOutcome(ticket(), DAY)).toEqual({
      result: 'admitted',
      type: 'child',
      visitDate: DAY,
      orderId: 7,
    });
  });

  it('refuses a used ticket, saying when and at which gate', () => {
    expect(checkInOutcome(ticket(USED('North 2')), DAY)).toEqual({
      result: 'already-used',
      usedAt: AT,
      gate: 'North 2',
    });
    // …also on another day: that it was used says more than that the day is wrong
    expect(checkInOutcome(ticket(USED(null)), '2026-07-05')).toMatchObject({
      result: 'already-used',
      gate: null,
    });
  });

  it('refuses a ticket of another day, before or after, saying its day', () => {
    expect(checkInOutcome(ticket(), '2026-07-03')).toEqual({
      result: 'wrong-day',
      visitDate: DAY,
    });
    expect(checkInOutcome(ticket(), '2026-07-05')).toEqual({
      result: 'wrong-day',
      visitDate: DAY,
    });
  });

  it('admits nobody on a day a manager closed; another day’s, used and void tickets say so first', () => {
    expect(checkInOutcome(ticket({ dayClosed: true }), DAY)).toEqual({ result: 'closed' });
    expect(checkInOutcome(ticket({ dayClosed: true }), '2026-07-03')).toEqual({
      result: 'wrong-day',
      visitDate: DAY,
    });
    expect(checkInOutcome(ticket({ dayClosed: true, ...USED() }), DAY)).toMatchObject({
      result: 'already-used',
    });
    expect(checkInOutcome(ticket({ dayClosed: true, voidedAt: AT }), DAY)).toEqual({
      result: 'void',
    });
  });

  it('never admits a void ticket, used or not, and knows no ticket for no admission', () => {
    expect(checkInOutcome(ticket({ voidedAt: AT }), DAY)).toEqual({ result: 'void' });
    expect(checkInOutcome(ticket({ voidedAt: AT, ...USED() }), DAY)).toEqual({ result: 'void' });
    expect(checkInOutcome(null, DAY)).toEqual({ result: 'unknown' });
  });
});

describe('the gate and the catalogue', () => {
  it('refuses to decide for a kind the catalogue does not know, used or not', () => {
    const season = { type: 'season' } as unknown as Partial<Admission>;
    expect(() => checkInOutcome(ticket(season), DAY)).toThrow(/unknown admission kind/);
    expect(() => checkInOutcome(ticket({ ...season, ...USED() }), DAY)).toThrow(RangeError);
  });
});

describe('a gate’s name', () => {
  it('is trimmed, and none when blank or missing', () => {
    expect(normalizeGate('  North 2 ')).toBe('North 2');
    expect(normalizeGate('   ')).toBeNull();
    expect(normalizeGate(undefined)).toBeNull();
    expect(normalizeGate(null)).toBeNull();
  });

  it('is at most 40 characters on one line, of text the park can store', () => {
    expect(gateProblem(null)).toBeNull();
    expect(gateProblem('x'.repeat(40))).toBeNull();
    expect(gateProblem('🎢'.repeat(40))).toBeNull(); // characters, not UTF-16 units
    expect(gateProblem('x'.repeat(41))).toBe(GATE_TOO_LONG);
    expect(gateProblem('North\n2')).toBe(GATE_ONE_LINE);
    expect(gateProblem('North\u0000')).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
