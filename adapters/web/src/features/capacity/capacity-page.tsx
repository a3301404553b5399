import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DEFAULT_SALES_DAYS } from '../../../../../core/orders/sales-window';
import { addDays } from '../../../../../core/shared/dates';
import { useAvailabilityQuery, type DayAvailabilityBody } from '../../api/availability-api';
import { serverProblemOf } from '../../api/http-errors';
import { parkToday } from '../../app/park';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageShell } from '../../components/page-shell';
import { useParkInfoQuery, useSetCapacityMutation } from './capacity-api';
import { CapacityCalendar } from './capacity-calendar';
import { CloseDayForm } from './close-day-form';

const STATUS_LABEL: Record<string, string> = {
  open: 'Open',
  few: 'Few left',
  'sold-out': 'Sold out',
  closed: 'Closed',
  'not-on-sale': 'Not on sale yet',
};
/** A status this page does not know yet (a newer server's) in words: "not-on-sale" → "Not on sale". */
const statusLabel = (status: string) =>
  STATUS_LABEL[status] ?? `${status.charAt(0).toUpperCase()}${status.slice(1).replace(/-/g, ' ')}`;

/** One day's line: sold of capacity, as figures and as a bar. */
function DayRow({ day }: { day: DayAvailabilityBody }) {
  const share = day.capacity === 0 ? 100 : Math.min(100, (day.sold / day.capacity) * 100);
  return (
    <TableRow>
      <TableCell>{day.date}</TableCell>
      <TableCell align="right">
        {day.sold.toLocaleString('en-US')} / {day.capacity.toLocaleString('en-US')}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <LinearProgress
          variant="determinate"
          value={share}
          color={day.status === 'open' ? 'primary' : 'warning'}
          aria-label={`${day.date}: ${Math.round(share)} % sold`}
        />
      </TableCell>
      <TableCell>{statusLabel(day.status)}</TableCell>
    </TableRow>
  );
}

const toLimit = (text: string): number | null | 'bad' => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 0 ? n : 'bad';
};

/** Edit one day: capacity, express capacity, or back to the default. */
function EditDay({
  days,
  date,
  onDate,
}: {
  days: DayAvailabilityBody[];
  date: string;
  onDate: (date: string) => void;
}) {
  const [capacity, setCapacity] = useState('');
  const [express, setExpress] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetCapacityMutation();

  const send = async (body: { capacity: number | null; expressCapacity?: number | null }) => {
    setProblem(null);
    setDone(null);
    try {
      const day = await save({ date, ...body }).unwrap();
      setDone(`${day.date}: capacity ${day.capacity}, ${day.remaining} remaining`);
    } catch (failure) {
      console.error('Saving the capacity failed.', failure);
      setProblem(serverProblemOf(failure)?.message ?? 'The capacity could not be saved.');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limit = toLimit(capacity);
    const expressLimit = toLimit(express);
    if (limit === 'bad' || limit === null || expressLimit === 'bad') {
      setProblem('Capacity must be a whole number of 0 or more');
      return;
    }
    void send(
      express.trim() === ''
        ? { capacity: limit }
        : { capacity: limit, expressCapacity: expressLimit },
    );
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={onSubmit}
      sx={{ p: 2, display: 'grid', gap: 2 }}
      aria-labelledby="edit-day-title"
    >
      <Typography id="edit-day-title" variant="h6" component="h2">
        Edit a day
      </Typography>
      <TextField select label="Day" value={date} onChange={(e) => onDate(e.target.value)}>
        {days.map((d) => (
          <MenuItem key={d.date} value={d.date}>
            {d.date}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          label="Capacity"
          inputMode="numeric"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          helperText="0 closes the day"
        />
        <TextField
          label="Express capacity"
          inputMode="numeric"
          value={express}
          onChange={(e) => setExpress(e.target.value)}
          helperText="Optional"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={isLoading}>
          Save
        </Button>
        <Button
          variant="outlined"
          onClick={() => void send({ capacity: null, expressCapacity: null })}
        >
          Back to default
        </Button>
      </Box>
      <Box aria-live="polite">
        {done && <Alert severity="success">{done}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
      </Box>
    </Paper>
  );
}

/**
 * /manager/capacity: every day on sale (today and the next 365, as visitors buy them) as a year
 * calendar coloured by how full each day is, one day's edit and closing a day (the day the
 * calendar picks, or any from their lists), and below them a line a day.
 */
export function CapacityPage() {
  const today = parkToday();
  const last = addDays(today, DEFAULT_SALES_DAYS);
  const { data: days, isError } = useAvailabilityQuery({ from: today, to: last });
  const [picked, setPicked] = useState(today);
  const { data: info } = useParkInfoQuery();
  return (
    <PageShell
      title="Capacity"
      subtitle={
        info
          ? `Park default: ${info.dailyCapacity.toLocaleString('en-US')} admissions a day, ${info.dailyExpressCapacity.toLocaleString('en-US')} of them express.`
          : undefined
      }
      maxWidth={1100}
    >
      {isError && <Alert severity="error">The days could not be loaded.</Alert>}
      {!days && !isError && <LoadingIndicator />}
      {days && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <EditDay days={days} date={picked} onDate={setPicked} />
            <CloseDayForm days={days} date={picked} onDate={setPicked} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <CapacityCalendar
              first={today}
              last={last}
              days={days}
              picked={picked}
              onPick={setPicked}
            />
          </Paper>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Every day on sale, ${days.length} days`}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Sold / capacity</TableCell>
                  <TableCell>Share sold</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {days.map((day) => (
                  <DayRow key={day.date} day={day} />
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Box>
      )}
    </PageShell>
  );
}
