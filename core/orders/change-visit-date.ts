import { auditActor, type AuditActor } from '../audit/audit';
import { normalizeEmail } from '../accounts/people';
import { availabilityOf, onlyLeft } from '../capacity/capacity';
import type { CapacityRepository } from '../capacity/capacity-repository';
import type { Actor, Forbidden } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { isIsoDate, isVisitDateAllowed, type IsoDate } from '../shared/dates';
import { conflict, type Conflict, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { MovePlan, OrderChangeRepository } from './order-change-repository';
import {
  DATE_FORMAT,
  DATE_PAST,
  invalid,
  NO_VISIT_TO_MOVE,
  notFound,
  viewOf,
  visitorMayNotChange,
  visitorOrManager,
  type InvalidInput,
  type NotFound,
  type OrderAccountView,
  type OrderChangeSettings,
} from './order-changes';
import { ALREADY_CANCELLED, orderStatus, SAME_DAY, USED_AT_GATE } from './refunds';
import { beyondSalesWindow, visitDateTooFar } from './sales-window';

type SoldOut = Extract<DomainError, { kind: 'sold-out' }>;
type Mover = { visitorId: number; email: string } | Actor;

/**
 * PUT /orders/:orderId/visit-date: the order's visitor before the cutoff (or when its day was
 * closed), or a manager at any time, moves the order to another day with room; its ticket codes
 * then hold for the new day only. A ticket already used keeps the order where it is.
 */
export class ChangeVisitDate {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly capacity: CapacityRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  authorize(viewer: Mover): Result<unknown, Forbidden> {
    return visitorOrManager(viewer);
  }

  async execute(input: {
    viewer: Mover;
    orderId: number;
    visitDate: IsoDate;
  }): Promise<Result<OrderAccountView, Forbidden | NotFound | Conflict | InvalidInput | SoldOut>> {
    const allowed = this.authorize(input.viewer);
    if (!allowed.ok) return allowed;
    const { viewer, visitDate } = input;
    const today = this.clock.today();
    const now = this.clock.now();
    if (!isIsoDate(visitDate)) return err(invalid('visitDate', DATE_FORMAT));
    if (!isVisitDateAllowed(visitDate, today)) return err(invalid('visitDate', DATE_PAST));
    if (beyondSalesWindow(visitDate, today, this.settings.salesDays))
      return err(invalid('visitDate', visitDateTooFar(this.settings.salesDays)));
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const actor: AuditActor =
      'visitorId' in viewer
        ? { id: viewer.visitorId, email: normalizeEmail(viewer.email), role: 'visitor' }
        : auditActor(viewer);
    const result = await this.orders.move(
      input.orderId,
      (account): Result<MovePlan, NotFound | Conflict> => {
        if ('visitorId' in viewer) {
          const refusal = visitorMayNotChange(account, viewer.visitorId, now, this.settings.policy);
          if (refusal) return err(refusal);
        } else if (account.order.visitDate === null)
          return err(conflict('no-visit-day', NO_VISIT_TO_MOVE));
        else if (orderStatus(account) === 'cancelled' || orderStatus(account) === 'refunded')
          return err(conflict('already-cancelled', ALREADY_CANCELLED));
        if (account.usedAdmissions > 0) return err(conflict('used-at-gate', USED_AT_GATE));
        if (account.order.visitDate === visitDate) return err(conflict('same-day', SAME_DAY));
        return ok({ to: visitDate, actor });
      },
      this.settings.capacity,
    );
    if (result === null) return err(notFound());
    if (result.ok) return ok(viewOf(result.value, now, this.settings));
    if (result.error.kind !== 'day-full') return err(result.error);
    const { date } = result.error;
    const [day] = await this.capacity.days(date, date);
    const remaining = day ? availabilityOf(day).remaining : 0;
    return err({
      kind: 'sold-out',
      code: 'day-full',
      message: onlyLeft(remaining, date),
      remaining,
      path: 'visitDate',
    });
  }
}
