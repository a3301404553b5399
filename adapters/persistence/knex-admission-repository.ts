import type { Admission, CheckInRecord } from '../../core/admissions/admission';
import type {
  AdmissionRepository,
  CheckInAttempt,
  GateCounts,
  OrderAdmissions,
  OrderNames,
} from '../../core/admissions/admission-repository';
import { ADMISSION_PRODUCTS } from '../../core/admissions/products';
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
  voided_at: Date | null;
  /** Its latest check-in (`c`), or nulls. */
  checked_day: string | null;
  checked_at: Date | null;
  checked_gate: string | null;
  day_closed: boolean;
}

/** Admissions (`a`) with each one's latest check-in (`c`, by day then insertion). */
const ADMISSIONS = `admissions a LEFT JOIN LATERAL (
    SELECT c.day, c.at, c.gate FROM admission_check_ins c WHERE c.admission_id = a.id
     ORDER BY c.day DESC, c.id DESC LIMIT 1) c ON true`;

/** An admission's columns, its latest check-in, and whether its visit day is closed. */
const COLUMNS = `a.id, a.ref::text AS ref, a.order_id, a.ticket_type, a.visit_date, a.voided_at,
  c.day AS checked_day, c.at AS checked_at, c.gate AS checked_gate,
  EXISTS (SELECT 1 FROM day_closures d WHERE d.day = a.visit_date) AS day_closed`;

/** The kinds that admit once in all (the catalogue's `admits`): their check-ins are `once`. */
const ADMIT_ONCE = ADMISSION_PRODUCTS.filter((p) => p.admits === 'once').map((p) => p.kind);

const instantOrNull = (value: unknown): Date | null => {
  if (value === null || value instanceof Date) return value;
  throw new Error(`an admission's time is not a timestamp: ${String(value)}`);
};

/** core's auditedAdmission of the checked-in row `u`, with its status, use time and gate. */
const auditedAdmissionJson = (status: string, usedAt: string, gate: string) =>
  `jsonb_build_object('orderId', u.order_id, 'type', u.ticket_type,
     'visitDate', to_char(u.visit_date, 'YYYY-MM-DD'), 'status', ${status},
     'usedAt', ${usedAt}, 'gate', ${gate})`;

/** The latest check-in of a row, or null when it has none. */
function lastCheckIn(row: AdmissionRow): CheckInRecord | null {
  const at = instantOrNull(row.checked_at);
  if (at === null) return null;
  if (typeof row.checked_day !== 'string') throw new Error('a check-in without a day');
  return { day: row.checked_day, at, gate: row.checked_gate };
}

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
    lastCheckIn: lastCheckIn(row),
    voidedAt: instantOrNull(row.voided_at),
    dayClosed: row.day_closed,
  };
}

/**
 * Admissions in `admissions`, one per ticket, made with their order (place_order, or the ticket
 * lines' insert trigger: migration 20261126100000), each with its own visit day (moved with
 * its order); their uses at the gate in `admission_check_ins` (migration 20261202110000).
 */
export class KnexAdmissionRepository implements AdmissionRepository {
  constructor(private readonly db: Executor) {}

  async ofOrder(orderId: number): Promise<OrderAdmissions | null> {
    const order: { id: number; user_id: number; visit_date: string | null } | undefined =
      await this.db('orders').select('id', 'user_id', 'visit_date').where({ id: orderId }).first();
    if (!order) return null;
    const [{ rows }, attractions] = await Promise.all([
      this.db.raw(`SELECT ${COLUMNS} FROM ${ADMISSIONS} WHERE a.order_id = ? ORDER BY a.id`, [
        orderId,
      ]) as Promise<{ rows: AdmissionRow[] }>,
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

  async namesOf(orderId: number): Promise<OrderNames | null> {
    const row: { first_name: string; last_name: string; fullname: string | null } | undefined =
      await this.db('orders as o')
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .where('o.id', orderId)
        .first('o.first_name', 'o.last_name', 'u.fullname');
    if (!row) return null;
    return { contactFirst: row.first_name, contactLast: row.last_name, account: row.fullname };
  }

  /**
   * One statement. `held` finds the admission if it may be let in (not void, its visit day is
   * today and not closed, and its order still holds it there) and takes its order's row FOR
   * SHARE: a date change or a refund holds that row FOR UPDATE while it counts the order's used
   * tickets and moves or voids them, so the two take turns. A check-in that waited for a move
   * finds the order moved (its WHERE is checked again on the new order row) and admits nothing.
   * `live` then takes the admission's own row FOR SHARE (after the order's, as those writers
   * do): one that a refund made void meanwhile is read again, found void, and not let in. Then
   * one insert of the check-in, which the check-ins' unique indexes admit only as the kind's
   * rule allows (once in all, or once a day: `once` comes from the catalogue); every other gate
   * scanning the same code at once waits for this one's commit on the index, then inserts
   * nothing (ON CONFLICT DO NOTHING). A move that waited counts the ticket used and refuses.
   * Its audit entry is a data-modifying CTE of the same statement (the gate's hot path takes
   * no extra round trip): one entry per admission let in, none when nothing was inserted. Its
   * before and after are auditedAdmission's, built here in SQL (a ticket let in was unused).
   */
  async checkIn(ref: TicketRef, attempt: CheckInAttempt): Promise<Admission | null> {
    const { by } = attempt;
    const { rows } = (await preparedRaw(
      this.db,
      'park_gate_check_in',
      `WITH held AS MATERIALIZED (
         SELECT a.id AS admission_id
           FROM admissions a JOIN orders o ON o.id = a.order_id
          WHERE a.ref = ?::uuid AND a.voided_at IS NULL AND a.visit_date = ?::date
            AND o.visit_date = a.visit_date
            AND NOT EXISTS (SELECT 1 FROM day_closures d WHERE d.day = a.visit_date)
            FOR SHARE OF o
       ), live AS MATERIALIZED (
         SELECT a.id, a.ref, a.order_id, a.ticket_type, a.visit_date
           FROM admissions a
          WHERE a.id = (SELECT admission_id FROM held) AND a.voided_at IS NULL
            AND a.visit_date = ?::date
            FOR SHARE
       ), checked AS (
         INSERT INTO admission_check_ins (admission_id, day, at, gate, once)
         SELECT l.id, l.visit_date, ?, ?, l.ticket_type = ANY(?::text[]) FROM live l
         ON CONFLICT DO NOTHING
         RETURNING admission_id, day, at, gate
       ), used AS (
         SELECT l.id, l.ref::text AS ref, l.order_id, l.ticket_type, l.visit_date,
                NULL::timestamptz AS voided_at, c.day AS checked_day, c.at AS checked_at,
                c.gate AS checked_gate, false AS day_closed
           FROM checked c JOIN live l ON l.id = c.admission_id
       ), entry AS (
         INSERT INTO audit_log (actor_id, actor_email, actor_role, action, target, before, after)
         SELECT ?, ?, ?, 'gate.check-in', 'ticket ' || u.id,
                ${auditedAdmissionJson("'valid'", 'NULL', 'NULL')},
                ${auditedAdmissionJson("'used'", '?::text', 'u.checked_gate')}
           FROM used u
       )
       SELECT * FROM used`,
      [
        ref,
        attempt.today,
        attempt.today,
        attempt.at,
        attempt.gate,
        ADMIT_ONCE,
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
      `SELECT ${COLUMNS} FROM ${ADMISSIONS} WHERE a.ref = ?::uuid`,
      [ref],
    )) as { rows: AdmissionRow[] };
    return rows[0] ? toAdmission(rows[0]) : null;
  }

  /**
   * Check-ins: the gate's check-ins on those days (a day ticket's is on its visit day).
   * Admissions sold: the visit days' counts that capacity keeps (visit_days.sold), so the
   * figure is /availability's `sold` and costs one row per day, whatever the history.
   */
  async gateCounts(range: { start: IsoDate; end: IsoDate }): Promise<GateCounts> {
    const { rows } = (await this.db.raw(
      `SELECT (SELECT count(*) FROM admission_check_ins
                WHERE day BETWEEN ?::date AND ?::date) AS check_ins,
              (SELECT coalesce(sum(sold), 0) FROM visit_days
                WHERE day BETWEEN ?::date AND ?::date) AS admissions_sold`,
      [range.start, range.end, range.start, range.end],
    )) as { rows: { check_ins: number | string; admissions_sold: number | string }[] };
    const row = rows[0]!;
    return { checkIns: Number(row.check_ins), admissionsSold: Number(row.admissions_sold) };
  }
}
