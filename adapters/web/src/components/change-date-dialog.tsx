import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import type { DayAvailabilityBody } from '../api/availability-api';
import { httpStatusOf, serverProblemOf } from '../api/http-errors';
import {
  admissionsOf,
  useChangeVisitDateMutation,
  useOrderAccountQuery,
  type OrderAccountBody,
} from '../api/order-changes-api';
import { useParkTodayQuery } from '../api/tickets-api';
import { parkToday } from '../app/park';
import { inWords, longDay } from '../lib/dates';
import { AvailabilityCalendar, type DayRefusal } from './availability-calendar';
import { isUnavailable } from './day-availability';
import { useDialogFocusReturn } from './dialog-focus';
import { moveRefusal, type OrderChanger } from './order-changes';

/** What the server's problem says, its days and times in words, or `fallback` when it said nothing. */
export const problemText = (failure: unknown, fallback: string): string =>
  inWords(serverProblemOf(failure)?.message ?? fallback);

/**
 * Why an order could not be read, in words: one that is not there (or, for a visitor, not
 * theirs: the server answers both 404) is said so; anything else as the server said it.
 */
export const orderLoadProblem = (error: unknown, orderId: number | null, who: OrderChanger) =>
  httpStatusOf(error) === 404
    ? who === 'visitor'
      ? `Order #${orderId} is not one of your orders.`
      : `There is no order #${orderId}.`
    : problemText(error, `Order #${orderId} could not be loaded.`);

/** The days an order cannot move to: its own, and those without room for its admissions. */
function refusalFor(order: OrderAccountBody): DayRefusal {
  const { admissions, express } = admissionsOf(order);
  return (day: string, availability: DayAvailabilityBody | undefined) => {
    if (day === order.visitDate) return 'Current visit day';
    if (!availability || isUnavailable(availability.status)) return null;
    if (availability.remaining < admissions) return `Only ${availability.remaining} left`;
    if (availability.expressRemaining < express)
      return `Only ${availability.expressRemaining} Express left`;
    return null;
  };
}

function MoveForm({
  order,
  who,
  onClose,
}: {
  order: OrderAccountBody;
  who: OrderChanger;
  onClose: () => void;
}) {
  const calendarId = useId();
  const { data: serverToday } = useParkTodayQuery();
  const today = serverToday ?? parkToday();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const [move, { isLoading }] = useChangeVisitDateMutation();
  // One function per answer of the order, so the calendar's days are not redrawn for nothing.
  const refusal = useMemo(() => refusalFor(order), [order]);
  const refused = moveRefusal(order, who);

  const submit = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      const now = await move({ orderId: order.orderId, visitDate: chosen }).unwrap();
      setMoved(now.visitDate);
    } catch (failure) {
      console.error(`Order ${order.orderId} could not move to ${chosen}.`, failure);
      // The day filled up (409) or is not allowed (400): say so; the calendar has asked again.
      setProblem(problemText(failure, 'The order could not be moved. Please try again.'));
      setChosen(null);
    }
  };

  if (moved)
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            Order #{order.orderId} is now for {longDay(moved)}. Its tickets keep their codes and are
            valid on that day only.
          </Alert>
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
      <DialogContent dividers>
        {order.visitDate && (
          <Typography sx={{ mb: 1 }}>
            Now for <strong>{longDay(order.visitDate)}</strong>.
          </Typography>
        )}
        {refused ? (
          <Alert severity="info">{refused}</Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              Pick the new day. The same tickets (and their codes) will be valid on that day only.
              Days that are sold out, closed or without room for this order cannot be picked.
            </Typography>
            <Typography id={calendarId} variant="subtitle2" component="h3">
              New visit day
            </Typography>
            <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 340, mt: 0.5 }}>
              <AvailabilityCalendar
                today={today}
                value={chosen}
                onChange={(day) => {
                  setChosen(day);
                  setProblem(null);
                }}
                labelledBy={calendarId}
                initialMonth={
                  order.visitDate && order.visitDate >= today ? order.visitDate : undefined
                }
                refusal={refusal}
              />
            </Paper>
          </>
        )}
        {/* The chosen day and a refusal take turns in one reserved place: nothing jumps. */}
        <Box sx={{ mt: 1, minHeight: refused ? 0 : 52 }}>
          {!refused && (
            <Typography role="status" sx={{ fontWeight: 700 }}>
              {chosen ? `New day: ${longDay(chosen)}` : ''}
            </Typography>
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{refused ? 'Close' : 'Keep this day'}</Button>
        {!refused && (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!chosen}
            loading={isLoading}
          >
            {chosen ? `Move to ${longDay(chosen)}` : 'Move'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * "Change date": the order's day, a calendar of the days it may move to (GET /availability),
 * and PUT /orders/:orderId/visit-date. A full day's 409 is shown in words and the calendar asks
 * again what is left. The visitor's dialog and the manager's are the same; the server decides.
 */
export function ChangeDateDialog({
  orderId,
  who,
  onClose,
}: {
  orderId: number | null;
  who: OrderChanger;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
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
      fullScreen={phone}
      aria-labelledby={titleId}
      {...focusReturn}
    >
      <DialogTitle id={titleId}>Change the date of order #{orderId}</DialogTitle>
      {current ? (
        <MoveForm key={current.orderId} order={current} who={who} onClose={onClose} />
      ) : (
        <>
          <DialogContent dividers sx={{ minWidth: { sm: 420 } }}>
            {isError ? (
              <Alert severity="error" role="alert">
                {orderLoadProblem(error, orderId, who)}
              </Alert>
            ) : (
              <Box role="status" aria-label="Loading the order">
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="90%" />
                <Skeleton variant="rounded" width={340} height={330} sx={{ mt: 1 }} />
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
