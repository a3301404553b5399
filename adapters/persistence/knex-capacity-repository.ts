import type { VisitDay } from '../../core/capacity/capacity';
import type {
  CapacityDefaults,
  CapacityRepository,
  DayLimits,
  SetLimits,
} from '../../core/capacity/capacity-repository';
import { auditEntry, auditTarget, type AuditActor } from '../../core/audit/audit';
import type { IsoDate } from '../../core/shared/dates';
import type { Executor } from './executor';
import { audited } from './knex-audit-log';

interface DayRow {
  day: string;
  capacity: number;
  express_capacity: number;
  sold: number;
  express_sold: number;
}

const toDay = (row: DayRow): VisitDay => ({
  date: row.day,
  capacity: Number(row.capacity),
  expressCapacity: Number(row.express_capacity),
  sold: Number(row.sold),
  expressSold: Number(row.express_sold),
});

interface LimitsRow {
  capacity: number | null;
  express_capacity: number | null;
}

const orNull = (n: number | string | null) => (n === null ? null : Number(n));

/** A day's limits as set (a day without a row has none set: the defaults). */
const toLimits = (row: LimitsRow | undefined): SetLimits => ({
  capacity: orNull(row?.capacity ?? null),
  expressCapacity: orNull(row?.express_capacity ?? null),
});

/** Visit days in `visit_days`; a day without a row has the defaults and nothing sold. */
export class KnexCapacityRepository implements CapacityRepository {
  constructor(
    private readonly db: Executor,
    private readonly defaults: CapacityDefaults,
  ) {}

  async days(from: IsoDate, to: IsoDate): Promise<VisitDay[]> {
    const { rows } = (await this.db.raw(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              coalesce(v.capacity, ?) AS capacity,
              coalesce(v.express_capacity, ?) AS express_capacity,
              coalesce(v.sold, 0) AS sold, coalesce(v.express_sold, 0) AS express_sold
         FROM generate_series(?::date, ?::date, interval '1 day') AS d
         LEFT JOIN visit_days v ON v.day = d::date
        ORDER BY d`,
      [this.defaults.capacity, this.defaults.expressCapacity, from, to],
    )) as { rows: DayRow[] };
    return rows.map(toDay);
  }

  /**
   * One transaction: the day's limits as they were (its row locked, if it has one), the upsert,
   * its audit entry, and the day as it is now.
   */
  setLimits(date: IsoDate, limits: DayLimits, by: AuditActor): Promise<VisitDay> {
    const express = limits.expressCapacity;
    return audited(this.db, async (trx) => {
      const [was]: LimitsRow[] = await trx('visit_days')
        .select('capacity', 'express_capacity')
        .where('day', date)
        .forNoKeyUpdate();
      const { rows } = (await trx.raw(
        `INSERT INTO visit_days AS v (day, capacity, express_capacity) VALUES (?::date, ?, ?)
         ON CONFLICT (day) DO UPDATE SET capacity = excluded.capacity,
           express_capacity = CASE WHEN ? THEN v.express_capacity ELSE excluded.express_capacity END
         RETURNING v.capacity, v.express_capacity`,
        [date, limits.capacity, express ?? null, express === undefined],
      )) as { rows: LimitsRow[] };
      const [day] = await new KnexCapacityRepository(trx, this.defaults).days(date, date);
      const entry = auditEntry(
        by,
        'capacity.set',
        auditTarget('day', date),
        toLimits(was),
        toLimits(rows[0]),
      );
      return { value: day!, entry };
    });
  }
}
