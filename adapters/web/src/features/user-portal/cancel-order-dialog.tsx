import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  admissionsOf,
  useOrderAccountQuery,
  type OrderAccountBody,
  type RefundBody,
} from '../../api/order-changes-api';
import { orderLoadProblem, problemText } from '../../components/change-date-dialog';
import { cancelLabel, cancelRefusal, partlyRefunded } from '../../components/order-changes';
import { longDay, parkMoment } from '../../lib/dates';
import { usd } from '../../lib/money';
import { useCancelOrderMutation } from './user-portal-api';
import { useDialogFocusReturn } from '../../components/dialog-focus';

/** Subtotal, tax and total of a refund, as a small definition list. */
function RefundFigures({ refund }: { refund: RefundBody }) {
  const rows = [
    ['Subtotal', usd(refund.subtotal)],
    ['Tax', usd(refund.tax)],
    ['Refunded', usd(refund.amount)],
  ] as const;
  return (
    <Box component="dl" sx={{ m: 0, mt: 1.5, maxWidth: 260 }}>
      {rows.map(([label, value], i) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" sx={{ fontWeight: i === 2 ? 800 : 400 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: i === 2 ? 800 : 400 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CancelForm({
  order,
  titleId,
  onClose,
}: {
  order: OrderAccountBody;
  titleId: string;
  onClose: () => void;
}) {
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [refund, setRefund] = useState<RefundBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refused = cancelRefusal(order);
  const { admissions } = admissionsOf(order);
  const amount = order.cancelRefund ?? 0;

  const submit = async () => {
    setProblem(null);
    try {
      setRefund((await cancel(order.orderId).unwrap()).refund);
    } catch (failure) {
      console.error(`Order ${order.orderId} could not be cancelled.`, failure);
      setProblem(problemText(failure, 'The order could not be cancelled. Please try again.'));
    }
  };

  if (refund)
    return (
      <>
        <DialogTitle id={titleId}>Order #{order.orderId} is cancelled</DialogTitle>
        <DialogContent>
          <Alert severity="success" role="status">
            {usd(refund.amount)} is refunded to you. Its tickets are void.
          </Alert>
          <RefundFigures refund={refund} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </>
    );

  return (
    <>
      <DialogTitle id={titleId}>
        {partlyRefunded(order)
          ? `Cancel what is left of order #${order.orderId}?`
          : `Cancel order #${order.orderId}?`}
      </DialogTitle>
      <DialogContent dividers>
        {refused && !problem && <Alert severity="info">{refused}</Alert>}
        {!refused && (
          <>
            {partlyRefunded(order) && (
              <Typography sx={{ mb: 1 }}>
                Part of this order was refunded already ({usd(order.refunded)}). You may still
                cancel what is left of it.
              </Typography>
            )}
            <Typography>
              Cancelling ends your visit on {longDay(order.visitDate ?? '')}:{' '}
              {admissions === 0
                ? 'what is left of it is refunded,'
                : admissions === 1
                  ? 'its ticket becomes void,'
                  : `its ${admissions} tickets become void,`}{' '}
              and you get back <strong>{usd(amount)}</strong> (tax included).
            </Typography>
            {order.cutoff && !order.dayClosed && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Cancelling is possible until {parkMoment(order.cutoff)}.
              </Typography>
            )}
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              This cannot be undone.
            </Typography>
          </>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: refused ? 0 : 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{refused ? 'Close' : 'Keep my order'}</Button>
        {!refused && (
          <Button
            variant="contained"
            color="error"
            onClick={() => void submit()}
            loading={isLoading}
          >
            {cancelLabel(order)} and refund {usd(amount)}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * "Cancel order": what the cancellation gives back (GET /orders/:orderId's `cancelRefund`), a
 * confirmation, then POST /orders/:orderId/cancel and the refund it made. When the order can no
 * longer be cancelled, it says why instead.
 */
export function CancelOrderDialog({
  orderId,
  onClose,
}: {
  orderId: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const open = orderId !== null;
  const { data: order, isError, error } = useOrderAccountQuery(orderId ?? 0, { skip: !open });
  const current = order && order.orderId === orderId ? order : undefined;
  // A mail's link opens it with the page: then focus goes to the heading when it closes.
  const focusReturn = useDialogFocusReturn(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      {...focusReturn}
    >
      {current ? (
        <CancelForm key={current.orderId} order={current} titleId={titleId} onClose={onClose} />
      ) : (
        <>
          <DialogTitle id={titleId}>Cancel order #{orderId}?</DialogTitle>
          <DialogContent dividers>
            {isError ? (
              <Alert severity="error" role="alert">
                {orderLoadProblem(error, orderId, 'visitor')}
              </Alert>
            ) : (
              <Box role="status" aria-label="Loading the order">
                <Skeleton variant="text" width="95%" />
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="40%" />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
