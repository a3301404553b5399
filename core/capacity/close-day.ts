import { auditActor } from '../audit/audit';
import { managerOnly, type Actor, type Forbidden } from '../employees/permissions';
import type { DayHolder, OrderChangeRepository } from '../orders/order-change-repository';
import { reasonProblem } from '../orders/order-changes';
import type { Clock } from '../shared/clock';
import { isIsoDate, longDay, type IsoDate } from '../shared/dates';
import { conflict, type DomainError } from '../shared/errors';
import type { MailMessage } from '../shared/mailer';
import { err, ok, type Result } from '../shared/result';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;
type Conflict = Extract<DomainError, { kind: 'conflict' }>;

export const CLOSE_PAST_DAY = 'A day that has passed cannot be closed';
export const ALREADY_CLOSED = (day: IsoDate) => `${day} is already closed`;
export const CLOSE_DATE_FORMAT = 'The date must be a date written YYYY-MM-DD';

/** Where a guest of a closed day changes the date or cancels: their order on Recent Orders. */
export const orderActionLink = (
  publicUrl: string,
  orderId: number,
  action: 'change-date' | 'cancel',
) => `${publicUrl.replace(/\/+$/, '')}/user/recent-orders?order=${orderId}&action=${action}`;

/** The mail every holder of a closed day gets, once, with a link per order and action. */
export function closedDayMail(
  options: { parkName: string; publicUrl: string },
  day: IsoDate,
  reason: string,
  holder: DayHolder,
): MailMessage {
  const orders = holder.orderIds.flatMap((id) => [
    `Order ${id}:`,
    `  Change the date: ${orderActionLink(options.publicUrl, id, 'change-date')}`,
    `  Cancel for a full refund: ${orderActionLink(options.publicUrl, id, 'cancel')}`,
  ]);
  return {
    to: holder.email,
    subject: `${options.parkName} is closed on ${longDay(day)}`,
    kind: 'day-closed',
    text: [
      `Hello ${holder.name},`,
      '',
      `We are sorry: ${options.parkName} is closed on ${longDay(day)} (${reason}).`,
      'Your tickets for that day will not be admitted. Choose another day for them, or cancel',
      'for a full refund, whenever you like:',
      '',
      ...orders,
      '',
      `${options.parkName}`,
    ].join('\n'),
  };
}

/**
 * A manager closes a day (weather, an event): its capacity becomes 0, so nothing more is sold,
 * and every guest holding tickets for it gets one mail to change the date or cancel for a full
 * refund (which they may then do whatever the cutoff). A day is closed once.
 */
export class CloseDay {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
    private readonly options: { parkName: string; publicUrl: string },
  ) {}

  authorize(actor: Actor): Result<Actor, Forbidden> {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Actor;
    date: IsoDate;
    reason: string;
  }): Promise<
    Result<{ date: IsoDate; reason: string; mailed: number }, Forbidden | InvalidInput | Conflict>
  > {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    if (!isIsoDate(input.date))
      return err({ kind: 'invalid-input', path: 'date', message: CLOSE_DATE_FORMAT });
    if (input.date < this.clock.today())
      return err({ kind: 'invalid-input', path: 'date', message: CLOSE_PAST_DAY });
    const problem = reasonProblem(input.reason);
    if (problem) return err({ kind: 'invalid-input', path: 'reason', message: problem });
    const reason = input.reason.trim();
    const closed = await this.orders.closeDay({
      day: input.date,
      reason,
      employeeId: input.actor.id,
      actor: auditActor(input.actor),
      mail: (holder) => closedDayMail(this.options, input.date, reason, holder),
    });
    if (!closed) return err(conflict('day-closed', ALREADY_CLOSED(input.date)));
    return ok({ date: input.date, reason, mailed: closed.mailed });
  }
}
