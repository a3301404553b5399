import { auditedAdmission, checkInOutcome, type Admission } from '../admissions/admission';
import { auditEntry, auditTarget } from '../audit/audit';
import { InMemoryAuditLog } from './in-memory-audit';
import type {
  AdmissionRepository,
  CheckInAttempt,
  GateCounts,
  OrderAdmissions,
} from '../admissions/admission-repository';
import type { TicketCodes, TicketRef } from '../admissions/ticket-codes';
import type { AdmissionKind } from '../admissions/products';
import type { IsoDate } from '../shared/dates';

interface OrderRow {
  orderId: number;
  userId: number;
  visitDate: IsoDate | null;
  attractions: string[];
}

/** A reference shaped like the database's (a UUID), counted up so tests can read it. */
const refNumber = (n: number): TicketRef =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * AdmissionRepository in memory: orders added by a test, one admission per ticket, and the
 * gate's rule (checkInOutcome) applied in one synchronous step, as the database's one update.
 * `reads` counts every call, so a test can see that a forged code read nothing.
 */
export class InMemoryAdmissionRepository implements AdmissionRepository {
  readonly orders: OrderRow[] = [];
  readonly admissions: (Omit<Admission, 'visitDate' | 'dayClosed'> & { id: number })[] = [];
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
          usedAt: null,
          gate: null,
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
  }

  /** Closes a day (what CloseDay does): its tickets are admitted no more. */
  closeDay(day: IsoDate): void {
    this.closedDays.add(day);
  }

  private full(a: Omit<Admission, 'visitDate' | 'dayClosed'>): Admission {
    const order = this.orders.find((o) => o.orderId === a.orderId)!;
    return { ...a, visitDate: order.visitDate!, dayClosed: this.closedDays.has(order.visitDate!) };
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

  async checkIn(ref: TicketRef, attempt: CheckInAttempt): Promise<Admission | null> {
    this.reads += 1;
    const row = this.admissions.find((a) => a.ref === ref);
    if (!row || checkInOutcome(this.full(row), attempt.today).result !== 'admitted') return null;
    const before = auditedAdmission(this.full(row));
    row.usedAt = attempt.at;
    row.gate = attempt.gate;
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
    const inRange = this.admissions
      .map((a) => this.full(a))
      .filter((a) => a.visitDate >= range.start && a.visitDate <= range.end);
    return {
      checkIns: inRange.filter((a) => a.usedAt !== null).length,
      admissionsSold: inRange.filter((a) => a.voidedAt === null).length,
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
