import { auditActor } from '../audit/audit';
import { managerOnly, type Actor, type Forbidden } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { conflict, type Conflict } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { OrderChangeRepository, RefundPlan } from './order-change-repository';
import {
  invalid,
  notFound,
  reasonProblem,
  type InvalidInput,
  type NotFound,
} from './order-changes';
import {
  ALREADY_CANCELLED,
  orderStatus,
  refundAmount,
  refundLines,
  type LineChoice,
  type StoredRefund,
} from './refunds';

/**
 * POST /orders/:orderId/refund: a manager refunds the whole order, or the lines named (all that
 * is left of each, or a quantity of it), in one refund record.
 */
export class RefundOrder {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
  ) {}

  authorize(actor: Actor): Result<Actor, Forbidden> {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Actor;
    orderId: number;
    reason: string;
    lines?: readonly LineChoice[] | undefined;
  }): Promise<Result<StoredRefund, Forbidden | NotFound | Conflict | InvalidInput>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const problem = reasonProblem(input.reason);
    if (problem) return err(invalid('reason', problem));
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const today = this.clock.today();
    const result = await this.orders.refund(
      input.orderId,
      (account): Result<RefundPlan, Conflict | InvalidInput> => {
        if (orderStatus(account) === 'cancelled')
          return err(conflict('already-cancelled', ALREADY_CANCELLED));
        const lines = refundLines(account, input.lines);
        if (!lines.ok)
          return err(
            lines.error.kind === 'validation' ? invalid('lines', lines.error.message) : lines.error,
          );
        return ok({
          kind: 'refund',
          reason: input.reason.trim(),
          day: today,
          lines: lines.value,
          amount: refundAmount(account.order, account.refunds, lines.value),
          userId: null,
          employeeId: input.actor.id,
          actor: auditActor(input.actor),
        });
      },
    );
    return result ?? err(notFound());
  }
}
