import { auditActor, type AuditActor } from '../audit/audit';
import type { CapacityDefaults } from '../capacity/capacity-repository';
import type { CapacityRepository } from '../capacity/capacity-repository';
import { availabilityOf, onlyLeft } from '../capacity/capacity';
import { managerOnly, type Actor, type Forbidden, type Reader } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { normalizeEmail } from '../accounts/people';
import { cents, type Cents } from '../shared/money';
import { isIsoDate, isVisitDateAllowed, type IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../shared/text';
import { ORDER_NOT_FOUND } from './get-order-details';
import type {
  MovePlan,
  OrderChangeRepository,
  OrderSearch,
  OrderSummary,
  RefundPlan,
} from './order-change-repository';
import {
  ALREADY_CANCELLED,
  cancellationCutoff,
  linesOf,
  orderStatus,
  ORDER_USED,
  refundAmount,
  refundedRefs,
  refundLines,
  SAME_DAY,
  visitorChangeRefusal,
  type CancellationPolicy,
  type OrderAccount,
  type OrderStatus,
  type RefundAmount,
  type StoredRefund,
} from './refunds';
import { beyondSalesWindow, visitDateTooFar } from './sales-window';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;
type NotFound = Extract<DomainError, { kind: 'not-found' }>;
type Conflict = Extract<DomainError, { kind: 'conflict' }>;
type SoldOut = Extract<DomainError, { kind: 'sold-out' }>;

/** Who acts on an order: its visitor (their own orders only), or an employee. */
export type OrderViewer = { visitorId: number } | Reader;

const notFound = (): NotFound => domainError('not-found', ORDER_NOT_FOUND);
const conflict = (message: string): Conflict => domainError('conflict', message);
const invalid = (path: string, message: string): InvalidInput => ({
  kind: 'invalid-input',
  path,
  message,
});

export const REASON_MAX = 500;
export const REASON_REQUIRED = 'A reason is required';
export const REASON_TOO_LONG = `The reason must be at most ${REASON_MAX} characters`;
export const DATE_FORMAT = 'The visit date must be a date written YYYY-MM-DD';
export const DATE_PAST = 'The visit date must be today or later';
export const NO_VISIT_TO_MOVE = 'This order has no visit day to move';

/** A reason as stored: trimmed, required, at most REASON_MAX characters, storable. */
export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REASON_REQUIRED;
  if (trimmed.length > REASON_MAX) return REASON_TOO_LONG;
  return isStorableText(trimmed) ? null : UNSTORABLE_TEXT_MESSAGE;
}

/** An order as its visitor or a manager sees it, with what may still be done with it. */
export interface OrderAccountView extends OrderAccount {
  status: OrderStatus;
  refunded: Cents;
  /** The last instant the visitor may cancel or move it (null: shop-only). */
  cutoff: Date | null;
  /** Whether its visitor may cancel it now, and what that would give back. */
  cancellable: boolean;
  cancelRefund: RefundAmount | null;
  /** Whether its visitor may move it to another day now. */
  movable: boolean;
}

/** The settings the order changes need: the cancellation policy, capacity and sales window. */
export interface OrderChangeSettings {
  policy: CancellationPolicy;
  capacity: CapacityDefaults;
  salesDays: number;
}

function viewOf(account: OrderAccount, now: Date, settings: OrderChangeSettings): OrderAccountView {
  const refusal = visitorChangeRefusal(account, now, settings.policy);
  const refunded = refundedRefs(account);
  const left = linesOf(account.order).filter((l) => !refunded.has(l.ref));
  const { visitDate } = account.order;
  return {
    ...account,
    status: orderStatus(account),
    refunded: cents(account.refunds.reduce((n, r) => n + r.amount, 0)),
    cutoff: visitDate === null ? null : cancellationCutoff(visitDate, settings.policy),
    cancellable: refusal === null,
    cancelRefund: refusal === null ? refundAmount(account.order, account.refunds, left) : null,
    movable: refusal === null,
  };
}

const mayView = (viewer: OrderViewer, account: OrderAccount): boolean =>
  'visitorId' in viewer ? account.order.userId === viewer.visitorId : managerOnly(viewer).ok;

/** GET /orders/:orderId: the order's account for its visitor or a manager. */
export class GetOrderAccount {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  authorize(viewer: OrderViewer): Result<OrderViewer, Forbidden> {
    return 'visitorId' in viewer ? ok(viewer) : managerOnly(viewer);
  }

  async execute(input: {
    viewer: OrderViewer;
    orderId: number;
  }): Promise<Result<OrderAccountView, Forbidden | NotFound>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const account = Number.isSafeInteger(input.orderId)
      ? await this.orders.account(input.orderId)
      : null;
    if (!account || !mayView(input.viewer, account)) return err(notFound());
    return ok(viewOf(account, this.clock.now(), this.settings));
  }
}

/** GET /orders: a manager finds orders by id, email or day; a visitor lists their own. */
export class FindOrders {
  constructor(private readonly orders: OrderChangeRepository) {}

  authorize(viewer: OrderViewer): Result<OrderViewer, Forbidden> {
    return 'visitorId' in viewer ? ok(viewer) : managerOnly(viewer);
  }

  async execute(input: {
    viewer: OrderViewer;
    search: Omit<OrderSearch, 'userId'>;
  }): Promise<Result<OrderSummary[], Forbidden | InvalidInput>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const { day } = input.search;
    if (day !== undefined && !isIsoDate(day)) return err(invalid('day', DATE_FORMAT));
    const userId = 'visitorId' in input.viewer ? input.viewer.visitorId : undefined;
    return ok(await this.orders.search({ ...input.search, userId }));
  }
}

/** What a cancellation answers. */
export interface Cancelled {
  orderId: number;
  status: 'cancelled';
  refund: StoredRefund;
}

/**
 * POST /orders/:orderId/cancel: the visitor cancels a whole order before the cutoff (or any time
 * when a manager closed its day), and gets back everything not yet refunded.
 */
export class CancelOrder {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  async execute(input: {
    visitorId: number;
    visitorEmail: string;
    orderId: number;
  }): Promise<Result<Cancelled, NotFound | Conflict>> {
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const now = this.clock.now();
    const today = this.clock.today();
    const result = await this.orders.refund(
      input.orderId,
      (account): Result<RefundPlan, NotFound | Conflict> => {
        if (account.order.userId !== input.visitorId) return err(notFound());
        const refusal = visitorChangeRefusal(account, now, this.settings.policy);
        if (refusal) return err(conflict(refusal.message));
        const lines = refundLines(account, undefined);
        if (!lines.ok) return err(conflict(lines.error.message));
        return ok({
          kind: 'cancellation',
          reason: account.dayClosed
            ? 'Cancelled by the visitor: the day was closed'
            : 'Cancelled by the visitor',
          day: today,
          lines: lines.value,
          amount: refundAmount(account.order, account.refunds, lines.value),
          userId: input.visitorId,
          employeeId: null,
          actor: {
            id: input.visitorId,
            email: normalizeEmail(input.visitorEmail),
            role: 'visitor',
          },
        });
      },
    );
    if (result === null) return err(notFound());
    if (!result.ok) return result;
    return ok({ orderId: input.orderId, status: 'cancelled', refund: result.value });
  }
}

/** POST /orders/:orderId/refund: a manager refunds the whole order, or the lines named. */
export class RefundOrder {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
  ) {}

  authorize(actor: Actor): Result<Actor, Forbidden> {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Actor;
    orderId: number;
    reason: string;
    lines?: readonly string[] | undefined;
  }): Promise<Result<StoredRefund, Forbidden | NotFound | Conflict | InvalidInput>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const problem = reasonProblem(input.reason);
    if (problem) return err(invalid('reason', problem));
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const today = this.clock.today();
    const result = await this.orders.refund(
      input.orderId,
      (account): Result<RefundPlan, Conflict | InvalidInput> => {
        if (orderStatus(account) === 'cancelled') return err(conflict(ALREADY_CANCELLED));
        const lines = refundLines(account, input.lines);
        if (!lines.ok)
          return err(
            lines.error.kind === 'validation'
              ? invalid('lines', lines.error.message)
              : conflict(lines.error.message),
          );
        return ok({
          kind: 'refund',
          reason: input.reason.trim(),
          day: today,
          lines: lines.value,
          amount: refundAmount(account.order, account.refunds, lines.value),
          userId: null,
          employeeId: input.actor.id,
          actor: auditActor(input.actor),
        });
      },
    );
    return result ?? err(notFound());
  }
}

/**
 * PUT /orders/:orderId/visit-date: the order's visitor before the cutoff (or when its day was
 * closed), or a manager at any time, moves the order to another day with room; its ticket codes
 * then hold for the new day only. A ticket already used keeps the order where it is.
 */
export class ChangeVisitDate {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly capacity: CapacityRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  authorize(viewer: { visitorId: number } | Actor): Result<unknown, Forbidden> {
    return 'visitorId' in viewer ? ok(viewer) : managerOnly(viewer);
  }

  async execute(input: {
    viewer: { visitorId: number; email: string } | Actor;
    orderId: number;
    visitDate: IsoDate;
  }): Promise<Result<OrderAccountView, Forbidden | NotFound | Conflict | InvalidInput | SoldOut>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const { viewer, visitDate } = input;
    const today = this.clock.today();
    const now = this.clock.now();
    if (!isIsoDate(visitDate)) return err(invalid('visitDate', DATE_FORMAT));
    if (!isVisitDateAllowed(visitDate, today)) return err(invalid('visitDate', DATE_PAST));
    if (beyondSalesWindow(visitDate, today, this.settings.salesDays))
      return err(invalid('visitDate', visitDateTooFar(this.settings.salesDays)));
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const actor: AuditActor =
      'visitorId' in viewer
        ? { id: viewer.visitorId, email: normalizeEmail(viewer.email), role: 'visitor' }
        : auditActor(viewer);
    const result = await this.orders.move(
      input.orderId,
      (account): Result<MovePlan, NotFound | Conflict> => {
        if ('visitorId' in viewer) {
          if (account.order.userId !== viewer.visitorId) return err(notFound());
          const refusal = visitorChangeRefusal(account, now, this.settings.policy);
          if (refusal) return err(conflict(refusal.message));
        } else if (account.order.visitDate === null) return err(conflict(NO_VISIT_TO_MOVE));
        else if (orderStatus(account) === 'cancelled' || orderStatus(account) === 'refunded')
          return err(conflict(ALREADY_CANCELLED));
        if (account.usedAdmissions > 0) return err(conflict(ORDER_USED));
        if (account.order.visitDate === visitDate) return err(conflict(SAME_DAY));
        return ok({ to: visitDate, actor });
      },
      this.settings.capacity,
    );
    if (result === null) return err(notFound());
    if (!result.ok) {
      const error = result.error;
      if ('date' in error) {
        const [day] = await this.capacity.days(error.date, error.date);
        const remaining = day ? availabilityOf(day).remaining : 0;
        return err({
          kind: 'sold-out',
          message: onlyLeft(remaining, error.date),
          remaining,
          path: 'visitDate',
        });
      }
      return err(error);
    }
    return ok(viewOf(result.value, now, this.settings));
  }
}
