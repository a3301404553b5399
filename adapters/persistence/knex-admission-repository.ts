import type { Admission } from '../../core/admissions/admission';
import type {
  AdmissionRepository,
  CheckInAttempt,
  GateCounts,
  OrderAdmissions,
} from '../../core/admissions/admission-repository';
import type { TicketRef } from '../../core/admissions/ticket-codes';
import { isAdmissionKind } from '../../core/admissions/products';
import type { IsoDate } from '../../core/shared/dates';
import { preparedRaw, type Executor } from './executor';

interface AdmissionRow {
  id: number;
  ref: string;
  order_id: number;
  ticket_type: string;
  visit_date: string;
  used_at: Date | null;
  gate: string | null;
  voided_at: Date | null;
  day_closed: boolean;
}

/** An admission's columns, its visit day from its order (`o`), and whether that day is closed. */
const COLUMNS = `a.id, a.ref::text AS ref, a.order_id, a.ticket_type, o.visit_date, a.used_at, a.gate,
  a.voided_at, EXISTS (SELECT 1 FROM day_closures c WHERE c.day = o.visit_date) AS day_closed`;

const instantOrNull = (value: unknown): Date | null => {
  if (value === null || value instanceof Date) return value;
  throw new Error(`an admission's time is not a timestamp: ${String(value)}`);
};

/** core's auditedAdmission of the checked-in row `u`, with its status, use time and gate. */
const auditedAdmissionJson = (status: string, usedAt: string, gate: string) =>
  `jsonb_build_object('orderId', u.order_id, 'type', u.ticket_type,
     'visitDate', to_char(u.visit_date, 'YYYY-MM-DD'), 'status', ${status},
     'usedAt', ${usedAt}, 'gate', ${gate})`;

/** Checks a row where it enters: the types the migration promises, or a bug. */
function toAdmission(row: AdmissionRow): Admission {
  if (!isAdmissionKind(row.ticket_type)) throw new Error(`unknown ticket type ${row.ticket_type}`);
  if (typeof row.visit_date !== 'string') throw new Error('an admission without a visit day');
  return {
    id: Number(row.id),
    ref: row.ref,
    orderId: Number(row.order_id),
    type: row.ticket_type,
    visitDate: row.visit_date,
    usedAt: instantOrNull(row.used_at),
    gate: row.gate,
    voidedAt: instantOrNull(row.voided_at),
    dayClosed: row.day_closed,
  };
}

/**
 * Admissions in `admissions`, one per ticket, made by the ticket lines' insert trigger (migration
 * 20261126100000); their visit day is their order's.
 */
export class KnexAdmissionRepository implements AdmissionRepository {
  constructor(private readonly db: Executor) {}

  async ofOrder(orderId: number): Promise<OrderAdmissions | null> {
    const order: { id: number; user_id: number; visit_date: string | null } | undefined =
      await this.db('orders').select('id', 'user_id', 'visit_date').where({ id: orderId }).first();
    if (!order) return null;
    const [{ rows }, attractions] = await Promise.all([
      this.db.raw(
        `SELECT ${COLUMNS} FROM admissions a JOIN orders o ON o.id = a.order_id
          WHERE a.order_id = ? ORDER BY a.id`,
        [orderId],
      ) as Promise<{ rows: AdmissionRow[] }>,
      this.db('order_attractions as oa')
        .join('attractions as t', 't.id', 'oa.attraction_id')
        .where('oa.order_id', orderId)
        .orderBy(['t.name', 't.id'])
        .select('t.name') as Promise<{ name: string }[]>,
    ]);
    return {
      orderId: order.id,
      userId: order.user_id,
      visitDate: order.visit_date,
      attractions: attractions.map((a) => a.name),
      admissions: rows.map(toAdmission),
    };
  }

  /**
   * One statement. `held` finds the admission if it may be let in (unused, not void, its
   * order's visit day is today and not closed) and takes its order's row FOR SHARE: a date
   * change holds that row FOR UPDATE while it counts the order's used tickets and moves it, so
   * the two take turns. A check-in that waited finds the order moved (its WHERE is checked again
   * on the new row) and admits nothing; a move that waited counts the ticket used and refuses.
   * Then one conditional UPDATE: the admission's row lock makes every other gate scanning the
   * same code wait for this one's commit, then find it used (its WHERE is checked again on the
   * new row) and change nothing. Its audit entry is a data-modifying CTE of the same statement
   * (the gate's hot path takes no extra round trip): one entry per admission let in, none when
   * nothing was updated. Its before and after are auditedAdmission's, built here in SQL.
   */
  async checkIn(ref: TicketRef, attempt: CheckInAttempt): Promise<Admission | null> {
    const { by } = attempt;
    const { rows } = (await preparedRaw(
      this.db,
      'park_gate_check_in',
      `WITH held AS MATERIALIZED (
         SELECT a.id AS admission_id, o.id, o.visit_date
           FROM admissions a JOIN orders o ON o.id = a.order_id
          WHERE a.ref = ?::uuid AND a.used_at IS NULL AND a.voided_at IS NULL
            AND o.visit_date = ?::date
            AND NOT EXISTS (SELECT 1 FROM day_closures c WHERE c.day = o.visit_date)
            FOR SHARE OF o
       ), used AS (
         UPDATE admissions a SET used_at = ?, gate = ?
           FROM held o
          WHERE a.id = o.admission_id AND a.used_at IS NULL AND a.voided_at IS NULL
         RETURNING ${COLUMNS}
       ), entry AS (
         INSERT INTO audit_log (actor_id, actor_email, actor_role, action, target, before, after)
         SELECT ?, ?, ?, 'gate.check-in', 'ticket ' || u.id,
                ${auditedAdmissionJson("'valid'", 'NULL', 'NULL')},
                ${auditedAdmissionJson("'used'", '?::text', 'u.gate')}
           FROM used u
       )
       SELECT * FROM used`,
      [
        ref,
        attempt.today,
        attempt.at,
        attempt.gate,
        by.id,
        by.email,
        by.role,
        attempt.at.toISOString(),
      ],
    )) as { rows: AdmissionRow[] };
    return rows[0] ? toAdmission(rows[0]) : null;
  }

  async findByRef(ref: TicketRef): Promise<Admission | null> {
    const { rows } = (await preparedRaw(
      this.db,
      'park_ticket_by_ref',
      `SELECT ${COLUMNS} FROM admissions a JOIN orders o ON o.id = a.order_id WHERE a.ref = ?::uuid`,
      [ref],
    )) as { rows: AdmissionRow[] };
    return rows[0] ? toAdmission(rows[0]) : null;
  }

  /**
   * Check-ins: used admissions of orders for those days (a partial index holds only used ones).
   * Admissions sold: the visit days' counts that capacity keeps (visit_days.sold), so the
   * figure is /availability's `sold` and costs one row per day, whatever the history.
   */
  async gateCounts(range: { start: IsoDate; end: IsoDate }): Promise<GateCounts> {
    const { rows } = (await this.db.raw(
      `SELECT (SELECT count(*) FROM admissions a JOIN orders o ON o.id = a.order_id
                WHERE a.used_at IS NOT NULL AND o.visit_date BETWEEN ?::date AND ?::date) AS check_ins,
              (SELECT coalesce(sum(sold), 0) FROM visit_days
                WHERE day BETWEEN ?::date AND ?::date) AS admissions_sold`,
      [range.start, range.end, range.start, range.end],
    )) as { rows: { check_ins: number | string; admissions_sold: number | string }[] };
    const row = rows[0]!;
    return { checkIns: Number(row.check_ins), admissionsSold: Number(row.admissions_sold) };
  }
}
