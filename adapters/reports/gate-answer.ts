import { TICKET_LABELS } from '../../core/orders/pricing';
import { dayInZone } from '../../core/shared/dates';
import type { CheckInBody } from '../contract/tickets';

/** What the gate shows for one scan: a large ADMITTED or REFUSED, the reason, and the details. */
export interface GateAnswer {
  admitted: boolean;
  headline: 'ADMITTED' | 'REFUSED';
  /** Why it was refused; the ticket's type when admitted. */
  reason: string;
  /** One line each: the ticket's type and order, or when and where it was used, or its day. */
  details: string[];
}

/** A moment at the park: '2026-07-04 10:12' in the park's time zone. */
export function parkTime(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
  return `${dayInZone(moment, timeZone)} ${time}`;
}

/**
 * The words of a check-in's answer (POST /gate/check-in's body), the same on the Gate page and
 * in `park gate check`; times in the park's time zone.
 */
export function gateAnswer(body: CheckInBody, timeZone: string): GateAnswer {
  const refused = (reason: string, ...details: string[]): GateAnswer => ({
    admitted: false,
    headline: 'REFUSED',
    reason,
    details,
  });
  switch (body.result) {
    case 'admitted':
      return {
        admitted: true,
        headline: 'ADMITTED',
        reason: `${TICKET_LABELS[body.type]} ticket`,
        details: [`Order ${body.orderId}, visit day ${body.visitDate}`],
      };
    case 'already-used':
      return refused(
        'Already used',
        `Used ${parkTime(body.usedAt, timeZone)}${body.gate ? ` at gate ${body.gate}` : ''}`,
      );
    case 'wrong-day':
      return refused('Wrong day', `This ticket is for ${body.visitDate}`);
    case 'void':
      return refused('Void ticket', 'Refunded or cancelled: it admits no one');
    case 'unknown':
      return refused('Unknown code', 'Not a ticket of this park');
  }
}
