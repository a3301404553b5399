import type { WeatherRecord } from '../../core/catalog/catalog';
import type { IsoDate } from '../../core/shared/dates';
import type { WeatherCondition } from '../../core/weather/weather';
import type { WeatherRepository } from '../../core/weather/weather-repository';
import type { Executor } from './executor';

interface WeatherRow {
  date: string;
  condition: WeatherCondition;
}

/** One row per park day in `weather`; saving a day again replaces its condition. */
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

  async save(record: WeatherRecord, enteredByEmployeeId: number | null): Promise<void> {
    await this.db('weather')
      .insert({
        date: record.date,
        condition: record.condition,
        entered_by: enteredByEmployeeId,
        entered_at: this.db.fn.now(),
      })
      .onConflict('date')
      .merge(['condition', 'entered_by', 'entered_at']);
  }
}
