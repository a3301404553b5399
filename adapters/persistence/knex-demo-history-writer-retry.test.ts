import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import type { DemoDay } from '../../core/demo/demo-rows';
import { PARK_DEFAULT_CAPACITY } from '../../core/capacity/capacity';
import { KnexDemoHistoryWriter } from './knex-demo-history-writer';

const emptyDay: DemoDay = {
  date: '2026-01-01',
  weather: { date: '2026-01-01', condition: 'sunny', enteredBy: null, existing: true },
  visitors: [],
  orders: [],
  ticketLines: [],
  orderAttractions: [],
  meals: [],
  merchandiseLines: [],
  restaurantExpenses: [],
  maintenanceRequests: [],
  contactForms: [],
  refunds: [],
};

/** A knex whose transactions fail with `codes`, one per attempt, then succeed. */
function failingKnex(codes: string[]) {
  let attempts = 0;
  const knex = {
    transaction: async (work: (trx: unknown) => Promise<void>) => {
      attempts += 1;
      const code = codes.shift();
      if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
      await work(knex);
    },
  };
  return { knex: knex as unknown as Knex, attempts: () => attempts };
}

describe('KnexDemoHistoryWriter.writeDay', () => {
  it('runs a day again when PostgreSQL aborted it for a deadlock or a serialization failure', async () => {
    const db = failingKnex(['40P01', '40001']);
    const writer = new KnexDemoHistoryWriter(db.knex, 'America/Chicago', PARK_DEFAULT_CAPACITY);
    await writer.writeDay(emptyDay, { passwordHash: 'x', visitorIds: [] });
    expect(db.attempts()).toBe(3);
  });

  it('does not retry other failures', async () => {
    const db = failingKnex(['23505']);
    const writer = new KnexDemoHistoryWriter(db.knex, 'America/Chicago', PARK_DEFAULT_CAPACITY);
    await expect(writer.writeDay(emptyDay, { passwordHash: 'x', visitorIds: [] })).rejects.toThrow(
      'failed with 23505',
    );
    expect(db.attempts()).toBe(1);
  });
});
