import { dayInZone } from '../../core/shared/dates';
import type { CheckInBody } from '../contract/tickets';
import { formatVisitDay, ticketTypeLabel } from './ticket-labels';

/**
 * The gate's answer to one scan in words (POST /gate/check-in's body), the same on the Gate
 * page's panel and in `park gate check`. Plain text only, so the Gate page loads it at once.
 */
export interface GateAnswer {
  admitted: boolean;
  /** ADMITTED or REFUSED: the words, never colour alone. */
  headline: 'ADMITTED' | 'REFUSED';
  /** For a refusal, why; for an admission, the ticket's type. */
  reason: string;
  /** More about the ticket (its day, its order, what to do), one line each. */
  details: string[];
}

/** Where the answer is read: the park's time zone and its day (YYYY-MM-DD) at that moment. */
export interface GateDay {
  timeZone: string;
  today: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** "10:42": an instant's hour and minute in `timeZone`, on a 24-hour clock. */
export function clockTime(moment: Date, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock.format(moment);
}

/** A moment at the park: '2026-07-04 10:12' in the park's time zone (`park tickets list`). */
export function parkTime(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  return `${dayInZone(moment, timeZone)} ${clockTime(moment, timeZone)}`;
}

/** "at 10:42" on the park's today, "on Friday, December 11, 2026 at 10:42" another day. */
function whenUsed(usedAt: string, { timeZone, today }: GateDay): string | null {
  const at = new Date(usedAt);
  if (Number.isNaN(at.getTime())) return null;
  const day = dayInZone(at, timeZone);
  const time = clockTime(at, timeZone);
  return day === today ? `at ${time}` : `on ${formatVisitDay(day)} at ${time}`;
}

const refused = (reason: string, ...details: string[]): GateAnswer => ({
  admitted: false,
  headline: 'REFUSED',
  reason,
  details,
});

/** The words for a check-in's answer, read at the park (`GateDay`: its time zone and today). */
export function gateAnswer(body: CheckInBody, day: GateDay): GateAnswer {
  switch (body.result) {
    case 'admitted':
      return {
        admitted: true,
        headline: 'ADMITTED',
        reason: `${ticketTypeLabel(body.type)} ticket`,
        details: [formatVisitDay(body.visitDate), `Order #${body.orderId}`],
      };
    case 'already-used': {
      const when = whenUsed(body.usedAt, day);
      const where = body.gate ? `at ${body.gate}` : null;
      return refused(['Already used', when, where].filter(Boolean).join(' '));
    }
    case 'wrong-day':
      return refused(
        `Ticket is for ${formatVisitDay(body.visitDate)}`,
        body.visitDate < day.today ? 'That day has passed.' : 'That day is still to come.',
      );
    case 'void':
      return refused('Ticket is void', 'It was cancelled or refunded.');
    case 'closed':
      return refused(
        'Park closed today',
        'Nobody is admitted on a closed day.',
        'The guest may choose another day or cancel for a full refund.',
      );
    case 'unknown':
      return refused(
        'Unknown code',
        'Not a ticket of this park. Check the code, or scan it again.',
      );
  }
}
