import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ticketTypeLabel } from '../../../../reports/ticket-labels';
import {
  useOrderAccountQuery,
  useOrderTicketsQuery,
  type OrderAccountBody,
  type RefundBody,
  type TicketBody,
} from '../../api/order-changes-api';
import {
  ChangeDateDialog,
  orderLoadProblem,
  problemText,
} from '../../components/change-date-dialog';
import { DetailsList } from '../../components/details-list';
import { moveRefusal } from '../../components/order-changes';
import { OrderStatusLine, lastRefundDay } from '../../components/order-status';
import { longDay, parkMoment, shortDay } from '../../lib/dates';
import { usd } from '../../lib/money';
import { OrderLines } from './order-lines';

const noWrap = { '& th, & td': { whiteSpace: 'nowrap' } } as const;

const TICKET_STATUS: Record<TicketBody['status'], string> = {
  valid: 'Valid',
  used: 'Checked in',
  void: 'Void',
};

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The order's tickets and their check-ins (GET /orders/:orderId/tickets). */
function OrderTickets({ orderId }: { orderId: number }) {
  const { data: tickets, isError, error } = useOrderTicketsQuery(orderId);
  let body: ReactNode;
  if (isError)
    body = (
      <Alert severity="error" role="alert">
        {problemText(error, 'The tickets could not be loaded.')}
      </Alert>
    );
  else if (tickets?.length === 0)
    body = <Typography color="text.secondary">This order has no tickets.</Typography>;
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Tickets of order ${orderId}`} sx={noWrap}>
          <TableHead>
            <TableRow>
              <TableCell align="right">#</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Visit day</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Checked in at</TableCell>
              <TableCell>Code ends</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tickets
              ? tickets.map((t, i) => (
                  <TableRow key={t.code}>
                    <TableCell align="right">{i + 1}</TableCell>
                    <TableCell>{ticketTypeLabel(t.type)}</TableCell>
                    <TableCell>{shortDay(t.visitDate)}</TableCell>
                    <TableCell>{TICKET_STATUS[t.status]}</TableCell>
                    <TableCell>{t.usedAt ? parkMoment(t.usedAt) : '—'}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>…{t.code.slice(-6)}</TableCell>
                  </TableRow>
                ))
              : [0, 1].map((row) => (
                  <TableRow key={row} aria-hidden="true">
                    {[0, 1, 2, 3, 4, 5].map((cell) => (
                      <TableCell key={cell}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Box component="section" aria-labelledby="order-tickets-title">
      <Heading id="order-tickets-title">Tickets and check-ins</Heading>
      {body}
    </Box>
  );
}

/** Every refund and cancellation of the order, oldest first. */
function OrderRefunds({ order }: { order: OrderAccountBody }) {
  const names = new Map(order.lines.map((l) => [l.line, `${l.name} (${l.detail})`] as const));
  const quantities = new Map(order.lines.map((l) => [l.line, l.quantity] as const));
  /** A part in words: the line's name, and "× 1" when it is not the whole line. */
  const partText = (p: RefundBody['parts'][number]) =>
    `${names.get(p.line) ?? p.line}${p.quantity < (quantities.get(p.line) ?? 0) ? ` × ${p.quantity}` : ''}`;
  return (
    <Box component="section" aria-labelledby="order-refunds-title">
      <Heading id="order-refunds-title">Refunds</Heading>
      {order.refunds.length === 0 ? (
        <Typography color="text.secondary">No refunds yet.</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Refunds of order ${order.orderId}`}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Lines</TableCell>
                <TableCell align="right">Subtotal</TableCell>
                <TableCell align="right">Tax</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.refunds.map((r) => (
                <TableRow key={r.refundId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{parkMoment(r.at)}</TableCell>
                  <TableCell>
                    {r.kind === 'cancellation' ? 'Cancelled by the visitor' : 'Refund'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{r.reason}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{r.parts.map(partText).join(', ')}</TableCell>
                  <TableCell align="right">{usd(r.subtotal)}</TableCell>
                  <TableCell align="right">{usd(r.tax)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {usd(r.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function Loaded({ order }: { order: OrderAccountBody }) {
  const [moving, setMoving] = useState(false);
  const refusal = moveRefusal(order, 'manager');
  const rows: [string, string][] = [
    ['Customer', order.name],
    ['Email', order.email],
    ['Ordered', longDay(order.orderDate)],
    ['Visit day', order.visitDate ? longDay(order.visitDate) : 'None (shop only)'],
    ['Total', `${usd(order.total)} (${usd(order.subtotal)} + ${usd(order.tax)} tax)`],
    ['Refunded', usd(order.refunded)],
    [
      'Visitor’s changes',
      order.cancellable
        ? order.dayClosed
          ? 'Open: the day was closed'
          : `Open until ${order.cutoff ? parkMoment(order.cutoff) : '—'}`
        : 'Closed',
    ],
  ];
  if (order.attractions.length > 0)
    rows.splice(4, 0, ['Attractions', order.attractions.join(', ')]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <OrderStatusLine
          status={order.status}
          refunded={order.refunded}
          total={order.total}
          day={lastRefundDay(order)}
        />
      </Box>
      <DetailsList rows={rows} />
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setMoving(true)} disabled={refusal !== null}>
          Move to another day
        </Button>
        {refusal && <Typography color="text.secondary">{refusal}</Typography>}
      </Box>
      <OrderLines key={order.orderId} order={order} />
      <OrderTickets orderId={order.orderId} />
      <OrderRefunds order={order} />
      <ChangeDateDialog
        orderId={moving ? order.orderId : null}
        who="manager"
        onClose={() => setMoving(false)}
      />
    </>
  );
}

/** One order as a manager sees it: details, lines to refund, tickets, refunds, and a move. */
export function OrderPanel({ orderId, autoFocus }: { orderId: number; autoFocus?: boolean }) {
  const { data, isError, error } = useOrderAccountQuery(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the keyboard and the screen reader go on to the order.
  useEffect(() => {
    if (!autoFocus) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [autoFocus]);
  const order = data?.orderId === orderId ? data : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-panel-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
    >
      <Typography
        id="order-panel-title"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
      >
        Order #{orderId}
      </Typography>
      {isError && (
        <Alert severity="error" role="alert">
          {orderLoadProblem(error, orderId, 'manager')}
        </Alert>
      )}
      {!isError && !order && (
        <Box role="status" aria-label={`Loading order ${orderId}`}>
          <Skeleton variant="rounded" width={120} height={26} sx={{ mb: 2 }} />
          {[0, 1, 2, 3, 4, 5, 6].map((row) => (
            <Skeleton key={row} variant="text" width={row % 2 ? '55%' : '70%'} />
          ))}
          <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />
        </Box>
      )}
      {order && <Loaded order={order} />}
    </Paper>
  );
}
