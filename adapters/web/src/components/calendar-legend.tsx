import { DAY_MARKS } from './day-availability';
import './calendar-legend.css';

/**
 * What the calendar's day symbols mean, in words, under the calendar: readable without colour
 * and without hovering (a phone has no hover).
 */
export function CalendarLegend() {
  return (
    <ul aria-label="What the days show" className="park-calendar-legend">
      {DAY_MARKS.map((mark) => (
        <li key={mark.status} className="park-calendar-legend__item">
          <span
            aria-hidden="true"
            className={`park-calendar-legend__symbol park-day-mark--${mark.status}`}
          >
            {mark.symbol}
          </span>{' '}
          {mark.words}
        </li>
      ))}
    </ul>
  );
}
