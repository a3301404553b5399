import { z } from 'zod';
import { admissionProduct } from '../../core/admissions/products';
import { centsToDollars, type Cents } from '../../core/shared/money';
import type { OrderSummary } from '../../core/orders/order-change-repository';
import type { Cancelled } from '../../core/orders/cancel-order';
import type { OrderAccountView } from '../../core/orders/order-changes';
import { REASON_MAX, REASON_REQUIRED, REASON_TOO_LONG } from '../../core/orders/order-changes';
import {
  LINE_REF_PATTERN,
  LINE_REF_RULE,
  linesLeft,
  linesOf,
  QUANTITY_RULE,
  type StoredRefund,
} from '../../core/orders/refunds';
import { EMAIL_MAX } from '../../core/shared/field-rules';
import { ANY_EMAIL, idField, isoDateField, MAX_ID, OBJECT_REQUIRED } from './fields';

export const FIND_EMAIL_MESSAGE = `Email must be an email address (at most ${EMAIL_MAX} characters)`;

// Cancellations, refunds, date changes and closed days (DECISIONS.md). Money in dollars.

const dollars = centsToDollars;

/** /orders/:orderId/… : the order's id in the path. */
export const orderParamsSchema = z.object({ orderId: idField('Order id') });

const reasonField = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(REASON_MAX, REASON_TOO_LONG);

/** A line of the order, `ticket-12`: its id is an id like any other, at most MAX_ID. */
const lineRefField = z
  .string({ error: LINE_REF_RULE })
  .regex(LINE_REF_PATTERN, { message: LINE_REF_RULE, abort: true })
  .refine((ref) => Number(ref.slice(ref.indexOf('-') + 1)) <= MAX_ID, LINE_REF_RULE);

/** How many units of a line a refund gives back: a whole number, 1 to 1000. */
const quantityField = z
  .number({ error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(1000, QUANTITY_RULE);

/** An entry of `lines`: a line's name (all that is left of it), or `{ line, quantity }`. */
const lineChoiceField = z.union(
  [
    lineRefField,
    z.strictObject(
      { line: lineRefField, quantity: quantityField },
      { error: 'A part of a line is { line, quantity }' },
    ),
  ],
  { error: `${LINE_REF_RULE}, or { line, quantity }` },
);

/**
 * POST /orders/:orderId/refund: why, and the lines (all that are left when missing or empty):
 * each a line's name (all that is left of it) or `{ line, quantity }` (that many of its units;
 * of a ticket line, that many of its unused tickets).
 */
export const refundSchema = z.object(
  {
    reason: reasonField,
    lines: z
      .array(lineChoiceField, { error: 'Lines must be a list' })
      .max(200, 'Lines may hold at most 200 entries')
      .optional(),
  },
  OBJECT_REQUIRED,
);
export type RefundRequest = z.input<typeof refundSchema>;

/** PUT /orders/:orderId/visit-date: the new day. */
export const visitDateSchema = z.object(
  { visitDate: isoDateField('The visit date') },
  OBJECT_REQUIRED,
);
export type VisitDateRequest = z.input<typeof visitDateSchema>;

/** POST /days/:date/close: the day in the path, the reason in the body. */
export const dayParamsSchema = z.object({ date: isoDateField('The date') });
export const closeDaySchema = z.object({ reason: reasonField }, OBJECT_REQUIRED);
export type CloseDayRequest = z.input<typeof closeDaySchema>;

/** GET /orders: find by id, email or day (managers); a visitor's own orders. */
export const findOrdersQuerySchema = z.object({
  id: idField('Order id').optional(),
  email: z
    .string({ error: FIND_EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX, FIND_EMAIL_MESSAGE)
    .regex(ANY_EMAIL, FIND_EMAIL_MESSAGE)
    .optional(),
  day: isoDateField('The day').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit must be at most 200')
    .default(50),
});

// --- bodies ------------------------------------------------------------------------

export const ORDER_STATUSES = ['paid', 'partly-refunded', 'refunded', 'cancelled'] as const;

/** One refund or cancellation: amounts in dollars, `at` an ISO instant, `day` the park day. */
export const RefundBody = z.strictObject({
  refundId: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(['cancellation', 'refund']),
  reason: z.string(),
  day: z.string(),
  at: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  amount: z.number(),
  lines: z.array(z.string()),
  /** What it gave back of each line: how many units, and their price before tax. */
  parts: z.array(
    z.strictObject({ line: z.string(), quantity: z.number().int(), amount: z.number() }),
  ),
});
export type RefundBody = z.infer<typeof RefundBody>;

/** POST /orders/:orderId/cancel answers 200 with the refund. */
export const CancelledBody = z.strictObject({
  orderId: z.number().int(),
  status: z.literal('cancelled'),
  refund: RefundBody,
});
export type CancelledBody = z.infer<typeof CancelledBody>;

/** One line of an order as a refund names it (`line`: ticket-12, meal-3, merchandise-5). */
export const AccountLineBody = z.strictObject({
  line: z.string(),
  kind: z.enum(['ticket', 'meal', 'merchandise']),
  name: z.string(),
  detail: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Refunded in full. */
  refunded: z.boolean(),
  /** How many of its units were refunded, and how many are left to refund. */
  refundedQuantity: z.number().int(),
  quantityLeft: z.number().int(),
});
export type AccountLineBody = z.infer<typeof AccountLineBody>;

/** One order of GET /orders: who, when, its total, what was refunded and its status. */
export const OrderSummaryBody = z.strictObject({
  orderId: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  orderDate: z.string(),
  visitDate: z.string().nullable(),
  total: z.number(),
  refunded: z.number(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderSummaryBody = z.infer<typeof OrderSummaryBody>;

/**
 * GET /orders/:orderId: the order, its status, its lines (each refunded or not), its refunds,
 * and what its visitor may still do: cancel (with the amount it would give back) or move it,
 * until `cutoff` (an ISO instant; null for a shop-only order), or at any time once its day was
 * closed (`dayClosed`).
 */
export const OrderAccountBody = OrderSummaryBody.extend({
  attractions: z.array(z.string()),
  subtotal: z.number(),
  tax: z.number(),
  lines: z.array(AccountLineBody),
  refunds: z.array(RefundBody),
  usedTickets: z.number().int(),
  dayClosed: z.boolean(),
  cutoff: z.string().nullable(),
  cancellable: z.boolean(),
  cancelRefund: z.number().nullable(),
  movable: z.boolean(),
  /** Why its visitor may not cancel or move it now, in words (null when they may). */
  changeRefusal: z.string().nullable(),
});
export type OrderAccountBody = z.infer<typeof OrderAccountBody>;

/** POST /days/:date/close answers 200: the day, the reason and how many guests were mailed. */
export const DayClosedBody = z.strictObject({
  date: z.string(),
  reason: z.string(),
  mailed: z.number().int(),
});
export type DayClosedBody = z.infer<typeof DayClosedBody>;

// --- presenters ----------------------------------------------------------------------

export function toRefundBody(refund: StoredRefund): RefundBody {
  return {
    refundId: refund.id,
    orderId: refund.orderId,
    kind: refund.kind,
    reason: refund.reason,
    day: refund.day,
    at: refund.at.toISOString(),
    subtotal: dollars(refund.subtotal),
    tax: dollars(refund.tax),
    amount: dollars(refund.amount),
    lines: refund.lines,
    parts: refund.parts.map((p) => ({
      line: p.ref,
      quantity: p.quantity,
      amount: dollars(p.amount),
    })),
  };
}

export const toCancelledBody = (c: Cancelled): CancelledBody => ({
  orderId: c.orderId,
  status: c.status,
  refund: toRefundBody(c.refund),
});

export function toOrderAccountBody(view: OrderAccountView): OrderAccountBody {
  const { order } = view;
  const left = new Map(linesLeft(view).map((l) => [l.ref, l.quantity]));
  const named = new Map<
    string,
    { name: string; detail: string; quantity: number; unitPrice: Cents }
  >();
  for (const t of order.tickets)
    named.set(`ticket-${t.id}`, {
      name: `${admissionProduct(t.ticketType).label} Ticket`,
      detail: admissionProduct(t.ticketType).label,
      quantity: t.quantity,
      unitPrice: t.unitPrice,
    });
  for (const m of order.meals)
    named.set(`meal-${m.id}`, {
      name: m.restaurantName,
      detail: m.restaurantType,
      quantity: m.quantity,
      unitPrice: m.unitPrice,
    });
  for (const m of order.merchandise)
    named.set(`merchandise-${m.id}`, {
      name: m.name,
      detail: m.size,
      quantity: m.quantity,
      unitPrice: m.unitPrice,
    });
  return {
    orderId: order.id,
    userId: order.userId,
    email: view.email,
    name: view.name,
    orderDate: order.orderDate,
    visitDate: order.visitDate,
    attractions: order.attractions,
    status: view.status,
    subtotal: dollars(order.subtotal),
    tax: dollars(order.tax),
    total: dollars(order.total),
    refunded: dollars(view.refunded),
    lines: linesOf(order).map((l) => {
      const n = named.get(l.ref)!;
      return {
        line: l.ref,
        kind: l.kind,
        name: n.name,
        detail: n.detail,
        quantity: n.quantity,
        unitPrice: dollars(n.unitPrice),
        lineTotal: dollars(l.amount),
        refunded: left.get(l.ref) === 0,
        refundedQuantity: l.quantity - (left.get(l.ref) ?? 0),
        quantityLeft: left.get(l.ref) ?? 0,
      };
    }),
    refunds: view.refunds.map(toRefundBody),
    usedTickets: view.usedAdmissions,
    dayClosed: view.dayClosed,
    cutoff: view.cutoff?.toISOString() ?? null,
    cancellable: view.cancellable,
    cancelRefund: view.cancelRefund ? dollars(view.cancelRefund.amount) : null,
    movable: view.movable,
    changeRefusal: view.changeRefusal,
  };
}

export const toOrderSummaryBody = (s: OrderSummary): OrderSummaryBody => ({
  ...s,
  total: dollars(s.total),
  refunded: dollars(s.refunded),
});
