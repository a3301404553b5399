import type { IsoDate } from '../shared/dates';
import type { AuditActor } from '../audit/audit';
import type { Admission } from './admission';
import type { TicketRef } from './ticket-codes';

/** An order's admissions with what a ticket shows: its owner, visit day and attractions. */
export interface OrderAdmissions {
  orderId: number;
  userId: number;
  /** Null for a shop-only order (which has no admissions). */
  visitDate: IsoDate | null;
  /** The attractions chosen with the tickets, by name. */
  attractions: string[];
  /** In the order they were bought (ticket line by line). */
  admissions: Admission[];
}

/** Whom an order is for: its contact's names (the checkout form) and its account's full name. */
export interface OrderNames {
  contactFirst: string;
  contactLast: string;
  /** Null when the account has none (a guest's order). */
  account: string | null;
}

/**
 * What the gate attempts: admit at `at`, by `gate`, if the park's today is `today`; `by` is the
 * employee scanning, whom the check-in's audit entry names.
 */
export interface CheckInAttempt {
  at: Date;
  today: IsoDate;
  gate: string | null;
  by: AuditActor;
}

/** Over visit days start..end: check-ins at the gate, and admissions sold (as capacity counts them). */
export interface GateCounts {
  checkIns: number;
  admissionsSold: number;
}

/**
 * Admissions: one per ticket bought, written with the order in the same statement (the order
 * write makes them), each with its random reference.
 */
export interface AdmissionRepository {
  /** The order's admissions and what its tickets show; null when there is no such order. */
  ofOrder(orderId: number): Promise<OrderAdmissions | null>;
  /** Whom the order is for (the gate's lookup by name); null when there is no such order. */
  namesOf(orderId: number): Promise<OrderNames | null>;
  /**
   * The one atomic check-in: records a check-in of the admission of `ref` at `attempt.at` by its
   * gate, on `attempt.today`, only if it is not void, its visit day is `attempt.today`, that day
   * is not closed, and its kind's rule (`admits` in the catalogue: once in all, or once a day)
   * allows one more; answers it as it is now; null when that recorded nothing (however many
   * gates try at once, one succeeds). It holds its order against a date change meanwhile: a
   * move and a check-in of one order take turns, so an order never leaves the day with a ticket
   * admitted on it. An admission let in appends, in the same statement, the audit entry
   * `gate.check-in` on `ticket <admission id>` by `attempt.by`, before and after as
   * auditedAdmission shows it; a refused scan appends nothing.
   */
  checkIn(ref: TicketRef, attempt: CheckInAttempt): Promise<Admission | null>;
  /** The admission of a reference as it is now; null when there is none. */
  findByRef(ref: TicketRef): Promise<Admission | null>;
  /** Check-ins on the days start..end, and admissions sold for them. */
  gateCounts(range: { start: IsoDate; end: IsoDate }): Promise<GateCounts>;
}
