import type { VisitDay } from '../../core/capacity/capacity';
import type {
  CapacityDefaults,
  CapacityRepository,
  DayLimits,
} from '../../core/capacity/capacity-repository';
import type { IsoDate } from '../../core/shared/dates';
import type { Executor } from './executor';

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

  async setLimits(date: IsoDate, limits: DayLimits): Promise<VisitDay> {
    const express = limits.expressCapacity;
    await this.db.raw(
      `INSERT INTO visit_days AS v (day, capacity, express_capacity) VALUES (?::date, ?, ?)
       ON CONFLICT (day) DO UPDATE SET capacity = excluded.capacity,
         express_capacity = CASE WHEN ? THEN v.express_capacity ELSE excluded.express_capacity END`,
      [date, limits.capacity, express ?? null, express === undefined],
    );
    const [day] = await this.days(date, date);
    return day!;
  }
}
