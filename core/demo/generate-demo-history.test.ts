import { describe, expect, it } from 'vitest';
import { daysOf, PARK_DEFAULT_CAPACITY, type VisitDay } from '../capacity/capacity';
import type { CapacityRepository } from '../capacity/capacity-repository';
import type { IsoDate } from '../shared/dates';
import { DEMO_VISITOR_PASSWORD } from './demo-people';
import { countsOfDay, type DemoDay, type DemoPark } from './demo-rows';
import { cents } from '../shared/money';
import type { WeatherCondition } from '../weather/weather';
import type { DemoHistoryWriter, DemoRun } from './demo-history-writer';
import { FixedClock, PlainTextHasher } from '../testing/in-memory-infrastructure';
import { GenerateDemoHistory } from './generate-demo-history';

const PARK: DemoPark = {
  openAttractionIds: [1, 2],
  attractionIds: [1, 2],
  restaurants: [{ id: 1, type: 'Standard', amount: cents(1_000) }],
  merchandise: [{ id: 1, sellingCost: cents(2_500), supplierCost: cents(800) }],
  employeeIds: [1],
  managerIds: [1],
};

/** Keeps the days it is given; already generated days and weather are set by the test. */
class MemoryWriter implements DemoHistoryWriter {
  readonly written: DemoDay[] = [];
  readonly runs = new Set<DemoRun>();
  taken: IsoDate[] = [];
  weather = new Map<IsoDate, WeatherCondition>();
  private nextUserId = 100;
  constructor(
    readonly concurrency = 1,
    private readonly park = PARK,
  ) {}
  async loadPark() {
    return this.park;
  }
  async generatedDays(from: IsoDate, to: IsoDate) {
    return this.taken.filter((d) => d >= from && d <= to);
  }
  async weatherOf() {
    return this.weather;
  }
  finished: [IsoDate, IsoDate][] = [];
  async finish(from: IsoDate, to: IsoDate) {
    this.finished.push([from, to]);
  }
  async writeDay(day: DemoDay, run: DemoRun) {
    this.runs.add(run);
    for (const _ of day.visitors) run.visitorIds.push(this.nextUserId++);
    await new Promise((resolve) => setTimeout(resolve, 1));
    this.written.push(day);
  }
}

/** The park's visit days: the defaults, but for the days the test sets (limits, sold). */
class MemoryCapacity implements Pick<CapacityRepository, 'days'> {
  set = new Map<IsoDate, Partial<VisitDay>>();
  constructor(private readonly defaults: { capacity: number; expressCapacity: number }) {}
  async days(from: IsoDate, to: IsoDate): Promise<VisitDay[]> {
    return (daysOf(from, to) ?? []).map((date) => ({
      date,
      ...this.defaults,
      sold: 0,
      expressSold: 0,
      ...this.set.get(date),
    }));
  }
}

class CountingHasher extends PlainTextHasher {
  calls = 0;
  override async hash(plain: string) {
    this.calls += 1;
    return super.hash(plain);
  }
}

// 2026-03-10 18:00 UTC is 13:00 in Chicago: today is 2026-03-10, yesterday 2026-03-09.
const clock = new FixedClock(new Date('2026-03-10T18:00:00Z'));
const input = { days: 5, peakVisitors: 600, seed: 3, force: false };

function setup(writer = new MemoryWriter(), capacity = new MemoryCapacity(PARK_DEFAULT_CAPACITY)) {
  const hasher = new CountingHasher();
  return { writer, hasher, generate: new GenerateDemoHistory(writer, hasher, clock, capacity) };
}

const admissions = (day: DemoDay, type?: string) =>
  day.ticketLines.filter((t) => !type || t.ticketType === type).reduce((n, t) => n + t.quantity, 0);

describe('GenerateDemoHistory', () => {
  it('writes the days ending yesterday, oldest first, hashing the visitors’ password once', async () => {
    const { writer, hasher, generate } = setup();
    const progress: number[] = [];
    const result = await generate.execute(input, (p) => progress.push(p.done));
    expect(result.ok && result.value.from).toBe('2026-03-05');
    expect(result.ok && result.value.to).toBe('2026-03-09');
    expect(writer.written.map((d) => d.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(hasher.calls).toBe(1);
    const [run] = [...writer.runs];
    expect(run?.passwordHash).toBe(`plain:${DEMO_VISITOR_PASSWORD}`);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    expect(writer.finished).toEqual([['2026-03-05', '2026-03-09']]);
    const orders = writer.written.reduce((n, d) => n + countsOfDay(d).orders, 0);
    expect(result.ok && result.value.counts.orders).toBe(orders);
    expect(orders).toBeGreaterThan(0);
  });

  it('starts at --from and refuses a range that reaches today', async () => {
    const { writer, generate } = setup();
    const ok = await generate.execute({ ...input, days: 2, from: '2025-12-30' });
    expect(ok.ok && [ok.value.from, ok.value.to]).toEqual(['2025-12-30', '2025-12-31']);
    const late = await generate.execute({ ...input, days: 2, from: '2026-03-09' });
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error.message).toContain('yesterday (2026-03-09)');
    expect(writer.written).toHaveLength(2);
  });

  it('refuses days that already have generated history, unless forced', async () => {
    const writer = new MemoryWriter();
    writer.taken = ['2026-03-06', '2026-03-07'];
    const { generate } = setup(writer);
    const refused = await generate.execute(input);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toContain(
      '2 day(s) from 2026-03-06 to 2026-03-07',
    );
    expect(writer.written).toEqual([]);
    const forced = await generate.execute({ ...input, force: true });
    expect(forced.ok).toBe(true);
    expect(writer.written).toHaveLength(5);
  });

  it('keeps the weather already on record for a day', async () => {
    const writer = new MemoryWriter();
    writer.weather = new Map([['2026-03-07', 'snowy']]);
    const { generate } = setup(writer);
    const result = await generate.execute(input);
    const day = writer.written.find((d) => d.date === '2026-03-07')!;
    expect(day.weather).toMatchObject({ condition: 'snowy', existing: true });
    expect(result.ok && result.value.counts.weather).toBe(4);
  });

  it('needs an open attraction to sell tickets for', async () => {
    const writer = new MemoryWriter(1, { ...PARK, openAttractionIds: [] });
    const result = await setup(writer).generate.execute(input);
    expect(!result.ok && result.error.kind).toBe('conflict');
    expect(writer.written).toEqual([]);
  });

  it('sells no day beyond the park’s capacity, a day’s own limits, or what it had sold', async () => {
    const capacity = new MemoryCapacity({ capacity: 30, expressCapacity: 4 });
    capacity.set.set('2026-03-06', { capacity: 10, expressCapacity: 0 });
    capacity.set.set('2026-03-07', { sold: 25, expressSold: 1 });
    capacity.set.set('2026-03-08', { capacity: 0 });
    const { writer, generate } = setup(new MemoryWriter(), capacity);
    const result = await generate.execute({ ...input, peakVisitors: 6_000 });
    const sold = Object.fromEntries(writer.written.map((d) => [d.date, admissions(d)]));
    const express = Object.fromEntries(
      writer.written.map((d) => [d.date, admissions(d, 'express')]),
    );
    expect(sold).toEqual({
      '2026-03-05': 30,
      '2026-03-06': 10,
      '2026-03-07': 5,
      '2026-03-08': 0,
      '2026-03-09': 30,
    });
    expect(express['2026-03-06']).toBe(0);
    expect(express['2026-03-07']).toBeLessThanOrEqual(3);
    expect(Object.values(express).every((n) => n <= 4)).toBe(true);
    // 2026-03-08 is closed, not sold out.
    expect(result.ok && [result.value.admissions, result.value.soldOutDays]).toEqual([75, 4]);
  });

  it('leaves quiet days open and counts the admissions it sold', async () => {
    const { writer, generate } = setup();
    const result = await generate.execute(input);
    const sold = writer.written.reduce((n, d) => n + admissions(d), 0);
    expect(result.ok && result.value.admissions).toBe(sold);
    expect(sold).toBeGreaterThan(0);
    expect(result.ok && result.value.soldOutDays).toBe(0);
  });

  it('writes several days at once when the writer can, with the same rows', async () => {
    const one = setup(new MemoryWriter(1));
    const two = setup(new MemoryWriter(2));
    await one.generate.execute(input);
    await two.generate.execute(input);
    expect(two.writer.written).toEqual(one.writer.written);
  });
});
