import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '../../../../../core/shared/dates';
import type { DayAvailabilityBody } from '../../api/availability-api';
import { longDay } from '../../lib/dates';
import './capacity-calendar.css';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

/** How full a day is, as the calendar colours it; the legend lists them in this order. */
export type Fullness = 'empty' | 'some' | 'half' | 'few' | 'sold-out' | 'closed' | 'unknown';

export const LEGEND: readonly { fullness: Fullness; label: string }[] = [
  { fullness: 'empty', label: 'Nothing sold' },
  { fullness: 'some', label: 'Under half sold' },
  { fullness: 'half', label: 'Half sold or more' },
  { fullness: 'few', label: 'Few left (10 % or less)' },
  { fullness: 'sold-out', label: 'Sold out' },
  { fullness: 'closed', label: 'Closed (capacity 0)' },
  { fullness: 'unknown', label: 'Not on sale' },
];

/** A day's colour: its status first (closed, sold out, few left), then the share sold. */
export function fullnessOf(day: DayAvailabilityBody | undefined): Fullness {
  if (!day) return 'unknown';
  // An unknown status (e.g. a newer server's "not-on-sale") is shown as not on sale.
  const status = day.status as string;
  if (status === 'closed') return 'closed';
  if (status === 'sold-out') return 'sold-out';
  if (status === 'few') return 'few';
  if (status !== 'open') return 'unknown';
  if (day.sold === 0) return 'empty';
  return day.capacity > 0 && day.sold * 2 >= day.capacity ? 'half' : 'some';
}

const STATUS_WORDS: Record<string, string> = {
  open: 'open',
  few: 'few left',
  'sold-out': 'sold out',
  closed: 'closed',
};

const figure = (n: number) => n.toLocaleString('en-US');

/** A day in words, its figures first: "Friday, November 27, 2026: 12 of 5,000 sold, 4,988 left, open". */
export function dayInWords(date: string, day: DayAvailabilityBody | undefined): string {
  if (!day) return `${longDay(date)}: no figures`;
  const status = STATUS_WORDS[day.status] ?? String(day.status).replace(/-/g, ' ');
  return `${longDay(date)}: ${figure(day.sold)} of ${figure(day.capacity)} sold, ${figure(day.remaining)} left, ${status}`;
}

interface Month {
  key: string;
  name: string;
  /** Weeks of seven: a day (YYYY-MM-DD) in the window, or null. */
  weeks: (string | null)[][];
}

/** The months from `first` to `last`, each a grid of weeks; days outside the window are null. */
function monthsOf(first: string, last: string): Month[] {
  const months: Month[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last.slice(0, 7)) break;
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const offset = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const cells: (string | null)[] = Array.from({ length: offset }, () => null);
    for (let d = 1; d <= length; d++) {
      const date = `${key}-${String(d).padStart(2, '0')}`;
      cells.push(date >= first && date <= last ? date : null);
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (string | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    months.push({ key, name: `${MONTH_NAMES[month - 1]} ${year}`, weeks });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** `date` moved by whole months, kept within its new month ("2027-01-31" + 1 → "2027-02-28"). */
function shiftMonths(date: string, by: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + by, 1));
  const length = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, length));
  return target.toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The sales window's days as a year of month grids, each day coloured by how full it is (the
 * legend says how), named with its figures for screen readers and shown in words beside the
 * grid when it has focus or is tapped. One day at a time takes Tab; the arrow keys move a day
 * or a week (across months), Home and End to the week's ends, Page Up and Page Down a month;
 * Enter or Space (or a click) picks the day for the forms.
 */
export function CapacityCalendar({
  first,
  last,
  days,
  picked,
  onPick,
}: {
  first: string;
  last: string;
  days: readonly DayAvailabilityBody[];
  picked: string;
  onPick: (date: string) => void;
}) {
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d] as const)), [days]);
  const months = useMemo(() => monthsOf(first, last), [first, last]);
  const [focused, setFocused] = useState(picked);
  const root = useRef<HTMLElement>(null);
  const moved = useRef(false);
  // A day picked in a form's list becomes the one that takes Tab.
  useEffect(() => setFocused(picked), [picked]);
  // After an arrow key, focus follows the day (it may be in another month's grid).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (date: string) => (date < first ? first : date > last ? last : date);
  const move = (to: string) => {
    moved.current = true;
    setFocused(clamp(to));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = (event.target as HTMLElement).dataset['date'];
    if (!from) return;
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => addDays(from, -weekday(from)),
      End: () => addDays(from, 6 - weekday(from)),
      PageUp: () => shiftMonths(from, -1),
      PageDown: () => shiftMonths(from, 1),
    };
    if (event.key in step) {
      event.preventDefault();
      move(step[event.key]!());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(from);
    }
  };
  const shown = focused >= first && focused <= last ? focused : first;

  return (
    <section ref={root} aria-label="Capacity calendar" className="capacity-year">
      <div className="capacity-year__top">
        <h2 className="capacity-year__title">The year on sale</h2>
        <p className="capacity-year__focus" data-testid="capacity-day-words">
          {dayInWords(shown, byDate.get(shown))}
        </p>
      </div>
      <div className="capacity-year__legend">
        <h3 className="capacity-year__legend-title">Legend</h3>
        <ul>
          {LEGEND.map((item) => (
            <li key={item.fullness}>
              <span
                className={`capacity-day capacity-day--${item.fullness} capacity-swatch`}
                aria-hidden="true"
              />
              {item.label}
            </li>
          ))}
          <li>
            <span className="capacity-swatch capacity-swatch--picked" aria-hidden="true" />
            Picked for the forms
          </li>
        </ul>
      </div>
      <div className="capacity-year__months" onKeyDown={onKeyDown}>
        {months.map((month) => (
          <div key={month.key} className="capacity-month">
            <h3 id={`capacity-month-${month.key}`} className="capacity-month__name">
              {month.name}
            </h3>
            <table role="grid" aria-labelledby={`capacity-month-${month.key}`}>
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={long} scope="col" abbr={long}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((week, i) => (
                  <tr key={i}>
                    {week.map((date, j) =>
                      date === null ? (
                        <td key={j} role="gridcell" className="capacity-day capacity-day--blank" />
                      ) : (
                        <td
                          key={date}
                          role="gridcell"
                          data-date={date}
                          tabIndex={date === shown ? 0 : -1}
                          aria-label={dayInWords(date, byDate.get(date))}
                          aria-selected={date === picked}
                          title={dayInWords(date, byDate.get(date))}
                          className={`capacity-day capacity-day--${fullnessOf(byDate.get(date))}`}
                          onFocus={() => setFocused(date)}
                          onClick={() => {
                            setFocused(date);
                            onPick(date);
                          }}
                        >
                          {Number(date.slice(8))}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
