import { normalizeEmail } from '../accounts/people';
import type { Clock } from '../shared/clock';
import { conflict, type Conflict } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { OrderChangeRepository, RefundPlan } from './order-change-repository';
import {
  notFound,
  visitorMayNotChange,
  type NotFound,
  type OrderChangeSettings,
} from './order-changes';
import { refundAmount, refundLines, type StoredRefund } from './refunds';

/** What a cancellation answers. */
export interface Cancelled {
  orderId: number;
  status: 'cancelled';
  refund: StoredRefund;
}

/**
 * POST /orders/:orderId/cancel: the visitor cancels a whole order before the cutoff (or any time
 * when a manager closed its day), and gets back everything not yet refunded.
 */
export class CancelOrder {
  constructor(
    private readonly orders: OrderChangeRepository,
    private readonly clock: Clock,
    private readonly settings: OrderChangeSettings,
  ) {}

  async execute(input: {
    visitorId: number;
    visitorEmail: string;
    orderId: number;
  }): Promise<Result<Cancelled, NotFound | Conflict>> {
    if (!Number.isSafeInteger(input.orderId)) return err(notFound());
    const now = this.clock.now();
    const today = this.clock.today();
    const result = await this.orders.refund(
      input.orderId,
      (account): Result<RefundPlan, NotFound | Conflict> => {
        const refusal = visitorMayNotChange(account, input.visitorId, now, this.settings.policy);
        if (refusal) return err(refusal);
        const lines = refundLines(account, undefined);
        if (!lines.ok)
          return err(
            lines.error.kind === 'conflict'
              ? lines.error
              : conflict('nothing-to-refund', lines.error.message),
          );
        return ok({
          kind: 'cancellation',
          reason: account.dayClosed
            ? 'Cancelled by the visitor: the day was closed'
            : 'Cancelled by the visitor',
          day: today,
          lines: lines.value,
          amount: refundAmount(account.order, account.refunds, lines.value),
          userId: input.visitorId,
          employeeId: null,
          actor: {
            id: input.visitorId,
            email: normalizeEmail(input.visitorEmail),
            role: 'visitor',
          },
        });
      },
    );
    if (result === null) return err(notFound());
    if (!result.ok) return result;
    return ok({ orderId: input.orderId, status: 'cancelled', refund: result.value });
  }
}
