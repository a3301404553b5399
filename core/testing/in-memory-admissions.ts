import {
  auditedAdmission,
  checkInOutcome,
  type Admission,
  type CheckInRecord,
} from '../admissions/admission';
import { admissionProduct } from '../admissions/products';
import { auditEntry, auditTarget } from '../audit/audit';
import { InMemoryAuditLog } from './in-memory-audit';
import type {
  AdmissionRepository,
  CheckInAttempt,
  GateCounts,
  OrderAdmissions,
  OrderNames,
} from '../admissions/admission-repository';
import type { TicketCodes, TicketRef } from '../admissions/ticket-codes';
import type { AdmissionKind } from '../admissions/products';
import type { IsoDate } from '../shared/dates';

interface OrderRow {
  orderId: number;
  userId: number;
  visitDate: IsoDate | null;
  attractions: string[];
  /** Whom the order is for (the gate's lookup); a test that does not care gets Ann Lee's. */
  names?: OrderNames;
}

/** A reference shaped like the database's (a UUID), counted up so tests can read it. */
const refNumber = (n: number): TicketRef =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A check-in as the database keeps it: `once` for a kind that admits once in all. */
export interface StoredCheckIn extends CheckInRecord {
  admissionId: number;
  once: boolean;
}

/**
 * AdmissionRepository in memory: orders added by a test, one admission per ticket with its own
 * visit day, and the gate's rule (checkInOutcome) applied in one synchronous step, the check-in
 * stored only as the database's unique indexes allow (once a day; once in all when `once`).
 * `reads` counts every call, so a test can see that a forged code read nothing.
 */
export class InMemoryAdmissionRepository implements AdmissionRepository {
  readonly orders: OrderRow[] = [];
  readonly admissions: (Omit<Admission, 'lastCheckIn' | 'dayClosed'> & { id: number })[] = [];
  readonly checkIns: StoredCheckIn[] = [];
  /** The days a manager closed. */
  readonly closedDays = new Set<IsoDate>();
  reads = 0;

  /** Where an admitted scan appends its entry (the knex one does it in the check-in's statement). */
  constructor(readonly audit = new InMemoryAuditLog()) {}

  /** An order with its tickets, in order: each ticket of `quantity` is one admission. */
  addOrder(
    order: OrderRow & { tickets: { type: AdmissionKind; quantity: number }[] },
  ): Admission[] {
    const { tickets, ...row } = order;
    this.orders.push(row);
    for (const t of tickets)
      for (let i = 0; i < t.quantity; i += 1) {
        const id = this.admissions.length + 1;
        this.admissions.push({
          id,
          ref: refNumber(id),
          orderId: row.orderId,
          type: t.type,
          visitDate: row.visitDate!,
          voidedAt: null,
        });
      }
    return this.admissions.filter((a) => a.orderId === row.orderId).map((a) => this.full(a));
  }

  /** Voids an admission (what a refund will do). */
  void(ref: TicketRef, at: Date): void {
    this.admissions.find((a) => a.ref === ref)!.voidedAt = at;
  }

  /** Moves an order, with every admission, to another day. */
  move(orderId: number, visitDate: IsoDate): void {
    this.orders.find((o) => o.orderId === orderId)!.visitDate = visitDate;
    for (const a of this.admissions) if (a.orderId === orderId) a.visitDate = visitDate;
  }

  /** Closes a day (what CloseDay does): its tickets are admitted no more. */
  closeDay(day: IsoDate): void {
    this.closedDays.add(day);
  }

  private full(a: Omit<Admission, 'lastCheckIn' | 'dayClosed'>): Admission {
    const own = this.checkIns.filter((c) => c.admissionId === a.id);
    const last = own.reduce<StoredCheckIn | null>((l, c) => (l && l.day > c.day ? l : c), null);
    return {
      ...a,
      lastCheckIn: last && { day: last.day, at: last.at, gate: last.gate },
      dayClosed: this.closedDays.has(a.visitDate),
    };
  }

  /** The database's unique indexes: once a day, and once in all for a check-in that is `once`. */
  private allows(checkIn: StoredCheckIn): boolean {
    return !this.checkIns.some(
      (c) =>
        c.admissionId === checkIn.admissionId &&
        (c.day === checkIn.day || (c.once && checkIn.once)),
    );
  }

  async ofOrder(orderId: number): Promise<OrderAdmissions | null> {
    this.reads += 1;
    const order = this.orders.find((o) => o.orderId === orderId);
    if (!order) return null;
    return {
      ...order,
      admissions: this.admissions.filter((a) => a.orderId === orderId).map((a) => this.full(a)),
    };
  }

  async namesOf(orderId: number): Promise<OrderNames | null> {
    this.reads += 1;
    const order = this.orders.find((o) => o.orderId === orderId);
    if (!order) return null;
    return order.names ?? { contactFirst: 'Ann', contactLast: 'Lee', account: 'Ann Lee' };
  }

  async checkIn(ref: TicketRef, attempt: CheckInAttempt): Promise<Admission | null> {
    this.reads += 1;
    const row = this.admissions.find((a) => a.ref === ref);
    if (!row || checkInOutcome(this.full(row), attempt.today).result !== 'admitted') return null;
    const before = auditedAdmission(this.full(row));
    const checkIn: StoredCheckIn = {
      admissionId: row.id,
      day: row.visitDate,
      at: attempt.at,
      gate: attempt.gate,
      once: admissionProduct(row.type).admits === 'once',
    };
    if (!this.allows(checkIn)) return null;
    this.checkIns.push(checkIn);
    const used = this.full(row);
    const target = auditTarget('ticket', used.id);
    this.audit.append(
      auditEntry(attempt.by, 'gate.check-in', target, before, auditedAdmission(used)),
    );
    return used;
  }

  async findByRef(ref: TicketRef): Promise<Admission | null> {
    this.reads += 1;
    const row = this.admissions.find((a) => a.ref === ref);
    return row ? this.full(row) : null;
  }

  async gateCounts(range: { start: IsoDate; end: IsoDate }): Promise<GateCounts> {
    this.reads += 1;
    const inRange = (day: IsoDate) => day >= range.start && day <= range.end;
    return {
      checkIns: this.checkIns.filter((c) => inRange(c.day)).length,
      admissionsSold: this.admissions.filter((a) => inRange(a.visitDate) && a.voidedAt === null)
        .length,
    };
  }
}

/**
 * Readable stand-in codes for core's tests: `T` and the reference's 32 hex digits. Anything else
 * is not a code. The real codes are signed (adapters/system/hmac-ticket-codes.ts).
 */
export class PlainTicketCodes implements TicketCodes {
  codeOf(ref: TicketRef): string {
    return `T${ref.replaceAll('-', '')}`;
  }

  refOf(code: string): TicketRef | null {
    const hex = /^T([0-9a-f]{32})$/.exec(code)?.[1];
    if (!hex) return null;
    const part = (from: number, to?: number) => hex.slice(from, to);
    return `${part(0, 8)}-${part(8, 12)}-${part(12, 16)}-${part(16, 20)}-${part(20)}`;
  }
}
