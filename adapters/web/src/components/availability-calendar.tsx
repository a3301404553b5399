import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, useState } from 'react';
import type { DayAvailabilityBody } from '../api/availability-api';
import { DATE_MAX } from '../../../../core/shared/dates';
import { dayNote, useMonthAvailability } from './day-availability';

/** Beyond sold-out and closed: why else a day cannot be chosen (null when it can). */
export type DayRefusal = (
  day: string,
  availability: DayAvailabilityBody | undefined,
) => string | null;

interface CalendarDays {
  today: string;
  days: ReadonlyMap<string, DayAvailabilityBody>;
  refusal?: DayRefusal;
}
const CalendarContext = createContext<CalendarDays>({ today: '', days: new Map() });

const unavailable = (status: DayAvailabilityBody['status'] | undefined) =>
  status === 'sold-out' || status === 'closed';

/** What a day's cell says (on hover and to screen readers), and whether it may be chosen. */
function dayState({ days, refusal }: CalendarDays, date: string) {
  const availability = days.get(date);
  const refused = refusal?.(date, availability) ?? null;
  return {
    status: availability?.status,
    note: refused ?? dayNote(availability),
    disabled: refused !== null || unavailable(availability?.status),
  };
}

/**
 * MUI gives a disabled day no pointer events, so its title would never show: a day with a reason
 * keeps them (a disabled button still takes no click), without the hover circle of a day to click.
 */
const withReason = {
  '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' },
  '&.Mui-disabled:hover': { backgroundColor: 'transparent' },
} as const;
/** Sold-out, closed and refused days are struck through, unlike the days before today. */
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
 * day cannot be chosen (sold out, closed, or the caller's reason) or how few places it has left,
 * on hover and to screen readers.
 */
function ParkDay(props: PickerDayProps) {
  const calendar = useContext(CalendarContext);
  const date = (props.day as Dayjs).format('YYYY-MM-DD');
  const isToday = date === calendar.today;
  const { status, note, disabled } = dayState(calendar, date);
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
        disabled && unavailableDay,
        status === 'few' && !disabled && fewDay,
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

/**
 * The visit-day calendar: days before the park's today are disabled, and so are sold-out and
 * closed days (from GET /availability, one month at a time) and any the caller refuses.
 */
export function AvailabilityCalendar({
  today,
  value,
  onChange,
  labelledBy,
  initialMonth,
  refusal,
}: {
  today: string;
  value: string | null;
  onChange: (day: string) => void;
  labelledBy: string;
  initialMonth?: string;
  refusal?: DayRefusal;
}) {
  const [month, setMonth] = useState(initialMonth ?? (value || today));
  // The same objects from one drawing to the next: the calendar turns back to its value's month
  // whenever `value` is a new object, which would undo "Next month" as soon as the page redraws.
  const chosen = useMemo(() => (value ? dayjs(value) : null), [value]);
  const first = useMemo(() => dayjs(today), [today]);
  const reference = useMemo(() => dayjs(initialMonth ?? today), [initialMonth, today]);
  const last = useMemo(() => dayjs(DATE_MAX), []);
  const days = useMonthAvailability(month, today);
  const calendar = useMemo(() => ({ today, days, refusal }), [today, days, refusal]);
  return (
    <CalendarContext.Provider value={calendar}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          value={chosen}
          minDate={first}
          maxDate={last}
          referenceDate={reference}
          shouldDisableDate={(day) => dayState(calendar, day.format('YYYY-MM-DD')).disabled}
          onMonthChange={(shown) => setMonth(shown.format('YYYY-MM-DD'))}
          onChange={(picked) => {
            if (picked?.isValid()) onChange(picked.format('YYYY-MM-DD'));
          }}
          slots={{ day: ParkDay }}
          aria-labelledby={labelledBy}
          sx={{ width: '100%', maxWidth: 340 }}
        />
      </LocalizationProvider>
    </CalendarContext.Provider>
  );
}
