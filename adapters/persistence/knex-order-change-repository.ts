import type { Knex } from 'knex';
import type { AuditEntryInput } from '../../core/audit/audit';
import {
  dayFull,
  type CapacityDefaults,
  type DayFull,
} from '../../core/capacity/capacity-repository';
import type {
  DayClosure,
  DayHolder,
  MovePlan,
  OrderChangeRepository,
  OrderSearch,
  OrderSummary,
  RefundPlan,
} from '../../core/orders/order-change-repository';
import {
  BEYOND_QUANTITY,
  orderStatus,
  statusOf,
  TICKETS_USED,
  type LineRef,
  type OrderAccount,
  type RefundableLine,
  type RefundKind,
  type RefundPart,
  type StoredRefund,
} from '../../core/orders/refunds';
import type { AdmissionKind } from '../../core/admissions/products';
import { conflict, type Conflict } from '../../core/shared/errors';
import { cents, centsToDollars } from '../../core/shared/money';
import { err, ok, type Result } from '../../core/shared/result';
import type { Executor } from './executor';
import { KnexOrderRepository } from './knex-order-repository';
import { auditRow } from './knex-audit-log';
import { linesInWords } from '../../core/orders/line-words';
import { orderOnDay } from './sql/report-attribution';
import { expressPlacesSql } from './admission-kinds-sql';

interface RefundRow {
  id: number;
  order_id: number;
  kind: RefundKind;
  reason: string;
  day: string;
  at: Date;
  subtotal_cents: number;
  tax_cents: number;
  amount_cents: number;
  parts: { ref: string; quantity: number; amount: number }[] | null;
}

const toRefund = (row: RefundRow): StoredRefund => ({
  id: Number(row.id),
  orderId: Number(row.order_id),
  kind: row.kind,
  reason: row.reason,
  day: row.day,
  at: row.at,
  subtotal: cents(row.subtotal_cents),
  tax: cents(row.tax_cents),
  amount: cents(row.amount_cents),
  lines: [...new Set((row.parts ?? []).map((p) => p.ref as LineRef))].sort(),
  parts: (row.parts ?? [])
    .map((p): RefundPart => ({
      ref: p.ref as LineRef,
      quantity: Number(p.quantity),
      amount: cents(Number(p.amount)),
    }))
    .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0)),
});

const REFUND_COLUMNS = `r.id, r.order_id, r.kind, r.reason, r.day, r.at, r.subtotal_cents, r.tax_cents,
  r.amount_cents,
  (SELECT json_agg(json_build_object('ref', l.line_kind || '-' || l.line_id,
                                     'quantity', l.quantity, 'amount', l.amount_cents))
     FROM refund_lines l WHERE l.refund_id = r.id) AS parts`;

/** The database's refusal of more units than a line has (refund_line_totals' CHECK). */
const isBeyondQuantity = (error: unknown): boolean =>
  (error as { code?: unknown }).code === '23514' &&
  (error as { constraint?: unknown }).constraint === 'refund_line_totals_within_quantity';

/** A refund's write that turned out impossible inside its transaction: roll back, answer it. */
class Refused extends Error {
  constructor(readonly refusal: Conflict) {
    super(refusal.message);
  }
}

/** Appends one audit entry, in the caller's transaction. */
async function appendAuditEntry(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db('audit_log').insert(auditRow(entry));
}

/**
 * Adds `sign` × the order's visit-day figures to the report journals on `day` (the attribution
 * rule of sql/report-attribution.ts): −1 on the old day before a date change, +1 on the new.
 */
async function journalOrder(db: Executor, orderId: number, day: string, sign: 1 | -1) {
  const { sql, bindings } = orderOnDay(orderId, day, sign);
  await db.raw(sql, bindings);
}

/**
 * Refunds, date changes and closed days in `refunds`, `refund_lines`, `day_closures` (all
 * append-only: migration 20261127100000), with their effects on `admissions` (void), `visit_days`
 * (admissions released or moved) and the report journals, and an `audit_log` entry, each write
 * in one transaction that first locks the order's row: two refunds of one order take turns, and
 * the second sees the first's lines refunded.
 */
export class KnexOrderChangeRepository implements OrderChangeRepository {
  constructor(private readonly knex: Knex) {}

  account(orderId: number): Promise<OrderAccount | null> {
    return accountOf(this.knex, orderId);
  }

  async refund<E>(
    orderId: number,
    decide: (account: OrderAccount) => Result<RefundPlan, E>,
  ): Promise<Result<StoredRefund, E | Conflict> | null> {
    try {
      return await this.knex.transaction((trx) => writeRefund(trx, orderId, decide));
    } catch (error) {
      if (error instanceof Refused) return err(error.refusal);
      // Only a refund that raced past the order's lock could meet this: nothing was written.
      if (isBeyondQuantity(error)) return err(conflict('more-than-left', BEYOND_QUANTITY));
      throw error;
    }
  }

  async move<E>(
    orderId: number,
    decide: (account: OrderAccount) => Result<MovePlan, E>,
    defaults: CapacityDefaults,
  ): Promise<Result<OrderAccount, E | DayFull> | null> {
    return this.knex.transaction(async (trx) => {
      const account = await lockedAccount(trx, orderId);
      if (!account) return null;
      const decided = decide(account);
      if (!decided.ok) return decided;
      const { to, actor } = decided.value;
      const from = account.order.visitDate!;
      const live = await liveAdmissions(trx, orderId);
      if (live.total > 0) {
        const { rows } = (await trx.raw(
          `INSERT INTO visit_days AS v (day, sold, express_sold)
           SELECT ?::date, ?::int, ?::int WHERE ?::int <= ?::int AND ?::int <= ?::int
           ON CONFLICT (day) DO UPDATE
             SET sold = v.sold + excluded.sold, express_sold = v.express_sold + excluded.express_sold
             WHERE v.sold + excluded.sold <= coalesce(v.capacity, ?::int)
               AND v.express_sold + excluded.express_sold <= coalesce(v.express_capacity, ?::int)
           RETURNING day`,
          [
            to,
            live.total,
            live.express,
            live.total,
            defaults.capacity,
            live.express,
            defaults.expressCapacity,
            defaults.capacity,
            defaults.expressCapacity,
          ],
        )) as { rows: unknown[] };
        if (rows.length === 0) return err(dayFull(to));
        await release(trx, from, live);
      }
      await journalOrder(trx, orderId, from, -1);
      await trx('orders').where({ id: orderId }).update({ visit_date: to });
      await trx('ticket_lines').where({ order_id: orderId }).update({ visit_date: to });
      // Each admission keeps its own visit day: the order's move takes its admissions along.
      await trx('admissions').where({ order_id: orderId }).update({ visit_date: to });
      await trx('restaurant_transactions')
        .where({ order_id: orderId })
        .update({ transaction_date: to });
      await journalOrder(trx, orderId, to, 1);
      await appendAuditEntry(trx, {
        actor,
        action: 'order.move',
        target: `order ${orderId}`,
        before: { visitDate: from },
        after: { visitDate: to },
      });
      return ok((await accountOf(trx, orderId))!);
    });
  }

  async closeDay(closure: DayClosure): Promise<{ mailed: number } | null> {
    return this.knex.transaction(async (trx) => {
      const { rows } = (await trx.raw(
        `INSERT INTO day_closures (day, reason, employee_id) VALUES (?::date, ?, ?)
         ON CONFLICT (day) DO NOTHING RETURNING day`,
        [closure.day, closure.reason, closure.employeeId],
      )) as { rows: unknown[] };
      if (rows.length === 0) return null;
      const before = (await trx('visit_days').where({ day: closure.day }).first('capacity')) as
        { capacity: number | null } | undefined;
      await trx.raw(
        `INSERT INTO visit_days (day, capacity) VALUES (?::date, 0)
         ON CONFLICT (day) DO UPDATE SET capacity = 0`,
        [closure.day],
      );
      const holders = (
        (await trx.raw(
          `SELECT lower(o.email) AS email, min(o.first_name || ' ' || o.last_name) AS name,
                  array_agg(o.id ORDER BY o.id) AS order_ids
             FROM orders o
            WHERE o.visit_date = ?::date
              AND EXISTS (SELECT 1 FROM admissions a WHERE a.order_id = o.id AND a.voided_at IS NULL)
            GROUP BY lower(o.email) ORDER BY lower(o.email)`,
          [closure.day],
        )) as { rows: { email: string; name: string; order_ids: number[] }[] }
      ).rows.map((r): DayHolder => ({ email: r.email, name: r.name, orderIds: r.order_ids }));
      const mails = holders.map(closure.mail);
      if (mails.length > 0)
        await trx('mail_outbox').insert(
          mails.map((m) => ({
            to_address: m.to,
            subject: m.subject,
            body: m.text,
            kind: m.kind ?? 'day-closed',
          })),
        );
      await appendAuditEntry(trx, {
        actor: closure.actor,
        action: 'day.close',
        target: `day ${closure.day}`,
        before: { capacity: before?.capacity ?? null },
        after: { capacity: 0, reason: closure.reason, mailed: mails.length },
      });
      return { mailed: mails.length };
    });
  }

  async search(search: OrderSearch): Promise<OrderSummary[]> {
    const where: string[] = [];
    const bindings: Knex.RawBinding[] = [];
    if (search.orderId !== undefined) {
      where.push('o.id = ?');
      bindings.push(search.orderId);
    }
    if (search.email !== undefined) {
      where.push('(lower(o.email) = lower(?) OR lower(u.email) = lower(?))');
      bindings.push(search.email, search.email);
    }
    if (search.day !== undefined) {
      where.push('(o.visit_date = ?::date OR o.order_date = ?::date)');
      bindings.push(search.day, search.day);
    }
    if (search.userId !== undefined) {
      where.push('o.user_id = ?');
      bindings.push(search.userId);
    }
    const { rows } = (await this.knex.raw(
      `SELECT o.id, o.user_id, u.email, o.first_name || ' ' || o.last_name AS name, o.order_date,
              o.visit_date, o.total_cents,
              coalesce((SELECT sum(amount_cents) FROM refunds r WHERE r.order_id = o.id), 0) AS refunded,
              EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.kind = 'cancellation') AS cancelled,
              (SELECT coalesce(sum(l.quantity), 0) FROM refund_lines l WHERE l.order_id = o.id)
                AS refunded_units,
              (SELECT coalesce(sum(t.quantity), 0) FROM ticket_lines t WHERE t.order_id = o.id)
              + (SELECT coalesce(sum(m.quantity), 0) FROM restaurant_transactions m WHERE m.order_id = o.id)
              + (SELECT coalesce(sum(m.quantity), 0) FROM merchandise_lines m WHERE m.order_id = o.id)
                AS units
         FROM orders o JOIN users u ON u.id = o.user_id
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY o.id DESC LIMIT ?`,
      [...bindings, search.limit],
    )) as {
      rows: {
        id: number;
        user_id: number;
        email: string;
        name: string;
        order_date: string;
        visit_date: string | null;
        total_cents: number;
        refunded: number | string;
        cancelled: boolean;
        refunded_units: number | string;
        units: number | string;
      }[];
    };
    return rows.map((r) => ({
      orderId: r.id,
      userId: r.user_id,
      email: r.email,
      name: r.name,
      orderDate: r.order_date,
      visitDate: r.visit_date,
      total: cents(r.total_cents),
      refunded: cents(Number(r.refunded)),
      status: statusOf({
        cancelled: r.cancelled,
        refundedUnits: Number(r.refunded_units),
        units: Number(r.units),
      }),
    }));
  }
}

async function writeRefund<E>(
  trx: Knex.Transaction,
  orderId: number,
  decide: (account: OrderAccount) => Result<RefundPlan, E>,
): Promise<Result<StoredRefund, E> | null> {
  const account = await lockedAccount(trx, orderId);
  if (!account) return null;
  const decided = decide(account);
  if (!decided.ok) return decided;
  const plan = decided.value;
  const { rows } = (await trx.raw(
    `INSERT INTO refunds (order_id, kind, reason, day, subtotal_cents, tax_cents, amount_cents,
                          user_id, employee_id)
     VALUES (?, ?, ?, ?::date, ?, ?, ?, ?, ?) RETURNING id`,
    [
      orderId,
      plan.kind,
      plan.reason,
      plan.day,
      plan.amount.subtotal,
      plan.amount.tax,
      plan.amount.amount,
      plan.userId,
      plan.employeeId,
    ],
  )) as { rows: { id: number }[] };
  const refundId = rows[0]!.id;
  try {
    await trx('refund_lines').insert(
      plan.lines.map((l) => ({
        refund_id: refundId,
        order_id: orderId,
        line_kind: l.kind,
        line_id: l.id,
        quantity: l.quantity,
        amount_cents: l.amount,
      })),
    );
  } catch (error) {
    if (!isBeyondQuantity(error)) throw error;
    throw new Refused(conflict('more-than-left', BEYOND_QUANTITY));
  }
  for (const line of plan.lines.filter((l) => l.kind === 'ticket')) {
    const voided = await voidAndRelease(trx, account, line);
    if (voided < line.quantity)
      throw new Refused(conflict('used-at-gate', TICKETS_USED(line.ref, voided)));
  }
  const [refund] = await refundsOf(trx, orderId, refundId);
  const refundedBefore = cents(account.refunds.reduce((n, r) => n + r.amount, 0));
  await appendAuditEntry(trx, {
    actor: plan.actor,
    action: plan.kind === 'cancellation' ? 'order.cancel' : 'order.refund',
    target: `order ${orderId}`,
    // Money in dollars, as the order's own calls show it; flat fields read well side by side.
    before: { status: orderStatus(account), refunded: centsToDollars(refundedBefore) },
    after: {
      status: orderStatus({ ...account, refunds: [...account.refunds, refund!] }),
      refunded: centsToDollars(cents(refundedBefore + plan.amount.amount)),
      refundId,
      amount: centsToDollars(plan.amount.amount),
      lines: refund!.lines.join(', '),
      parts: refund!.parts.map((p) => `${p.ref}×${p.quantity}`).join(', '),
      // The parts in words ("1 × Rain Poncho (M)"), so the log reads without the order.
      items: linesInWords(account.order, refund!.parts),
      reason: plan.reason,
    },
  });
  return ok(refund!);
}

async function refundsOf(
  db: Executor,
  orderId: number,
  refundId?: number,
): Promise<StoredRefund[]> {
  const { rows } = (await db.raw(
    `SELECT ${REFUND_COLUMNS} FROM refunds r WHERE r.order_id = ?
      ${refundId === undefined ? '' : 'AND r.id = ?'} ORDER BY r.id`,
    refundId === undefined ? [orderId] : [orderId, refundId],
  )) as { rows: RefundRow[] };
  return rows.map(toRefund);
}

async function lockedAccount(trx: Knex.Transaction, orderId: number): Promise<OrderAccount | null> {
  const locked = await trx('orders').where({ id: orderId }).forUpdate().first('id');
  return locked ? accountOf(trx, orderId) : null;
}

async function accountOf(db: Executor, orderId: number): Promise<OrderAccount | null> {
  const head = (await db('orders as o')
    .join('users as u', 'u.id', 'o.user_id')
    .where('o.id', orderId)
    .first('o.user_id', 'u.email', 'o.first_name', 'o.last_name', 'o.visit_date')) as
    | {
        user_id: number;
        email: string;
        first_name: string;
        last_name: string;
        visit_date: string | null;
      }
    | undefined;
  if (!head) return null;
  const order = await new KnexOrderRepository(db).findForUser(orderId, head.user_id);
  if (!order) return null;
  const refunds = await refundsOf(db, orderId);
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM admissions a WHERE a.order_id = ? AND a.voided_at IS NULL
                AND EXISTS (SELECT 1 FROM admission_check_ins c WHERE c.admission_id = a.id)) AS used,
            (SELECT json_object_agg(u.ticket_type, u.n) FROM (
               SELECT a.ticket_type, count(*) AS n FROM admissions a
                WHERE a.order_id = ? AND a.voided_at IS NULL
                  AND NOT EXISTS (SELECT 1 FROM admission_check_ins c WHERE c.admission_id = a.id)
                GROUP BY a.ticket_type) u) AS unused,
            EXISTS (SELECT 1 FROM day_closures WHERE day = ?::date) AS closed`,
    [orderId, orderId, head.visit_date],
  )) as {
    rows: {
      used: number | string;
      unused: Partial<Record<AdmissionKind, number>> | string | null;
      closed: boolean;
    }[];
  };
  const unused = rows[0]!.unused;
  return {
    order,
    email: head.email,
    name: `${head.first_name} ${head.last_name}`,
    refunds,
    usedAdmissions: Number(rows[0]!.used),
    unusedTickets:
      typeof unused === 'string'
        ? (JSON.parse(unused) as Partial<Record<AdmissionKind, number>>)
        : (unused ?? {}),
    dayClosed: rows[0]!.closed,
  };
}

/** The order's admissions not void: what its visit day counts for it. */
async function liveAdmissions(db: Executor, orderId: number) {
  const { rows } = (await db.raw(
    `SELECT count(*) AS total, coalesce(sum(${expressPlacesSql('ticket_type')}), 0) AS express
       FROM admissions WHERE order_id = ? AND voided_at IS NULL`,
    [orderId],
  )) as { rows: { total: number | string; express: number | string }[] };
  return { total: Number(rows[0]!.total), express: Number(rows[0]!.express) };
}

async function release(db: Executor, day: string, n: { total: number; express: number }) {
  await db.raw(
    `UPDATE visit_days SET sold = sold - ?, express_sold = express_sold - ? WHERE day = ?::date`,
    [n.total, n.express, day],
  );
}

/**
 * Makes `line.quantity` admissions of a refunded ticket line void and gives their places back;
 * answers how many it made void. Admissions are of the order and the line's ticket type (an
 * order has one line per type at checkout; where it has more, only as many as the part refunds
 * become void, never every one of the type). Unused ones first; a part by quantity
 * (`unusedOnly`) takes no used one, the rest of a whole line refunded takes used ones last.
 */
async function voidAndRelease(
  trx: Knex.Transaction,
  account: OrderAccount,
  line: RefundableLine,
): Promise<number> {
  const used = `EXISTS (SELECT 1 FROM admission_check_ins c WHERE c.admission_id = a.id)`;
  const { rows } = (await trx.raw(
    `WITH chosen AS (
       SELECT a.id FROM admissions a
        WHERE a.order_id = ? AND a.ticket_type = ? AND a.voided_at IS NULL
          ${line.unusedOnly ? `AND NOT ${used}` : ''}
        ORDER BY ${used}, a.id DESC
        LIMIT ? FOR UPDATE),
     voided AS (
       UPDATE admissions SET voided_at = now() WHERE id IN (SELECT id FROM chosen)
       RETURNING ticket_type)
     SELECT count(*) AS total, coalesce(sum(${expressPlacesSql('ticket_type')}), 0) AS express
       FROM voided`,
    [account.order.id, line.ticketType!, line.quantity],
  )) as { rows: { total: number | string; express: number | string }[] };
  const n = { total: Number(rows[0]!.total), express: Number(rows[0]!.express) };
  if (account.order.visitDate !== null && n.total > 0)
    await release(trx, account.order.visitDate, n);
  return n.total;
}
