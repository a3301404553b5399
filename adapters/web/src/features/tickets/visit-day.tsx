import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTicketSelection, visitDateSet } from '../../app/cart/cart-slice';
import { CalendarLegend } from '../../components/calendar-legend';
import { SectionHeading } from './section-heading';
import { chosenDayNote, useMonthAvailability } from './use-day-availability';
import '../../components/plain-list.css';
import './tickets.css';

const VisitDayCalendar = lazy(() => import('./visit-day-calendar'));

/**
 * Whether the element is on the screen or within 300 px of it (at once where the browser cannot
 * tell): the calendar's code, MUI's, loads then and not before, so a phone, where the calendar
 * is far below the first screen, draws the page and loads its lists without it. On a desktop the
 * calendar is on the first screen, so it loads right after the page's first drawing.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** What the calendar's box holds until the calendar is drawn: the loading line, unseen. */
const LOADING = <p className="park-visually-hidden">Loading the calendar…</p>;

/**
 * The visit day: a calendar whose days before the park's today are disabled. Its box keeps the
 * calendar's height (336 px) while the calendar loads, so nothing moves when it arrives.
 */
export function VisitDay({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { visitDate, tickets } = useAppSelector(selectTicketSelection);
  const selectedNote = chosenDayNote(
    useMonthAvailability(visitDate || today, today).get(visitDate),
    tickets,
  );
  const box = useRef<HTMLDivElement>(null);
  const shown = useNearScreen(box);
  return (
    <section aria-labelledby="tickets-day-title">
      <SectionHeading id="tickets-day-title">Visit day</SectionHeading>
      <div ref={box} className="park-paper park-visit-day__calendar">
        {shown ? (
          <Suspense fallback={LOADING}>
            <VisitDayCalendar
              today={today}
              value={visitDate || null}
              onChange={(chosen) => dispatch(visitDateSet(chosen, today))}
              labelledBy="tickets-day-title"
              legend={false}
            />
          </Suspense>
        ) : (
          LOADING
        )}
      </div>
      <CalendarLegend />
      <p role="status" className="park-visit-day__note">
        {selectedNote ? `${selectedNote} on this day` : ''}
      </p>
    </section>
  );
}
