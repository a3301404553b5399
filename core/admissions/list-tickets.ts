import { managerOnly, type Forbidden, type Reader } from '../employees/permissions';
import { ORDER_NOT_FOUND } from '../orders/get-order-details';
import type { AdmissionKind } from './products';
import type { IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { admissionStatus, type AdmissionStatus } from './admission';
import type { AdmissionRepository } from './admission-repository';
import type { TicketCodes } from './ticket-codes';

/** Who asks for an order's tickets: a visitor (their own orders only), or an employee. */
export type TicketViewer = { visitorId: number } | Reader;

/** One ticket as the guest gets it: its code, and what the gate will say of it. */
export interface Ticket {
  code: string;
  type: AdmissionKind;
  visitDate: IsoDate;
  status: AdmissionStatus;
  usedAt: Date | null;
  gate: string | null;
}

/** An order's tickets with what a printed ticket shows besides them. */
export interface OrderTickets {
  orderId: number;
  /** Null for a shop-only order, which has no tickets. */
  visitDate: IsoDate | null;
  attractions: string[];
  tickets: Ticket[];
}

type NotFound = Extract<DomainError, { kind: 'not-found' }>;

/**
 * The tickets of an order, for its owner or a manager (the terminal's reader too). Another
 * visitor's order answers not-found, exactly like a missing one, so order ids cannot be probed;
 * Staff are refused (forbidden).
 */
export class ListTickets {
  constructor(
    private readonly admissions: AdmissionRepository,
    private readonly codes: TicketCodes,
  ) {}

  /** A visitor may ask (for their own orders); of employees, only a Manager. */
  authorize(viewer: TicketViewer): Result<TicketViewer, Forbidden> {
    return 'visitorId' in viewer ? ok(viewer) : managerOnly(viewer);
  }

  async execute(input: {
    viewer: TicketViewer;
    orderId: number;
  }): Promise<Result<OrderTickets, Forbidden | NotFound>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const order = Number.isSafeInteger(input.orderId)
      ? await this.admissions.ofOrder(input.orderId)
      : null;
    const viewer = input.viewer;
    if (!order || ('visitorId' in viewer && order.userId !== viewer.visitorId))
      return err(domainError('not-found', ORDER_NOT_FOUND));
    return ok({
      orderId: order.orderId,
      visitDate: order.visitDate,
      attractions: order.attractions,
      tickets: order.admissions.map((a) => ({
        code: this.codes.codeOf(a.ref),
        type: a.type,
        visitDate: a.visitDate,
        status: admissionStatus(a),
        usedAt: a.lastCheckIn?.at ?? null,
        gate: a.lastCheckIn?.gate ?? null,
      })),
    });
  }
}
