import { dayInZone } from '../../../../../core/shared/dates';
import { formatVisitDay, ticketTypeLabel } from '../../../../reports/ticket-labels';
import type { CheckInAnswer } from '../../api/gate-api';
import { PARK_TZ } from '../../app/park';

/** What the Gate page's panel says about one scan, in words (never colour alone). */
export interface GateVerdict {
  admitted: boolean;
  /** ADMITTED or REFUSED. */
  headline: string;
  /** For a refusal, why; for an admission, the ticket's type. */
  reason: string;
  /** More about the ticket (day, order), one line each. */
  details: string[];
}

const CLOCK = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PARK_TZ,
});

/** "10:42" in the park's time zone, and "on Friday, December 11, 2026 at 10:42" another day. */
function whenUsed(usedAt: string | null, today: string): string | null {
  if (!usedAt) return null;
  const at = new Date(usedAt);
  if (Number.isNaN(at.getTime())) return null;
  const day = dayInZone(at, PARK_TZ);
  const time = CLOCK.format(at);
  return day === today ? `at ${time}` : `on ${formatVisitDay(day)} at ${time}`;
}

/** The panel's words for a gate answer; `today` is the park's day (YYYY-MM-DD). */
export function gateVerdict(answer: CheckInAnswer, today: string): GateVerdict {
  switch (answer.result) {
    case 'admitted':
      return {
        admitted: true,
        headline: 'ADMITTED',
        reason: `${ticketTypeLabel(answer.type)} ticket`,
        details: [formatVisitDay(answer.visitDate), `Order #${answer.orderId}`],
      };
    case 'already-used': {
      const when = whenUsed(answer.usedAt, today);
      const where = answer.gate ? `at ${answer.gate}` : null;
      return {
        admitted: false,
        headline: 'REFUSED',
        reason: ['Already used', when, where].filter(Boolean).join(' '),
        details: [],
      };
    }
    case 'wrong-day':
      return {
        admitted: false,
        headline: 'REFUSED',
        reason: `Ticket is for ${formatVisitDay(answer.visitDate)}`,
        details: [answer.visitDate < today ? 'That day has passed.' : 'That day is still to come.'],
      };
    case 'void':
      return {
        admitted: false,
        headline: 'REFUSED',
        reason: 'Ticket is void',
        details: ['It was cancelled or refunded.'],
      };
    case 'unknown':
      return {
        admitted: false,
        headline: 'REFUSED',
        reason: 'Unknown code',
        details: ['Not a ticket of this park. Check the code, or scan it again.'],
      };
  }
}
