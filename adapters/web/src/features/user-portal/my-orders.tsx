import { SkeletonRows, TableHeadings } from '../../components/table-headings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  useOrderAccountQuery,
  type OrderAccountBody,
  type OrderStatus,
  type OrderSummaryBody,
} from '../../api/order-changes-api';
import { lastRefundDay, OrderStatusLine } from '../../components/order-status';
import { cancelLabel, noChangeNote, partlyRefunded } from '../../components/order-changes';
import { shortDay } from '../../lib/dates';
import { usd } from '../../lib/money';

export type OrderAction = 'change-date' | 'cancel';

/**
 * Whether the row needs the order's own answer (GET /orders/:orderId): a paid order whose visit
 * is today or later, for what its visitor may still do, and an order with refunds, for the day
 * of the last one. Past paid orders, most of the list, need nothing more than GET /orders.
 */
export const needsAccount = (order: OrderSummaryBody, today: string) =>
  order.status !== 'paid' || (order.visitDate !== null && order.visitDate >= today);

/**
 * Both buttons' room while the order's answer is on its way, and a row's height with or without
 * them, so nothing moves when the answer comes or the buttons go.
 */
const ACTIONS_WIDTH = 310;

interface RowProps {
  order: OrderSummaryBody;
  today: string;
  onDetails: (orderId: number) => void;
  onAction: (orderId: number, action: OrderAction) => void;
}

/** What a row shows beyond the list: the day of the last refund, and what may still be done. */
function useRowAccount(order: OrderSummaryBody, today: string) {
  const wanted = needsAccount(order, today);
  const { data: account, isError } = useOrderAccountQuery(order.orderId, { skip: !wanted });
  return {
    account,
    day: !wanted || isError ? null : account ? lastRefundDay(account) : undefined,
    loading:
      wanted &&
      (order.status === 'paid' || order.status === 'partly-refunded') &&
      !account &&
      !isError,
  };
}

function DetailsButton({ order, onDetails }: Pick<RowProps, 'order' | 'onDetails'>) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onDetails(order.orderId)}
      aria-label={`Order ${order.orderId} details`}
      sx={{ fontWeight: 700 }}
    >
      #{order.orderId}
    </Link>
  );
}

function Actions({
  order,
  account,
  loading,
  onAction,
}: Pick<RowProps, 'order' | 'onAction'> & {
  account: OrderAccountBody | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <Box sx={{ display: 'flex', gap: 1 }} aria-hidden="true">
        <Skeleton variant="rounded" width={108} height={31} />
        <Skeleton variant="rounded" width={116} height={31} />
      </Box>
    );
  if (!account) return null;
  if (!(account.movable || account.cancellable)) {
    const note = noChangeNote(account);
    return note ? (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: ACTIONS_WIDTH }}>
        {note}
      </Typography>
    ) : null;
  }
  const cancel = cancelLabel(account);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {account.movable && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onAction(order.orderId, 'change-date')}
          aria-label={`Change date of order ${order.orderId}`}
        >
          Change date
        </Button>
      )}
      {account.cancellable && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => onAction(order.orderId, 'cancel')}
          aria-label={
            partlyRefunded(account)
              ? `Cancel what is left of order ${order.orderId}`
              : `Cancel order ${order.orderId}`
          }
        >
          {cancel}
        </Button>
      )}
    </Box>
  );
}

function OrderRow({ order, today, onDetails, onAction }: RowProps) {
  const { account, day, loading } = useRowAccount(order, today);
  return (
    <TableRow>
      <TableCell>
        <DetailsButton order={order} onDetails={onDetails} />
      </TableCell>
      <TableCell>{shortDay(order.orderDate)}</TableCell>
      <TableCell>{order.visitDate ? shortDay(order.visitDate) : '—'}</TableCell>
      <TableCell align="right">{usd(order.total)}</TableCell>
      <TableCell sx={{ minWidth: 200, '&&': { whiteSpace: 'normal' } }}>
        <OrderStatusLine
          status={order.status}
          refunded={order.refunded}
          total={order.total}
          day={day}
        />
      </TableCell>
      <TableCell sx={{ py: 0.5, minWidth: ACTIONS_WIDTH, height: 40 }}>
        <Actions order={order} account={account} loading={loading} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}

/** On a phone, one order per line: the status and the buttons in view, no sideways scrolling. */
function OrderCard({ order, today, onDetails, onAction }: RowProps) {
  const { account, day, loading } = useRowAccount(order, today);
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <DetailsButton order={order} onDetails={onDetails} />
        <Typography sx={{ fontWeight: 700 }}>{usd(order.total)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {order.visitDate ? `Visit ${shortDay(order.visitDate)} · ` : ''}ordered{' '}
        {shortDay(order.orderDate)}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <OrderStatusLine
          status={order.status}
          refunded={order.refunded}
          total={order.total}
          day={day}
        />
      </Box>
      {(loading ||
        account?.movable ||
        account?.cancellable ||
        (account && noChangeNote(account))) && (
        <Box sx={{ mt: 1 }}>
          <Actions order={order} account={account} loading={loading} onAction={onAction} />
        </Box>
      )}
    </Box>
  );
}

const HEADINGS = [
  { label: 'Order' },
  { label: 'Ordered' },
  { label: 'Visit day' },
  { label: 'Total', numeric: true },
  { label: 'Status' },
  { label: 'Changes' },
] as const;

/**
 * "Your orders": every order of the visitor (GET /orders, one call) with its status, and for an
 * order still before its cutoff "Change date" and "Cancel order".
 */
export function MyOrders({
  orders,
  isLoading,
  isError,
  today,
  onDetails,
  onAction,
}: {
  orders: OrderSummaryBody[] | undefined;
  isLoading: boolean;
  isError: boolean;
  today: string;
  onDetails: (orderId: number) => void;
  onAction: (orderId: number, action: OrderAction) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  let body;
  if (isError)
    body = (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        Your orders’ statuses could not be loaded right now.
      </Alert>
    );
  else if (!isLoading && orders?.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
        You have no orders yet. Orders you place at checkout show up here.
      </Typography>
    );
  else if (phone)
    body = (
      <Box
        component="ul"
        aria-label="Your orders and their status"
        aria-busy={isLoading}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {orders
          ? orders.map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                today={today}
                onDetails={onDetails}
                onAction={onAction}
              />
            ))
          : [0, 1, 2].map((row) => (
              <Box component="li" key={row} aria-hidden="true" sx={{ px: 2, py: 1.5 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="55%" />
              </Box>
            ))}
      </Box>
    );
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="Your orders and their status"
          aria-busy={isLoading}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
        >
          <TableHeadings headings={HEADINGS} />
          <TableBody>
            {orders ? (
              orders.map((order) => (
                <OrderRow
                  key={order.orderId}
                  order={order}
                  today={today}
                  onDetails={onDetails}
                  onAction={onAction}
                />
              ))
            ) : (
              <SkeletonRows headings={HEADINGS} rows={3} />
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-orders-title" sx={{ mb: 3 }}>
      <Typography id="my-orders-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Your orders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        An order still open for changes can move to another day, or be cancelled for a refund of all
        that was not refunded yet.
      </Typography>
      {body}
    </Paper>
  );
}

/** Whether an order's tickets still admit anyone (a cancelled or refunded order's are void). */
export const hasLiveTickets = (status: OrderStatus | undefined) =>
  status !== 'cancelled' && status !== 'refunded';
