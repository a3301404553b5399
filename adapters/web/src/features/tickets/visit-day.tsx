import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useMemo, useState } from 'react';
import type { DayAvailabilityBody } from '../../api/availability-api';
import { DATE_MAX } from '../../../../../core/shared/dates';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTicketSelection, visitDateSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';
import { chosenDayNote, dayNote, useMonthAvailability } from './use-day-availability';

const ParkTodayContext = createContext('');
const AvailabilityContext = createContext<ReadonlyMap<string, DayAvailabilityBody>>(new Map());

/**
 * MUI gives a disabled day no pointer events, so its title would never show: a day with a reason
 * keeps them (a disabled button still takes no click), without the hover circle of a day to click.
 */
const withReason = {
  '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' },
  '&.Mui-disabled:hover': { backgroundColor: 'transparent' },
} as const;
/** Sold-out and closed days are struck through, unlike the days before today. */
const unavailableDay = { textDecoration: 'line-through' } as const;
/** A few-left day has a small dot under its number. */
const fewDay = {
  '&::after': {
    content: '""',
    position: 'absolute',
    bottom: 3,
    width: 5,
    height: 5,
    borderRadius: '50%',
    bgcolor: 'warning.main',
  },
} as const;

/**
 * A calendar day that marks the park's today (its time zone), not the browser's, and says why a
 * day cannot be chosen (sold out, closed) or how few places it has left, on hover and to screen
 * readers.
 */
function ParkDay(props: PickerDayProps) {
  const today = useContext(ParkTodayContext);
  const days = useContext(AvailabilityContext);
  const date = (props.day as Dayjs).format('YYYY-MM-DD');
  const isToday = date === today;
  const status = days.get(date)?.status;
  const note = dayNote(days.get(date));
  const label = (props.day as Dayjs).format('MMMM D, YYYY');
  return (
    <PickerDay
      {...props}
      today={isToday}
      aria-current={isToday ? 'date' : undefined}
      title={note ?? undefined}
      aria-label={note ? `${label}, ${note}` : undefined}
      sx={[
        note !== null && withReason,
        (status === 'sold-out' || status === 'closed') && unavailableDay,
        status === 'few' && fewDay,
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

/** The visit day: a calendar whose days before the park's today are disabled. */
export function VisitDay({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { visitDate, tickets } = useAppSelector(selectTicketSelection);
  const [month, setMonth] = useState(visitDate || today);
  // The same objects from one drawing to the next: the calendar turns back to its value's month
  // whenever `value` is a new object, which would undo "Next month" as soon as the page redraws.
  const value = useMemo(() => dayjs(visitDate), [visitDate]);
  const first = useMemo(() => dayjs(today), [today]);
  const last = useMemo(() => dayjs(DATE_MAX), []);
  const days = useMonthAvailability(month, today);
  const selectedNote = chosenDayNote(
    useMonthAvailability(visitDate || today, today).get(visitDate),
    tickets,
  );
  const unavailable = (day: Dayjs) => {
    const status = days.get(day.format('YYYY-MM-DD'))?.status;
    return status === 'sold-out' || status === 'closed';
  };
  return (
    <Box component="section" aria-labelledby="tickets-day-title">
      <SectionHeading id="tickets-day-title">Visit day</SectionHeading>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ParkTodayContext.Provider value={today}>
          <AvailabilityContext.Provider value={days}>
            <LocalizationProvider dateAdapter={AdapterDayjs}>
              <DateCalendar
                value={value}
                minDate={first}
                maxDate={last}
                referenceDate={first}
                shouldDisableDate={unavailable}
                onMonthChange={(shown) => setMonth(shown.format('YYYY-MM-DD'))}
                onChange={(chosen) => {
                  if (chosen?.isValid()) dispatch(visitDateSet(chosen.format('YYYY-MM-DD'), today));
                }}
                slots={{ day: ParkDay }}
                aria-labelledby="tickets-day-title"
                sx={{ width: '100%', maxWidth: 340 }}
              />
            </LocalizationProvider>
          </AvailabilityContext.Provider>
        </ParkTodayContext.Provider>
      </Paper>
      <Typography
        role="status"
        sx={{ mt: 1, minHeight: '1.5em', fontWeight: 700 }}
        color={selectedNote ? 'warning.main' : 'text.secondary'}
      >
        {selectedNote ? `${selectedNote} on this day` : ''}
      </Typography>
    </Box>
  );
}
