import type { WeatherRecord } from '../../core/catalog/catalog';
import type { IsoDate } from '../../core/shared/dates';
import type { WeatherCondition } from '../../core/weather/weather';
import type { WeatherRepository } from '../../core/weather/weather-repository';
import { auditEntry, auditTarget, type AuditActor } from '../../core/audit/audit';
import type { Executor } from './executor';
import { audited } from './knex-audit-log';

interface WeatherRow {
  date: string;
  condition: WeatherCondition;
}

/**
 * One row per park day in `weather`; saving a day again replaces its condition. The save and its
 * audit entry are one transaction.
 */
export class KnexWeatherRepository implements WeatherRepository {
  constructor(private readonly db: Executor) {}

  async findByDate(date: IsoDate): Promise<WeatherRecord | null> {
    const row: WeatherRow | undefined = await this.db('weather')
      .select('date', 'condition')
      .where({ date })
      .first();
    return row ? { date: row.date, condition: row.condition } : null;
  }

  async listBetween(from: IsoDate, to: IsoDate): Promise<WeatherRecord[]> {
    const rows: WeatherRow[] = await this.db('weather')
      .select('date', 'condition')
      .whereBetween('date', [from, to])
      .orderBy('date');
    return rows.map((row) => ({ date: row.date, condition: row.condition }));
  }

  save(record: WeatherRecord, by: AuditActor): Promise<void> {
    return audited(this.db, async (trx) => {
      const was: WeatherRow | undefined = await trx('weather')
        .select('date', 'condition')
        .where({ date: record.date })
        .forNoKeyUpdate()
        .first();
      await trx('weather')
        .insert({
          date: record.date,
          condition: record.condition,
          entered_by: by.id,
          entered_at: trx.fn.now(),
        })
        .onConflict('date')
        .merge(['condition', 'entered_by', 'entered_at']);
      const before = was ? { date: was.date, condition: was.condition } : null;
      const after = { date: record.date, condition: record.condition };
      return {
        value: undefined,
        entry: auditEntry(by, 'weather.add', auditTarget('day', record.date), before, after),
      };
    });
  }
}
