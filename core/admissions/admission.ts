import type { IsoDate } from '../shared/dates';
import { admissionProduct, type AdmissionKind, type AdmissionProduct } from './products';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../shared/text';
import type { TicketRef } from './ticket-codes';

/** A ticket is valid until it is used at the gate; a refunded or cancelled one is void. */
export const ADMISSION_STATUSES = ['valid', 'used', 'void'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

/** One use of an admission at the gate: the park day it let its holder in, when, and where. */
export interface CheckInRecord {
  day: IsoDate;
  at: Date;
  /** The gate's name, if the gate gave one. */
  gate: string | null;
}

/**
 * One person's ticket: one admission per ticket bought (2 Standard + 1 Child are three). It
 * keeps its own visit day (a date change moves the order, and every admission with it).
 */
export interface Admission {
  id: number;
  /** The random reference its code signs; never shown as it is. */
  ref: TicketRef;
  orderId: number;
  type: AdmissionKind;
  visitDate: IsoDate;
  /** Its latest check-in at the gate; null while it was never used. */
  lastCheckIn: CheckInRecord | null;
  /** When it became void (a refund, a cancellation). */
  voidedAt: Date | null;
  /** A manager closed its visit day (weather, an event): the gate admits nobody that day. */
  dayClosed: boolean;
}

/** Void wins (a refunded ticket is void even if it was used), then used, else valid. */
export function admissionStatus(a: Pick<Admission, 'lastCheckIn' | 'voidedAt'>): AdmissionStatus {
  if (a.voidedAt !== null) return 'void';
  return a.lastCheckIn !== null ? 'used' : 'valid';
}

/**
 * Whether an admission of `product` last let in as `last` may not come in again `today`: it admits
 * once in all (a day ticket), or once a day and it came in today (the catalogue's `admits`).
 * The database holds the same rule in the check-ins' unique indexes (migration 20261202110000).
 */
export function usedUp(product: AdmissionProduct, last: CheckInRecord, today: IsoDate): boolean {
  return product.admits === 'once' || last.day === today;
}

/**
 * An admission as its audit entry keeps it (`gate.check-in` on `ticket <id>`): its order, type,
 * day, status, and when and at which gate it was used (an ISO instant, or null).
 */
export function auditedAdmission(a: Admission) {
  return {
    orderId: a.orderId,
    type: a.type,
    visitDate: a.visitDate,
    status: admissionStatus(a),
    usedAt: a.lastCheckIn === null ? null : a.lastCheckIn.at.toISOString(),
    gate: a.lastCheckIn?.gate ?? null,
  };
}

/** What the gate answers for one scanned code. */
export type CheckInOutcome =
  | { result: 'admitted'; type: AdmissionKind; visitDate: IsoDate; orderId: number }
  | { result: 'already-used'; usedAt: Date; gate: string | null }
  | { result: 'wrong-day'; visitDate: IsoDate }
  | { result: 'void' }
  | { result: 'closed' }
  | { result: 'unknown' };

export type CheckInResult = CheckInOutcome['result'];
export type CheckInRefusal = Exclude<CheckInOutcome, { result: 'admitted' }>;

/**
 * The gate's decision for an admission (null: the code names none) on the park's `today`:
 * never when void; once only, or once a day for a kind that admits once a day (a used ticket
 * says when and where); on its visit day only, and
 * not at all when a manager closed that day.
 * The database applies the same rule in one atomic insert (AdmissionRepository.checkIn); this
 * says why it refused, and is the rule the in-memory repository applies.
 */
export function checkInOutcome(admission: Admission | null, today: IsoDate): CheckInOutcome {
  if (!admission) return { result: 'unknown' };
  const product = admissionProduct(admission.type); // an unknown kind is a bug: it throws
  if (admission.voidedAt !== null) return { result: 'void' };
  const last = admission.lastCheckIn;
  if (last !== null && usedUp(product, last, today))
    return { result: 'already-used', usedAt: last.at, gate: last.gate };
  if (admission.visitDate !== today) return { result: 'wrong-day', visitDate: admission.visitDate };
  if (admission.dayClosed) return { result: 'closed' };
  return admitted(admission);
}

/** The gate's answer for an admission it let in. */
export const admitted = (a: Admission): Extract<CheckInOutcome, { result: 'admitted' }> => ({
  result: 'admitted',
  type: a.type,
  visitDate: a.visitDate,
  orderId: a.orderId,
});

/** A gate's name: at most this many characters (the device remembers it, the ticket keeps it). */
export const GATE_MAX = 40;
export const GATE_TOO_LONG = `Gate must be at most ${GATE_MAX} characters`;
export const GATE_ONE_LINE = 'Gate must be a name on one line';

// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The gate's name as stored: trimmed, and none when blank or missing. */
export function normalizeGate(gate: string | null | undefined): string | null {
  const trimmed = gate?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Null for a gate name the park keeps (after normalizeGate), else the one message. */
export function gateProblem(gate: string | null): string | null {
  if (gate === null) return null;
  if (!isStorableText(gate)) return UNSTORABLE_TEXT_MESSAGE;
  if (CONTROL.test(gate)) return GATE_ONE_LINE;
  return [...gate].length > GATE_MAX ? GATE_TOO_LONG : null;
}
