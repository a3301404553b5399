import type { AuditActor } from '../audit/audit';
import type { CapacityDefaults, DayFull } from '../capacity/capacity-repository';
import type { IsoDate } from '../shared/dates';
import type { Conflict } from '../shared/errors';
import type { Cents } from '../shared/money';
import type { MailMessage } from '../shared/mailer';
import type { Result } from '../shared/result';
import type {
  OrderAccount,
  OrderStatus,
  RefundAmount,
  RefundKind,
  RefundableLine,
  StoredRefund,
} from './refunds';

/** A refund as decided by the rules, for the repository to write. */
export interface RefundPlan {
  kind: RefundKind;
  reason: string;
  /** The park day it is made on. */
  day: IsoDate;
  lines: RefundableLine[];
  amount: RefundAmount;
  /** Who gave it: the visitor (a cancellation) or a manager. */
  userId: number | null;
  employeeId: number | null;
  actor: AuditActor;
}

/** A date change as decided by the rules. */
export interface MovePlan {
  to: IsoDate;
  actor: AuditActor;
}

/** An order found by a manager's search, or listed for its visitor. */
export interface OrderSummary {
  orderId: number;
  userId: number;
  email: string;
  name: string;
  orderDate: IsoDate;
  visitDate: IsoDate | null;
  total: Cents;
  refunded: Cents;
  status: OrderStatus;
}

export interface OrderSearch {
  orderId?: number | undefined;
  email?: string | undefined;
  /** Orders whose visit day or order day this is. */
  day?: IsoDate | undefined;
  /** Only this visitor's orders. */
  userId?: number | undefined;
  limit: number;
}

/** A person holding tickets for a closed day, and their orders for it. */
export interface DayHolder {
  email: string;
  name: string;
  orderIds: number[];
}

export interface DayClosure {
  day: IsoDate;
  reason: string;
  employeeId: number;
  actor: AuditActor;
  /** The mail each holder gets (once per person, whatever their number of orders). */
  mail: (holder: DayHolder) => MailMessage;
}

/**
 * Orders after checkout: refunds, date changes and closed days. Each write locks the order (or
 * the day) first, hands what it read to the rules, and writes what they decide with its audit
 * entry in the same transaction: nothing is ever rewritten or deleted, a refund is its own
 * record, its tickets become void and their admissions leave the day's count.
 */
export interface OrderChangeRepository {
  /** The order with its refunds, check-ins and day; null when there is none. */
  account(orderId: number): Promise<OrderAccount | null>;
  /**
   * Writes the refund `decide` answers for the locked order; null when there is no such order.
   * The database holds each line's refunded units to at most its quantity (a Conflict
   * `more-than-left`, nothing written), and a part by quantity voids only unused admissions
   * (`used-at-gate` otherwise).
   */
  refund<E>(
    orderId: number,
    decide: (account: OrderAccount) => Result<RefundPlan, E>,
  ): Promise<Result<StoredRefund, E | Conflict> | null>;
  /**
   * Moves the order's admissions (and meal vouchers, and report figures) to the plan's day if
   * that day has room for its live admissions (DayFull otherwise, writing nothing).
   */
  move<E>(
    orderId: number,
    decide: (account: OrderAccount) => Result<MovePlan, E>,
    defaults: CapacityDefaults,
  ): Promise<Result<OrderAccount, E | DayFull> | null>;
  /** Closes a day: capacity 0, one mail per holder; null when it was already closed. */
  closeDay(closure: DayClosure): Promise<{ mailed: number } | null>;
  /** Orders matching the search, newest first. */
  search(search: OrderSearch): Promise<OrderSummary[]>;
}
