import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { dailyFigures } from './knex-daily-figures';
import { ATTRACTION_DAYS } from './knex-report-queries';

describe.each(databaseTargets)('daily figures per record on %s', (target) => {
  const db = useTestDatabase(target);

  async function ride(name: string): Promise<number> {
    const [row] = (await db()
      .knex('attractions')
      .insert({
        name,
        type: 'Carousel',
        description: 'A ride.',
        short_description: 'A ride.',
        thrill_level: 'Low',
        height_requirement: 'None',
        image: '/images/ride.png',
      })
      .returning('id')) as { id: number }[];
    return row!.id;
  }

  it('adds journal rows per day and record, in day then name order, counted ones only', async () => {
    const knex = db().knex;
    const zebra = await ride('Zebra Zoom'); // lower id, later name
    const apple = await ride('Apple Orbit');
    const ghost = await ride('Ghost Glide');
    await knex('report_attraction_days').insert([
      { day: '2030-01-02', attraction_id: zebra, orders: 2, tickets: 5 },
      { day: '2030-01-02', attraction_id: zebra, orders: 1, tickets: 1 }, // a journal row
      { day: '2030-01-02', attraction_id: apple, orders: 1, tickets: 2 },
      { day: '2030-01-01', attraction_id: zebra, orders: 4, tickets: 4 },
      { day: '2030-01-02', attraction_id: ghost, orders: 1, tickets: 1 },
      { day: '2030-01-02', attraction_id: ghost, orders: -1, tickets: -1 }, // moved away
      { day: '2030-01-03', attraction_id: apple, orders: 9, tickets: 9 }, // out of range
    ]);
    const rows = await dailyFigures(knex, ATTRACTION_DAYS, {
      start: '2030-01-01',
      end: '2030-01-02',
    });
    expect(rows.map((r) => [r.date, r.record.name, r.record.type, ...r.sums])).toEqual([
      ['2030-01-01', 'Zebra Zoom', 'Carousel', 4, 4],
      ['2030-01-02', 'Apple Orbit', 'Carousel', 1, 2],
      ['2030-01-02', 'Zebra Zoom', 'Carousel', 3, 6],
    ]);
    const narrowed = await dailyFigures(
      knex,
      ATTRACTION_DAYS,
      { start: '2030-01-01', end: '2030-01-03' },
      (attractions) => attractions.where({ id: apple }),
    );
    expect(narrowed.map((r) => [r.date, r.record.id, ...r.sums])).toEqual([
      ['2030-01-02', apple, 1, 2],
      ['2030-01-03', apple, 9, 9],
    ]);
  });
});
