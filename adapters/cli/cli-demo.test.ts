import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../persistence/db';
import { park } from './testing/run-park';

interface Target {
  name: string;
  create(): Promise<{ url: string; cleanup: () => Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'pglite',
    create: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'park-demo-'));
      return {
        url: `pglite://${dir}/db`,
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl)
  targets.push({
    name: 'postgres',
    create: async () => {
      const name = `park_demo_${process.pid}_${Date.now()}`;
      const admin = knex({ client: 'pg', connection: pgUrl });
      await admin.raw(`create database ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const cleanup = async () => {
        await admin.raw(`drop database if exists ${name} with (force)`);
        await admin.destroy();
      };
      return { url: url.toString(), cleanup };
    },
  });

/** The report journals' rows beyond one per key: 0 once they are folded. */
const UNFOLDED = `SELECT
  (SELECT count(*) - count(DISTINCT (day, ticket_type)) FROM report_ticket_days)
  + (SELECT count(*) - count(DISTINCT (day, restaurant_id)) FROM report_restaurant_days)
  + (SELECT count(*) - count(DISTINCT (day, merchandise_id)) FROM report_merchandise_days)
  + (SELECT count(*) - count(DISTINCT day) FROM report_merchandise_order_days) AS n`;

/** Rows per table, read between two runs (an on-disk PGlite has one process at a time). */
async function countsOf(url: string): Promise<Record<string, number>> {
  const db = await openDatabase(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'orders', 'ticket_lines', 'weather']) {
      const [row] = (await db.knex(table).count({ n: '*' })) as { n: number }[];
      counts[table] = Number(row?.n ?? 0);
    }
    const { rows } = (await db.knex.raw(UNFOLDED)) as { rows: { n: unknown }[] };
    counts.unfolded = Number(rows[0]?.n);
    return counts;
  } finally {
    await db.close();
  }
}

const SUMMARY =
  /^Generated 2 day\(s\), (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2}), in [\d.]+ s \(([\d,]+) rows, [\d,]+ rows\/s\): ([\d,]+) users, ([\d,]+) orders, ([\d,]+) ticket_lines,.* 2 weather, [\d,]+ contact_forms, [\d,]+ refunds\.$/m;
const number = (text: string) => Number(text.replace(/,/g, ''));
const SOLD = /^Admissions sold: ([\d,]+); ([\d,]+) day\(s\) sold out\.$/m;

/** Each visit day's admissions as the ticket lines hold them, and as visit_days counts them. */
async function admissionsOf(url: string, from: string, to: string) {
  const db = await openDatabase(url);
  try {
    const { rows } = (await db.knex.raw(
      // What a day counts: the admissions written for it that no refund made void.
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              (SELECT count(*) FROM admissions a JOIN orders o ON o.id = a.order_id
                WHERE o.visit_date = d AND a.voided_at IS NULL)::int AS written,
              (SELECT count(*) FROM admissions a JOIN orders o ON o.id = a.order_id
                WHERE o.visit_date = d AND a.voided_at IS NULL AND a.ticket_type = 'express')::int AS express,
              coalesce(v.sold, 0) AS sold, coalesce(v.express_sold, 0) AS express_sold
         FROM generate_series(?::date, ?::date, interval '1 day') AS d
         LEFT JOIN visit_days v ON v.day = d::date ORDER BY d`,
      [from, to],
    )) as {
      rows: { day: string; written: number; express: number; sold: number; express_sold: number }[];
    };
    return rows;
  } finally {
    await db.close();
  }
}

describe.each(targets)('park demo generate on $name', (target) => {
  let url = '';
  let cleanup = async () => {};
  beforeAll(async () => {
    ({ url, cleanup } = await target.create());
    const seeded = await park(['db', 'seed'], url);
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 120_000);
  afterAll(() => cleanup());

  it('writes two days, reports progress and a summary, and refuses the same days again', async () => {
    const before = await countsOf(url);
    const run = await park(['demo', 'generate', '--days', '2', '--visitors-per-day', '2000'], url);
    expect(run.code, run.stderr).toBe(0);
    const summary = SUMMARY.exec(run.stdout);
    expect(summary, run.stdout).not.toBeNull();
    const [, , , , users, orders, tickets] = summary!.map((s) => s ?? '');
    expect(run.stderr).toMatch(/^2\/2 days \(100 %\), [\d,]+ rows, [\d,]+ rows\/s$/m);
    const after = await countsOf(url);
    expect(after.users! - before.users!).toBe(number(users!));
    expect(after.orders).toBe(number(orders!));
    expect(after.ticket_lines).toBe(number(tickets!));
    expect(after.weather).toBe(2);
    expect(number(orders!)).toBeGreaterThan(10);
    const sold = SOLD.exec(run.stdout);
    expect(sold, run.stdout).not.toBeNull();
    expect(number(sold![1]!)).toBeGreaterThan(10);

    const again = await park(
      ['demo', 'generate', '--days', '2', '--visitors-per-day', '2000'],
      url,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already have generated history; nothing was written');
    expect(await countsOf(url)).toEqual(after);

    // Another layer on the same days appends journal rows to the same days' keys; they are
    // folded afterwards, as a server does every minute.
    const args = ['demo', 'generate', '--days', '2', '--visitors-per-day', '2000', '--force'];
    const layer = await park([...args, '--seed', '2'], url);
    expect(layer.code, layer.stderr).toBe(0);
    const layered = await countsOf(url);
    expect(layered.ticket_lines).toBeGreaterThan(after.ticket_lines!);
    expect(layered.unfolded).toBe(0);
  }, 120_000);

  it('exits 1 with a clear message on bad options, writing nothing', async () => {
    const before = await countsOf(url);
    const cases: [string[], string][] = [
      [['--days', '0'], '--days must be at least 1'],
      [['--days', '4000'], '--days must be at most 3,660'],
      [['--visitors-per-day', 'many'], '--visitors-per-day must be a number'],
      [['--visitors-per-day', '2.5'], '--visitors-per-day must be a whole number'],
      [['--from', '2025-02-30'], '--from must be a date written YYYY-MM-DD'],
      [['--from', '2999-01-01', '--days', '1'], 'between 1900-01-01 and 2099-12-31'],
      [['--from', '1899-12-31', '--days', '1'], 'between 1900-01-01 and 2099-12-31'],
      [['--from', '2099-01-01', '--days', '1'], 'The history must end by yesterday'],
    ];
    for (const [args, message] of cases) {
      const result = await park(['demo', 'generate', ...args], url);
      expect([args, result.code]).toEqual([args, 1]);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
    expect(await countsOf(url)).toEqual(before);
  }, 300_000);

  it('sells no day beyond the configured capacity, which the park then shows sold', async () => {
    const small = { PARK_DAILY_CAPACITY: '30', PARK_DAILY_EXPRESS_CAPACITY: '3' };
    const [from, to] = ['2025-07-04', '2025-07-06'];
    const args = ['demo', 'generate', '--from', from, '--days', '3', '--visitors-per-day', '6000'];
    const run = await park(args, url, small);
    expect(run.code, run.stderr).toBe(0);
    const sold = SOLD.exec(run.stdout);
    expect(sold, run.stdout).not.toBeNull();
    expect([number(sold![1]!), number(sold![2]!)]).toEqual([90, 3]);
    const days = await admissionsOf(url, from, to);
    for (const day of days) {
      expect(day.written).toBeLessThanOrEqual(30);
      expect(day.express).toBeLessThanOrEqual(3);
      expect([day.day, day.sold, day.express_sold]).toEqual([day.day, day.written, day.express]);
    }
    const show = ['capacity', 'show', '--from', from, '--to', to, '--format', 'json'];
    const shown = await park(show, url, small);
    expect(shown.code, shown.stderr).toBe(0);
    const shownDays = JSON.parse(shown.stdout) as { sold: number; status: string }[];
    expect(shownDays.map((d) => [d.sold, d.status])).toEqual(
      // sold out, but for the places a cancellation gave back (the last 10 % are "few")
      days.map((d) => [d.written, d.written === 30 ? 'sold-out' : 'few']),
    );
  }, 120_000);

  it('documents what --visitors-per-day means, the capacity and the bench-sized year', async () => {
    const help = await park(['demo', 'generate', '--help'], url);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("visitors want to come on the year's busiest day");
    expect(help.stdout).toContain('No day is sold beyond its capacity');
    expect(help.stdout).toContain('--days 365 --visitors-per-day 6000');
    expect(help.stdout).toContain('PARK_DAILY_CAPACITY=50000');
  });
});
