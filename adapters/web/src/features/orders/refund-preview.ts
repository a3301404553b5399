import { partAmount, refundAmount } from '../../../../../core/orders/refunds';
import { cents, centsToDollars, dollarsToCents } from '../../../../../core/shared/money';
import type { AccountLineBody, OrderAccountBody } from '../../api/order-changes-api';

/** A line chosen for a refund: all that is left of it, or `quantity` of its units. */
export interface RefundChoice {
  line: string;
  quantity: number;
}

/** A line as a refund takes it: how many units, and their price before tax, in dollars. */
export interface RefundPreviewLine extends AccountLineBody {
  refundQuantity: number;
  refundTotal: number;
}

/** What a refund of some lines gives back, in dollars, as the server will work it out. */
export interface RefundPreview {
  lines: RefundPreviewLine[];
  subtotal: number;
  tax: number;
  amount: number;
}

/** What is left of a line to refund, in cents: units and their price. */
function leftOf(line: AccountLineBody, order: OrderAccountBody) {
  const refunded = order.refunds
    .flatMap((r) => r.parts)
    .filter((p) => p.line === line.line)
    .reduce((n, p) => n + dollarsToCents(p.amount), 0);
  return {
    quantity: line.quantityLeft,
    amount: cents(Math.max(0, dollarsToCents(line.lineTotal) - refunded)),
    unitPrice: dollarsToCents(line.unitPrice),
  };
}

/**
 * The parts a refund covers (those chosen, each all that is left of it or a quantity; or every
 * line with something left when none is chosen) and what it gives back: core's rules, a part
 * priced at its units (the last units of a line take exactly what is left of it), tax in
 * proportion to the subtotal refunded so far, rounded once on the running total, so the preview
 * is the refund the server makes, to the cent.
 */
export function refundPreview(
  order: OrderAccountBody,
  chosen: readonly RefundChoice[],
): RefundPreview {
  const open = order.lines.filter((l) => l.quantityLeft > 0);
  const wanted =
    chosen.length === 0
      ? open.map((l) => ({ line: l, quantity: l.quantityLeft }))
      : chosen.flatMap((c) => {
          const line = open.find((l) => l.line === c.line);
          return line ? [{ line, quantity: Math.min(c.quantity, line.quantityLeft) }] : [];
        });
  const lines = wanted.map(({ line, quantity }) => ({
    ...line,
    refundQuantity: quantity,
    refundTotal: centsToDollars(partAmount(leftOf(line, order), quantity)),
  }));
  const amount = refundAmount(
    { subtotal: dollarsToCents(order.subtotal), tax: dollarsToCents(order.tax) },
    order.refunds.map((r) => ({
      subtotal: dollarsToCents(r.subtotal),
      tax: dollarsToCents(r.tax),
    })),
    lines.map((l) => ({ amount: dollarsToCents(l.refundTotal) })),
  );
  return {
    lines,
    subtotal: centsToDollars(amount.subtotal),
    tax: centsToDollars(amount.tax),
    amount: centsToDollars(amount.amount),
  };
}

/** The body's `lines`: a line's name for all that is left of it, else `{ line, quantity }`. */
export function refundLinesOf(preview: RefundPreview): (string | RefundChoice)[] {
  return preview.lines.map((l) =>
    l.refundQuantity >= l.quantityLeft ? l.line : { line: l.line, quantity: l.refundQuantity },
  );
}
