import type { IsoDate } from '../shared/dates';
import { cents, type Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { conflict, type Conflict } from '../shared/errors';
import type { AdmissionKind } from '../admissions/products';
import type { StoredOrder } from './order';

/** What kind of line a refund covers. */
export type RefundLineKind = 'ticket' | 'meal' | 'merchandise';

/** A line of an order as a refund names it: "ticket-12", "meal-3", "merchandise-5". */
export type LineRef = `${RefundLineKind}-${number}`;

export const LINE_REF_PATTERN = /^(ticket|meal|merchandise)-([1-9][0-9]{0,9})$/;
export const LINE_REF_RULE =
  'A line is written ticket-ID, meal-ID or merchandise-ID (the ids GET /orders/:orderId shows)';

export const lineRef = (kind: RefundLineKind, id: number): LineRef => `${kind}-${id}`;

/** Who gives money back: the visitor cancelling, or a manager refunding. */
export type RefundKind = 'cancellation' | 'refund';

/** One refund as stored: never changed afterwards. */
export interface StoredRefund {
  id: number;
  orderId: number;
  kind: RefundKind;
  reason: string;
  /** The park day it was made: reports show it on that day. */
  day: IsoDate;
  at: Date;
  subtotal: Cents;
  tax: Cents;
  amount: Cents;
  /** The lines it covers, each once, sorted. */
  lines: LineRef[];
  /** What it gave back of each line: how many units and their price before tax. */
  parts: RefundPart[];
}

/** Part of a line a refund gave back: `quantity` of its units, for `amount` before tax. */
export interface RefundPart {
  ref: LineRef;
  quantity: number;
  amount: Cents;
}

/** An order's status, from what was refunded of it. */
export type OrderStatus = 'paid' | 'partly-refunded' | 'refunded' | 'cancelled';

/** An order with what was given back of it, and what its visit day and tickets are now. */
export interface OrderAccount {
  order: StoredOrder;
  email: string;
  name: string;
  refunds: StoredRefund[];
  /** Admissions of the order checked in at the gate (a used order cannot move). */
  usedAdmissions: number;
  /**
   * The order's admissions neither void nor used, by ticket type: what a refund of part of a
   * ticket line may make void. Missing: every ticket left is taken as unused.
   */
  unusedTickets?: Partial<Record<AdmissionKind, number>> | undefined;
  /** The order's visit day was closed by a manager (weather, an event). */
  dayClosed: boolean;
}

/** The park's cancellation policy: PARK_TZ, PARK_OPENS, PARK_CANCEL_CUTOFF_HOURS. */
export interface CancellationPolicy {
  timeZone: string;
  /** When the park opens, "HH:MM" in its time zone. */
  opensAt: string;
  cutoffHours: number;
}

export const DEFAULT_OPENS_AT = '09:00';
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;
export const OPENS_AT_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

// --- time in the park's zone -----------------------------------------------------------

/** The zone's offset from UTC at an instant, in milliseconds (Chicago in winter: -6 h). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a day happens in a zone. On a daylight-saving day the
 * offset at that time is the one that counts (a time skipped by the spring change is taken
 * after it, as clocks read it).
 */
export function zonedInstant(day: IsoDate, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The two offsets around that time (they differ only near a change): each gives a candidate,
  // which holds if the zone's offset at it is the one it assumed.
  const candidates = [
    ...new Set([
      wall - zoneOffset(wall - 86_400_000, timeZone),
      wall - zoneOffset(wall + 86_400_000, timeZone),
    ]),
  ].sort((a, b) => a - b);
  const holding = candidates.filter((instant) => instant + zoneOffset(instant, timeZone) === wall);
  // Twice (the autumn change): the first. Never (the spring gap): the later, as clocks read it.
  return new Date(holding[0] ?? candidates[candidates.length - 1]!);
}

/** The last instant an order for `visitDate` may still be cancelled or moved by its visitor. */
export function cancellationCutoff(visitDate: IsoDate, policy: CancellationPolicy): Date {
  const opens = zonedInstant(visitDate, policy.opensAt, policy.timeZone);
  return new Date(opens.getTime() - policy.cutoffHours * 3_600_000);
}

// --- amounts -------------------------------------------------------------------------

/**
 * A line of an order as a refund takes it: all of it (`linesOf`), what is left of it
 * (`linesLeft`), or the part a refund covers: `quantity` units for `amount` before tax.
 */
export interface RefundableLine {
  ref: LineRef;
  kind: RefundLineKind;
  id: number;
  quantity: number;
  amount: Cents;
  unitPrice: Cents;
  /** A ticket line's type (its admissions are that type's). */
  ticketType?: AdmissionKind | undefined;
  /** A part asked for by quantity: of a ticket line, it makes only unused admissions void. */
  unusedOnly?: boolean | undefined;
}

export function linesOf(order: StoredOrder): RefundableLine[] {
  return [
    ...order.tickets.map((t) => ({
      kind: 'ticket' as const,
      id: t.id,
      quantity: t.quantity,
      amount: t.lineTotal,
      unitPrice: t.unitPrice,
      ticketType: t.ticketType,
    })),
    ...order.meals.map((m) => ({
      kind: 'meal' as const,
      id: m.id,
      quantity: m.quantity,
      amount: m.lineTotal,
      unitPrice: m.unitPrice,
    })),
    ...order.merchandise.map((m) => ({
      kind: 'merchandise' as const,
      id: m.id,
      quantity: m.quantity,
      amount: m.lineTotal,
      unitPrice: m.unitPrice,
    })),
  ].map((l) => ({ ...l, ref: lineRef(l.kind, l.id) }));
}

/** What the refunds of an account gave back of each line: units and cents, summed. */
export function refundedOfLines(
  account: Pick<OrderAccount, 'refunds'>,
): Map<LineRef, { quantity: number; amount: number }> {
  const sums = new Map<LineRef, { quantity: number; amount: number }>();
  for (const part of account.refunds.flatMap((r) => r.parts)) {
    const sum = sums.get(part.ref) ?? { quantity: 0, amount: 0 };
    sums.set(part.ref, {
      quantity: sum.quantity + part.quantity,
      amount: sum.amount + part.amount,
    });
  }
  return sums;
}

/** Every line with what is left of it to refund (units and cents); lines with nothing left too. */
export function linesLeft(account: Pick<OrderAccount, 'order' | 'refunds'>): RefundableLine[] {
  const refunded = refundedOfLines(account);
  return linesOf(account.order).map((l) => {
    const done = refunded.get(l.ref) ?? { quantity: 0, amount: 0 };
    return {
      ...l,
      quantity: Math.max(0, l.quantity - done.quantity),
      amount: cents(Math.max(0, l.amount - done.amount)),
    };
  });
}

/**
 * The price before tax of `quantity` units of what is left of a line: the unit price times the
 * units, and what is left to the cent for the last of them, so a line's parts add up exactly to
 * what was paid for it, never more.
 */
export function partAmount(
  left: Pick<RefundableLine, 'quantity' | 'amount' | 'unitPrice'>,
  quantity: number,
): Cents {
  if (quantity >= left.quantity) return left.amount;
  return cents(Math.min(left.amount, left.unitPrice * quantity));
}

/** `quantity` units of what is left of a line, priced. */
export const partOf = (left: RefundableLine, quantity: number): RefundableLine => ({
  ...left,
  quantity,
  amount: partAmount(left, quantity),
});

export interface RefundAmount {
  subtotal: Cents;
  tax: Cents;
  amount: Cents;
}

/**
 * What refunding `lines` gives back, after the refunds already made. Tax is refunded in
 * proportion to the subtotal refunded so far, rounded half-up once on the running total: so
 * the refunds of an order never add up to more than it cost, and the refund that covers its
 * last line takes exactly the cents left.
 */
export function refundAmount(
  order: Pick<StoredOrder, 'subtotal' | 'tax'>,
  before: readonly Pick<StoredRefund, 'subtotal' | 'tax'>[],
  lines: readonly Pick<RefundableLine, 'amount'>[],
): RefundAmount {
  const subtotalBefore = before.reduce((n, r) => n + r.subtotal, 0);
  const taxBefore = before.reduce((n, r) => n + r.tax, 0);
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const after = subtotalBefore + subtotal;
  const taxAfter =
    order.subtotal === 0
      ? order.tax
      : Number(
          (BigInt(order.tax) * BigInt(after) * 2n + BigInt(order.subtotal)) /
            (BigInt(order.subtotal) * 2n),
        );
  const tax = Math.max(0, Math.min(order.tax, taxAfter) - taxBefore);
  return { subtotal: cents(subtotal), tax: cents(tax), amount: cents(subtotal + tax) };
}

// --- status and what may be done -----------------------------------------------------

/** The lines refunded in full (nothing left of them). */
export function refundedRefs(account: Pick<OrderAccount, 'order' | 'refunds'>): Set<LineRef> {
  return new Set(
    linesLeft(account)
      .filter((l) => l.quantity === 0)
      .map((l) => l.ref),
  );
}

/** The status rule: a cancellation, else the units refunded against all the order's units. */
export function statusOf(counts: {
  cancelled: boolean;
  refundedUnits: number;
  units: number;
}): OrderStatus {
  if (counts.cancelled) return 'cancelled';
  if (counts.refundedUnits === 0) return 'paid';
  return counts.refundedUnits >= counts.units ? 'refunded' : 'partly-refunded';
}

export function orderStatus(account: Pick<OrderAccount, 'order' | 'refunds'>): OrderStatus {
  return statusOf({
    cancelled: account.refunds.some((r) => r.kind === 'cancellation'),
    refundedUnits: account.refunds.reduce(
      (n, r) => n + r.parts.reduce((m, p) => m + p.quantity, 0),
      0,
    ),
    units: linesOf(account.order).reduce((n, l) => n + l.quantity, 0),
  });
}

export const CANCEL_NO_VISIT = 'This order has no visit day; ask the park for a refund';
export const CANCEL_TOO_LATE = (cutoff: string) =>
  `This order can no longer be cancelled or moved: that was possible until ${cutoff}`;
export const ALREADY_CANCELLED = 'This order is already cancelled or refunded';

/** An instant as the park's clocks show it: "Saturday, December 5, 2026 at 09:00 (park time)". */
export function parkMoment(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${day} at ${time} (park time)`;
}
export const LINE_NOT_IN_ORDER = (ref: string) => `Line ${ref} is not part of this order`;
export const LINE_ALREADY_REFUNDED = (ref: string) => `Line ${ref} is already refunded`;
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this order';
export const MORE_THAN_LEFT = (ref: string, left: number) =>
  `Line ${ref} has only ${left} left to refund`;
export const TICKETS_USED = (ref: string, unused: number) =>
  `Line ${ref} has only ${unused} unused ${unused === 1 ? 'ticket' : 'tickets'}: a ticket used at the gate is refunded only with its whole line`;
export const BEYOND_QUANTITY =
  'Another refund took what was left of a line: nothing was refunded, look at the order again';
export const QUANTITY_RULE = 'A quantity is a whole number from 1 to 1000';
export const LINE_TWICE = (ref: string) => `Line ${ref} is named more than once`;
/** A ticket of the order was used: neither its visitor nor a manager may cancel or move it. */
export const USED_AT_GATE =
  'Tickets of this order were used at the gate: it can no longer be cancelled or moved';
export const SAME_DAY = 'The order is already for that day';

export type RefundRefusal = Conflict;

/**
 * Whether the visitor may still cancel or move the order: it has a visit day whose opening is
 * at least the cutoff away, or a manager closed that day (its guests get a full refund or
 * another day whenever they ask); and none of its tickets was used at the gate (a manager may
 * still refund the lines, audited).
 */
export function visitorChangeRefusal(
  account: OrderAccount,
  now: Date,
  policy: CancellationPolicy,
): RefundRefusal | null {
  const { visitDate } = account.order;
  if (visitDate === null) return conflict('no-visit-day', CANCEL_NO_VISIT);
  const status = orderStatus(account);
  // After a partial refund, what is left may still be cancelled or moved, under the same cutoff.
  if (status === 'cancelled' || status === 'refunded')
    return conflict('already-cancelled', ALREADY_CANCELLED);
  if (account.usedAdmissions > 0) return conflict('used-at-gate', USED_AT_GATE);
  if (account.dayClosed) return null;
  const cutoff = cancellationCutoff(visitDate, policy);
  return now.getTime() <= cutoff.getTime()
    ? null
    : conflict('cutoff-passed', CANCEL_TOO_LATE(parkMoment(cutoff, policy.timeZone)));
}

/** A line a refund names: all that is left of it, or `quantity` units of it. */
export type LineChoice = string | { line: string; quantity: number };

/** Unused tickets of a type, as the account knows them (all left when it does not say). */
function unusedOf(account: OrderAccount, line: RefundableLine): number {
  if (line.ticketType === undefined || account.unusedTickets === undefined) return line.quantity;
  return account.unusedTickets[line.ticketType] ?? 0;
}

/**
 * The parts a refund covers: every line with what is left of it when none is named; else each
 * line named once (of this order, something left), all that is left of it or `quantity` units
 * (at most what is left; of a ticket line, at most its unused tickets: a quantity never takes a
 * ticket used at the gate).
 */
export function refundLines(
  account: OrderAccount,
  named: readonly LineChoice[] | undefined,
): Result<RefundableLine[], RefundRefusal | { kind: 'validation'; message: string }> {
  const left = linesLeft(account);
  if (named === undefined || named.length === 0) {
    const open = left.filter((l) => l.quantity > 0);
    return open.length > 0 ? ok(open) : err(conflict('nothing-to-refund', NOTHING_TO_REFUND));
  }
  const asked = new Map<string, number | 'rest'>();
  for (const entry of named) {
    const ref = typeof entry === 'string' ? entry : entry.line;
    const quantity = typeof entry === 'string' ? 'rest' : entry.quantity;
    if (
      quantity !== 'rest' &&
      !(Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= 1000)
    )
      return err({ kind: 'validation', message: QUANTITY_RULE });
    const before = asked.get(ref);
    if (before !== undefined && !(before === 'rest' && quantity === 'rest'))
      return err({ kind: 'validation', message: LINE_TWICE(ref) });
    asked.set(ref, quantity);
  }
  const chosen: RefundableLine[] = [];
  for (const [ref, quantity] of asked) {
    const line = left.find((l) => l.ref === ref);
    if (!line) return err({ kind: 'validation', message: LINE_NOT_IN_ORDER(ref) });
    if (line.quantity === 0) return err(conflict('line-refunded', LINE_ALREADY_REFUNDED(ref)));
    if (quantity === 'rest') {
      chosen.push(line);
      continue;
    }
    if (quantity > line.quantity)
      return err(conflict('more-than-left', MORE_THAN_LEFT(ref, line.quantity)));
    const unused = unusedOf(account, line);
    if (line.kind === 'ticket' && quantity > unused)
      return err(conflict('used-at-gate', TICKETS_USED(ref, unused)));
    chosen.push({ ...partOf(line, quantity), unusedOnly: true });
  }
  return ok(chosen);
}
