import type { CapacityDefaults } from '../capacity/capacity-repository';
import { managerOnly, type Forbidden, type Reader } from '../employees/permissions';
import { cents, type Cents } from '../shared/money';
import { domainError, type DomainError } from '../shared/errors';
import { ok, type Result } from '../shared/result';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../shared/text';
import { ORDER_NOT_FOUND } from './get-order-details';
import {
  cancellationCutoff,
  linesLeft,
  orderStatus,
  refundAmount,
  visitorChangeRefusal,
  type CancellationPolicy,
  type OrderAccount,
  type OrderStatus,
  type RefundAmount,
  type RefundRefusal,
} from './refunds';

// The rules the order changes share (cancel-order.ts, refund-order.ts, change-visit-date.ts,
// get-order-account.ts, find-orders.ts): who may act, the reason rule, the account's view.

export type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;
export type NotFound = Extract<DomainError, { kind: 'not-found' }>;

/** Who acts on an order: its visitor (their own orders only), or an employee. */
export type OrderViewer = { visitorId: number } | Reader;

export const notFound = (): NotFound => domainError('not-found', ORDER_NOT_FOUND);
export const invalid = (path: string, message: string): InvalidInput => ({
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

/** A visitor acts on their own orders; an employee only as a manager. */
export function visitorOrManager<V extends OrderViewer>(viewer: V): Result<V, Forbidden> {
  if ('visitorId' in viewer) return ok(viewer);
  const allowed = managerOnly(viewer as Reader);
  return allowed.ok ? ok(viewer) : allowed;
}

/**
 * Why a visitor may not change (cancel or move) this order now: another's order is not found;
 * then the rules of visitorChangeRefusal (cutoff, refunds, used tickets). Null when they may.
 */
export function visitorMayNotChange(
  account: OrderAccount,
  visitorId: number,
  now: Date,
  policy: CancellationPolicy,
): NotFound | RefundRefusal | null {
  if (account.order.userId !== visitorId) return notFound();
  return visitorChangeRefusal(account, now, policy);
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
  /** Why its visitor may not cancel or move it now (null when they may). */
  changeRefusal: string | null;
}

/** The settings the order changes need: the cancellation policy, capacity and sales window. */
export interface OrderChangeSettings {
  policy: CancellationPolicy;
  capacity: CapacityDefaults;
  salesDays: number;
}

export function viewOf(
  account: OrderAccount,
  now: Date,
  settings: OrderChangeSettings,
): OrderAccountView {
  const refusal = visitorChangeRefusal(account, now, settings.policy);
  const left = linesLeft(account).filter((l) => l.quantity > 0);
  const { visitDate } = account.order;
  return {
    ...account,
    status: orderStatus(account),
    refunded: cents(account.refunds.reduce((n, r) => n + r.amount, 0)),
    cutoff: visitDate === null ? null : cancellationCutoff(visitDate, settings.policy),
    cancellable: refusal === null,
    cancelRefund: refusal === null ? refundAmount(account.order, account.refunds, left) : null,
    movable: refusal === null,
    changeRefusal: refusal?.message ?? null,
  };
}
