import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, useState } from 'react';
import type { DayAvailabilityBody } from '../api/availability-api';
import { DATE_MAX } from '../../../../core/shared/dates';
import { CalendarLegend } from './calendar-legend';
import type { DAY_MARKS } from './day-availability';
import { dayMark, dayNote, isUnavailable, useCalendarAvailability } from './day-availability';

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

/**
 * What a day's cell says (on hover and to screen readers), and whether it may be chosen: a day
 * from today on whose availability has not arrived yet cannot be chosen either, so neither a
 * click nor a key press before it arrives takes a sold-out day.
 */
function dayState({ today, days, refusal }: CalendarDays, date: string) {
  const availability = days.get(date);
  const refused = refusal?.(date, availability) ?? null;
  const unknown = availability === undefined && date >= today;
  return {
    status: availability?.status,
    note: refused ?? dayNote(availability),
    disabled: refused !== null || unknown || isUnavailable(availability?.status),
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

/** The colours of the symbols, as the legend has them (calendar-legend.css), 4.5:1 or more. */
const MARK_COLOUR: Record<(typeof DAY_MARKS)[number]['status'], string> = {
  few: '#8a4b00',
  'sold-out': '#b3261e',
  closed: '#4a4560',
  'not-on-sale': '#4a4560',
};

/**
 * A day's state as a symbol under its number (the legend says what each means): readable
 * without colour and without hover. A day that cannot be chosen for its state keeps a darker
 * number on a hatched ground than the faded days before today, so the two do not look alike.
 */
function markOf(status: DayAvailabilityBody['status'] | undefined) {
  const mark = dayMark(status);
  if (!mark) return null;
  return {
    '&::after': {
      content: `"${mark.symbol}"`,
      position: 'absolute',
      bottom: 1,
      left: 0,
      right: 0,
      fontSize: 11,
      fontWeight: 800,
      lineHeight: 1,
      textAlign: 'center',
      color: MARK_COLOUR[mark.status],
    },
    ...(mark.status === 'few'
      ? {}
      : {
          '&.Mui-disabled:not(.Mui-selected)': {
            color: '#4a4560',
            backgroundImage:
              'repeating-linear-gradient(135deg, rgba(74,69,96,0.12) 0 2px, transparent 2px 6px)',
          },
        }),
  } as const;
}

/**
 * A calendar day that marks the park's today (its time zone), not the browser's, and says why a
 * day cannot be chosen (sold out, closed, not on sale, or the caller's reason) or how few places
 * it has left: with a symbol (the legend's), on hover and to screen readers.
 */
function ParkDay(props: PickerDayProps) {
  const calendar = useContext(CalendarContext);
  const date = (props.day as Dayjs).format('YYYY-MM-DD');
  const isToday = date === calendar.today;
  const { status, note } = dayState(calendar, date);
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
        markOf(status),
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

/**
 * The visit-day calendar: days before the park's today are disabled, and so are sold-out, closed
 * and not-on-sale days, days whose availability has not arrived (GET /availability, the month
 * shown and the months either side) and any the caller refuses; a legend under it says what the
 * days' symbols mean.
 */
export function AvailabilityCalendar({
  today,
  value,
  onChange,
  labelledBy,
  initialMonth,
  refusal,
  legend = true,
}: {
  today: string;
  value: string | null;
  onChange: (day: string) => void;
  labelledBy: string;
  initialMonth?: string;
  refusal?: DayRefusal;
  /** The legend under the calendar; false where the page draws it itself (the ticket page). */
  legend?: boolean;
}) {
  const [month, setMonth] = useState(initialMonth ?? (value || today));
  // The same objects from one drawing to the next: the calendar turns back to its value's month
  // whenever `value` is a new object, which would undo "Next month" as soon as the page redraws.
  const chosen = useMemo(() => (value ? dayjs(value) : null), [value]);
  const first = useMemo(() => dayjs(today), [today]);
  const reference = useMemo(() => dayjs(initialMonth ?? today), [initialMonth, today]);
  const { days } = useCalendarAvailability(month, today);
  // The calendar ends with the month where days stop being on sale, once that month is known.
  const firstNotOnSale = [...days.values()].find((d) => d.status === 'not-on-sale')?.date;
  const lastMonthEnd = firstNotOnSale
    ? dayjs(firstNotOnSale).endOf('month').format('YYYY-MM-DD')
    : DATE_MAX;
  const last = useMemo(() => dayjs(lastMonthEnd), [lastMonthEnd]);
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
          // No sliding between months: a key pressed while the old month slid out went to its
          // day, which then left the page with the focus (the grid lost its place).
          reduceAnimations
          aria-labelledby={labelledBy}
          sx={{ width: '100%', maxWidth: 340 }}
        />
      </LocalizationProvider>
      {legend && <CalendarLegend />}
    </CalendarContext.Provider>
  );
}
