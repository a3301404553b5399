import { refundAmount } from '../../../../../core/orders/refunds';
import { centsToDollars, dollarsToCents } from '../../../../../core/shared/money';
import type { AccountLineBody, OrderAccountBody } from '../../api/order-changes-api';

/** What a refund of some lines gives back, in dollars, as the server will work it out. */
export interface RefundPreview {
  lines: AccountLineBody[];
  subtotal: number;
  tax: number;
  amount: number;
}

/**
 * The lines a refund covers (those chosen, or every line not yet refunded when none is) and
 * what it gives back: core's rule, tax in proportion to the subtotal refunded so far, rounded
 * once on the running total, so the preview is the refund the server makes, to the cent.
 */
export function refundPreview(order: OrderAccountBody, chosen: readonly string[]): RefundPreview {
  const left = order.lines.filter((l) => !l.refunded);
  const lines = chosen.length === 0 ? left : left.filter((l) => chosen.includes(l.line));
  const amount = refundAmount(
    { subtotal: dollarsToCents(order.subtotal), tax: dollarsToCents(order.tax) },
    order.refunds.map((r) => ({
      subtotal: dollarsToCents(r.subtotal),
      tax: dollarsToCents(r.tax),
    })),
    lines.map((l) => ({ amount: dollarsToCents(l.lineTotal) })),
  );
  return {
    lines,
    subtotal: centsToDollars(amount.subtotal),
    tax: centsToDollars(amount.tax),
    amount: centsToDollars(amount.amount),
  };
}
