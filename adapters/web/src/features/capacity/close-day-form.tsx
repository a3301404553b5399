import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { REASON_MAX, reasonProblem } from '../../../../../core/orders/order-changes';
import type { DayAvailabilityBody } from '../../api/availability-api';
import { serverProblemOf } from '../../api/http-errors';
import { inWords, longDay } from '../../lib/dates';
import { useCloseDayMutation } from './capacity-api';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Close a day (weather, an event): pick it, say why, confirm; POST /days/:date/close makes its
 * capacity 0 and mails every guest holding tickets for it a link to move or cancel their order.
 */
export function CloseDayForm({
  days,
  date,
  onDate,
}: {
  days: DayAvailabilityBody[];
  /** The day to close: the page's picked day (the calendar's, or Edit a day's). */
  date: string;
  onDate: (date: string) => void;
}) {
  const titleId = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [closeDay, { isLoading }] = useCloseDayMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setProblem(null);
    const wrong = reasonProblem(reason);
    setReasonError(wrong);
    if (wrong) {
      reasonRef.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const close = async () => {
    setConfirming(false);
    try {
      const closed = await closeDay({ date, reason: reason.trim() }).unwrap();
      setDone(`Closed ${longDay(closed.date)}; ${plural(closed.mailed, 'guest')} mailed.`);
      setReason('');
    } catch (failure) {
      console.error(`Closing ${date} failed.`, failure);
      setProblem(inWords(serverProblemOf(failure)?.message ?? 'The day could not be closed.'));
    }
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 2, display: 'grid', gap: 2 }}
      aria-labelledby="close-day-title"
    >
      <Box>
        <Typography id="close-day-title" variant="h6" component="h2">
          Close a day
        </Typography>
        <Typography variant="body2" color="text.secondary">
          For weather or an event: nothing more is sold, and every guest holding tickets gets a mail
          to move their visit or cancel it for a full refund.
        </Typography>
      </Box>
      <TextField
        select
        label="Day to close"
        value={date}
        onChange={(e) => {
          onDate(e.target.value);
          setDone(null);
          setProblem(null);
        }}
      >
        {days.map((d) => (
          <MenuItem key={d.date} value={d.date}>
            {longDay(d.date)}
            {d.sold > 0 ? ` · ${d.sold.toLocaleString('en-US')} sold` : ''}
            {d.status === 'closed' ? ' · capacity 0' : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        inputRef={reasonRef}
        label="Reason"
        required
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setReasonError(null);
        }}
        error={reasonError !== null}
        helperText={reasonError ?? 'Said in the mail to the guests'}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" color="error" loading={isLoading}>
          Close this day
        </Button>
      </Box>
      <Box aria-live="polite">{done && <Alert severity="success">{done}</Alert>}</Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Close {longDay(date)}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every guest holding tickets for that day gets a mail with links to move their order to
            another day or cancel it for a full refund, whatever the cutoff. Nothing more is sold
            for the day.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1.5 }}>
            Reason: <strong>{reason.trim()}</strong>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Keep it open
          </Button>
          <Button variant="contained" color="error" onClick={() => void close()}>
            Close the day
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
